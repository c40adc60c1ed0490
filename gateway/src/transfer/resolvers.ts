import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { TRANSFER_PATHS, transferConfigsAnswer, transferOrdersAnswer, transferSchema } from './upstream.ts';

export const transferResolvers: Resolvers = {
  Query: {
    transferConfigs: (_parent, _args, { upstream }) => upstream.member(TRANSFER_PATHS.configs, {}, transferConfigsAnswer),
    transferOrders: (_parent, { filter, page }, { upstream, locale }) =>
      upstream.member(
        TRANSFER_PATHS.orders,
        {
          ...(filter?.direction ? { direction: filter.direction } : {}),
          ...(filter?.coinName ? { coinName: filter.coinName } : {}),
          ...pageArgs(page, locale),
        },
        transferOrdersAnswer,
      ),
  },

  Mutation: {
    transfer: (_parent, { input }, { upstream }) =>
      upstream.member(
        TRANSFER_PATHS.transfer,
        {
          toUser: input.toUser,
          coinName: input.coinName,
          amount: input.amount,
          transactionPassword: input.transactionPassword,
          ...(input.requestId != null ? { requestId: input.requestId } : {}),
        },
        transferSchema,
      ),
  },

  TransferPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
