import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { CONVERT_ROUTES } from './upstream.ts';

export const convertResolvers: Resolvers = {
  Query: {
    convertConfigs: (_parent, _args, { upstream }) => upstream.member(CONVERT_ROUTES.configs, {}),
    convertQuote: (_parent, { fromCoin, toCoin, amount }, { upstream }) => upstream.member(CONVERT_ROUTES.quote, { fromCoin, toCoin, amount }),
    convertOrders: (_parent, args, { upstream, locale }) => {
      const status = args.filter?.status ?? args.status;
      return upstream.member(CONVERT_ROUTES.orders, { ...(status ? { status } : {}), ...pageArgs(args.page, locale) });
    },
  },

  Mutation: {
    convert: (_parent, { input }, { upstream }) =>
      upstream.member(
        CONVERT_ROUTES.convert,
        { fromCoin: input.fromCoin, toCoin: input.toCoin, amount: input.amount, requestId: input.requestId },
      ),
    cancelConvert: (_parent, { id }, { upstream }) => upstream.member(CONVERT_ROUTES.cancel, { id }),
  },

  ConvertOrderPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
