import type { EntrustPackageState, Resolvers } from '../generated/resolvers-types.ts';
import { packageFields } from '../insurance/resolvers.ts';
import type { UpstreamPackage } from '../upstream/packages.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { ENTRUST_ROUTES } from './upstream.ts';

function entrustState(state: UpstreamPackage['state']): EntrustPackageState {
  if (state === 'ACTIVE' || state === 'REDEEMABLE' || state === 'RENEWING' || state === 'TERMINATED') return state;
  throw new Error(`an entrust package in the insurance state ${state}`);
}

export const entrustResolvers: Resolvers = {
  Query: {
    entrustPlans: (_parent, _args, { upstream }) => upstream.member(ENTRUST_ROUTES.plans, {}),
    entrustPackages: (_parent, { filter, page }, { upstream, locale }) =>
      upstream.member(ENTRUST_ROUTES.packages, { ...(filter?.status ? { status: filter.status } : {}), ...pageArgs(page, locale) }),
    entrustUpgradeOptions: (_parent, { id }, { upstream }) => upstream.member(ENTRUST_ROUTES.upgradeOptions, { id }),
    entrustRedeemQuote: (_parent, { id }, { upstream }) => upstream.member(ENTRUST_ROUTES.redeemQuote, { id }),
    entrustTotals: (_parent, _args, { upstream }) => upstream.member(ENTRUST_ROUTES.totals, {}),
  },

  Mutation: {
    buyEntrustPackage: (_parent, { input }, { upstream }) =>
      upstream.member(ENTRUST_ROUTES.buy, { matchingId: input.planId, requestId: input.requestId }),
    upgradeEntrustPackage: (_parent, { id, input }, { upstream }) =>
      upstream.member(ENTRUST_ROUTES.upgrade, { id, matchingId: input.planId, requestId: input.requestId }),
    redeemEntrustPackage: (_parent, { id, input }, { upstream }) => upstream.member(ENTRUST_ROUTES.redeem, { id, requestId: input.requestId }),
    setEntrustPackageAutoAdd: (_parent, { id, input }, { upstream }) =>
      upstream.member(ENTRUST_ROUTES.autoAdd, { id, status: input.enabled ? 1 : 0 }),
  },

  EntrustPackage: {
    ...packageFields,
    expiryDate: (pkg) => pkg.endDate,
    expiresAt: (pkg) => pkg.unlockAt,
    redeemUntil: (pkg) => {
      if (!pkg.redeemUntil) throw new Error('an entrust package has a redeem window');
      return pkg.redeemUntil;
    },
    renewals: (pkg) => pkg.renewals ?? 0,
    state: (pkg) => entrustState(pkg.state),
  },

  EntrustPackagePage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },

  EntrustRedeemQuote: {
    packageId: (quote) => quote.id,
    state: (quote) => entrustState(quote.state),
  },

  EntrustRedemption: {
    package: (redemption) => redemption,
  },
};
