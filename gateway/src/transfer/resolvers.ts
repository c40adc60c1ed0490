import type { GatewayContext } from '../context.ts';
import type { QueryTransfersArgs, Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { TRANSFER_ROUTES } from './upstream.ts';
import { secondFactorBody } from '../upstream/second-factor.ts';

/** `transfers`, and the deprecated `transferOrders`. */
const transfers = (_parent: unknown, { filter, page }: QueryTransfersArgs, { upstream, locale }: GatewayContext) =>
  upstream.member(
    TRANSFER_ROUTES.orders,
    {
      ...(filter?.direction ? { direction: filter.direction } : {}),
      ...(filter?.coinName ? { coinName: filter.coinName } : {}),
      ...pageArgs(page, locale),
    },
  );

export const transferResolvers: Resolvers = {
  Query: {
    transferConfigs: (_parent, _args, { upstream }) => upstream.member(TRANSFER_ROUTES.configs, {}),
    transferQuote: async (_parent, { coinName, amount, toUser }, { upstream }) => {
      const quote = await upstream.member(TRANSFER_ROUTES.quote, { coinName, amount, ...(toUser ? { toUser } : {}) });
      return { ...quote, recipientUserName: quote.recipientUserName ?? null };
    },
    transfers,
    transferOrders: transfers,
  },

  Mutation: {
    transfer: (_parent, { input }, { upstream }) =>
      upstream.member(
        TRANSFER_ROUTES.transfer,
        {
          toUser: input.toUser,
          coinName: input.coinName,
          amount: input.amount,
          transactionPassword: input.transactionPassword,
          requestId: input.requestId,
          ...secondFactorBody(input),
        },
      ),
  },

  TransferPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
