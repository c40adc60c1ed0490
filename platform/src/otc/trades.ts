import type { Db, Tx } from '../db/database.ts';
import type { OtcTradeStatus } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import type { CreditType } from '../credits/credit-types.ts';
import { memberAccountId, postTransfer, type Posting } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, Money, MONEY_SCALE } from '../lib/money.ts';
import { coinOf, m, OTC_COIN, OTC_FEES_ACCOUNT, otcAmount, record, refuseUnlessOtcEnabled, type AppealDecision, type FeePayer, type TradeRole } from './common.ts';
import { lockOffer, takeLimits } from './offers.ts';
import { otcSettings } from './settings.ts';
import { notify } from '../notifications/service.ts';

/** Trades (fills): what one fill moves, buying from an offer, and the trade views the chat, appeals and ratings show. */

/**
 * What one fill moves: the buyer pays `amount × price` (exact: 2 places × 4 places); the fee is
 * `feeRatio` of what the fee payer receives, rounded up to 8 places (the platform never
 * undercharges), in that side's credit.
 */
export function quoteFill(amount: Money, price: Money, settings: { feeRatio: string; feePayer: FeePayer; payCoinName: CreditType }) {
  const payAmount = amount.times(price);
  const feeBase = settings.feePayer === 'SELLER' ? payAmount : amount;
  const fee = feeBase.times(settings.feeRatio).toDecimalPlaces(MONEY_SCALE, Money.ROUND_UP);
  const feeCoin = settings.feePayer === 'SELLER' ? settings.payCoinName : OTC_COIN;
  const buyerReceives = settings.feePayer === 'BUYER' ? amount.minus(fee) : amount;
  const sellerReceives = settings.feePayer === 'SELLER' ? payAmount.minus(fee) : payAmount;
  if (!buyerReceives.greaterThan(0) || !sellerReceives.greaterThan(0)) throw new RuleViolation('OTC_AMOUNT_INVALID');
  return { payAmount, fee, feeCoin, buyerReceives, sellerReceives };
}

/**
 * What buying `amount` from an offer would move now, as the buy's review shows it; the same
 * `quoteFill` the buy settles with. Changes nothing; the offer's limits and what is left are the
 * buy's to check.
 */
export async function buyQuote(db: Db, memberId: string, input: { id: string; amount: string }) {
  await refuseUnlessOtcEnabled(db, memberId);
  const amount = otcAmount(input.amount);
  const offer = await db.selectFrom('otc_offers').select(['id', 'price', 'pay_coin']).where('id', '=', input.id).executeTakeFirst();
  if (!offer) throw new RuleViolation('OTC_OFFER_NOT_FOUND');
  const payCoin = coinOf(offer.pay_coin);
  const quote = quoteFill(amount, m(offer.price), { ...(await otcSettings(db)), payCoinName: payCoin });
  return {
    offerId: offer.id,
    amount: formatMoney(amount),
    price: formatMoney(offer.price),
    payCoinName: payCoin,
    payAmount: formatMoney(quote.payAmount),
    fee: formatMoney(quote.fee),
    feeCoinName: quote.feeCoin,
    buyerReceives: formatMoney(quote.buyerReceives),
    sellerReceives: formatMoney(quote.sellerReceives),
  };
}

export type TradeRow = {
  id: string;
  offer_id: string;
  seller_id: string;
  buyer_id: string;
  seller_user_name: string;
  buyer_user_name: string;
  appealed_by_user_name: string | null;
  amount: string;
  price: string;
  pay_coin: string;
  pay_amount: string;
  fee: string;
  fee_coin: string;
  buyer_receives: string;
  seller_receives: string;
  status: OtcTradeStatus;
  appeal_reason: string | null;
  appealed_at: Date | null;
  decision: AppealDecision | null;
  decision_note: string | null;
  decided_at: Date | null;
  created_at: Date;
};

export function tradeQuery(db: Db | Tx) {
  return db
    .selectFrom('otc_trades as t')
    .innerJoin('members as s', 's.id', 't.seller_id')
    .innerJoin('members as b', 'b.id', 't.buyer_id')
    .leftJoin('members as a', 'a.id', 't.appealed_by')
    .select([
      't.id',
      't.offer_id',
      't.seller_id',
      't.buyer_id',
      's.user_name as seller_user_name',
      'b.user_name as buyer_user_name',
      'a.user_name as appealed_by_user_name',
      't.amount',
      't.price',
      't.pay_coin',
      't.pay_amount',
      't.fee',
      't.fee_coin',
      't.buyer_receives',
      't.seller_receives',
      't.status',
      't.appeal_reason',
      't.appealed_at',
      't.decision',
      't.decision_note',
      't.decided_at',
      't.created_at',
    ]);
}

type Ratings = Map<string, { score: number; comment: string | null }>;

export async function ratingsOf(db: Db | Tx, tradeIds: string[]): Promise<Map<string, Ratings>> {
  const byTrade = new Map<string, Ratings>();
  if (tradeIds.length === 0) return byTrade;
  const rows = await db.selectFrom('otc_ratings').select(['trade_id', 'rater_id', 'score', 'comment']).where('trade_id', 'in', tradeIds).execute();
  for (const row of rows) {
    const ratings = byTrade.get(row.trade_id) ?? new Map();
    ratings.set(row.rater_id, { score: row.score, comment: row.comment });
    byTrade.set(row.trade_id, ratings);
  }
  return byTrade;
}

export function tradeView(row: TradeRow, viewerId: string | null, ratings: Ratings | undefined) {
  const role: TradeRole | null = viewerId === row.buyer_id ? 'BUYER' : viewerId === row.seller_id ? 'SELLER' : null;
  const counterpartyId = role === 'BUYER' ? row.seller_id : row.buyer_id;
  return {
    id: row.id,
    offerId: row.offer_id,
    /** The viewer's side (null for operators). */
    role,
    sellerUserName: row.seller_user_name,
    buyerUserName: row.buyer_user_name,
    counterpartyUserName: role === 'BUYER' ? row.seller_user_name : role === 'SELLER' ? row.buyer_user_name : null,
    coinName: OTC_COIN,
    amount: formatMoney(row.amount),
    price: formatMoney(row.price),
    payCoinName: row.pay_coin,
    payAmount: formatMoney(row.pay_amount),
    fee: formatMoney(row.fee),
    feeCoinName: row.fee_coin,
    buyerReceives: formatMoney(row.buyer_receives),
    sellerReceives: formatMoney(row.seller_receives),
    status: row.status,
    appeal:
      row.appealed_at === null
        ? null
        : {
            byUserName: row.appealed_by_user_name,
            reason: row.appeal_reason,
            appealedAt: row.appealed_at.toISOString(),
            decision: row.decision,
            decisionNote: row.decision_note,
            decidedAt: row.decided_at?.toISOString() ?? null,
          },
    /** The rating the viewer gave the counterparty, and the one the counterparty gave the viewer. */
    myRating: viewerId === null ? null : (ratings?.get(viewerId) ?? null),
    counterpartyRating: role === null ? null : (ratings?.get(counterpartyId) ?? null),
    ratings: viewerId === null && ratings ? { seller: ratings.get(row.seller_id) ?? null, buyer: ratings.get(row.buyer_id) ?? null } : undefined,
    createdAt: row.created_at.toISOString(),
  };
}

export async function tradeViewOf(db: Db | Tx, tradeId: string, viewerId: string | null) {
  const row = (await tradeQuery(db).where('t.id', '=', tradeId).executeTakeFirstOrThrow()) as TradeRow;
  return tradeView(row, viewerId, (await ratingsOf(db, [tradeId])).get(tradeId));
}

/**
 * Buy `amount` USDT_POINT from an open offer, in one ledger transfer: the seller's escrow
 * (frozen USDT_POINT) → the buyer's available USDT_POINT, and `amount × price` of the paying credit
 * from the buyer to the seller, the fee to the platform's `otc-fees` account. The offer row is
 * locked first, so concurrent buyers take turns and never take more than is left.
 */
export async function buyFromOffer(db: Db, memberId: string, input: { id: string; amount: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'otc:buy' }, async (tx) => {
    await refuseUnlessOtcEnabled(tx, memberId);
    const amount = otcAmount(input.amount);
    const offer = await lockOffer(tx, input.id);
    if (offer.seller_id === memberId) throw new RuleViolation('OTC_OWN_OFFER');
    if (offer.status !== 'PUBLISHED') throw new RuleViolation('OTC_OFFER_CLOSED');
    const remaining = m(offer.remaining);
    if (amount.greaterThan(remaining)) throw new RuleViolation('OTC_AMOUNT_ABOVE_REMAINING', { remaining: formatMoney(remaining) });
    const limits = takeLimits(offer);
    if (amount.lessThan(limits.min) || amount.greaterThan(limits.max)) throw new RuleViolation('OTC_AMOUNT_OUTSIDE_LIMITS', { min: formatMoney(limits.min), max: formatMoney(limits.max) });

    const settings = await otcSettings(tx);
    const payCoin = coinOf(offer.pay_coin);
    const quote = quoteFill(amount, m(offer.price), { ...settings, payCoinName: payCoin });
    const feeCoin = coinOf(quote.feeCoin);
    const tradeId = newId('ott');
    const postings: Posting[] = [
      { accountId: await memberAccountId(tx, offer.seller_id, OTC_COIN, 'frozen'), amount: amount.negated() },
      { accountId: await memberAccountId(tx, memberId, OTC_COIN, 'available'), amount: quote.buyerReceives },
      { accountId: await memberAccountId(tx, memberId, payCoin, 'available'), amount: quote.payAmount.negated() },
      { accountId: await memberAccountId(tx, offer.seller_id, payCoin, 'available'), amount: quote.sellerReceives },
    ];
    if (quote.fee.greaterThan(0)) {
      const fees = await systemAccountIds(tx, [{ purpose: OTC_FEES_ACCOUNT, coin: feeCoin }]);
      postings.push({ accountId: fees.get(`${OTC_FEES_ACCOUNT}:${feeCoin}`)!, amount: quote.fee });
    }
    const transfer = await postTransfer(tx, { recordType: 'OTC_BUY', memo: `OTC trade ${tradeId} on offer ${offer.id}`, postings });

    const left = remaining.minus(amount);
    await tx
      .updateTable('otc_offers')
      .set({ remaining: formatMoney(left), status: left.isZero() ? 'COMPLETED' : 'PUBLISHED', updated_at: now })
      .where('id', '=', offer.id)
      .execute();
    await tx
      .insertInto('otc_trades')
      .values({
        id: tradeId,
        offer_id: offer.id,
        seller_id: offer.seller_id,
        buyer_id: memberId,
        amount: formatMoney(amount),
        price: formatMoney(offer.price),
        pay_coin: payCoin,
        pay_amount: formatMoney(quote.payAmount),
        fee: formatMoney(quote.fee),
        fee_coin: feeCoin,
        buyer_receives: formatMoney(quote.buyerReceives),
        seller_receives: formatMoney(quote.sellerReceives),
        status: 'COMPLETED',
        transfer_id: transfer.transferId,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const remark = `OTC trade ${tradeId}`;
    const base = { transferId: transfer.transferId, remark, now };
    const receiptNumber = await record(tx, { ...base, memberId, coin: payCoin, type: 'OTC_BUY', amount: quote.payAmount.negated() });
    await record(tx, { ...base, memberId, coin: OTC_COIN, type: 'OTC_BUY', amount });
    await record(tx, { ...base, memberId: offer.seller_id, coin: payCoin, type: 'OTC_SELL', amount: quote.payAmount });
    if (quote.fee.greaterThan(0)) {
      const feePayerId = settings.feePayer === 'SELLER' ? offer.seller_id : memberId;
      await record(tx, { ...base, memberId: feePayerId, coin: feeCoin, type: 'OTC_FEE', amount: quote.fee.negated() });
    }
    const buyer = await tx.selectFrom('members').select('user_name').where('id', '=', memberId).executeTakeFirstOrThrow();
    await notify(
      tx,
      offer.seller_id,
      'OTC_OFFER_TAKEN',
      { buyer: buyer.user_name, amount: formatMoney(amount), coinName: OTC_COIN, payAmount: formatMoney(quote.sellerReceives), payCoinName: payCoin, tradeId, offerId: offer.id },
      { now },
    );
    return { ...(await tradeViewOf(tx, tradeId, memberId)), receiptNumber };
  });
}

/** The trades (fills) the member took part in, newest first: as buyer, as seller, or of one of their offers. */
export async function memberTrades(db: Db, memberId: string, filter: { role?: TradeRole | undefined; offerId?: string | undefined; pageNum: number; pageSize: number }) {
  await refuseUnlessOtcEnabled(db, memberId);
  let rows = tradeQuery(db);
  if (filter.role === 'BUYER') rows = rows.where('t.buyer_id', '=', memberId);
  else if (filter.role === 'SELLER') rows = rows.where('t.seller_id', '=', memberId);
  else rows = rows.where((eb) => eb.or([eb('t.buyer_id', '=', memberId), eb('t.seller_id', '=', memberId)]));
  if (filter.offerId) rows = rows.where('t.offer_id', '=', filter.offerId);
  const [{ total }, list] = await Promise.all([
    rows.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    rows.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize).execute(),
  ]);
  const ratings = await ratingsOf(db, list.map((r) => r.id));
  return { list: list.map((row) => tradeView(row as TradeRow, memberId, ratings.get(row.id))), total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/** A trade the member took part in (OTC_TRADE_NOT_FOUND to anyone else); `lock` takes its row lock. */
export async function partyTrade(db: Db | Tx, memberId: string, tradeId: string, lock = false) {
  let query = db.selectFrom('otc_trades').selectAll().where('id', '=', tradeId);
  if (lock) query = query.forUpdate();
  const trade = await query.executeTakeFirst();
  if (!trade || (trade.buyer_id !== memberId && trade.seller_id !== memberId)) throw new RuleViolation('OTC_TRADE_NOT_FOUND');
  return trade;
}
