import type { Db, Tx } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import { writeRecord } from '../assets/service.ts';
import { memberAccountId, postTransfer, systemAccountId } from '../ledger/ledger.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, isDecimalString, money, Money } from '../lib/money.ts';
import { newSeed, seedCommitment, winningTicket } from './draw.ts';
import { notify } from '../notifications/service.ts';

/** The jackpot (SPEC "grandPrize"): rules, the draw protocol and a worked example in docs/jackpot.md. */

/** Tickets one entry may buy. */
export const MAX_TICKETS_PER_ENTRY = 1000;
/** Tickets one round may hold (ticket numbers stay small integers). */
export const MAX_TICKETS_PER_ROUND = 1_000_000;
/** The house fee is a fraction of the pool below this. */
export const MAX_FEE_RATIO = '0.5';

/** The ledger's system account holding every round's entries until its draw. */
const POOL_ACCOUNT = 'jackpot-pool';
/** The ledger's system account receiving the house fee of each draw. */
const FEE_ACCOUNT = 'jackpot-fees';

export type RoundStatus = 'IN_PROGRESS' | 'COMPLETE';
export type OrderStatus = 'UNPAID' | 'WINNING';

type RoundRow = {
  id: string;
  coin: string;
  ticket_price: string;
  fee_ratio: string;
  status: RoundStatus;
  closes_at: Date | null;
  seed: string;
  seed_hash: string;
  ticket_count: number;
  pool_amount: string;
  winning_ticket: number | null;
  winning_order_id: string | null;
  prize_amount: string | null;
  fee_amount: string | null;
  opened_at: Date;
  closed_at: Date | null;
  drawn_at: Date | null;
};

function coinOf(value: string): CreditType {
  assert(isCreditType(value), `a jackpot round names a credit: ${value}`);
  return value;
}

/** A round takes no more entries once the operator closed it or its closing time has come. */
function statusAt(round: RoundRow, now: Date): RoundStatus {
  if (round.status === 'COMPLETE') return 'COMPLETE';
  return round.closes_at !== null && round.closes_at.getTime() <= now.getTime() ? 'COMPLETE' : 'IN_PROGRESS';
}

/** The house fee of a pool: pool × fee ratio, rounded down to 8 places; the winner gets the rest. */
export function splitPool(pool: Money, feeRatio: Money): { fee: Money; prize: Money } {
  const fee = pool.times(feeRatio).toDecimalPlaces(8, Money.ROUND_DOWN);
  const prize = pool.minus(fee);
  assert(!fee.isNegative() && fee.plus(prize).equals(pool), 'fee and prize make the pool');
  return { fee, prize };
}

/**
 * What members see of a round. The seed is shown only once the round is drawn; before that only
 * its SHA-256 commitment is.
 */
function roundView(round: RoundRow, now: Date, winning: { firstTicket: number; tickets: number } | null) {
  const drawn = round.drawn_at !== null;
  const pool = money(formatMoney(round.pool_amount));
  const split = splitPool(pool, money(formatMoney(round.fee_ratio)));
  return {
    id: round.id,
    coinName: round.coin,
    ticketPrice: formatMoney(round.ticket_price),
    feeRatio: formatMoney(round.fee_ratio),
    status: statusAt(round, now),
    drawn,
    openedAt: round.opened_at.toISOString(),
    closesAt: round.closes_at?.toISOString() ?? null,
    closedAt: round.closed_at?.toISOString() ?? null,
    drawnAt: round.drawn_at?.toISOString() ?? null,
    seedHash: round.seed_hash,
    seed: drawn ? round.seed : null,
    ticketCount: round.ticket_count,
    poolAmount: formatMoney(pool),
    /** Before the draw: what the winner would be paid if the round were drawn now. */
    prizeAmount: drawn ? (round.prize_amount === null ? null : formatMoney(round.prize_amount)) : formatMoney(split.prize),
    feeAmount: drawn ? (round.fee_amount === null ? null : formatMoney(round.fee_amount)) : formatMoney(split.fee),
    winningTicket: round.winning_ticket,
    winningOrderId: round.winning_order_id,
    winningFirstTicket: winning?.firstTicket ?? null,
    winningLastTicket: winning ? winning.firstTicket + winning.tickets - 1 : null,
  };
}

type OrderRow = {
  id: string;
  round_id: string;
  member_id: string;
  tickets: number;
  first_ticket: number;
  amount: string;
  coin: string;
  status: OrderStatus;
  prize_amount: string | null;
  created_at: Date;
  round_status: RoundStatus;
  closes_at: Date | null;
  drawn_at: Date | null;
};

function orderQuery(db: Db | Tx) {
  return db
    .selectFrom('jackpot_orders as o')
    .innerJoin('jackpot_rounds as r', 'r.id', 'o.round_id')
    .select(['o.id', 'o.round_id', 'o.member_id', 'o.tickets', 'o.first_ticket', 'o.amount', 'o.coin', 'o.status', 'o.prize_amount', 'o.created_at', 'r.status as round_status', 'r.closes_at', 'r.drawn_at']);
}

function orderView(row: OrderRow, now: Date) {
  return {
    id: row.id,
    roundId: row.round_id,
    tickets: row.tickets,
    firstTicket: row.first_ticket,
    lastTicket: row.first_ticket + row.tickets - 1,
    amount: formatMoney(row.amount),
    coinName: row.coin,
    /** UNPAID until (and unless) the draw picks one of its tickets: then WINNING. */
    status: row.status,
    prizeAmount: row.prize_amount === null ? null : formatMoney(row.prize_amount),
    roundStatus: row.round_status === 'COMPLETE' || (row.closes_at !== null && row.closes_at.getTime() <= now.getTime()) ? 'COMPLETE' : 'IN_PROGRESS',
    drawn: row.drawn_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

const roundColumns = [
  'id',
  'coin',
  'ticket_price',
  'fee_ratio',
  'status',
  'closes_at',
  'seed',
  'seed_hash',
  'ticket_count',
  'pool_amount',
  'winning_ticket',
  'winning_order_id',
  'prize_amount',
  'fee_amount',
  'opened_at',
  'closed_at',
  'drawn_at',
] as const;

/** The current round: the one not drawn yet, else the latest drawn one; none before the first round opens. */
async function currentRound(db: Db | Tx): Promise<RoundRow | undefined> {
  const row = await db.selectFrom('jackpot_rounds').select(roundColumns).orderBy((eb) => eb('drawn_at', 'is', null), 'desc').orderBy('opened_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row as RoundRow | undefined;
}

async function winningRange(db: Db | Tx, round: RoundRow) {
  if (round.winning_order_id === null) return null;
  const order = await db.selectFrom('jackpot_orders').select(['first_ticket', 'tickets']).where('id', '=', round.winning_order_id).executeTakeFirstOrThrow();
  return { firstTicket: order.first_ticket, tickets: order.tickets };
}

async function fullRoundView(db: Db | Tx, round: RoundRow, now: Date) {
  return roundView(round, now, await winningRange(db, round));
}

/** getGrandPrizeStatus: the current round (null before the first) and how many of its tickets the member holds. */
export async function jackpotStatus(db: Db, memberId: string, now: Date) {
  const round = await currentRound(db);
  if (!round) return { round: null, myTickets: 0, myOrders: 0 };
  const mine = await db
    .selectFrom('jackpot_orders')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<string>('tickets'), eb.lit(0)).as('tickets'), eb.fn.countAll<string>().as('orders')])
    .where('round_id', '=', round.id)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { round: await fullRoundView(db, round, now), myTickets: Number(mine.tickets), myOrders: Number(mine.orders) };
}

/** grandPrizeAmount: the current round's pool, and what its winner would be paid now. */
export async function jackpotAmount(db: Db, now: Date) {
  const round = await currentRound(db);
  if (!round) return { roundId: null, coinName: null, poolAmount: '0', prizeAmount: '0', ticketCount: 0, drawn: false };
  const view = roundView(round, now, null);
  return { roundId: view.id, coinName: view.coinName, poolAmount: view.poolAmount, prizeAmount: view.prizeAmount ?? '0', ticketCount: view.ticketCount, drawn: view.drawn };
}

/** grandPrizeOrderList: a page of the member's entries, newest first (`status` narrows them). */
export async function jackpotOrders(db: Db, memberId: string, filter: { status?: OrderStatus | undefined; pageNum: number; pageSize: number }, now: Date) {
  let rows = orderQuery(db).where('o.member_id', '=', memberId);
  if (filter.status) rows = rows.where('o.status', '=', filter.status);
  const [{ total }, list] = await Promise.all([
    rows.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    rows.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize).execute(),
  ]);
  return { list: list.map((row) => orderView(row as OrderRow, now)), total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
}

async function lockRound(tx: Tx, id: string): Promise<RoundRow> {
  const round = await tx.selectFrom('jackpot_rounds').select(roundColumns).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!round) throw new RuleViolation('JACKPOT_ROUND_NOT_FOUND');
  return round as RoundRow;
}

/**
 * grandPrize: buy `tickets` tickets of the round the member reviewed. The price × tickets moves
 * from the member's available balance of the round's credit to the jackpot pool (a JACKPOT_ENTRY
 * record), in one transaction with the order; the tickets are numbered on from the round's count.
 */
export async function enterJackpot(db: Db, memberId: string, input: { roundId: string; tickets: number; requestId: string }, now: Date) {
  assert(Number.isInteger(input.tickets) && input.tickets >= 1 && input.tickets <= MAX_TICKETS_PER_ENTRY, 'the route checked the ticket count');
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'jackpot:enter' }, async (tx) => {
    const current = await currentRound(tx);
    if (!current) throw new RuleViolation('JACKPOT_NO_ROUND');
    // The member reviewed another round (since drawn, a new one open): nothing moves.
    if (current.id !== input.roundId) throw new RuleViolation('JACKPOT_ROUND_CHANGED');
    // The round's row lock: entries of one round take turns, so ticket numbers never overlap.
    const round = await lockRound(tx, current.id);
    if (round.drawn_at !== null || statusAt(round, now) === 'COMPLETE') throw new RuleViolation('JACKPOT_ROUND_COMPLETE');
    if (round.ticket_count + input.tickets > MAX_TICKETS_PER_ROUND) throw new RuleViolation('JACKPOT_ROUND_FULL', { max: MAX_TICKETS_PER_ROUND });
    const coin = coinOf(round.coin);
    const amount = money(formatMoney(round.ticket_price)).times(input.tickets);
    assert(amount.greaterThan(0) && amount.decimalPlaces() <= 8, 'an entry costs a positive amount of at most 8 places');
    const id = newId('jpo');
    const transfer = await postTransfer(tx, {
      recordType: 'JACKPOT_ENTRY',
      memo: `jackpot entry ${id} in round ${round.id}`,
      postings: [
        { accountId: await memberAccountId(tx, memberId, coin, 'available'), amount: amount.negated() },
        { accountId: await systemAccountId(tx, POOL_ACCOUNT, coin), amount },
      ],
    });
    await tx
      .insertInto('jackpot_orders')
      .values({ id, round_id: round.id, member_id: memberId, tickets: input.tickets, first_ticket: round.ticket_count, amount: formatMoney(amount), coin, status: 'UNPAID', created_at: now })
      .execute();
    await tx
      .updateTable('jackpot_rounds')
      .set({ ticket_count: round.ticket_count + input.tickets, pool_amount: formatMoney(money(formatMoney(round.pool_amount)).plus(amount)) })
      .where('id', '=', round.id)
      .execute();
    await writeRecord(tx, {
      memberId,
      transferId: transfer.transferId,
      coinName: coin,
      recordType: 'JACKPOT_ENTRY',
      amount: formatMoney(amount.negated()),
      actualAmount: formatMoney(amount.negated()),
      status: 'SUCCESS',
      remark: `round ${round.id}, tickets ${round.ticket_count}–${round.ticket_count + input.tickets - 1}`,
      now,
    });
    return orderView((await orderQuery(tx).where('o.id', '=', id).executeTakeFirstOrThrow()) as OrderRow, now);
  });
}

/**
 * Operator: open a round. A fresh 32-byte seed is drawn now and only its SHA-256 is shown until
 * the draw. Refused while another round has not been drawn.
 */
export async function openRound(db: Db, input: { coinName: CreditType; ticketPrice: string; feeRatio: string; closesAt?: string | undefined }, now: Date) {
  if (!isDecimalString(input.ticketPrice) || !isDecimalString(input.feeRatio)) throw new RuleViolation('VALIDATION', { detail: 'the ticket price and the fee ratio are decimal numbers' });
  const price = money(input.ticketPrice);
  const feeRatio = money(input.feeRatio);
  if (!price.greaterThan(0)) throw new RuleViolation('VALIDATION', { detail: 'the ticket price is above zero' });
  if (feeRatio.isNegative() || feeRatio.greaterThanOrEqualTo(money(MAX_FEE_RATIO))) throw new RuleViolation('VALIDATION', { detail: `the fee ratio is from 0 to below ${MAX_FEE_RATIO}` });
  const closesAt = input.closesAt === undefined ? null : new Date(input.closesAt);
  if (closesAt !== null && (Number.isNaN(closesAt.getTime()) || closesAt.getTime() <= now.getTime())) throw new RuleViolation('VALIDATION', { detail: 'the closing time is a moment in the future' });
  return db.transaction().execute(async (tx) => {
    const undrawn = await tx.selectFrom('jackpot_rounds').select('id').where('drawn_at', 'is', null).forUpdate().executeTakeFirst();
    if (undrawn) throw new RuleViolation('JACKPOT_ROUND_OPEN');
    const seed = newSeed();
    const id = newId('jpr');
    await tx
      .insertInto('jackpot_rounds')
      .values({ id, coin: input.coinName, ticket_price: formatMoney(price), fee_ratio: formatMoney(feeRatio), status: 'IN_PROGRESS', closes_at: closesAt, seed, seed_hash: seedCommitment(seed), opened_at: now })
      .execute();
    return operatorView(tx, await lockRound(tx, id), now);
  });
}

/** Operator: close a round to entries now (it can then be drawn). */
export async function closeRound(db: Db, input: { id: string }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const round = await lockRound(tx, input.id);
    if (round.status === 'COMPLETE') throw new RuleViolation('JACKPOT_ROUND_COMPLETE');
    await tx.updateTable('jackpot_rounds').set({ status: 'COMPLETE', closed_at: now }).where('id', '=', round.id).execute();
    return operatorView(tx, await lockRound(tx, round.id), now);
  });
}

/**
 * Operator: draw a complete round, once. The seed is revealed; the winning ticket is
 * HMAC-SHA256(seed, round id) mod the ticket count; its order is marked WINNING (the others stay
 * UNPAID) and paid the pool less the house fee as JACKPOT_PROFIT, in the same transaction. A round
 * without tickets is drawn without a winner.
 */
export async function drawRound(db: Db, input: { id: string }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const round = await lockRound(tx, input.id);
    if (round.drawn_at !== null) throw new RuleViolation('JACKPOT_ALREADY_DRAWN');
    if (statusAt(round, now) !== 'COMPLETE') throw new RuleViolation('JACKPOT_NOT_COMPLETE');
    assert(seedCommitment(round.seed) === round.seed_hash, 'the stored seed matches its published commitment');
    const closedAt = round.closed_at ?? round.closes_at ?? now;
    if (round.ticket_count === 0) {
      await tx.updateTable('jackpot_rounds').set({ status: 'COMPLETE', closed_at: closedAt, drawn_at: now }).where('id', '=', round.id).execute();
      return operatorView(tx, await lockRound(tx, round.id), now);
    }
    const index = winningTicket(round.seed, round.id, round.ticket_count);
    const winner = await tx
      .selectFrom('jackpot_orders')
      .select(['id', 'member_id', 'first_ticket', 'tickets'])
      .where('round_id', '=', round.id)
      .where('first_ticket', '<=', index)
      .orderBy('first_ticket', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    assert(index < winner.first_ticket + winner.tickets, 'the winning ticket belongs to an order');
    const coin = coinOf(round.coin);
    const pool = money(formatMoney(round.pool_amount));
    const { fee, prize } = splitPool(pool, money(formatMoney(round.fee_ratio)));
    const postings = [
      { accountId: await systemAccountId(tx, POOL_ACCOUNT, coin), amount: pool.negated() },
      { accountId: await memberAccountId(tx, winner.member_id, coin, 'available'), amount: prize },
    ];
    if (!fee.isZero()) postings.push({ accountId: await systemAccountId(tx, FEE_ACCOUNT, coin), amount: fee });
    const transfer = await postTransfer(tx, { recordType: 'JACKPOT_PROFIT', memo: `jackpot round ${round.id} won by ticket ${index}`, postings });
    await tx.updateTable('jackpot_orders').set({ status: 'WINNING', prize_amount: formatMoney(prize) }).where('id', '=', winner.id).execute();
    await tx
      .updateTable('jackpot_rounds')
      .set({ status: 'COMPLETE', closed_at: closedAt, drawn_at: now, winning_ticket: index, winning_order_id: winner.id, prize_amount: formatMoney(prize), fee_amount: formatMoney(fee) })
      .where('id', '=', round.id)
      .execute();
    await writeRecord(tx, {
      memberId: winner.member_id,
      transferId: transfer.transferId,
      coinName: coin,
      recordType: 'JACKPOT_PROFIT',
      amount: formatMoney(prize),
      actualAmount: formatMoney(prize),
      status: 'SUCCESS',
      remark: `round ${round.id}, winning ticket ${index}`,
      now,
    });
    // Everyone who held a ticket hears the result, the winner with the prize.
    const players = await tx.selectFrom('jackpot_orders').select('member_id').distinct().where('round_id', '=', round.id).orderBy('member_id').execute();
    for (const { member_id: player } of players) {
      const won = player === winner.member_id;
      await notify(tx, player, 'JACKPOT_DRAWN', won ? { outcome: 'WON', roundId: round.id, prize: formatMoney(prize), coinName: coin } : { outcome: 'LOST', roundId: round.id }, { now });
    }
    return operatorView(tx, await lockRound(tx, round.id), now);
  });
}

/** The operator's view of a round: the member's view plus the winner's user name; never the seed before the draw. */
async function operatorView(db: Db | Tx, round: RoundRow, now: Date) {
  const view = await fullRoundView(db, round, now);
  const winner = round.winning_order_id
    ? await db.selectFrom('jackpot_orders as o').innerJoin('members as m', 'm.id', 'o.member_id').select('m.user_name').where('o.id', '=', round.winning_order_id).executeTakeFirstOrThrow()
    : null;
  return { ...view, winnerUserName: winner?.user_name ?? null };
}

/** Operator: the latest rounds, newest first. */
export async function roundsForOperator(db: Db, now: Date) {
  const rows = await db.selectFrom('jackpot_rounds').select(roundColumns).orderBy('opened_at', 'desc').orderBy('id', 'desc').limit(100).execute();
  return Promise.all(rows.map((row) => operatorView(db, row as RoundRow, now)));
}

/** Operator: one round with its ordered ticket list (every order's ticket range and member). */
export async function roundForOperator(db: Db, input: { id: string }, now: Date) {
  const round = (await db.selectFrom('jackpot_rounds').select(roundColumns).where('id', '=', input.id).executeTakeFirst()) as RoundRow | undefined;
  if (!round) throw new RuleViolation('JACKPOT_ROUND_NOT_FOUND');
  const orders = await db
    .selectFrom('jackpot_orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select(['o.id', 'm.user_name', 'o.first_ticket', 'o.tickets', 'o.amount', 'o.status'])
    .where('o.round_id', '=', round.id)
    .orderBy('o.first_ticket')
    .limit(10_000)
    .execute();
  return {
    ...(await operatorView(db, round, now)),
    tickets: orders.map((o) => ({ orderId: o.id, userName: o.user_name, firstTicket: o.first_ticket, lastTicket: o.first_ticket + o.tickets - 1, amount: formatMoney(o.amount), status: o.status })),
  };
}
