import { Type } from '@fastify/type-provider-typebox';
import { ClaimStatus } from '../insurance/answers.ts';
import { Coin, DecimalText, Instant, Nullable, OneOf, PageOf, UserName } from '../lib/route-schemas.ts';

/** What the claim routes answer (docs/rest-api-products.md): the `data` of each success. */

export { ClaimStatus };

/** A step of a claim's timeline: filed, reviewed, information asked for, approved and paid, or rejected. */
export const ClaimEventStatus = OneOf(['SUBMITTED', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'PAID', 'REJECTED']);

/** What a screenshot is, as its bytes say (lib/picture.ts). */
export const ScreenshotContentType = OneOf(['image/png', 'image/jpeg', 'image/webp']);

/** A claim on one insured trade order, with its screenshot's fingerprint and its timeline. */
export const Claim = Type.Object({
  id: Type.String(),
  packageId: Type.String(),
  packageName: Type.String(),
  premiumId: Type.String(),
  premiumRound: Type.Integer({ minimum: 1 }),
  tradeOrder: Type.Integer({ minimum: 1 }),
  status: ClaimStatus,
  reason: Nullable(Type.String()),
  payout: Nullable(DecimalText),
  coinName: Coin,
  /** The payout's transfer, once approved. */
  transactionNumber: Nullable(Type.String()),
  screenshot: Type.Object({
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    contentType: ScreenshotContentType,
    sizeBytes: Type.Integer({ minimum: 1 }),
    receivedAt: Instant,
  }),
  timeline: Type.Array(Type.Object({ status: ClaimEventStatus, note: Nullable(Type.String()), at: Instant })),
  createdAt: Instant,
  updatedAt: Instant,
});

/** The operator's view names each claim's member. */
export const OperatorClaim = Type.Object({ ...Claim.properties, userName: UserName });

export const ClaimPage = PageOf(Claim);
export const OperatorClaimPage = PageOf(OperatorClaim);

/** A claim's screenshot, as the member sent it (base64 of its bytes, in JSON). */
export const ClaimScreenshot = Type.Object({
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  contentType: ScreenshotContentType,
  receivedAt: Instant,
  base64: Type.String(),
});
