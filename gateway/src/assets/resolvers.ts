import { badInput } from '../errors/graphql-errors.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { unwrapEmission, type Emission, type Feed } from '../subscriptions/live-feeds.ts';
import { ASSETS_ROUTES, type UpstreamBalance } from './upstream.ts';

/** The live feed behind `balancesChanged`. */
export const balancesFeed: Feed<UpstreamBalance[]> = {
  name: 'balances',
  fetch: (client, caller) => client.call(ASSETS_ROUTES.balances, {}, caller),
};

export const assetsResolvers: Resolvers = {
  Query: {
    coins: (_parent, _args, { upstream }) => upstream.public(ASSETS_ROUTES.coins, {}),
    balances: (_parent, _args, { upstream }) => upstream.member(ASSETS_ROUTES.balances, {}),
    recordTypes: (_parent, _args, { upstream }) => upstream.member(ASSETS_ROUTES.recordTypes, {}),
    walletTotal: (_parent, _args, { upstream }) => upstream.member(ASSETS_ROUTES.walletTotal, {}),
    earnings: (_parent, _args, { upstream }) => upstream.member(ASSETS_ROUTES.earnings, {}),
    holds: (_parent, { coinName }, { upstream }) => upstream.member(ASSETS_ROUTES.holds, coinName ? { coinName } : {}),
    records: (_parent, { filter, page }, { upstream, locale }) => {
      const { pageNum, pageSize } = pageArgs(page, locale);
      if (filter?.from && filter.to && filter.from >= filter.to) throw badInput(locale, 'filter.from must be before filter.to');
      const search = filter?.search?.trim();
      // A blank search narrows nothing; a longer one than any number or hash is a mistake.
      if (search !== undefined && search.length > 100) throw badInput(locale, 'filter.search must be at most 100 characters');
      return upstream.member(
        ASSETS_ROUTES.records,
        {
          ...(filter?.coinName ? { coinName: filter.coinName } : {}),
          ...(filter?.recordType ? { recordType: filter.recordType } : {}),
          ...(filter?.from ? { startTime: filter.from } : {}),
          ...(filter?.to ? { endTime: filter.to } : {}),
          ...(filter?.status ? { status: filter.status } : {}),
          ...(search ? { search } : {}),
          pageNum,
          pageSize,
        },
      );
    },
  },

  Subscription: {
    balancesChanged: {
      subscribe: (_parent, _args, { upstream, live }) => live.subscribe(balancesFeed, upstream),
      resolve: (emission: Emission<UpstreamBalance[]>) => unwrapEmission(emission),
    },
  },

  Balance: {
    available: (balance) => balance.assetsAvailable,
    frozen: (balance) => balance.assetsFrozen,
    locked: (balance) => balance.assetsLocked,
  },

  Hold: {
    state: (hold) => (hold.state === 'frozen' ? 'FROZEN' : 'LOCKED'),
  },

  AssetRecordPage: {
    items: (page) => page.list,
    pageInfo: (page) => pageInfoOf(page),
  },
};
