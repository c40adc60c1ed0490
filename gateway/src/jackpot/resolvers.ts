import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { JACKPOT_ROUTES } from './upstream.ts';

/** The jackpot (schema/jackpot.graphql): thin calls of /api/app/grandPrize; refusals map through the shared catalogue. */
export const jackpotResolvers: Resolvers = {
  Query: {
    jackpot: (_parent, _args, { upstream }) => upstream.member(JACKPOT_ROUTES.status, {}),
    jackpotPool: (_parent, _args, { upstream }) => upstream.member(JACKPOT_ROUTES.pool, {}),
    jackpotOrders: (_parent, { filter, page }, { upstream, locale }) =>
      upstream.member(JACKPOT_ROUTES.orders, { ...(filter?.status ? { status: filter.status } : {}), ...pageArgs(page, locale) }),
  },

  Mutation: {
    enterJackpot: (_parent, { input }, { upstream }) =>
      upstream.member(JACKPOT_ROUTES.enter, { roundId: input.roundId, tickets: input.tickets, requestId: input.requestId }),
  },

  JackpotOrderPage: {
    items: (page) => page.list,
    pageInfo: (page) => pageInfoOf(page),
  },
};
