import { badInput } from '../errors/graphql-errors.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { unwrapEmission, type Emission, type Feed } from '../subscriptions/live-feeds.ts';
import {
  ASSETS_PATHS,
  balancesAnswer,
  coinsAnswer,
  recordTypesAnswer,
  recordsAnswer,
  type UpstreamBalance,
} from './upstream.ts';

/** Page bounds of the REST contract, checked here so a bad page fails with a precise message. */
export const MAX_PAGE_SIZE = 100;

/** The live feed behind `balancesChanged`. */
export const balancesFeed: Feed<UpstreamBalance[]> = {
  name: 'balances',
  fetch: (client, caller) => client.call(ASSETS_PATHS.balances, {}, balancesAnswer, caller),
};

export const assetsResolvers: Resolvers = {
  Query: {
    coins: (_parent, _args, { upstream }) => upstream.public(ASSETS_PATHS.coins, {}, coinsAnswer),
    balances: (_parent, _args, { upstream }) => upstream.member(ASSETS_PATHS.balances, {}, balancesAnswer),
    recordTypes: (_parent, _args, { upstream }) => upstream.member(ASSETS_PATHS.recordTypes, {}, recordTypesAnswer),
    records: (_parent, { filter, page }, { upstream, locale }) => {
      const pageNum = page?.pageNum ?? 1;
      const pageSize = page?.pageSize ?? 20;
      if (!Number.isInteger(pageNum) || pageNum < 1) throw badInput(locale, 'page.pageNum must be 1 or more');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
        throw badInput(locale, `page.pageSize must be from 1 to ${MAX_PAGE_SIZE}`);
      }
      if (filter?.from && filter.to && filter.from >= filter.to) throw badInput(locale, 'filter.from must be before filter.to');
      return upstream.member(
        ASSETS_PATHS.records,
        {
          ...(filter?.coinName ? { coinName: filter.coinName } : {}),
          ...(filter?.recordType ? { recordType: filter.recordType } : {}),
          ...(filter?.from ? { startTime: filter.from } : {}),
          ...(filter?.to ? { endTime: filter.to } : {}),
          pageNum,
          pageSize,
        },
        recordsAnswer,
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

  AssetRecordPage: {
    items: (page) => page.list,
    pageInfo: (page) => ({
      pageNum: page.pageNum,
      pageSize: page.pageSize,
      total: page.total,
      hasNextPage: page.pageNum * page.pageSize < page.total,
    }),
  },
};
