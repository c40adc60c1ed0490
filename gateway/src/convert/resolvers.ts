import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { CONVERT_PATHS, convertConfigsAnswer, convertOrderSchema, convertOrdersAnswer, convertQuoteAnswer } from './upstream.ts';

export const convertResolvers: Resolvers = {
  Query: {
    convertConfigs: (_parent, _args, { upstream }) => upstream.member(CONVERT_PATHS.configs, {}, convertConfigsAnswer),
    convertQuote: (_parent, { fromCoin, toCoin, amount }, { upstream }) => upstream.member(CONVERT_PATHS.quote, { fromCoin, toCoin, amount }, convertQuoteAnswer),
    convertOrders: (_parent, args, { upstream, locale }) => {
      const status = args.filter?.status ?? args.status;
      return upstream.member(CONVERT_PATHS.orders, { ...(status ? { status } : {}), ...pageArgs(args.page, locale) }, convertOrdersAnswer);
    },
  },

  Mutation: {
    convert: (_parent, { input }, { upstream }) =>
      upstream.member(
        CONVERT_PATHS.convert,
        { fromCoin: input.fromCoin, toCoin: input.toCoin, amount: input.amount, requestId: input.requestId },
        convertOrderSchema,
      ),
    cancelConvert: (_parent, { id }, { upstream }) => upstream.member(CONVERT_PATHS.cancel, { id }, convertOrderSchema),
  },

  ConvertOrderPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
