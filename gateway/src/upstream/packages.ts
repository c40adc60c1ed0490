import { z } from 'zod';
import { COIN_NAMES, upstreamDay, upstreamDecimal, upstreamFlag, upstreamId, upstreamInstant, upstreamPage } from './parsers.ts';

// The platform answers its insurance and entrust catalogues and packages in one shape, told apart
// by `kind`; PIN code activations and commitment claims answer the package they open.

const coinName = z.enum(COIN_NAMES);

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
  termProfit: upstreamDecimal,
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

/** A plan a package may be upgraded to, with the cost of the upgrade. */
export const upgradeOptionsAnswer = z.array(planSchema.extend({ cost: upstreamDecimal }));
/** The mapper of the GraphQL `PackageUpgradeOption` type. */
export type UpstreamUpgradeOption = z.output<typeof upgradeOptionsAnswer>[number];

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
  autoAdd: upstreamFlag,
  state: z.enum(['LOCKED', 'UNLOCKED', 'ACTIVE', 'REDEEMABLE', 'RENEWING', 'TERMINATED']),
  totalProfit: upstreamDecimal,
  compoundedProfit: upstreamDecimal,
  creditedProfit: upstreamDecimal,
  refillAmount: upstreamDecimal,
  nextProfitAt: upstreamInstant.nullable(),
  nextProfitAmount: upstreamDecimal.nullable(),
  contractDaysElapsed: z.number().int().nonnegative(),
  projection: z.object({
    days: z.number().int().nonnegative(),
    simpleProfit: upstreamDecimal,
    compoundProfit: upstreamDecimal,
    compoundPrincipal: upstreamDecimal,
  }),
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
