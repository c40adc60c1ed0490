import type { GatewayContext } from '../context.ts';
import type { Resolvers, WithdrawBankInput, WithdrawChainInput } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { WITHDRAWAL_ROUTES } from './upstream.ts';
import { secondFactorBody } from '../upstream/second-factor.ts';

const ORDER_LISTS = { CHAIN: WITHDRAWAL_ROUTES.chainOrders, BANK: WITHDRAWAL_ROUTES.bankOrders } as const;

const withdrawChain = (_parent: unknown, { input }: { input: WithdrawChainInput }, { upstream }: GatewayContext) =>
  upstream.member(
    WITHDRAWAL_ROUTES.onChain,
    { addressId: input.addressId, amount: input.amount, transactionPassword: input.transactionPassword, requestId: input.requestId, ...secondFactorBody(input) },
  );

const withdrawBank = (_parent: unknown, { input }: { input: WithdrawBankInput }, { upstream }: GatewayContext) =>
  upstream.member(
    WITHDRAWAL_ROUTES.toBank,
    { bankAccountId: input.bankAccountId, amount: input.amount, transactionPassword: input.transactionPassword, requestId: input.requestId, ...secondFactorBody(input) },
  );

const withdrawalConfigs = (_parent: unknown, _args: unknown, { upstream }: GatewayContext) =>
  upstream.member(WITHDRAWAL_ROUTES.configs, {});

export const withdrawalResolvers: Resolvers = {
  Query: {
    withdrawalConfigs,
    withdrawalConfig: withdrawalConfigs,
    withdrawalQuote: (_parent, { amount }, { upstream }) =>
      upstream.member(WITHDRAWAL_ROUTES.quote, amount ? { amount } : {}),
    withdrawals: (_parent, args, { upstream, locale }) => {
      const kind = args.filter?.kind ?? args.kind;
      const status = args.filter?.status ?? args.status;
      return upstream.member(
        kind ? ORDER_LISTS[kind] : WITHDRAWAL_ROUTES.orders,
        { ...(status ? { status } : {}), ...pageArgs(args.page, locale) },
      );
    },
  },

  Mutation: {
    withdrawChain,
    withdrawBank,
    withdrawOnChain: withdrawChain,
    withdrawToBank: withdrawBank,
    cancelWithdrawal: (_parent, { id }, { upstream }) => upstream.member(WITHDRAWAL_ROUTES.cancel, { id }),
    reportWithdrawalNotReceived: (_parent, { id }, { upstream }) =>
      upstream.member(WITHDRAWAL_ROUTES.reportNotReceived, { id }),
  },

  Withdrawal: {
    kind: (order) => order.type,
    network: (order) => order.addressType,
  },

  WithdrawalConfig: {
    kind: (config) => config.type,
  },

  WithdrawalPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
