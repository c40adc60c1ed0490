import { z } from 'zod';
import { COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

/** The platform paths of this domain (SPEC §2: /api/app/claim-order). */
export const CLAIM_PATHS = {
  claims: '/api/app/claim-order/claimOrderList',
  file: '/api/app/claim-order/claimOrder',
} as const;

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
