import type { GatewayContext } from '../context.ts';
import type { QueryTransfersArgs, Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { TRANSFER_PATHS, transferConfigsAnswer, transferOrdersAnswer, transferQuoteAnswer, transferSchema } from './upstream.ts';

/** `transfers`, and the deprecated `transferOrders`. */
const transfers = (_parent: unknown, { filter, page }: QueryTransfersArgs, { upstream, locale }: GatewayContext) =>
  upstream.member(
    TRANSFER_PATHS.orders,
    {
      ...(filter?.direction ? { direction: filter.direction } : {}),
      ...(filter?.coinName ? { coinName: filter.coinName } : {}),
      ...pageArgs(page, locale),
    },
    transferOrdersAnswer,
  );

export const transferResolvers: Resolvers = {
  Query: {
    transferConfigs: (_parent, _args, { upstream }) => upstream.member(TRANSFER_PATHS.configs, {}, transferConfigsAnswer),
    transferQuote: (_parent, { coinName, amount }, { upstream }) => upstream.member(TRANSFER_PATHS.quote, { coinName, amount }, transferQuoteAnswer),
    transfers,
    transferOrders: transfers,
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
          requestId: input.requestId,
        },
        transferSchema,
      ),
  },

  TransferPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
