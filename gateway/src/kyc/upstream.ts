import { z } from 'zod';
import { upstreamId, upstreamInstant } from '../upstream/parsers.ts';

/** The platform paths of this domain (SPEC §7: /api/app/kyc). */
export const KYC_PATHS = {
  state: '/api/app/kyc/kycInfo',
  submit: '/api/app/kyc/submitKyc',
} as const;

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
