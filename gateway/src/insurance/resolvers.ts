import type { InsurancePackageState, Resolvers } from '../generated/resolvers-types.ts';
import { packageSchema, packagesAnswer, plansAnswer, redeemQuoteAnswer, redemptionAnswer, upgradeOptionsAnswer, type UpstreamPackage } from '../upstream/packages.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { INSURANCE_PATHS, autoAddSettingAnswer, autoAddSettingNowAnswer, coverAnswer, premiumSchema, premiumTotalsAnswer, premiumsAnswer } from './upstream.ts';

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
    insurancePlans: (_parent, _args, { upstream }) => upstream.member(INSURANCE_PATHS.plans, {}, plansAnswer),
    insuranceAutoAddEnabled: async (_parent, _args, { upstream }) =>
      (await upstream.member(INSURANCE_PATHS.autoAddSettingNow, {}, autoAddSettingNowAnswer)).insuranceAutoAddWarehouseStatus === 1,
    insurancePackages: (_parent, { filter, page }, { upstream, locale }) =>
      upstream.member(INSURANCE_PATHS.packages, { ...(filter?.status ? { status: filter.status } : {}), ...pageArgs(page, locale) }, packagesAnswer),
    insurancePackage: (_parent, { id }, { upstream }) => upstream.member(INSURANCE_PATHS.package, { id }, packageSchema),
    insuranceUpgradeOptions: (_parent, { id }, { upstream }) => upstream.member(INSURANCE_PATHS.upgradeOptions, { id }, upgradeOptionsAnswer),
    insuranceRedeemQuote: (_parent, { id }, { upstream }) => upstream.member(INSURANCE_PATHS.redeemQuote, { id }, redeemQuoteAnswer),
    insuranceCover: (_parent, { id }, { upstream }) => upstream.member(INSURANCE_PATHS.cover, { id }, coverAnswer),
    premiums: (_parent, { filter, page }, { upstream, locale }) =>
      upstream.member(INSURANCE_PATHS.premiums, { ...(filter?.packageId ? { packageId: filter.packageId } : {}), ...pageArgs(page, locale) }, premiumsAnswer),
    premiumTotals: (_parent, _args, { upstream }) => upstream.member(INSURANCE_PATHS.premiumTotals, {}, premiumTotalsAnswer),
  },

  Mutation: {
    buyInsurancePackage: (_parent, { input }, { upstream }) =>
      upstream.member(INSURANCE_PATHS.buy, { matchingId: input.planId, requestId: input.requestId }, packageSchema),
    upgradeInsurancePackage: (_parent, { id, input }, { upstream }) =>
      upstream.member(INSURANCE_PATHS.upgrade, { id, matchingId: input.planId, requestId: input.requestId }, packageSchema),
    refillInsurancePackage: (_parent, { id, input }, { upstream }) => upstream.member(INSURANCE_PATHS.refill, { id, requestId: input.requestId }, packageSchema),
    redeemInsurancePackage: (_parent, { id, input }, { upstream }) => upstream.member(INSURANCE_PATHS.redeem, { id, requestId: input.requestId }, redemptionAnswer),
    setInsurancePackageAutoAdd: (_parent, { id, input }, { upstream }) =>
      upstream.member(INSURANCE_PATHS.autoAdd, { id, status: input.enabled ? 1 : 0 }, packageSchema),
    setInsuranceAutoAddSetting: async (_parent, { input }, { upstream }) => {
      const answer = await upstream.member(INSURANCE_PATHS.autoAddSetting, { status: input.enabled ? 1 : 0 }, autoAddSettingAnswer);
      return { enabled: answer.insuranceAutoAddWarehouseStatus === 1, packagesUpdated: answer.packagesUpdated };
    },
    payPremium: (_parent, { id, input }, { upstream }) => upstream.member(INSURANCE_PATHS.payPremium, { id, requestId: input.requestId }, premiumSchema),
  },

  InsurancePackage: {
    ...packageFields,
    unlockDate: (pkg) => pkg.endDate,
    state: (pkg) => insuranceState(pkg.state),
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
