import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

export const claimSchema = z.object({
  id: upstreamId,
  packageId: upstreamId,
  packageName: z.string(),
  premiumId: upstreamId,
  premiumRound: z.number().int(),
  tradeOrder: z.number().int(),
  status: z.enum(['PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED']),
  reason: z.string().nullable(),
  payout: upstreamDecimal.nullable(),
  coinName: z.enum(COIN_NAMES),
  transactionNumber: z.string().nullable(),
  screenshot: z.object({ sha256: z.string(), contentType: z.string(), sizeBytes: z.number().int(), receivedAt: upstreamInstant }),
  timeline: z.array(z.object({ status: z.enum(['SUBMITTED', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'PAID', 'REJECTED']), note: z.string().nullable(), at: upstreamInstant })),
  createdAt: upstreamInstant,
  updatedAt: upstreamInstant,
});
export const claimsAnswer = upstreamPage(claimSchema);
/** The mapper of the GraphQL `ClaimPage` type. */
export type UpstreamClaimPage = z.output<typeof claimsAnswer>;

/** The platform paths of this domain, each with the parser of its answer (SPEC §2: /api/app/claim-order). */
export const CLAIM_ROUTES = {
  claims: upstreamRoute('/api/app/claim-order/claimOrderList', claimsAnswer),
  file: upstreamRoute('/api/app/claim-order/claimOrder', claimSchema),
};
