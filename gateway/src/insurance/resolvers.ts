import type { InsurancePackageState, Resolvers } from '../generated/resolvers-types.ts';
import type { UpstreamPackage } from '../upstream/packages.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { INSURANCE_ROUTES } from './upstream.ts';

function insuranceState(state: UpstreamPackage['state']): InsurancePackageState {
  if (state === 'LOCKED' || state === 'UNLOCKED' || state === 'TERMINATED') return state;
  throw new Error(`an insurance package in the entrust state ${state}`);
}

/** The fields an insurance and an entrust package share, shaped from the platform's package. */
export const packageFields = {
  planId: (pkg: UpstreamPackage) => pkg.matchingId,
  autoAdd: (pkg: UpstreamPackage) => pkg.autoAdd === 1,
};

export const insuranceResolvers: Resolvers = {
  Query: {
    insurancePlans: (_parent, _args, { upstream }) => upstream.member(INSURANCE_ROUTES.plans, {}),
    insuranceAutoAddEnabled: async (_parent, _args, { upstream }) =>
      (await upstream.member(INSURANCE_ROUTES.autoAddSettingNow, {})).insuranceAutoAddWarehouseStatus === 1,
    insurancePackages: (_parent, { filter, page }, { upstream, locale }) =>
      upstream.member(INSURANCE_ROUTES.packages, { ...(filter?.status ? { status: filter.status } : {}), ...pageArgs(page, locale) }),
    insurancePackage: (_parent, { id }, { upstream }) => upstream.member(INSURANCE_ROUTES.package, { id }),
    insuranceUpgradeOptions: (_parent, { id }, { upstream }) => upstream.member(INSURANCE_ROUTES.upgradeOptions, { id }),
    insuranceRedeemQuote: (_parent, { id }, { upstream }) => upstream.member(INSURANCE_ROUTES.redeemQuote, { id }),
    insuranceCover: (_parent, { id }, { upstream }) => upstream.member(INSURANCE_ROUTES.cover, { id }),
    premiums: (_parent, { filter, page }, { upstream, locale }) =>
      upstream.member(INSURANCE_ROUTES.premiums, { ...(filter?.packageId ? { packageId: filter.packageId } : {}), ...pageArgs(page, locale) }),
    premiumTotals: (_parent, _args, { upstream }) => upstream.member(INSURANCE_ROUTES.premiumTotals, {}),
  },

  Mutation: {
    buyInsurancePackage: (_parent, { input }, { upstream }) =>
      upstream.member(INSURANCE_ROUTES.buy, { matchingId: input.planId, requestId: input.requestId }),
    upgradeInsurancePackage: (_parent, { id, input }, { upstream }) =>
      upstream.member(INSURANCE_ROUTES.upgrade, { id, matchingId: input.planId, requestId: input.requestId }),
    refillInsurancePackage: (_parent, { id, input }, { upstream }) => upstream.member(INSURANCE_ROUTES.refill, { id, requestId: input.requestId }),
    redeemInsurancePackage: (_parent, { id, input }, { upstream }) => upstream.member(INSURANCE_ROUTES.redeem, { id, requestId: input.requestId }),
    setInsurancePackageAutoAdd: (_parent, { id, input }, { upstream }) =>
      upstream.member(INSURANCE_ROUTES.autoAdd, { id, status: input.enabled ? 1 : 0 }),
    setInsuranceAutoAddSetting: async (_parent, { input }, { upstream }) => {
      const answer = await upstream.member(INSURANCE_ROUTES.autoAddSetting, { status: input.enabled ? 1 : 0 });
      return { enabled: answer.insuranceAutoAddWarehouseStatus === 1, packagesUpdated: answer.packagesUpdated };
    },
    payPremium: (_parent, { id, input }, { upstream }) => upstream.member(INSURANCE_ROUTES.payPremium, { id, requestId: input.requestId }),
  },

  InsurancePackage: {
    ...packageFields,
    unlockDate: (pkg) => pkg.endDate,
    state: (pkg) => insuranceState(pkg.state),
    // The list answers it; a package from another answer (a purchase, an upgrade) asks its cover.
    claimableOrders: async (pkg, _args, { upstream }) => {
      if (pkg.claimableOrders !== undefined) return pkg.claimableOrders;
      const round = (await upstream.member(INSURANCE_ROUTES.cover, { id: pkg.id })).currentRound;
      return round ? round.orders.filter((order) => order.placed && order.claimStatus === null).length : 0;
    },
  },

  InsurancePackagePage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },

  InsurancePlan: {
    premiumRatio: (plan) => plan.premiumRatio ?? '0',
    premiumRounds: (plan) => plan.premiumRounds ?? 0,
    claimPayoutRatio: (plan) => plan.claimPayoutRatio ?? '0',
  },

  PackageUpgradeOption: {
    planId: (option) => option.id,
  },

  InsuranceRedeemQuote: {
    packageId: (quote) => quote.id,
    state: (quote) => insuranceState(quote.state),
    closesTransfers: (quote) => quote.closesTransfer ?? false,
  },

  InsuranceRedemption: {
    package: (redemption) => redemption,
    transfersReopenAt: (redemption) => {
      if (!redemption.transferClosedUntil) throw new Error('an insurance redeem closes transfers');
      return redemption.transferClosedUntil;
    },
  },

  InsuranceCover: {
    canPay: (cover) => cover.canBuy,
  },

  PremiumPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
