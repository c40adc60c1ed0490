import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { JACKPOT_PATHS, ordersAnswer, orderAnswer, poolAnswer, statusAnswer } from './upstream.ts';

/** The jackpot (schema/jackpot.graphql): thin calls of /api/app/grandPrize; refusals map through the shared catalogue. */
export const jackpotResolvers: Resolvers = {
  Query: {
    jackpot: (_parent, _args, { upstream }) => upstream.member(JACKPOT_PATHS.status, {}, statusAnswer),
    jackpotPool: (_parent, _args, { upstream }) => upstream.member(JACKPOT_PATHS.pool, {}, poolAnswer),
    jackpotOrders: (_parent, { filter, page }, { upstream, locale }) =>
      upstream.member(JACKPOT_PATHS.orders, { ...(filter?.status ? { status: filter.status } : {}), ...pageArgs(page, locale) }, ordersAnswer),
  },

  Mutation: {
    enterJackpot: (_parent, { input }, { upstream }) =>
      upstream.member(JACKPOT_PATHS.enter, { roundId: input.roundId, tickets: input.tickets, requestId: input.requestId }, orderAnswer),
  },

  JackpotOrderPage: {
    items: (page) => page.list,
    pageInfo: (page) => pageInfoOf(page),
  },
};
