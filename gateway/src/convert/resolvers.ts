import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { CONVERT_PATHS, convertConfigsAnswer, convertOrderSchema, convertOrdersAnswer } from './upstream.ts';

export const convertResolvers: Resolvers = {
  Query: {
    convertConfigs: (_parent, _args, { upstream }) => upstream.member(CONVERT_PATHS.configs, {}, convertConfigsAnswer),
    convertOrders: (_parent, { status, page }, { upstream, locale }) =>
      upstream.member(CONVERT_PATHS.orders, { ...(status ? { status } : {}), ...pageArgs(page, locale) }, convertOrdersAnswer),
  },

  Mutation: {
    convert: (_parent, { input }, { upstream }) =>
      upstream.member(
        CONVERT_PATHS.convert,
        { fromCoin: input.fromCoin, toCoin: input.toCoin, amount: input.amount, ...(input.requestId != null ? { requestId: input.requestId } : {}) },
        convertOrderSchema,
      ),
    cancelConvert: (_parent, { id }, { upstream }) => upstream.member(CONVERT_PATHS.cancel, { id }, convertOrderSchema),
  },

  ConvertOrderPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
