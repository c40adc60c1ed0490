import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

const coinName = z.enum(COIN_NAMES);
const roundStatus = z.enum(['IN_PROGRESS', 'COMPLETE']);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

const roundSchema = z.object({
  id: upstreamId,
  coinName,
  ticketPrice: upstreamDecimal,
  feeRatio: upstreamDecimal,
  status: roundStatus,
  drawn: z.boolean(),
  openedAt: upstreamInstant,
  closesAt: upstreamInstant.nullable(),
  closedAt: upstreamInstant.nullable(),
  drawnAt: upstreamInstant.nullable(),
  seedHash: hex64,
  seed: hex64.nullable(),
  ticketCount: z.number().int().nonnegative(),
  poolAmount: upstreamDecimal,
  prizeAmount: upstreamDecimal.nullable(),
  feeAmount: upstreamDecimal.nullable(),
  winningTicket: z.number().int().nonnegative().nullable(),
  winningOrderId: upstreamId.nullable(),
  winningFirstTicket: z.number().int().nonnegative().nullable(),
  winningLastTicket: z.number().int().nonnegative().nullable(),
});
/** The mapper of the GraphQL `JackpotRound` type. */
export type UpstreamJackpotRound = z.output<typeof roundSchema>;

export const statusAnswer = z.object({ round: roundSchema.nullable(), myTickets: z.number().int().nonnegative(), myOrders: z.number().int().nonnegative() });
/** The mapper of the GraphQL `JackpotStatus` type. */
export type UpstreamJackpotStatus = z.output<typeof statusAnswer>;

export const poolAnswer = z.object({
  roundId: upstreamId.nullable(),
  coinName: coinName.nullable(),
  poolAmount: upstreamDecimal,
  prizeAmount: upstreamDecimal,
  ticketCount: z.number().int().nonnegative(),
  drawn: z.boolean(),
});
/** The mapper of the GraphQL `JackpotPool` type. */
export type UpstreamJackpotPool = z.output<typeof poolAnswer>;

export const orderAnswer = z.object({
  id: upstreamId,
  roundId: upstreamId,
  tickets: z.number().int().positive(),
  firstTicket: z.number().int().nonnegative(),
  lastTicket: z.number().int().nonnegative(),
  amount: upstreamDecimal,
  coinName,
  status: z.enum(['UNPAID', 'WINNING']),
  prizeAmount: upstreamDecimal.nullable(),
  roundStatus,
  drawn: z.boolean(),
  createdAt: upstreamInstant,
});
/** The mapper of the GraphQL `JackpotOrder` type. */
export type UpstreamJackpotOrder = z.output<typeof orderAnswer>;

export const ordersAnswer = upstreamPage(orderAnswer);
/** The mapper of the GraphQL `JackpotOrderPage` type. */
export type UpstreamJackpotOrderPage = z.output<typeof ordersAnswer>;

/** The platform paths of this domain, each with the parser of its answer (SPEC §7: /api/app/grandPrize). */
export const JACKPOT_ROUTES = {
  status: upstreamRoute('/api/app/grandPrize/getGrandPrizeStatus', statusAnswer),
  enter: upstreamRoute('/api/app/grandPrize/grandPrize', orderAnswer),
  pool: upstreamRoute('/api/app/grandPrize/grandPrizeAmount', poolAnswer),
  orders: upstreamRoute('/api/app/grandPrize/grandPrizeOrderList', ordersAnswer),
};
