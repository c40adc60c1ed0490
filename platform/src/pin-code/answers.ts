import { Type } from '@fastify/type-provider-typebox';
import { MemberPackage } from '../packages/answers.ts';
import { Coin, DecimalText, Instant, Nullable, OneOf, PageOf, UserName } from '../lib/route-schemas.ts';

/** What the PIN code routes answer (docs/pin-codes.md): the `data` of each success. */

/** A code's state as its viewer sees it: one they passed on is TRANSFERRED to them. */
export const PinCodeState = OneOf(['PENDING', 'ACTIVATED', 'TRANSFERRED']);
/** The package kinds a code can open. */
export const PackageKind = OneOf(['INSURANCE', 'ENTRUST']);

/** A plan a code can be bought for: the price of one code, and the package it opens. */
export const PinCodePlan = Type.Object({
  matchingId: Type.String(),
  kind: PackageKind,
  name: Type.String(),
  /** What one code costs, and in which credit. */
  price: DecimalText,
  priceCoinName: Coin,
  /** The package a code opens. */
  amount: DecimalText,
  coinName: Coin,
  contractDays: Type.Integer(),
  dailyProfitRatio: DecimalText,
  enabled: Type.Boolean(),
});

/** A code. Once passed on, its holder and use are no longer the viewer's to see (null). */
export const PinCode = Type.Object({
  id: Type.String(),
  code: Type.String(),
  matchingId: Type.String(),
  kind: PackageKind,
  name: Type.String(),
  amount: DecimalText,
  coinName: Coin,
  origin: OneOf(['PURCHASE', 'ISSUE']),
  state: PinCodeState,
  holderUserName: Nullable(UserName),
  activatedForUserName: Nullable(UserName),
  activatedAt: Nullable(Instant),
  packageId: Nullable(Type.String()),
  createdAt: Instant,
});

export const PinCodePage = PageOf(PinCode);

/** One step of a code's chain of custody. */
export const PinCodeEvent = Type.Object({
  id: Type.String(),
  codeId: Type.String(),
  code: Type.String(),
  type: OneOf(['PURCHASE', 'ISSUE', 'TRANSFER', 'ACTIVATE']),
  fromUserName: Nullable(UserName),
  toUserName: Nullable(UserName),
  forUserName: Nullable(UserName),
  packageId: Nullable(Type.String()),
  createdAt: Instant,
});

export const PinCodeEventPage = PageOf(PinCodeEvent);

/** A purchase: the codes bought, what they cost in all, and the receipt. */
export const PinCodePurchase = Type.Object({ codes: Type.Array(PinCode), total: DecimalText, coinName: Coin, receiptNumber: Type.String() });

/** An activation: the code, now used, and the package it opened. */
export const PinCodeActivation = Type.Object({ code: PinCode, package: MemberPackage });

/** A transfer: the code as the sender now sees it, and whom it went to. */
export const PinCodeTransfer = Type.Object({ ...PinCode.properties, toUserName: UserName });

/** Operator: one code with what it was bought for and its whole chain of custody. */
export const PinCodeWithChain = Type.Object({ ...PinCode.properties, price: DecimalText, priceCoinName: Coin, chain: Type.Array(PinCodeEvent) });
