import { upstreamRoute } from '../upstream/route.ts';
import { packageSchema, plansAnswer, redeemQuoteAnswer, redemptionAnswer, upgradeOptionsAnswer } from '../upstream/packages.ts';
import { z } from 'zod';
import { COIN_NAMES, upstreamDay, upstreamDecimal, upstreamFlag, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';


const coinName = z.enum(COIN_NAMES);

export const autoAddSettingAnswer = z.object({ insuranceAutoAddWarehouseStatus: upstreamFlag, packagesUpdated: z.number().int().nonnegative() });
export const autoAddSettingNowAnswer = z.object({ insuranceAutoAddWarehouseStatus: upstreamFlag });

const claimStatus = z.enum(['PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED']);

export const coverAnswer = z.object({
  packageId: upstreamId,
  insured: z.boolean(),
  premiumAmount: upstreamDecimal,
  coinName,
  claimPayout: upstreamDecimal,
  claimPayoutCoinName: coinName,
  maxRounds: z.number().int(),
  paidRounds: z.number().int(),
  remainingRounds: z.number().int(),
  canBuy: z.boolean(),
  refusal: z.enum(['PACKAGE_NOT_ACTIVE', 'PACKAGE_CONTRACT_ENDED', 'PREMIUM_ROUND_NOT_FINISHED', 'PREMIUM_LIMIT_REACHED']).nullable(),
  currentRound: z
    .object({
      premiumId: upstreamId,
      round: z.number().int(),
      ordersUsed: z.number().int(),
      orders: z.array(
        z.object({
          tradeOrder: z.number().int(),
          placed: z.boolean(),
          day: upstreamDay.nullable(),
          profit: upstreamDecimal.nullable(),
          claimStatus: claimStatus.nullable(),
        }),
      ),
    })
    .nullable(),
});
/** The mapper of the GraphQL `InsuranceCover` type. */
export type UpstreamCover = z.output<typeof coverAnswer>;

/** The list's packages carry what may be claimed now; a package from another answer leaves it to the cover. */
export const insurancePackageSchema = packageSchema.extend({ claimableOrders: z.number().int().nonnegative().optional() });
/** The mapper of the GraphQL `InsurancePackage` type. */
export type UpstreamInsurancePackage = z.output<typeof insurancePackageSchema>;
export const insurancePackagesAnswer = upstreamPage(insurancePackageSchema);
/** The mapper of the GraphQL `InsurancePackagePage` type. */
export type UpstreamInsurancePackagePage = z.output<typeof insurancePackagesAnswer>;

export const premiumSchema = z.object({
  id: upstreamId,
  packageId: upstreamId,
  packageName: z.string(),
  round: z.number().int(),
  amount: upstreamDecimal,
  coinName,
  paidBy: z.enum(['MEMBER', 'PLATFORM']),
  status: z.enum(['PAID', 'RECALLED']),
  ordersUsed: z.number().int(),
  insured: z.boolean(),
  createdAt: upstreamInstant,
});
export const premiumsAnswer = upstreamPage(premiumSchema);
/** The mapper of the GraphQL `PremiumPage` type. */
export type UpstreamPremiumPage = z.output<typeof premiumsAnswer>;

export const premiumTotalsAnswer = z.object({ totalAmount: upstreamDecimal, count: z.number().int().nonnegative() });

/** The platform paths of this domain, each with the parser of its answer (SPEC §2: /api/app/insurance, /api/app/buy-insurance). */
export const INSURANCE_ROUTES = {
  plans: upstreamRoute('/api/app/insurance/matchingList', plansAnswer),
  packages: upstreamRoute('/api/app/insurance/buyMatchingList', insurancePackagesAnswer),
  package: upstreamRoute('/api/app/insurance/matchingInfo', packageSchema),
  buy: upstreamRoute('/api/app/insurance/buyMatching', packageSchema),
  upgradeOptions: upstreamRoute('/api/app/insurance/upgradeOptions', upgradeOptionsAnswer),
  upgrade: upstreamRoute('/api/app/insurance/upgradeMatching', packageSchema),
  refill: upstreamRoute('/api/app/insurance/fillingPositions', packageSchema),
  redeemQuote: upstreamRoute('/api/app/insurance/redeemFee', redeemQuoteAnswer),
  redeem: upstreamRoute('/api/app/insurance/redeem', redemptionAnswer),
  autoAdd: upstreamRoute('/api/app/insurance/addWarehouse', packageSchema),
  autoAddSetting: upstreamRoute('/api/app/user/updateInsuranceAutoAddWarehouseStatus', autoAddSettingAnswer),
  autoAddSettingNow: upstreamRoute('/api/app/user/insuranceAutoAddWarehouseStatus', autoAddSettingNowAnswer),
  cover: upstreamRoute('/api/app/insurance/buyInsuranceNumberInfo', coverAnswer),
  payPremium: upstreamRoute('/api/app/insurance/buyInsurance', premiumSchema),
  premiums: upstreamRoute('/api/app/insurance/buyInsuranceRecord', premiumsAnswer),
  premiumTotals: upstreamRoute('/api/app/buy-insurance/totalBuyInsuranceAmount', premiumTotalsAnswer),
};
