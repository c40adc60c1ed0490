import type { Db, Tx } from '../db/database.ts';
import type { OtcOfferStatus, OtcTradeStatus } from '../db/schema.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import type { RecordType } from '../credits/record-types.ts';
import { writeRecord } from '../assets/service.ts';
import { memberAccountId, postTransfer, type Posting } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, isDecimalString, money, Money, MONEY_SCALE } from '../lib/money.ts';

/** Peer-to-peer trading of USDT_POINT (SPEC "OTC"): rules, arithmetic and a worked example in docs/otc.md. */

/** The credit offered and sold. */
export const OTC_COIN: CreditType = 'USDT_POINT';
/** The platform's account of OTC fees, per credit. */
export const OTC_FEES_ACCOUNT = 'otc-fees';

export type FeePayer = 'SELLER' | 'BUYER';
export type TradeRole = 'BUYER' | 'SELLER';
export type AppealDecision = 'RELEASE' | 'REVERSE';

const AMOUNT_PATTERN = /^\d{1,22}(\.\d{1,2})?$/;
const PRICE_PATTERN = /^\d{1,22}(\.\d{1,4})?$/;

/** An amount of USDT_POINT a member enters: above 0, at most 2 decimal places. */
function otcAmount(value: string): Money {
  if (!AMOUNT_PATTERN.test(value) || !money(value).greaterThan(0)) throw new RuleViolation('OTC_AMOUNT_INVALID');
  return money(value);
}

/** A price (paying credit per 1 USDT_POINT): above 0, at most 4 decimal places. */
function otcPrice(value: string): Money {
  if (!PRICE_PATTERN.test(value) || !money(value).greaterThan(0)) throw new RuleViolation('OTC_PRICE_INVALID');
  return money(value);
}

function coinOf(value: string): CreditType {
  assert(isCreditType(value), `an OTC amount names a credit: ${value}`);
  return value;
}

const m = (value: string) => money(formatMoney(value));

/** The area is the member's only while their profile flag otcStatus is 1 (operator: `pnpm admin flags <user> --otc 1`). */
export async function refuseUnlessOtcEnabled(db: Db | Tx, memberId: string): Promise<void> {
  const row = await db.selectFrom('members').select('otc_status').where('id', '=', memberId).executeTakeFirst();
  if (row?.otc_status !== 1) throw new RuleViolation('OTC_AREA_DISABLED');
}

// ───────────────────────────── settings (operator configuration) ─────────────────────────────

export interface OtcSettings {
  /** The credit a buyer pays with; an offer's price is in this credit per 1 USDT_POINT. */
  payCoinName: CreditType;
  /** The fee as a fraction of what the fee payer receives. */
  feeRatio: string;
  /** SELLER: the fee is taken from the seller's proceeds (paying credit); BUYER: from the USDT_POINT the buyer receives. */
  feePayer: FeePayer;
}

export async function otcSettings(db: Db | Tx): Promise<OtcSettings> {
  const row = await db.selectFrom('otc_config').select(['pay_coin', 'fee_ratio', 'fee_payer']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { payCoinName: coinOf(row.pay_coin), feeRatio: formatMoney(row.fee_ratio), feePayer: row.fee_payer };
}

/** Operator: change the paying credit (for offers published from now on), the fee rate or the fee payer (for fills from now on). */
export async function setOtcSettings(db: Db, input: { payCoinName?: string | undefined; feeRatio?: string | undefined; feePayer?: FeePayer | undefined }, now: Date) {
  if (input.payCoinName !== undefined && (!isCreditType(input.payCoinName) || input.payCoinName === OTC_COIN)) {
    throw new RuleViolation('VALIDATION', { detail: 'payCoinName is a credit other than USDT_POINT' });
  }
  if (input.feeRatio !== undefined && (!isDecimalString(input.feeRatio) || money(input.feeRatio).isNegative() || money(input.feeRatio).greaterThanOrEqualTo(1))) {
    throw new RuleViolation('VALIDATION', { detail: 'feeRatio is a decimal from 0 to below 1' });
  }
  await db
    .updateTable('otc_config')
    .set({
      ...(input.payCoinName === undefined ? {} : { pay_coin: input.payCoinName }),
      ...(input.feeRatio === undefined ? {} : { fee_ratio: input.feeRatio }),
      ...(input.feePayer === undefined ? {} : { fee_payer: input.feePayer }),
      updated_at: now,
    })
    .where('id', '=', 1)
    .execute();
  return otcSettings(db);
}

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

// ───────────────────────────── offers ─────────────────────────────

type OfferRow = {
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
function takeLimits(row: Pick<OfferRow, 'remaining' | 'min_amount' | 'max_amount'>) {
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

async function record(tx: Tx, input: { memberId: string; transferId: string; coin: CreditType; type: RecordType; amount: Money; remark: string; now: Date }) {
  return writeRecord(tx, {
    memberId: input.memberId,
    transferId: input.transferId,
    coinName: input.coin,
    recordType: input.type,
    amount: formatMoney(input.amount),
    actualAmount: formatMoney(input.amount),
    status: 'SUCCESS',
    remark: input.remark,
    now: input.now,
  });
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
async function lockOffer(tx: Tx, offerId: string) {
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

// ───────────────────────────── trades (fills) ─────────────────────────────

type TradeRow = {
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

function tradeQuery(db: Db | Tx) {
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

async function ratingsOf(db: Db | Tx, tradeIds: string[]): Promise<Map<string, Ratings>> {
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

function tradeView(row: TradeRow, viewerId: string | null, ratings: Ratings | undefined) {
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

async function tradeViewOf(db: Db | Tx, tradeId: string, viewerId: string | null) {
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
async function partyTrade(db: Db | Tx, memberId: string, tradeId: string, lock = false) {
  let query = db.selectFrom('otc_trades').selectAll().where('id', '=', tradeId);
  if (lock) query = query.forUpdate();
  const trade = await query.executeTakeFirst();
  if (!trade || (trade.buyer_id !== memberId && trade.seller_id !== memberId)) throw new RuleViolation('OTC_TRADE_NOT_FOUND');
  return trade;
}

// ───────────────────────────── chat ─────────────────────────────

type MessageRow = { id: number | string; trade_id: string; sender_id: string; sender_user_name: string; content: string; created_at: Date };

function messageQuery(db: Db | Tx) {
  return db
    .selectFrom('otc_messages as c')
    .innerJoin('members as s', 's.id', 'c.sender_id')
    .select(['c.id', 'c.trade_id', 'c.sender_id', 's.user_name as sender_user_name', 'c.content', 'c.created_at']);
}

function messageView(row: MessageRow, viewerId: string | null) {
  return {
    id: String(row.id),
    tradeId: row.trade_id,
    senderUserName: row.sender_user_name,
    mine: viewerId !== null && row.sender_id === viewerId,
    content: row.content,
    createdAt: row.created_at.toISOString(),
  };
}

/** The chat of one trade, oldest first, for its two members. */
export async function chatList(db: Db, memberId: string, input: { tradeId: string; pageNum: number; pageSize: number }) {
  await refuseUnlessOtcEnabled(db, memberId);
  await partyTrade(db, memberId, input.tradeId);
  const [{ total }, list] = await Promise.all([
    db.selectFrom('otc_messages').where('trade_id', '=', input.tradeId).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    messageQuery(db).where('c.trade_id', '=', input.tradeId).orderBy('c.id').limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize).execute(),
  ]);
  return { list: list.map((row) => messageView(row as MessageRow, memberId)), total: Number(total), pageNum: input.pageNum, pageSize: input.pageSize };
}

/** A message from one member of a trade to the other, kept with the trade (operators see it when deciding an appeal). */
export async function sendChat(db: Db, memberId: string, input: { tradeId: string; content: string }, now: Date) {
  await refuseUnlessOtcEnabled(db, memberId);
  const content = input.content.trim();
  if (content.length === 0) throw new RuleViolation('VALIDATION', { detail: 'content is empty' });
  await partyTrade(db, memberId, input.tradeId);
  const inserted = await db.insertInto('otc_messages').values({ trade_id: input.tradeId, sender_id: memberId, content, created_at: now }).returning('id').executeTakeFirstOrThrow();
  return messageView((await messageQuery(db).where('c.id', '=', inserted.id).executeTakeFirstOrThrow()) as MessageRow, memberId);
}

// ───────────────────────────── appeal ─────────────────────────────

/**
 * Either member of a completed trade appeals it (once): both sides of the trade are frozen for an
 * operator's decision — the USDT_POINT the buyer received and the paying credit the seller
 * received move from available to frozen — so the decision can release or reverse the trade exactly.
 */
export async function appealTrade(db: Db, memberId: string, input: { tradeId: string; reason: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'otc:appeal' }, async (tx) => {
    await refuseUnlessOtcEnabled(tx, memberId);
    const reason = input.reason.trim();
    if (reason.length === 0) throw new RuleViolation('VALIDATION', { detail: 'reason is empty' });
    const trade = await partyTrade(tx, memberId, input.tradeId, true);
    if (trade.appealed_by !== null) throw new RuleViolation('OTC_APPEAL_EXISTS');
    const payCoin = coinOf(trade.pay_coin);
    const buyerReceives = m(trade.buyer_receives);
    const sellerReceives = m(trade.seller_receives);
    let transferId: string;
    try {
      transferId = (
        await postTransfer(tx, {
          recordType: 'OTC_BUY',
          memo: `OTC trade ${trade.id}: appealed, frozen`,
          postings: [
            { accountId: await memberAccountId(tx, trade.buyer_id, OTC_COIN, 'available'), amount: buyerReceives.negated() },
            { accountId: await memberAccountId(tx, trade.buyer_id, OTC_COIN, 'frozen'), amount: buyerReceives },
            { accountId: await memberAccountId(tx, trade.seller_id, payCoin, 'available'), amount: sellerReceives.negated() },
            { accountId: await memberAccountId(tx, trade.seller_id, payCoin, 'frozen'), amount: sellerReceives },
          ],
        })
      ).transferId;
    } catch (error) {
      if (error instanceof RuleViolation && error.reason === 'INSUFFICIENT_BALANCE') throw new RuleViolation('OTC_APPEAL_FUNDS_SPENT');
      throw error;
    }
    await tx.updateTable('otc_trades').set({ status: 'APPEALING', appealed_by: memberId, appeal_reason: reason, appealed_at: now, updated_at: now }).where('id', '=', trade.id).execute();
    const remark = `OTC trade ${trade.id}: frozen for appeal`;
    await record(tx, { memberId: trade.buyer_id, transferId, coin: OTC_COIN, type: 'OTC_BUY', amount: buyerReceives.negated(), remark, now });
    await record(tx, { memberId: trade.seller_id, transferId, coin: payCoin, type: 'OTC_SELL', amount: sellerReceives.negated(), remark, now });
    return tradeViewOf(tx, trade.id, memberId);
  });
}

/**
 * Operator: decide an open appeal. RELEASE: the trade stands, both frozen sides return to their
 * holders' available balances. REVERSE: the trade is undone — the seller gets the USDT_POINT
 * amount back, the buyer the whole price, the fee is returned from the `otc-fees` account.
 */
export async function decideAppeal(db: Db, input: { tradeId: string; decision: AppealDecision; note?: string | undefined }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const trade = await tx.selectFrom('otc_trades').selectAll().where('id', '=', input.tradeId).forUpdate().executeTakeFirst();
    if (!trade) throw new RuleViolation('OTC_TRADE_NOT_FOUND');
    if (trade.status !== 'APPEALING') throw new RuleViolation('OTC_APPEAL_NOT_OPEN');
    const payCoin = coinOf(trade.pay_coin);
    const feeCoin = coinOf(trade.fee_coin);
    const amount = m(trade.amount);
    const payAmount = m(trade.pay_amount);
    const fee = m(trade.fee);
    const buyerReceives = m(trade.buyer_receives);
    const sellerReceives = m(trade.seller_receives);
    const account = (memberId: string, coin: CreditType, state: 'available' | 'frozen') => memberAccountId(tx, memberId, coin, state);
    const postings: Posting[] = [
      { accountId: await account(trade.buyer_id, OTC_COIN, 'frozen'), amount: buyerReceives.negated() },
      { accountId: await account(trade.seller_id, payCoin, 'frozen'), amount: sellerReceives.negated() },
    ];
    if (input.decision === 'RELEASE') {
      postings.push({ accountId: await account(trade.buyer_id, OTC_COIN, 'available'), amount: buyerReceives });
      postings.push({ accountId: await account(trade.seller_id, payCoin, 'available'), amount: sellerReceives });
    } else {
      postings.push({ accountId: await account(trade.seller_id, OTC_COIN, 'available'), amount });
      postings.push({ accountId: await account(trade.buyer_id, payCoin, 'available'), amount: payAmount });
      if (fee.greaterThan(0)) {
        const fees = await systemAccountIds(tx, [{ purpose: OTC_FEES_ACCOUNT, coin: feeCoin }]);
        postings.push({ accountId: fees.get(`${OTC_FEES_ACCOUNT}:${feeCoin}`)!, amount: fee.negated() });
      }
    }
    const memo = `OTC trade ${trade.id}: appeal ${input.decision === 'RELEASE' ? 'released' : 'reversed'}`;
    const { transferId } = await postTransfer(tx, { recordType: 'OTC_BUY', memo, postings });
    await tx
      .updateTable('otc_trades')
      .set({ status: input.decision === 'RELEASE' ? 'COMPLETED' : 'REVERSED', decision: input.decision, decision_note: input.note ?? null, decided_at: now, updated_at: now })
      .where('id', '=', trade.id)
      .execute();
    if (input.decision === 'RELEASE') {
      await record(tx, { memberId: trade.buyer_id, transferId, coin: OTC_COIN, type: 'OTC_BUY', amount: buyerReceives, remark: memo, now });
      await record(tx, { memberId: trade.seller_id, transferId, coin: payCoin, type: 'OTC_SELL', amount: sellerReceives, remark: memo, now });
    } else {
      await record(tx, { memberId: trade.seller_id, transferId, coin: OTC_COIN, type: 'OTC_SELL', amount, remark: memo, now });
      await record(tx, { memberId: trade.buyer_id, transferId, coin: payCoin, type: 'OTC_BUY', amount: payAmount, remark: memo, now });
    }
    return tradeViewOf(tx, trade.id, null);
  });
}

/** Operator: the trades under appeal, oldest appeal first. */
export async function openAppeals(db: Db) {
  const rows = await tradeQuery(db).where('t.status', '=', 'APPEALING').orderBy('t.appealed_at').limit(500).execute();
  const ratings = await ratingsOf(db, rows.map((r) => r.id));
  return rows.map((row) => tradeView(row as TradeRow, null, ratings.get(row.id)));
}

/** Operator: one trade with its whole chat, to decide its appeal. */
export async function tradeWithChat(db: Db, tradeId: string) {
  const exists = await db.selectFrom('otc_trades').select('id').where('id', '=', tradeId).executeTakeFirst();
  if (!exists) throw new RuleViolation('OTC_TRADE_NOT_FOUND');
  const chat = await messageQuery(db).where('c.trade_id', '=', tradeId).orderBy('c.id').execute();
  return { ...(await tradeViewOf(db, tradeId, null)), chat: chat.map((row) => messageView(row as MessageRow, null)) };
}

// ───────────────────────────── rating ─────────────────────────────

/** Each member of a trade rates the other once (1–5), once the trade is settled (not while under appeal). */
export async function rateTrade(db: Db, memberId: string, input: { tradeId: string; score: number; comment?: string | undefined }, now: Date) {
  await refuseUnlessOtcEnabled(db, memberId);
  return db.transaction().execute(async (tx) => {
    const trade = await partyTrade(tx, memberId, input.tradeId, true);
    if (trade.status === 'APPEALING') throw new RuleViolation('OTC_APPEAL_OPEN');
    const rateeId = trade.buyer_id === memberId ? trade.seller_id : trade.buyer_id;
    const comment = input.comment?.trim() || null;
    const inserted = await tx
      .insertInto('otc_ratings')
      .values({ trade_id: trade.id, rater_id: memberId, ratee_id: rateeId, score: input.score, comment, created_at: now })
      .onConflict((oc) => oc.columns(['trade_id', 'rater_id']).doNothing())
      .returning('trade_id')
      .executeTakeFirst();
    if (!inserted) throw new RuleViolation('OTC_ALREADY_RATED');
    return tradeViewOf(tx, trade.id, memberId);
  });
}
