import { Type } from '@fastify/type-provider-typebox';
import { Coin, DecimalText, Day, Instant, Nullable, OneOf, PageOf, Switch } from '../lib/route-schemas.ts';
import { MemberPackage } from '../packages/answers.ts';

/**
 * What the insurance routes answer (docs/rest-api-products.md) beyond the package shapes of
 * packages/answers.ts: the premiums, the cover they buy, and the member-wide auto-add switch.
 */

/** A claim's status (claims are filed in claim/; a premium's trade orders show theirs). */
export const CLAIM_STATUSES = ['PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED'] as const;
export const ClaimStatus = OneOf(CLAIM_STATUSES);

/** Why the next premium may not be paid now. */
export const PREMIUM_REFUSALS = ['PACKAGE_NOT_ACTIVE', 'PACKAGE_CONTRACT_ENDED', 'PREMIUM_ROUND_NOT_FINISHED', 'PREMIUM_LIMIT_REACHED'] as const;

/** The member's newest active insurance package (LOCKED or UNLOCKED), or NOT_PURCHASED and none. */
export const CurrentInsurancePackage = Type.Object({
  state: OneOf(['NOT_PURCHASED', 'LOCKED', 'UNLOCKED']),
  package: Nullable(MemberPackage),
});

/** An insurance package with the trade orders of its current round that may be claimed now. */
export const InsurancePackage = Type.Object({ ...MemberPackage.properties, claimableOrders: Type.Integer({ minimum: 0 }) });
export const InsurancePackagePage = PageOf(InsurancePackage);

/** One premium round of a package. */
export const Premium = Type.Object({
  id: Type.String(),
  packageId: Type.String(),
  packageName: Type.String(),
  round: Type.Integer({ minimum: 1 }),
  amount: DecimalText,
  coinName: Coin,
  paidBy: OneOf(['MEMBER', 'PLATFORM']),
  status: OneOf(['PAID', 'RECALLED']),
  ordersUsed: Type.Integer({ minimum: 0 }),
  insured: Type.Boolean(),
  createdAt: Instant,
});

export const PremiumPage = PageOf(Premium);

/** One of the current round's trade orders 1–6: placed by the daily run, perhaps claimed. */
export const InsuredOrder = Type.Object({
  tradeOrder: Type.Integer({ minimum: 1 }),
  placed: Type.Boolean(),
  day: Nullable(Day),
  profit: Nullable(DecimalText),
  claimStatus: Nullable(OneOf(CLAIM_STATUSES)),
});

/** A package's premiums: the current round's orders, and whether the next round may be paid. */
export const PremiumCover = Type.Object({
  packageId: Type.String(),
  insured: Type.Boolean(),
  premiumAmount: DecimalText,
  coinName: Coin,
  claimPayout: DecimalText,
  claimPayoutCoinName: Coin,
  maxRounds: Type.Integer({ minimum: 0 }),
  paidRounds: Type.Integer({ minimum: 0 }),
  remainingRounds: Type.Integer({ minimum: 0 }),
  canBuy: Type.Boolean(),
  refusal: Nullable(OneOf(PREMIUM_REFUSALS)),
  currentRound: Nullable(
    Type.Object({
      premiumId: Type.String(),
      round: Type.Integer({ minimum: 1 }),
      ordersUsed: Type.Integer({ minimum: 0 }),
      orders: Type.Array(InsuredOrder),
    }),
  ),
});

/** Whether the next premium may be paid now, and what it costs. */
export const PremiumCheck = Type.Object({
  packageId: Type.String(),
  canBuy: Type.Boolean(),
  refusal: Nullable(OneOf(PREMIUM_REFUSALS)),
  premiumAmount: DecimalText,
  coinName: Coin,
  nextRound: Nullable(Type.Integer({ minimum: 1 })),
});

/** How many premium rounds a package has paid, of how many. */
export const PremiumCount = Type.Object({
  packageId: Type.String(),
  paidRounds: Type.Integer({ minimum: 0 }),
  maxRounds: Type.Integer({ minimum: 0 }),
  remainingRounds: Type.Integer({ minimum: 0 }),
});

/** What the member has paid in premiums (platform-issued ones excluded). */
export const PremiumTotals = Type.Object({ totalAmount: DecimalText, count: Type.Integer({ minimum: 0 }) });

/** The member-wide insurance auto-add switch: 1 when new insurance packages start with auto add on. */
export const InsuranceAutoAddDefault = Type.Object({ insuranceAutoAddWarehouseStatus: Switch });

/** The switch changed, with how many active insurance packages it changed too. */
export const InsuranceAutoAddDefaultChange = Type.Object({ insuranceAutoAddWarehouseStatus: Switch, packagesUpdated: Type.Integer({ minimum: 0 }) });
