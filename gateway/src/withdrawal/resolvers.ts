import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { WITHDRAWAL_PATHS, withdrawalConfigsAnswer, withdrawalQuoteAnswer, withdrawalSchema, withdrawalsAnswer } from './upstream.ts';

const ORDER_LISTS = { CHAIN: WITHDRAWAL_PATHS.chainOrders, BANK: WITHDRAWAL_PATHS.bankOrders } as const;

export const withdrawalResolvers: Resolvers = {
  Query: {
    withdrawalConfig: (_parent, _args, { upstream }) => upstream.member(WITHDRAWAL_PATHS.configs, {}, withdrawalConfigsAnswer),
    withdrawalQuote: (_parent, { amount }, { upstream }) =>
      upstream.member(WITHDRAWAL_PATHS.quote, amount ? { amount } : {}, withdrawalQuoteAnswer),
    withdrawals: (_parent, { kind, status, page }, { upstream, locale }) =>
      upstream.member(
        kind ? ORDER_LISTS[kind] : WITHDRAWAL_PATHS.orders,
        { ...(status ? { status } : {}), ...pageArgs(page, locale) },
        withdrawalsAnswer,
      ),
  },

  Mutation: {
    withdrawOnChain: (_parent, { input }, { upstream }) =>
      upstream.member(
        WITHDRAWAL_PATHS.onChain,
        {
          addressId: input.addressId,
          amount: input.amount,
          transactionPassword: input.transactionPassword,
          ...(input.requestId != null ? { requestId: input.requestId } : {}),
        },
        withdrawalSchema,
      ),
    withdrawToBank: (_parent, { input }, { upstream }) =>
      upstream.member(
        WITHDRAWAL_PATHS.toBank,
        {
          bankAccountId: input.bankAccountId,
          amount: input.amount,
          transactionPassword: input.transactionPassword,
          ...(input.requestId != null ? { requestId: input.requestId } : {}),
        },
        withdrawalSchema,
      ),
    cancelWithdrawal: (_parent, { id }, { upstream }) => upstream.member(WITHDRAWAL_PATHS.cancel, { id }, withdrawalSchema),
    reportWithdrawalNotReceived: (_parent, { id }, { upstream }) =>
      upstream.member(WITHDRAWAL_PATHS.reportNotReceived, { id }, withdrawalSchema),
  },

  Withdrawal: {
    kind: (order) => order.type,
  },

  WithdrawalConfig: {
    kind: (config) => config.type,
  },

  WithdrawalPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
