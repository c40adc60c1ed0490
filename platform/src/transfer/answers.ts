import { Type } from '@fastify/type-provider-typebox';
import { Coin, DecimalText, Instant, PageOf, UserName } from '../lib/route-schemas.ts';

/** What the transfer (makeOver) routes answer (docs/rest-api-accounts.md): the `data` of each success. */

/** Which side of a transfer the member is on: OUT sent it, IN received it. */
export const TransferDirection = Type.Union([Type.Literal('IN'), Type.Literal('OUT')]);

/** One credit's transfer rule. */
export const TransferConfig = Type.Object({
  coinName: Coin,
  minAmount: DecimalText,
  feeRatio: DecimalText,
  enabled: Type.Boolean(),
});

/** What a transfer of this amount would do, as the review shows it. */
export const TransferQuote = Type.Object({
  ...TransferConfig.properties,
  amount: DecimalText,
  fee: DecimalText,
  received: DecimalText,
  belowMinimum: Type.Boolean(),
  /** The recipient's user name as registered, when the quote was asked with `toUser`. */
  recipientUserName: Type.Optional(UserName),
});

/** A transfer as one of its two members sees it. */
export const Transfer = Type.Object({
  id: Type.String(),
  direction: TransferDirection,
  coinName: Coin,
  amount: DecimalText,
  fee: DecimalText,
  actualAmount: DecimalText,
  counterpartyUserName: UserName,
  transactionNumber: Type.String(),
  createdAt: Instant,
});

export const TransferPage = PageOf(Transfer);

/** A member's transfers closed by the operator: until when, as an instant and as members read it. */
export const TransferLock = Type.Object({
  userName: UserName,
  until: Instant,
  untilGmt8: Type.String({ description: 'The same instant in GMT+8: `2030-06-02 00:00 (GMT+8)`.' }),
});

/** A member's transfers reopened. */
export const TransferUnlock = Type.Object({
  userName: UserName,
  locked: Type.Literal(false),
});
