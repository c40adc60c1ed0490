import { Type } from '@fastify/type-provider-typebox';
import { Coin, DecimalText, Instant, Nullable, PageOf, UserName } from '../lib/route-schemas.ts';

/** What the jackpot routes answer (docs/jackpot.md): the `data` of each success. */

/** A seed or its SHA-256 commitment: 64 lower-case hex digits. */
export const Hex64 = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** A round takes entries while IN_PROGRESS; COMPLETE once closed (by the operator or its closing time). */
export const RoundStatus = Type.Union([Type.Literal('IN_PROGRESS'), Type.Literal('COMPLETE')]);

/** An entry is UNPAID until (and unless) the draw picks one of its tickets. */
export const JackpotOrderStatus = Type.Union([Type.Literal('UNPAID'), Type.Literal('WINNING')]);

const TicketNumber = Type.Integer({ minimum: 0 });

/**
 * A round as members see it: the seed only once drawn; before the draw the prize and fee are
 * what they would be if the round were drawn now.
 */
export const JackpotRound = Type.Object({
  id: Type.String(),
  coinName: Coin,
  ticketPrice: DecimalText,
  feeRatio: DecimalText,
  status: RoundStatus,
  drawn: Type.Boolean(),
  openedAt: Instant,
  closesAt: Nullable(Instant),
  closedAt: Nullable(Instant),
  drawnAt: Nullable(Instant),
  seedHash: Hex64,
  seed: Nullable(Hex64),
  ticketCount: Type.Integer({ minimum: 0 }),
  poolAmount: DecimalText,
  prizeAmount: Nullable(DecimalText),
  feeAmount: Nullable(DecimalText),
  winningTicket: Nullable(TicketNumber),
  winningOrderId: Nullable(Type.String()),
  winningFirstTicket: Nullable(TicketNumber),
  winningLastTicket: Nullable(TicketNumber),
});

/** The current round (null before the first opens) and the member's tickets and entries in it. */
export const JackpotStatus = Type.Object({
  round: Nullable(JackpotRound),
  myTickets: Type.Integer({ minimum: 0 }),
  myOrders: Type.Integer({ minimum: 0 }),
});

/** The current round's pool and what its winner would be paid now (no round: nulls and zeros). */
export const JackpotPool = Type.Object({
  roundId: Nullable(Type.String()),
  coinName: Nullable(Coin),
  poolAmount: DecimalText,
  prizeAmount: DecimalText,
  ticketCount: Type.Integer({ minimum: 0 }),
  drawn: Type.Boolean(),
});

/** A member's entry: its ticket range and its round's state. */
export const JackpotOrder = Type.Object({
  id: Type.String(),
  roundId: Type.String(),
  tickets: Type.Integer({ minimum: 1 }),
  firstTicket: TicketNumber,
  lastTicket: TicketNumber,
  amount: DecimalText,
  coinName: Coin,
  status: JackpotOrderStatus,
  prizeAmount: Nullable(DecimalText),
  roundStatus: RoundStatus,
  drawn: Type.Boolean(),
  createdAt: Instant,
});

export const JackpotOrderPage = PageOf(JackpotOrder);

/** The operator's view of a round names the winner. */
export const OperatorJackpotRound = Type.Object({
  ...JackpotRound.properties,
  winnerUserName: Nullable(UserName),
});

/** One entry's tickets in the operator's ticket list. */
export const JackpotTicketRange = Type.Object({
  orderId: Type.String(),
  userName: UserName,
  firstTicket: TicketNumber,
  lastTicket: TicketNumber,
  amount: DecimalText,
  status: JackpotOrderStatus,
});

/** One round with its ordered ticket list. */
export const OperatorJackpotRoundDetail = Type.Object({
  ...OperatorJackpotRound.properties,
  tickets: Type.Array(JackpotTicketRange),
});
