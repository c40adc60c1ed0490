import { z } from 'zod';
import type { OperatorRole, Resolvers } from '../generated/operator-resolvers-types.ts';
import type { OperatorContext } from './context.ts';
import { queuesReadable } from './reviews.ts';
import { AuditAnswer, DepositAnswer, FourEyesAnswer, MeAnswer, SessionAnswer, SignedOutAnswer, WithdrawalAnswer, WithdrawalDecisionAnswer, type UpstreamOperatorDeposit } from './upstream.ts';

/** The most a queue lists (the platform's page limit): its count stops there. */
const QUEUE_LIMIT = 500;
const AUDIT_LIMIT_MAX = 500;

const roleOf = (role: z.infer<typeof MeAnswer>['role']): OperatorRole => role.toUpperCase() as OperatorRole;

const oldestFirst = <T extends { createdAt: string }>(items: T[]): T[] => [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

function deposit(order: UpstreamOperatorDeposit) {
  return {
    id: order.id,
    userName: order.userName,
    kind: order.type,
    coinName: order.coinName,
    amount: order.amount,
    hash: order.hash,
    bankName: order.bankName,
    hasReceipt: order.receiptSha256 !== null,
    duplicateReceiptOf: order.duplicateReceiptOf,
    status: order.status,
    reason: order.reason,
    createdAt: order.createdAt,
  };
}

function fourEyes(request: z.infer<typeof FourEyesAnswer>) {
  return { ...request, body: JSON.stringify(request.body ?? null) };
}

function decision(answer: z.infer<typeof WithdrawalDecisionAnswer>) {
  return 'fourEyesRequest' in answer ? { withdrawal: null, fourEyesRequest: fourEyes(answer.fourEyesRequest) } : { withdrawal: answer, fourEyesRequest: null };
}

const pendingDeposits = async (context: OperatorContext) =>
  oldestFirst(await context.operatorApi.post('deposits/list', { pending: true, limit: QUEUE_LIMIT }, z.array(DepositAnswer)));
// The platform's open withdrawals include approved ones waiting for their payout (payable, being
// sent); the review queue is the ones no operator has decided yet.
const pendingWithdrawals = async (context: OperatorContext) =>
  oldestFirst(await context.operatorApi.post('withdrawals/list', { pending: true, limit: QUEUE_LIMIT }, z.array(WithdrawalAnswer))).filter((order) => order.status === 'PENDING_REVIEW');

/** Thin: each field is one call of the platform's operator API, whose guard decides who may do what. */
export const operatorResolvers: Resolvers<OperatorContext> = {
  Query: {
    operatorMe: async (_parent, _args, context) => {
      const me = await context.operatorApi.post('operator/me', {}, MeAnswer);
      return { name: me.name ?? me.kind, role: roleOf(me.role) };
    },
    operatorQueues: async (_parent, _args, context) =>
      queuesReadable(
        context,
        () => pendingDeposits(context),
        () => pendingWithdrawals(context),
      ),
    pendingDeposits: async (_parent, _args, context) => (await pendingDeposits(context)).map(deposit),
    pendingWithdrawals: async (_parent, _args, context) => pendingWithdrawals(context),
    fourEyesRequests: async (_parent, { status }, context) =>
      (await context.operatorApi.post('four-eyes/list', status ? { status } : {}, z.array(FourEyesAnswer))).map(fourEyes),
    auditTrail: async (_parent, { filter }, context) => {
      const limit = Math.min(Math.max(filter?.limit ?? 100, 1), AUDIT_LIMIT_MAX);
      const answer = await context.operatorApi.get('audit', {
        operator: filter?.operator || undefined,
        action: filter?.action || undefined,
        before: filter?.before || undefined,
        limit: String(limit),
      });
      const rows = context.operatorApi.checked('audit', z.array(AuditAnswer), answer.kind === 'json' ? answer.value : undefined);
      return rows.map(({ answer: after, ...row }) => ({ ...row, after }));
    },
  },
  Mutation: {
    signInOperator: async (_parent, { input }, context) => {
      const session = await context.operatorApi.post('operator/sign-in', input, SessionAnswer, { signIn: true });
      return { token: session.token, expiresAt: session.expiresAt, operator: { name: session.operator.name, role: roleOf(session.operator.role) } };
    },
    signOutOperator: async (_parent, _args, context) => (await context.operatorApi.post('operator/sign-out', {}, SignedOutAnswer)).signedOut,
    approveDeposit: async (_parent, { id }, context) => deposit(await context.operatorApi.post('deposits/approve', { id }, DepositAnswer)),
    rejectDeposit: async (_parent, { input }, context) => deposit(await context.operatorApi.post('deposits/reject', input, DepositAnswer)),
    approveWithdrawal: async (_parent, { input }, context) =>
      decision(await context.operatorApi.post('withdrawals/transition', { id: input.id, action: 'approve', ...(input.reason ? { reason: input.reason } : {}) }, WithdrawalDecisionAnswer)),
    rejectWithdrawal: async (_parent, { input }, context) =>
      decision(await context.operatorApi.post('withdrawals/transition', { id: input.id, action: 'reject', ...(input.reason ? { reason: input.reason } : {}) }, WithdrawalDecisionAnswer)),
    approveFourEyesRequest: async (_parent, { id }, context) => fourEyes(await context.operatorApi.post('four-eyes/approve', { id }, FourEyesAnswer)),
    withdrawFourEyesRequest: async (_parent, { id }, context) => fourEyes(await context.operatorApi.post('four-eyes/withdraw', { id }, FourEyesAnswer)),
  },
};
