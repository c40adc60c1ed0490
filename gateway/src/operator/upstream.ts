import { z } from 'zod';

// The operator API's answers the console reads (platform/src/*/admin-routes.ts), checked here
// so a resolver never shapes an answer it did not expect.

const Role = z.enum(['support', 'compliance', 'finance', 'admin']);

export const SessionAnswer = z.object({ token: z.string(), expiresAt: z.string(), operator: z.object({ name: z.string(), role: Role }) });
export const MeAnswer = z.object({ kind: z.string(), name: z.string().nullable(), role: Role });
export const SignedOutAnswer = z.object({ signedOut: z.boolean() });

export const DepositAnswer = z.object({
  id: z.string(),
  userName: z.string(),
  type: z.string(),
  coinName: z.string(),
  amount: z.string(),
  hash: z.string().nullable(),
  bankName: z.string().nullable(),
  receiptSha256: z.string().nullable(),
  duplicateReceiptOf: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type UpstreamOperatorDeposit = z.infer<typeof DepositAnswer>;

export const WithdrawalAnswer = z.object({
  id: z.string(),
  userName: z.string(),
  coinName: z.string(),
  amount: z.string(),
  fee: z.string(),
  actualAmount: z.string(),
  address: z.string().nullable(),
  bankName: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const FourEyesAnswer = z.object({
  id: z.string(),
  action: z.string(),
  body: z.unknown(),
  reason: z.string().nullable(),
  requestedBy: z.string(),
  status: z.string(),
  decidedBy: z.string().nullable(),
  outcome: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** A withdrawal's transition: the order, or `{ fourEyesRequest }` when it waits for a second operator. */
export const WithdrawalDecisionAnswer = z.union([z.object({ fourEyesRequest: FourEyesAnswer }), WithdrawalAnswer]);

export const AuditAnswer = z.object({
  sequence: z.string(),
  createdAt: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.string().nullable(),
  answer: z.string(),
  hash: z.string(),
});

// The review queues (platform/src/{kyc,claim,commitment,otc}/): KYC, claims, commitment
// applications and P2P appeals.

/** A picture the platform serves as base64 in JSON; only the types its picture check admits. */
export const PictureAnswer = z.object({ contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']), base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/) });

export const KycSummaryAnswer = z.object({
  id: z.string(),
  userName: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export const KycDetailAnswer = KycSummaryAnswer.extend({ idNumber: z.string() });

export const ClaimAnswer = z.object({
  id: z.string(),
  userName: z.string(),
  packageName: z.string(),
  premiumRound: z.number().int(),
  tradeOrder: z.number().int(),
  status: z.string(),
  reason: z.string().nullable(),
  payout: z.string().nullable(),
  coinName: z.string(),
  timeline: z.array(z.object({ status: z.string(), note: z.string().nullable(), at: z.string() })),
  createdAt: z.string(),
});
export const ClaimPageAnswer = z.object({ list: z.array(ClaimAnswer), total: z.coerce.number() });
/** A claim's approval: the claim, or `{ fourEyesRequest }` when its payout waits for a second operator. */
export const ClaimDecisionAnswer = z.union([z.object({ fourEyesRequest: FourEyesAnswer }), ClaimAnswer]);

export const CommitmentAnswer = z.object({
  id: z.string(),
  userName: z.string().optional(),
  type: z.string(),
  name: z.string(),
  amount: z.string(),
  coinName: z.string(),
  status: z.string(),
  reviewNote: z.string().nullable(),
  packageId: z.string().nullable(),
  createdAt: z.string(),
});

export const TradeMessageAnswer = z.object({ id: z.string(), senderUserName: z.string(), content: z.string(), createdAt: z.string() });
export const AppealTradeAnswer = z.object({
  id: z.string(),
  sellerUserName: z.string(),
  buyerUserName: z.string(),
  coinName: z.string(),
  amount: z.string(),
  price: z.string(),
  payAmount: z.string(),
  payCoinName: z.string(),
  fee: z.string(),
  status: z.string(),
  appeal: z.object({
    byUserName: z.string(),
    reason: z.string(),
    appealedAt: z.string(),
    decision: z.string().nullable(),
    decisionNote: z.string().nullable(),
  }),
  createdAt: z.string(),
  chat: z.array(TradeMessageAnswer).optional(),
});
