import { Type } from '@fastify/type-provider-typebox';
import { Coin, DecimalText, Day, Instant, Nullable, OneOf, PageOf, Switch } from '../lib/route-schemas.ts';

/**
 * What the package routes answer (docs/rest-api-products.md): the `data` of each success. The
 * insurance and entrust routes answer these same shapes, told apart by `kind`; the operator's
 * package routes too.
 */

export const PACKAGE_KINDS = ['INSURANCE', 'ENTRUST'] as const;
export const PackageKind = OneOf(PACKAGE_KINDS);

/** How a member came by a package: bought it, was granted it (special or trial), or opened it with a PIN code. */
export const PackageOrigin = OneOf(['PURCHASE', 'SPECIAL', 'TRIAL', 'PIN']);

/** Insurance: LOCKED, then UNLOCKED; entrust: ACTIVE, REDEEMABLE, then RENEWING; either: TERMINATED once redeemed. */
export const PackageState = OneOf(['LOCKED', 'UNLOCKED', 'ACTIVE', 'REDEEMABLE', 'RENEWING', 'TERMINATED']);

/** One catalogue entry (the operator's view): insurance entries add the premium and claim terms. */
export const CatalogueEntry = Type.Object({
  id: Type.String(),
  kind: PackageKind,
  name: Type.String(),
  amount: DecimalText,
  coinName: Coin,
  profitCoinName: Coin,
  contractDays: Type.Integer(),
  dailyProfitRatio: DecimalText,
  /** The profit of the whole term, paid day by day (auto add off). */
  termProfit: DecimalText,
  maxPurchaseCount: Type.Integer(),
  redeemFeeRatio: DecimalText,
  premiumRatio: Type.Optional(DecimalText),
  premiumRounds: Type.Optional(Type.Integer()),
  claimPayoutRatio: Type.Optional(DecimalText),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
});

/** A package's names in the languages besides en-US (`name` is the en-US one, the fallback). */
export const CatalogueNames = Type.Object({
  'zh-CN': Type.Optional(Type.String({ minLength: 0, maxLength: 64 })),
  'ja-JP': Type.Optional(Type.String({ minLength: 0, maxLength: 64 })),
  'ko-KP': Type.Optional(Type.String({ minLength: 0, maxLength: 64 })),
  'id-ID': Type.Optional(Type.String({ minLength: 0, maxLength: 64 })),
}, { additionalProperties: false });

/** The operator's view of a catalogue entry: its names per language and the languages still without one. */
export const OperatorCatalogueEntry = Type.Object({
  ...CatalogueEntry.properties,
  names: CatalogueNames,
  missingLanguages: Type.Array(Type.String()),
});

/** A catalogue entry as a member sees it (its name in the member's language): with how many of it the member has bought. */
export const MemberCatalogueEntry = Type.Object({ ...CatalogueEntry.properties, purchasedCount: Type.Integer({ minimum: 0 }) });

/** A plan a package may be upgraded to, with what the upgrade costs. */
export const UpgradeOption = Type.Object({ ...MemberCatalogueEntry.properties, cost: DecimalText });

/** What a principal earns over the days ahead, without and with auto add. */
export const Projection = Type.Object({
  days: Type.Integer({ minimum: 0 }),
  simpleProfit: DecimalText,
  compoundProfit: DecimalText,
  compoundPrincipal: DecimalText,
});

/** A member's package of either kind (entrust packages add their redeem window and renewals). */
export const MemberPackage = Type.Object({
  id: Type.String(),
  kind: PackageKind,
  matchingId: Type.String(),
  name: Type.String(),
  origin: PackageOrigin,
  coinName: Coin,
  profitCoinName: Coin,
  amount: DecimalText,
  principal: DecimalText,
  dailyProfitRatio: DecimalText,
  contractDays: Type.Integer(),
  startDate: Day,
  endDate: Day,
  unlockAt: Instant,
  redeemUntil: Type.Optional(Instant),
  renewals: Type.Optional(Type.Integer({ minimum: 0 })),
  autoAdd: Switch,
  state: PackageState,
  totalProfit: DecimalText,
  compoundedProfit: DecimalText,
  creditedProfit: DecimalText,
  nextProfitAt: Nullable(Instant),
  nextProfitAmount: Nullable(DecimalText),
  contractDaysElapsed: Type.Integer({ minimum: 0 }),
  refillAmount: DecimalText,
  projection: Projection,
  createdAt: Instant,
  redeemedAt: Nullable(Instant),
});

export const MemberPackagePage = PageOf(MemberPackage);

/** What redeeming a package would pay now; an insurance quote adds that the redeem closes transfers. */
export const RedeemQuote = Type.Object({
  id: Type.String(),
  state: PackageState,
  redeemable: Type.Boolean(),
  principal: DecimalText,
  redeemFeeRatio: DecimalText,
  redeemFee: DecimalText,
  netAmount: DecimalText,
  coinName: Coin,
  redeemableFrom: Instant,
  /** Insurance: always null in a quote (the redeem's answer names the instant). */
  transferClosedUntil: Type.Optional(Type.Null()),
  closesTransfer: Type.Optional(Type.Boolean()),
});

/** A redeemed package, with what the redeem paid; an insurance redeem closes transfers until `transferClosedUntil`. */
export const Redemption = Type.Object({
  ...MemberPackage.properties,
  redeemFee: DecimalText,
  netAmount: DecimalText,
  transferClosedUntil: Nullable(Instant),
});

/** A member's packages of one kind: the active ones' count and principal, and the profit ever earned. */
export const PackageTotals = Type.Object({
  activeCount: Type.Integer({ minimum: 0 }),
  totalAmount: DecimalText,
  totalProfit: DecimalText,
});
