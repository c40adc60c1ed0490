import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { FileScalar, readReceipt } from './receipt.ts';
import { DEPOSIT_PATHS, depositChainConfigAnswer, depositChannelsAnswer, depositSchema, depositsAnswer } from './upstream.ts';

const ORDER_LISTS = { CHAIN: DEPOSIT_PATHS.chainOrders, BANK: DEPOSIT_PATHS.bankOrders } as const;

export const depositResolvers: Resolvers = {
  File: FileScalar,

  Query: {
    depositChainConfig: (_parent, _args, { upstream }) => upstream.member(DEPOSIT_PATHS.chainConfig, {}, depositChainConfigAnswer),
    depositChannels: (_parent, _args, { upstream }) => upstream.member(DEPOSIT_PATHS.channels, {}, depositChannelsAnswer),
    deposits: (_parent, { kind, status, page }, { upstream, locale }) =>
      upstream.member(kind ? ORDER_LISTS[kind] : DEPOSIT_PATHS.orders, { ...(status ? { status } : {}), ...pageArgs(page, locale) }, depositsAnswer),
  },

  Mutation: {
    depositUsdt: (_parent, { input }, { upstream }) =>
      upstream.member(
        DEPOSIT_PATHS.depositUsdt,
        { amount: input.amount, hash: input.hash, receiptNumber: input.receiptNumber, ...(input.requestId != null ? { requestId: input.requestId } : {}) },
        depositSchema,
      ),
    depositBank: async (_parent, { input, receipt }, { upstream, locale }) => {
      // Refused here, before the platform is called, so a bad picture creates nothing.
      const { file, sha256 } = await readReceipt(receipt, locale);
      return upstream.memberMultipart(
        DEPOSIT_PATHS.depositBank,
        { channelId: input.channelId, amountUsd: input.amountUsd, receiptSha256: sha256, ...(input.requestId != null ? { requestId: input.requestId } : {}) },
        [file],
        depositSchema,
      );
    },
  },

  Deposit: {
    kind: (order) => order.type,
  },

  DepositPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
