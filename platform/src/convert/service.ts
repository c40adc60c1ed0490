import type { Db, Tx } from '../db/database.ts';
import type { ConvertOrderStatus } from '../db/schema.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import { writeRecord } from '../assets/service.ts';
import { memberAccountId, postTransfer, type Posting } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, isDecimalString, money, Money, MONEY_SCALE } from '../lib/money.ts';

/** The platform's side of a convert: what it takes in and pays out per credit, and the fees it keeps. */
const CONVERT_ACCOUNT = 'convert';
const CONVERT_FEES_ACCOUNT = 'convert-fees';

type ConfigRow = { from_coin: string; to_coin: string; rate: string; fee_ratio: string; min_amount: string; review_above: string | null; enabled: boolean };

export function configView(row: ConfigRow) {
  return {
    fromCoin: row.from_coin,
    toCoin: row.to_coin,
    rate: formatMoney(row.rate),
    feeRatio: formatMoney(row.fee_ratio),
    minAmount: formatMoney(row.min_amount),
    reviewAbove: row.review_above === null ? null : formatMoney(row.review_above),
    enabled: row.enabled,
  };
}

export async function convertConfigs(db: Db, options: { enabledOnly: boolean }) {
  let query = db.selectFrom('convert_configs').select(['from_coin', 'to_coin', 'rate', 'fee_ratio', 'min_amount', 'review_above', 'enabled']);
  if (options.enabledOnly) query = query.where('enabled', '=', true);
  const rows = await query.orderBy('from_coin').orderBy('to_coin').execute();
  return rows.map(configView);
}

/** Parses a member's amount: a decimal string above 0 with at most 8 places. */
export function positiveAmount(value: string): Money {
  if (!isDecimalString(value) || !money(value).greaterThan(0)) throw new RuleViolation('INVALID_AMOUNT');
  return money(value);
}

/** The fee is rounded up to 8 places (the platform never undercharges), the credit down. */
export function quote(amount: Money, config: { rate: string; fee_ratio: string }) {
  const fee = amount.times(config.fee_ratio).toDecimalPlaces(MONEY_SCALE, Money.ROUND_UP);
  const toAmount = amount.minus(fee).times(config.rate).toDecimalPlaces(MONEY_SCALE, Money.ROUND_DOWN);
  return { fee, toAmount };
}

/**
 * What a convert of `amount` would do now, as the review step shows it: the fee, what arrives,
 * and whether it would wait for an operator. The same rule `convert` applies; nothing changes.
 */
export async function convertQuote(db: Db, input: { fromCoin: string; toCoin: string; amount: string }) {
  const amount = positiveAmount(input.amount);
  const config = await db.selectFrom('convert_configs').selectAll().where('from_coin', '=', input.fromCoin).where('to_coin', '=', input.toCoin).executeTakeFirst();
  if (!config || !config.enabled) throw new RuleViolation('CONVERT_PAIR_UNAVAILABLE');
  const { fee, toAmount } = quote(amount, config);
  assert(fee.greaterThanOrEqualTo(0) && fee.lessThanOrEqualTo(amount), 'a convert fee is within the amount');
  return {
    ...configView(config),
    amount: formatMoney(amount),
    fee: formatMoney(fee),
    toAmount: formatMoney(Money.max(toAmount, 0)),
    belowMinimum: amount.lessThan(config.min_amount) || !toAmount.greaterThan(0),
    heldForReview: config.review_above !== null && amount.greaterThan(config.review_above),
  };
}

type OrderRow = {
  id: string;
  from_coin: string;
  to_coin: string;
  amount: string;
  fee: string;
  rate: string;
  to_amount: string;
  status: ConvertOrderStatus;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
};

function orderView(row: OrderRow) {
  return {
    id: row.id,
    fromCoin: row.from_coin,
    toCoin: row.to_coin,
    amount: formatMoney(row.amount),
    fee: formatMoney(row.fee),
    rate: formatMoney(row.rate),
    toAmount: formatMoney(row.to_amount),
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const ORDER_COLUMNS = ['id', 'from_coin', 'to_coin', 'amount', 'fee', 'rate', 'to_amount', 'status', 'reason', 'created_at', 'updated_at'] as const;

/**
 * Moves the (already taken) amount from `source` into the platform and pays the member the
 * other credit: one transfer, whose records are the incoming CONVERT.
 */
async function settle(tx: Tx, order: { memberId: string; from: CreditType; to: CreditType; amount: Money; fee: Money; toAmount: Money }, source: Posting) {
  const system = await systemAccountIds(tx, [
    { purpose: CONVERT_ACCOUNT, coin: order.from },
    { purpose: CONVERT_FEES_ACCOUNT, coin: order.from },
    { purpose: CONVERT_ACCOUNT, coin: order.to },
  ]);
  const postings: Posting[] = [
    source,
    { accountId: system.get(`${CONVERT_ACCOUNT}:${order.from}`)!, amount: order.amount.minus(order.fee) },
    { accountId: system.get(`${CONVERT_ACCOUNT}:${order.to}`)!, amount: order.toAmount.negated() },
    { accountId: await memberAccountId(tx, order.memberId, order.to, 'available'), amount: order.toAmount },
  ];
  if (order.fee.greaterThan(0)) postings.push({ accountId: system.get(`${CONVERT_FEES_ACCOUNT}:${order.from}`)!, amount: order.fee });
  return postTransfer(tx, { recordType: 'CONVERT', postings });
}

export interface ConvertInput {
  fromCoin: string;
  toCoin: string;
  amount: string;
  requestId: string;
}

/**
 * A convert: the amount leaves the member's available `fromCoin`; the fee stays with the platform;
 * `(amount − fee) × rate` arrives in `toCoin`. Above the pair's review threshold the amount is
 * frozen instead and the order waits for an operator (or the member's cancel).
 */
export async function convert(db: Db, memberId: string, input: ConvertInput, now: Date) {
  const amount = positiveAmount(input.amount);
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'convert' }, async (tx) => {
    const config = await tx.selectFrom('convert_configs').selectAll().where('from_coin', '=', input.fromCoin).where('to_coin', '=', input.toCoin).executeTakeFirst();
    if (!config || !config.enabled || !isCreditType(config.from_coin) || !isCreditType(config.to_coin)) throw new RuleViolation('CONVERT_PAIR_UNAVAILABLE');
    const from = config.from_coin;
    const to = config.to_coin;
    if (amount.lessThan(config.min_amount)) throw new RuleViolation('AMOUNT_BELOW_MINIMUM', { min: formatMoney(config.min_amount) });
    const { fee, toAmount } = quote(amount, config);
    if (!toAmount.greaterThan(0)) throw new RuleViolation('AMOUNT_BELOW_MINIMUM', { min: formatMoney(config.min_amount) });
    const pending = config.review_above !== null && amount.greaterThan(config.review_above);

    const id = newId('cvo');
    const remark = `${from} → ${to}, order ${id}`;
    const available = await memberAccountId(tx, memberId, from, 'available');
    const transfer = pending
      ? await postTransfer(tx, {
          recordType: 'CONVERT',
          memo: `freeze for convert ${id}`,
          postings: [
            { accountId: available, amount: amount.negated() },
            { accountId: await memberAccountId(tx, memberId, from, 'frozen'), amount },
          ],
        })
      : await settle(tx, { memberId, from, to, amount, fee, toAmount }, { accountId: available, amount: amount.negated() });

    const status = pending ? 'PENDING' : 'SUCCESS';
    const net = formatMoney(amount.minus(fee).negated());
    const outReceipt = await writeRecord(tx, { memberId, transferId: transfer.transferId, coinName: from, recordType: 'CONVERT', amount: net, actualAmount: net, status, remark, now });
    const feeReceipt = fee.greaterThan(0)
      ? await writeRecord(tx, {
          memberId,
          transferId: transfer.transferId,
          coinName: from,
          recordType: 'CONVERT_FEE',
          amount: formatMoney(fee.negated()),
          actualAmount: formatMoney(fee.negated()),
          status,
          remark,
          now,
        })
      : null;
    if (!pending) {
      await writeRecord(tx, { memberId, transferId: transfer.transferId, coinName: to, recordType: 'CONVERT', amount: formatMoney(toAmount), actualAmount: formatMoney(toAmount), status, remark, now });
    }
    const order = await tx
      .insertInto('convert_orders')
      .values({
        id,
        member_id: memberId,
        from_coin: from,
        to_coin: to,
        amount: formatMoney(amount),
        fee: formatMoney(fee),
        rate: config.rate,
        to_amount: formatMoney(toAmount),
        status,
        out_receipt: outReceipt,
        fee_receipt: feeReceipt,
        created_at: now,
        updated_at: now,
      })
      .returning(ORDER_COLUMNS)
      .executeTakeFirstOrThrow();
    return orderView(order);
  });
}

export async function convertOrders(db: Db, memberId: string | null, filter: { status?: string | undefined; pageNum: number; pageSize: number }) {
  let query = db.selectFrom('convert_orders').innerJoin('members', 'members.id', 'convert_orders.member_id');
  if (memberId) query = query.where('convert_orders.member_id', '=', memberId);
  if (filter.status) query = query.where('convert_orders.status', '=', filter.status as ConvertOrderStatus);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(ORDER_COLUMNS.map((c) => `convert_orders.${c}` as const))
      .select('members.user_name')
      .orderBy('convert_orders.created_at', 'desc')
      .orderBy('convert_orders.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  return {
    list: rows.map((row) => ({ ...orderView(row), ...(memberId ? {} : { userName: row.user_name }) })),
    total: Number(total),
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}

/** Locks a pending order (operator decisions and member cancels on one order are serialized). */
async function lockPending(tx: Tx, id: string, memberId: string | null) {
  let query = tx.selectFrom('convert_orders').selectAll().where('id', '=', id);
  if (memberId) query = query.where('member_id', '=', memberId);
  const order = await query.forUpdate().executeTakeFirst();
  if (!order) throw new RuleViolation('CONVERT_ORDER_NOT_FOUND');
  if (order.status !== 'PENDING') throw new RuleViolation('CONVERT_NOT_PENDING');
  assert(isCreditType(order.from_coin) && isCreditType(order.to_coin), 'a convert order names credit types');
  return { ...order, from: order.from_coin, to: order.to_coin };
}

async function setRecordStatus(tx: Tx, order: { out_receipt: string; fee_receipt: string | null }, status: ConvertOrderStatus, reason: string | null) {
  const receipts = [order.out_receipt, ...(order.fee_receipt ? [order.fee_receipt] : [])];
  const updated = await tx.updateTable('asset_records').set({ status, reason }).where('receipt_number', 'in', receipts).executeTakeFirst();
  assert(Number(updated.numUpdatedRows) === receipts.length, 'a convert order has its records');
}

/** Operator approval: the frozen amount goes to the platform, the member receives the other credit. */
export async function approveConvert(db: Db, id: string, now: Date) {
  return db.transaction().execute(async (tx) => {
    const order = await lockPending(tx, id, null);
    const amount = money(formatMoney(order.amount));
    const frozen = await memberAccountId(tx, order.member_id, order.from, 'frozen');
    const transfer = await settle(
      tx,
      { memberId: order.member_id, from: order.from, to: order.to, amount, fee: money(formatMoney(order.fee)), toAmount: money(formatMoney(order.to_amount)) },
      { accountId: frozen, amount: amount.negated() },
    );
    await setRecordStatus(tx, order, 'SUCCESS', null);
    const toAmount = formatMoney(order.to_amount);
    await writeRecord(tx, {
      memberId: order.member_id,
      transferId: transfer.transferId,
      coinName: order.to,
      recordType: 'CONVERT',
      amount: toAmount,
      actualAmount: toAmount,
      status: 'SUCCESS',
      remark: `${order.from} → ${order.to} · ${order.id}`,
      now,
    });
    return orderView(await finish(tx, order.id, 'SUCCESS', null, now));
  });
}

/** A member's cancel or an operator's reject: the frozen amount returns to available. */
export async function releaseConvert(db: Db, id: string, decision: { memberId: string | null; status: 'CANCELLED' | 'REJECTED'; reason: string | null; now: Date }) {
  return db.transaction().execute(async (tx) => {
    const order = await lockPending(tx, id, decision.memberId);
    const amount = money(formatMoney(order.amount));
    await postTransfer(tx, {
      recordType: 'CONVERT',
      memo: `release of convert ${order.id} (${decision.status.toLowerCase()})`,
      postings: [
        { accountId: await memberAccountId(tx, order.member_id, order.from, 'frozen'), amount: amount.negated() },
        { accountId: await memberAccountId(tx, order.member_id, order.from, 'available'), amount },
      ],
    });
    await setRecordStatus(tx, order, decision.status, decision.reason);
    return orderView(await finish(tx, order.id, decision.status, decision.reason, decision.now));
  });
}

async function finish(tx: Tx, id: string, status: ConvertOrderStatus, reason: string | null, now: Date) {
  return tx.updateTable('convert_orders').set({ status, reason, updated_at: now }).where('id', '=', id).returning(ORDER_COLUMNS).executeTakeFirstOrThrow();
}

export interface ConvertConfigChange {
  fromCoin: CreditType;
  toCoin: CreditType;
  rate?: string | undefined;
  feeRatio?: string | undefined;
  minAmount?: string | undefined;
  /** A decimal, or null for "never review". */
  reviewAbove?: string | null | undefined;
  enabled?: boolean | undefined;
}

/** Operator: change a pair (or add one: rate and minAmount are then required). */
export async function setConvertConfig(db: Db, change: ConvertConfigChange, now: Date) {
  const decimal = (name: string, value: string | undefined, check: (m: Money) => boolean) => {
    if (value === undefined) return undefined;
    if (!isDecimalString(value) || !check(money(value))) throw new RuleViolation('VALIDATION', { detail: `${name} is out of range` });
    return value;
  };
  if (change.fromCoin === change.toCoin) throw new RuleViolation('VALIDATION', { detail: 'fromCoin and toCoin must differ' });
  const rate = decimal('rate', change.rate, (m) => m.greaterThan(0));
  const feeRatio = decimal('feeRatio', change.feeRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThan(1));
  const minAmount = decimal('minAmount', change.minAmount, (m) => m.greaterThan(0));
  const reviewAbove = change.reviewAbove === null ? null : decimal('reviewAbove', change.reviewAbove, (m) => m.greaterThan(0));
  const values = {
    ...(rate === undefined ? {} : { rate }),
    ...(feeRatio === undefined ? {} : { fee_ratio: feeRatio }),
    ...(minAmount === undefined ? {} : { min_amount: minAmount }),
    ...(reviewAbove === undefined ? {} : { review_above: reviewAbove }),
    ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
    updated_at: now,
  };
  const existing = await db.selectFrom('convert_configs').select('from_coin').where('from_coin', '=', change.fromCoin).where('to_coin', '=', change.toCoin).executeTakeFirst();
  if (existing) {
    await db.updateTable('convert_configs').set(values).where('from_coin', '=', change.fromCoin).where('to_coin', '=', change.toCoin).execute();
  } else {
    if (rate === undefined || minAmount === undefined) throw new RuleViolation('VALIDATION', { detail: 'a new pair needs rate and minAmount' });
    await db.insertInto('convert_configs').values({ from_coin: change.fromCoin, to_coin: change.toCoin, rate, min_amount: minAmount, ...values }).execute();
  }
  return (await convertConfigs(db, { enabledOnly: false })).find((c) => c.fromCoin === change.fromCoin && c.toCoin === change.toCoin)!;
}
