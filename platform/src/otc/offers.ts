import type { Db, Tx } from '../db/database.ts';
import type { OtcOfferStatus } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { memberAccountId, postTransfer } from '../ledger/ledger.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, money, Money } from '../lib/money.ts';
import { m, OTC_COIN, otcAmount, record, refuseUnlessOtcEnabled } from './common.ts';
import { otcSettings } from './settings.ts';

/** Offers: the lobby, a seller's own offers, publishing (the escrow) and cancelling. */

const PRICE_PATTERN = /^\d{1,22}(\.\d{1,4})?$/;

/** A price (paying credit per 1 USDT_POINT): above 0, at most 4 decimal places. */
function otcPrice(value: string): Money {
  if (!PRICE_PATTERN.test(value) || !money(value).greaterThan(0)) throw new RuleViolation('OTC_PRICE_INVALID');
  return money(value);
}

export type OfferRow = {
  id: string;
  seller_id: string;
  seller_user_name: string;
  amount: string;
  remaining: string;
  price: string;
  pay_coin: string;
  min_amount: string;
  max_amount: string;
  status: OtcOfferStatus;
  created_at: Date;
  updated_at: Date;
};

function offerQuery(db: Db | Tx) {
  return db
    .selectFrom('otc_offers as o')
    .innerJoin('members as s', 's.id', 'o.seller_id')
    .select(['o.id', 'o.seller_id', 's.user_name as seller_user_name', 'o.amount', 'o.remaining', 'o.price', 'o.pay_coin', 'o.min_amount', 'o.max_amount', 'o.status', 'o.created_at', 'o.updated_at']);
}

/** The bounds of the next fill: the offer's limits, cut down to what is left (the last part may be smaller than the minimum). */
export function takeLimits(row: Pick<OfferRow, 'remaining' | 'min_amount' | 'max_amount'>) {
  const remaining = m(row.remaining);
  return { min: Money.min(m(row.min_amount), remaining), max: Money.min(m(row.max_amount), remaining) };
}

function offerView(row: OfferRow, viewerId: string | null) {
  const remaining = m(row.remaining);
  const open = row.status === 'PUBLISHED';
  const limits = takeLimits(row);
  return {
    id: row.id,
    sellerUserName: row.seller_user_name,
    coinName: OTC_COIN,
    amount: formatMoney(row.amount),
    remaining: formatMoney(remaining),
    /** Sold so far (a cancelled offer keeps its unsold `remaining`, returned to the seller). */
    sold: formatMoney(m(row.amount).minus(remaining)),
    price: formatMoney(row.price),
    payCoinName: row.pay_coin,
    minAmount: formatMoney(row.min_amount),
    maxAmount: formatMoney(row.max_amount),
    /** What the next fill may be, while the offer is open. */
    takeMin: open ? formatMoney(limits.min) : null,
    takeMax: open ? formatMoney(limits.max) : null,
    status: row.status,
    mine: viewerId !== null && row.seller_id === viewerId,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A member's track record, shown in the lobby: trades taken part in (not reversed) and the average rating received. */
export async function memberStats(db: Db | Tx, memberIds: string[]) {
  const stats = new Map<string, { completedTrades: number; rating: string | null; ratingCount: number }>();
  if (memberIds.length === 0) return stats;
  const unique = [...new Set(memberIds)];
  const trades = await db
    .selectFrom('otc_trades')
    .select(['seller_id', 'buyer_id'])
    .where('status', '<>', 'REVERSED')
    .where((eb) => eb.or([eb('seller_id', 'in', unique), eb('buyer_id', 'in', unique)]))
    .execute();
  const ratings = await db
    .selectFrom('otc_ratings')
    .select((eb) => ['ratee_id', eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('score').as('total')])
    .where('ratee_id', 'in', unique)
    .groupBy('ratee_id')
    .execute();
  for (const id of unique) {
    const completedTrades = trades.filter((t) => t.seller_id === id || t.buyer_id === id).length;
    const rated = ratings.find((r) => r.ratee_id === id);
    const ratingCount = rated ? Number(rated.n) : 0;
    const rating = rated && ratingCount > 0 ? formatMoney(new Money(String(rated.total)).dividedBy(ratingCount).toDecimalPlaces(2, Money.ROUND_DOWN)) : null;
    stats.set(id, { completedTrades, rating, ratingCount });
  }
  return stats;
}

/** The lobby: open offers, best (lowest) price first, then oldest first; with the settings a buyer needs. */
export async function lobby(db: Db, memberId: string, page: { pageNum: number; pageSize: number }) {
  await refuseUnlessOtcEnabled(db, memberId);
  const settings = await otcSettings(db);
  const open = db.selectFrom('otc_offers').where('status', '=', 'PUBLISHED');
  const [{ total }, rows] = await Promise.all([
    open.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    offerQuery(db)
      .where('o.status', '=', 'PUBLISHED')
      .orderBy('o.price')
      .orderBy('o.created_at')
      .orderBy('o.id')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
  ]);
  const stats = await memberStats(db, rows.map((r) => r.seller_id));
  const list = rows.map((row) => ({ ...offerView(row as OfferRow, memberId), seller: stats.get(row.seller_id)! }));
  return { ...settings, list, total: Number(total), pageNum: page.pageNum, pageSize: page.pageSize };
}

/** The member's own offers, newest first; `status` narrows them. */
export async function memberOffers(db: Db, memberId: string, filter: { status?: OtcOfferStatus | undefined; pageNum: number; pageSize: number }) {
  await refuseUnlessOtcEnabled(db, memberId);
  let rows = offerQuery(db).where('o.seller_id', '=', memberId);
  if (filter.status) rows = rows.where('o.status', '=', filter.status);
  const [{ total }, list] = await Promise.all([
    rows.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    rows.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize).execute(),
  ]);
  return { list: list.map((row) => offerView(row as OfferRow, memberId)), total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/**
 * Publish an offer: the whole amount moves from the seller's available USDT_POINT to their frozen
 * USDT_POINT (the escrow; an OTC sell record), priced in the configured paying credit.
 */
export async function publishOffer(
  db: Db,
  memberId: string,
  input: { amount: string; price: string; minAmount: string; maxAmount: string; requestId: string },
  now: Date,
) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'otc:publish' }, async (tx) => {
    await refuseUnlessOtcEnabled(tx, memberId);
    const price = otcPrice(input.price);
    const amount = otcAmount(input.amount);
    const min = otcAmount(input.minAmount);
    const max = otcAmount(input.maxAmount);
    if (min.greaterThan(max) || min.greaterThan(amount)) throw new RuleViolation('OTC_LIMITS_INVALID');
    const settings = await otcSettings(tx);
    const id = newId('otc');
    const transfer = await postTransfer(tx, {
      recordType: 'OTC_SELL',
      memo: `OTC offer ${id}: escrow`,
      postings: [
        { accountId: await memberAccountId(tx, memberId, OTC_COIN, 'available'), amount: amount.negated() },
        { accountId: await memberAccountId(tx, memberId, OTC_COIN, 'frozen'), amount },
      ],
    });
    await tx
      .insertInto('otc_offers')
      .values({
        id,
        seller_id: memberId,
        amount: formatMoney(amount),
        remaining: formatMoney(amount),
        price: formatMoney(price),
        pay_coin: settings.payCoinName,
        min_amount: formatMoney(min),
        max_amount: formatMoney(max),
        status: 'PUBLISHED',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const receiptNumber = await record(tx, { memberId, transferId: transfer.transferId, coin: OTC_COIN, type: 'OTC_SELL', amount: amount.negated(), remark: `OTC offer ${id}: escrow`, now });
    const row = (await offerQuery(tx).where('o.id', '=', id).executeTakeFirstOrThrow()) as OfferRow;
    return { ...offerView(row, memberId), receiptNumber };
  });
}

/** Locks an offer row: what makes concurrent fills and a cancel of one offer take turns, so the escrow is exact. */
/** The offer's row, locked until the transaction ends: buys and the cancel of one offer take turns. */
export async function lockOffer(tx: Tx, offerId: string) {
  const locked = await tx.selectFrom('otc_offers').select(['id', 'seller_id', 'status']).where('id', '=', offerId).forUpdate().executeTakeFirst();
  if (!locked) throw new RuleViolation('OTC_OFFER_NOT_FOUND');
  return (await offerQuery(tx).where('o.id', '=', offerId).executeTakeFirstOrThrow()) as OfferRow;
}

/** The seller cancels the rest of their offer: what is left returns from frozen to available (an OTC sell record). */
export async function cancelOffer(db: Db, memberId: string, input: { id: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'otc:cancel' }, async (tx) => {
    await refuseUnlessOtcEnabled(tx, memberId);
    const offer = await lockOffer(tx, input.id);
    if (offer.seller_id !== memberId) throw new RuleViolation('OTC_OFFER_NOT_FOUND');
    if (offer.status !== 'PUBLISHED') throw new RuleViolation('OTC_OFFER_CLOSED');
    const rest = m(offer.remaining);
    const transfer = await postTransfer(tx, {
      recordType: 'OTC_SELL',
      memo: `OTC offer ${offer.id}: cancelled, escrow returned`,
      postings: [
        { accountId: await memberAccountId(tx, memberId, OTC_COIN, 'frozen'), amount: rest.negated() },
        { accountId: await memberAccountId(tx, memberId, OTC_COIN, 'available'), amount: rest },
      ],
    });
    await tx.updateTable('otc_offers').set({ status: 'CANCELLED', updated_at: now }).where('id', '=', offer.id).execute();
    const receiptNumber = await record(tx, { memberId, transferId: transfer.transferId, coin: OTC_COIN, type: 'OTC_SELL', amount: rest, remark: `OTC offer ${offer.id}: cancelled, escrow returned`, now });
    const row = (await offerQuery(tx).where('o.id', '=', offer.id).executeTakeFirstOrThrow()) as OfferRow;
    return { ...offerView(row, memberId), returned: formatMoney(rest), receiptNumber };
  });
}
