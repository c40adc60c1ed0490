import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { upstreamId, upstreamInstant } from '../upstream/parsers.ts';

export const KYC_STATUSES = ['NONE', 'PENDING', 'PASSED', 'FAILED'] as const;

export const kycAnswer = z.object({
  status: z.enum(KYC_STATUSES),
  canSubmit: z.boolean(),
  reason: z.string().nullable(),
  idNumber: z.string().nullable(),
  submittedAt: upstreamInstant.nullable(),
  reviewedAt: upstreamInstant.nullable(),
});
/** The mapper of the GraphQL `Kyc` type. */
export type UpstreamKyc = z.output<typeof kycAnswer>;

export const submittedAnswer = z.object({ id: upstreamId, status: z.literal('PENDING') });

/** The platform paths of this domain, each with the parser of its answer (SPEC §7: /api/app/kyc). */
export const KYC_ROUTES = {
  state: upstreamRoute('/api/app/kyc/kycInfo', kycAnswer),
  submit: upstreamRoute('/api/app/kyc/submitKyc', submittedAnswer),
};
