import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { packageSchema } from '../upstream/packages.ts';
import { COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

/** The platform's refusal while the member's commitment area is off; the gateway answers it as FORBIDDEN. */
export const COMMITMENT_AREA_DISABLED = 'COMMITMENT_AREA_DISABLED';

const coinName = z.enum(COIN_NAMES);
const kind = z.enum(['INSURANCE', 'ENTRUST']);

const planSchema = z.object({
  matchingId: upstreamId,
  kind,
  name: z.string(),
  amount: upstreamDecimal,
  coinName,
  contractDays: z.number().int(),
  dailyProfitRatio: upstreamDecimal,
});
/** The mapper of the GraphQL `CommitmentPlan` type. */
export type UpstreamCommitmentPlan = z.output<typeof planSchema>;

const freeSchema = z.object({
  available: z.boolean(),
  claimed: z.boolean(),
  claimedAt: upstreamInstant.nullable(),
  packageId: upstreamId.nullable(),
  matchingId: upstreamId.nullable(),
  kind: kind.nullable(),
  name: z.string().nullable(),
  amount: upstreamDecimal.nullable(),
  coinName: coinName.nullable(),
  contractDays: z.number().int().nullable(),
});
/** The mapper of the GraphQL `CommitmentFreePackage` type. */
export type UpstreamCommitmentFree = z.output<typeof freeSchema>;

export const commitmentAnswer = z.object({
  id: upstreamId,
  type: z.enum(['COMMITMENT', 'FREE']),
  matchingId: upstreamId,
  kind,
  name: z.string(),
  amount: upstreamDecimal,
  coinName,
  status: z.enum(['PENDING_REVIEW', 'APPROVED', 'REJECTED']),
  packageId: upstreamId.nullable(),
  reviewNote: z.string().nullable(),
  createdAt: upstreamInstant,
  reviewedAt: upstreamInstant.nullable(),
});
/** The mapper of the GraphQL `Commitment` type. */
export type UpstreamCommitment = z.output<typeof commitmentAnswer>;

export const areaAnswer = upstreamPage(commitmentAnswer).extend({ plans: z.array(planSchema), free: freeSchema });
/** The mapper of the GraphQL `CommitmentArea` type. */
export type UpstreamCommitmentArea = z.output<typeof areaAnswer>;

export const claimAnswer = z.object({ commitment: commitmentAnswer, package: packageSchema });
/** The mapper of the GraphQL `CommitmentClaim` type. */
export type UpstreamCommitmentClaim = z.output<typeof claimAnswer>;

/** The platform paths of this domain, each with the parser of its answer (SPEC §7: /api/app/commitment-package). */
export const COMMITMENT_ROUTES = {
  list: upstreamRoute('/api/app/commitment-package/commitmentPackageList', areaAnswer),
  add: upstreamRoute('/api/app/commitment-package/addCommitmentPackage', commitmentAnswer),
  receive: upstreamRoute('/api/app/commitment-package/receiveCommitmentPackage', claimAnswer),
};
