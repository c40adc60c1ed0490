import { Type } from '@fastify/type-provider-typebox';
import { Coin, DecimalText, Instant, Nullable, PageOf, UserName } from '../lib/route-schemas.ts';

/** What the convert routes answer (docs/rest-api-accounts.md): the `data` of each success. */

export const ConvertStatus = Type.Union(['PENDING', 'SUCCESS', 'CANCELLED', 'REJECTED'].map((s) => Type.Literal(s)));

/** One pair: its rate, fee and bounds. */
export const ConvertConfig = Type.Object({
  fromCoin: Coin,
  toCoin: Coin,
  rate: DecimalText,
  feeRatio: DecimalText,
  minAmount: DecimalText,
  reviewAbove: Nullable(DecimalText),
  enabled: Type.Boolean(),
});

/** What a convert of this amount would give, as the review shows it. */
export const ConvertQuote = Type.Object({
  ...ConvertConfig.properties,
  amount: DecimalText,
  fee: DecimalText,
  toAmount: DecimalText,
  belowMinimum: Type.Boolean(),
  heldForReview: Type.Boolean(),
});

export const ConvertOrder = Type.Object({
  id: Type.String(),
  fromCoin: Coin,
  toCoin: Coin,
  amount: DecimalText,
  fee: DecimalText,
  rate: DecimalText,
  toAmount: DecimalText,
  status: ConvertStatus,
  reason: Nullable(Type.String()),
  createdAt: Instant,
  updatedAt: Instant,
});

/** The operator's list names each order's member. */
export const OperatorConvertOrder = Type.Object({ ...ConvertOrder.properties, userName: UserName });

export const ConvertOrderPage = PageOf(ConvertOrder);
export const OperatorConvertOrderPage = PageOf(OperatorConvertOrder);
