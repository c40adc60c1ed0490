import { z } from 'zod';
import { upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../account/upstream.ts';
import { COIN_NAMES } from '../assets/upstream.ts';

/** The platform paths of this domain (SPEC §2: /api/app/insurance, /api/app/buy-insurance). */
export const INSURANCE_PATHS = {
  plans: '/api/app/insurance/matchingList',
  packages: '/api/app/insurance/buyMatchingList',
  package: '/api/app/insurance/matchingInfo',
  buy: '/api/app/insurance/buyMatching',
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
// YYYY-MM-DD (a GMT+8 calendar day).
export const upstreamDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const flag = z.union([z.literal(0), z.literal(1)]);

/** One catalogue entry of either kind (insurance entries add the premium and claim terms). */
export const planSchema = z.object({
  id: upstreamId,
  kind: z.enum(['INSURANCE', 'ENTRUST']),
  name: z.string(),
  amount: upstreamDecimal,
  coinName,
  profitCoinName: coinName,
  contractDays: z.number().int(),
  dailyProfitRatio: upstreamDecimal,
  maxPurchaseCount: z.number().int(),
  purchasedCount: z.number().int().nonnegative(),
  redeemFeeRatio: upstreamDecimal,
  premiumRatio: upstreamDecimal.optional(),
  premiumRounds: z.number().int().optional(),
  claimPayoutRatio: upstreamDecimal.optional(),
});
export const plansAnswer = z.array(planSchema);
/** The mapper of the GraphQL `InsurancePlan` and `EntrustPlan` types. */
export type UpstreamPlan = z.output<typeof planSchema>;

/** A member's package of either kind. */
export const packageSchema = z.object({
  id: upstreamId,
  kind: z.enum(['INSURANCE', 'ENTRUST']),
  matchingId: upstreamId,
  name: z.string(),
  origin: z.enum(['PURCHASE', 'SPECIAL', 'TRIAL', 'PIN']),
  coinName,
  profitCoinName: coinName,
  amount: upstreamDecimal,
  principal: upstreamDecimal,
  dailyProfitRatio: upstreamDecimal,
  contractDays: z.number().int(),
  startDate: upstreamDay,
  endDate: upstreamDay,
  unlockAt: upstreamInstant,
  redeemUntil: upstreamInstant.optional(),
  renewals: z.number().int().optional(),
  autoAdd: flag,
  state: z.enum(['LOCKED', 'UNLOCKED', 'ACTIVE', 'REDEEMABLE', 'RENEWING', 'TERMINATED']),
  totalProfit: upstreamDecimal,
  compoundedProfit: upstreamDecimal,
  createdAt: upstreamInstant,
  redeemedAt: upstreamInstant.nullable(),
});
/** The mapper of the GraphQL `InsurancePackage` and `EntrustPackage` types. */
export type UpstreamPackage = z.output<typeof packageSchema>;
export const packagesAnswer = upstreamPage(packageSchema);
/** The mapper of the GraphQL `InsurancePackagePage` and `EntrustPackagePage` types. */
export type UpstreamPackagePage = z.output<typeof packagesAnswer>;

export const redeemQuoteAnswer = z.object({
  id: upstreamId,
  state: packageSchema.shape.state,
  redeemable: z.boolean(),
  principal: upstreamDecimal,
  redeemFeeRatio: upstreamDecimal,
  redeemFee: upstreamDecimal,
  netAmount: upstreamDecimal,
  coinName,
  redeemableFrom: upstreamInstant,
  closesTransfer: z.boolean().optional(),
});
/** The mapper of the GraphQL `InsuranceRedeemQuote` and `EntrustRedeemQuote` types. */
export type UpstreamRedeemQuote = z.output<typeof redeemQuoteAnswer>;

export const redemptionAnswer = packageSchema.extend({
  redeemFee: upstreamDecimal,
  netAmount: upstreamDecimal,
  transferClosedUntil: upstreamInstant.nullable(),
});
/** The mapper of the GraphQL `InsuranceRedemption` and `EntrustRedemption` types. */
export type UpstreamRedemption = z.output<typeof redemptionAnswer>;

export const autoAddSettingAnswer = z.object({ insuranceAutoAddWarehouseStatus: flag, packagesUpdated: z.number().int().nonnegative() });
export const autoAddSettingNowAnswer = z.object({ insuranceAutoAddWarehouseStatus: flag });

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
