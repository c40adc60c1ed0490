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
