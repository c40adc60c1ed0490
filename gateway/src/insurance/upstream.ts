import { z } from 'zod';
import { COIN_NAMES, upstreamDay, upstreamDecimal, upstreamFlag, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

/** The platform paths of this domain (SPEC §2: /api/app/insurance, /api/app/buy-insurance). */
export const INSURANCE_PATHS = {
  plans: '/api/app/insurance/matchingList',
  packages: '/api/app/insurance/buyMatchingList',
  package: '/api/app/insurance/matchingInfo',
  buy: '/api/app/insurance/buyMatching',
  upgradeOptions: '/api/app/insurance/upgradeOptions',
  upgrade: '/api/app/insurance/upgradeMatching',
  refill: '/api/app/insurance/fillingPositions',
  redeemQuote: '/api/app/insurance/redeemFee',
  redeem: '/api/app/insurance/redeem',
  autoAdd: '/api/app/insurance/addWarehouse',
  autoAddSetting: '/api/app/user/updateInsuranceAutoAddWarehouseStatus',
  autoAddSettingNow: '/api/app/user/insuranceAutoAddWarehouseStatus',
  cover: '/api/app/insurance/buyInsuranceNumberInfo',
  payPremium: '/api/app/insurance/buyInsurance',
  premiums: '/api/app/insurance/buyInsuranceRecord',
  premiumTotals: '/api/app/buy-insurance/totalBuyInsuranceAmount',
} as const;


const coinName = z.enum(COIN_NAMES);

export const autoAddSettingAnswer = z.object({ insuranceAutoAddWarehouseStatus: upstreamFlag, packagesUpdated: z.number().int().nonnegative() });
export const autoAddSettingNowAnswer = z.object({ insuranceAutoAddWarehouseStatus: upstreamFlag });

const claimStatus = z.enum(['PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED']);

export const coverAnswer = z.object({
  packageId: upstreamId,
  insured: z.boolean(),
  premiumAmount: upstreamDecimal,
  coinName,
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
