import type { Resolvers } from '../generated/operator-resolvers-types.ts';
import type { OperatorContext } from './context.ts';
import { BanAnswer, LedgerLinePageAnswer, MemberSearchAnswer, RecordPageAnswer, SessionsAnswer, SupportProfileAnswer } from './member-answers.ts';

/** The platform's page limits: a page of 1 to 100 items, numbered from 1. */
const pageOf = (page: number | null | undefined, pageSize: number | null | undefined) => ({
  pageNum: Math.max(page ?? 1, 1),
  pageSize: Math.min(Math.max(pageSize ?? 20, 1), 100),
});
const withReason = (reason: string | null | undefined) => (reason?.trim() ? { reason: reason.trim() } : {});

/** Member support: each field one call of the platform's operator API, whose guard decides the role. */
export const memberResolvers: Resolvers<OperatorContext> = {
  Query: {
    memberSearch: async (_parent, { query }, context) => {
      const answer = await context.operatorApi.post('members/search', { query }, MemberSearchAnswer);
      return { members: answer.list, more: answer.more };
    },
    memberProfile: async (_parent, { userName }, context) => {
      const { profile, balances, flags, team } = await context.operatorApi.post('members/profile', { userName }, SupportProfileAnswer);
      return {
        ...profile,
        balances: balances.map((balance) => ({ coinName: balance.coinName, available: balance.assetsAvailable, frozen: balance.assetsFrozen, locked: balance.assetsLocked })),
        flags,
        team,
      };
    },
    memberBalanceHistory: async (_parent, { userName, coinName, page, pageSize }, context) => {
      const answer = await context.operatorApi.post('members/balance-history', { userName, ...(coinName ? { coinName } : {}), ...pageOf(page, pageSize) }, LedgerLinePageAnswer);
      return { lines: answer.list, total: answer.total, page: answer.pageNum, pageSize: answer.pageSize };
    },
    memberRecords: async (_parent, { userName, page, pageSize }, context) => {
      const answer = await context.operatorApi.post('members/records', { userName, ...pageOf(page, pageSize) }, RecordPageAnswer);
      return { records: answer.list, total: answer.total, page: answer.pageNum, pageSize: answer.pageSize };
    },
    memberSessions: async (_parent, { userName }, context) => (await context.operatorApi.post('members/sessions', { userName }, SessionsAnswer)).list,
  },
  Mutation: {
    endMemberSession: async (_parent, { userName, sessionId, reason }, context) =>
      (await context.operatorApi.post('members/sessions/end', { userName, sessionId, ...withReason(reason) }, SessionsAnswer)).list,
    banMember: async (_parent, { userName, banned, reason }, context) => context.operatorApi.post('members/ban', { userName, banned, ...withReason(reason) }, BanAnswer),
  },
};
