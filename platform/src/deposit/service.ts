import type { Locale } from '@portal/envelope/catalogue';
import type { Db, Tx } from '../db/database.ts';
import type { DepositKind, DepositStatus } from '../db/schema.ts';
import { assert, RuleViolation } from '../errors.ts';
import { writeRecord } from '../assets/service.ts';
import { memberAccountId, postTransfer, systemAccountId } from '../ledger/ledger.ts';
import { checkAmount, type AmountRule } from '../lib/amounts.ts';
import { bankChannelNamesIn } from '../lib/catalogue-names.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, money, Money } from '../lib/money.ts';
import type { DepositConfig } from './config.ts';
import type { Picture } from '../lib/picture.ts';
import { notify } from '../notifications/service.ts';

/** Deposits credit CASH_POINT, one USDT (or one USD) to one point. */
export const DEPOSIT_COIN = 'CASH_POINT';

const HASH_PATTERN = /^(0x)?([0-9a-fA-F]{64})$/;

/** "0xABC…" and "abc…" name the same transaction: stored as 0x + lower-case hex. */
export function normalizeTransactionHash(value: string): string {
  const match = HASH_PATTERN.exec(value.trim());
  if (!match) throw new RuleViolation('TRANSACTION_HASH_INVALID');
  return `0x${match[2]!.toLowerCase()}`;
}

export function depositAmountRule(config: DepositConfig): AmountRule {
  return {
    min: money(config.minAmount),
    multiple: config.multiple === undefined ? undefined : money(config.multiple),
    belowMinimum: 'DEPOSIT_BELOW_MINIMUM',
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || Boolean(e.message?.includes(constraint)));
}

/** An on-chain USDT deposit the member reports; it waits for an operator's review. */
export async function submitChainDeposit(
  tx: Tx,
  config: DepositConfig,
  input: { memberId: string; amount: string; hash: string; receiptNumber: string; now: Date },
) {
  if (config.chainAddress === undefined) throw new RuleViolation('DEPOSIT_CHAIN_CLOSED');
  const amount = checkAmount(input.amount, depositAmountRule(config));
  const hash = normalizeTransactionHash(input.hash);
  const receiptNumber = input.receiptNumber.trim();
  if (receiptNumber.length === 0) throw new RuleViolation('VALIDATION', { detail: 'receiptNumber is required' });
  // Checked first for a clear answer; the partial unique index settles a race.
  await refuseUsedHash(tx, hash);
  const id = newId('dep');
  try {
    await tx
      .insertInto('deposit_orders')
      .values({
        id,
        member_id: input.memberId,
        kind: 'CHAIN',
        coin_name: DEPOSIT_COIN,
        amount: formatMoney(amount),
        hash,
        member_receipt_number: receiptNumber,
        status: 'PENDING_REVIEW',
        created_at: input.now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'deposit_orders_hash_key')) throw new RuleViolation('DEPOSIT_HASH_USED');
    throw error;
  }
  return orderView(await loadOrder(tx, id));
}

async function refuseUsedHash(tx: Tx, hash: string): Promise<void> {
  const used = await tx.selectFrom('deposit_orders').select('id').where('hash', '=', hash).where('status', '<>', 'REJECTED').executeTakeFirst();
  if (used) throw new RuleViolation('DEPOSIT_HASH_USED');
}

/** A bank channel members can pay into (not removed by the operator), or a refusal. */
async function openChannel(db: Db | Tx, channelId: string) {
  const channel = await db
    .selectFrom('sys_bank_accounts')
    .select(['id', 'currency', 'exchange_rate'])
    .where('id', '=', channelId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!channel) throw new RuleViolation('DEPOSIT_CHANNEL_NOT_FOUND');
  return channel;
}

/** What the member pays into a bank channel for `amount` USD: in the channel's currency, 8 places, rounded down. */
function localAmountOf(amount: Money, exchangeRate: string): Money {
  return amount.times(exchangeRate).toDecimalPlaces(8, Money.ROUND_DOWN);
}

/** What a bank deposit of `amount` USD costs in the channel's currency now, as the form shows it; changes nothing. */
export async function bankDepositQuote(db: Db, input: { channelId: string; amount: string }) {
  const amount = checkAmount(input.amount, { min: money('0') });
  const channel = await openChannel(db, input.channelId);
  return {
    channelId: channel.id,
    currency: channel.currency,
    exchangeRate: formatMoney(channel.exchange_rate),
    amount: formatMoney(amount),
    localAmount: formatMoney(localAmountOf(amount, channel.exchange_rate)),
  };
}

/** A bank deposit with its receipt picture; a picture already sent with another deposit is flagged for the operator. */
export async function submitBankDeposit(
  tx: Tx,
  config: DepositConfig,
  input: { memberId: string; channelId: string; amountUsd: string; receipt: Picture; now: Date },
) {
  const amount = checkAmount(input.amountUsd, depositAmountRule(config));
  const channel = await openChannel(tx, input.channelId);

  await tx
    .insertInto('deposit_receipts')
    .values({ sha256: input.receipt.sha256, content_type: input.receipt.contentType, size_bytes: input.receipt.bytes.length, bytes: input.receipt.bytes })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  const earlier = await tx
    .selectFrom('deposit_orders')
    .select('id')
    .where('receipt_sha256', '=', input.receipt.sha256)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();

  const id = newId('dep');
  await tx
    .insertInto('deposit_orders')
    .values({
      id,
      member_id: input.memberId,
      kind: 'BANK',
      coin_name: DEPOSIT_COIN,
      amount: formatMoney(amount),
      channel_id: channel.id,
      currency: channel.currency,
      exchange_rate: channel.exchange_rate,
      // What the member pays into the channel, in its currency.
      local_amount: formatMoney(localAmountOf(amount, channel.exchange_rate)),
      receipt_sha256: input.receipt.sha256,
      duplicate_receipt_of: earlier?.id ?? null,
      status: 'PENDING_REVIEW',
      created_at: input.now,
    })
    .execute();
  return orderView(await loadOrder(tx, id));
}

const ORDER_COLUMNS = [
  'deposit_orders.id',
  'deposit_orders.member_id',
  'deposit_orders.kind',
  'deposit_orders.coin_name',
  'deposit_orders.amount',
  'deposit_orders.hash',
  'deposit_orders.member_receipt_number',
  'deposit_orders.channel_id',
  'deposit_orders.currency',
  'deposit_orders.exchange_rate',
  'deposit_orders.local_amount',
  'deposit_orders.receipt_sha256',
  'deposit_orders.duplicate_receipt_of',
  'deposit_orders.status',
  'deposit_orders.reason',
  'deposit_orders.transfer_id',
  'deposit_orders.record_receipt_number',
  'deposit_orders.created_at',
  'deposit_orders.reviewed_at',
  'sys_bank_accounts.channel_name',
  'sys_bank_accounts.bank_name',
  'members.user_name',
] as const;

function ordersQuery(db: Db | Tx) {
  return db
    .selectFrom('deposit_orders')
    .innerJoin('members', 'members.id', 'deposit_orders.member_id')
    .leftJoin('sys_bank_accounts', 'sys_bank_accounts.id', 'deposit_orders.channel_id');
}

type OrderRow = Awaited<ReturnType<typeof loadOrder>>;

async function loadOrder(db: Db | Tx, id: string) {
  const row = await ordersQuery(db).select(ORDER_COLUMNS).where('deposit_orders.id', '=', id).executeTakeFirst();
  if (!row) throw new RuleViolation('DEPOSIT_ORDER_NOT_FOUND');
  return row;
}

/** What a member sees of a deposit. */
function orderView(row: OrderRow) {
  return {
    id: row.id,
    type: row.kind,
    coinName: row.coin_name,
    amount: formatMoney(row.amount),
    hash: row.hash,
    receiptNumber: row.member_receipt_number,
    channelId: row.channel_id,
    channelName: row.channel_name,
    bankName: row.bank_name,
    currency: row.currency,
    exchangeRate: row.exchange_rate === null ? null : formatMoney(row.exchange_rate),
    localAmount: row.local_amount === null ? null : formatMoney(row.local_amount),
    receiptSha256: row.receipt_sha256,
    status: row.status,
    reason: row.reason,
    transactionNumber: row.transfer_id,
    recordReceiptNumber: row.record_receipt_number,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** What an operator sees: the member's view plus who and the duplicate-receipt flag. */
function operatorView(row: OrderRow) {
  return { ...orderView(row), userName: row.user_name, duplicateReceiptOf: row.duplicate_receipt_of };
}

export interface DepositListFilter {
  kind?: DepositKind | undefined;
  status?: DepositStatus | undefined;
  pageNum: number;
  pageSize: number;
}

export async function listMemberDeposits(db: Db, memberId: string, filter: DepositListFilter, locale: Locale = 'en-US') {
  let query = ordersQuery(db).where('deposit_orders.member_id', '=', memberId);
  if (filter.kind) query = query.where('deposit_orders.kind', '=', filter.kind);
  if (filter.status) query = query.where('deposit_orders.status', '=', filter.status);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(ORDER_COLUMNS)
      .orderBy('deposit_orders.created_at', 'desc')
      .orderBy('deposit_orders.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  const names = await bankChannelNamesIn(db, rows.flatMap((row) => (row.channel_id ? [row.channel_id] : [])), locale);
  const list = rows.map((row) => ({ ...orderView(row), channelName: (row.channel_id ? names.get(row.channel_id) : undefined) ?? row.channel_name }));
  return { list, total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/** The on-chain deposit terms: USDT on BNB Smart Chain to the platform's address. */
export function chainDepositTerms(config: DepositConfig) {
  return {
    coin: 'USDT',
    network: 'BEP20' as const,
    address: config.chainAddress ?? null,
    minAmount: config.minAmount,
    multiple: config.multiple ?? null,
  };
}

/** depositBankConfigList: the channels a member can pay into, with the exchange rate and limits shown, each named in `locale` (the en-US name where the operator gave none). */
export async function bankChannels(db: Db, config: DepositConfig, locale: Locale = 'en-US') {
  const rows = await db
    .selectFrom('sys_bank_accounts')
    .selectAll()
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const names = await bankChannelNamesIn(db, rows.map((row) => row.id), locale);
  return rows.map((row) => ({
    id: row.id,
    channelName: names.get(row.id) ?? row.channel_name,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    currency: row.currency,
    exchangeRate: formatMoney(row.exchange_rate),
    minAmount: config.minAmount,
    multiple: config.multiple ?? null,
  }));
}

export async function operatorDeposits(db: Db, filter: { pending: boolean; limit: number }) {
  let query = ordersQuery(db).select(ORDER_COLUMNS);
  if (filter.pending) query = query.where('deposit_orders.status', '=', 'PENDING_REVIEW');
  const rows = await query.orderBy('deposit_orders.created_at', 'desc').orderBy('deposit_orders.id', 'desc').limit(filter.limit).execute();
  return rows.map(operatorView);
}

/** Locks a pending order for review; anything else is refused with its current state. */
async function lockPending(tx: Tx, id: string) {
  const row = await tx.selectFrom('deposit_orders').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new RuleViolation('DEPOSIT_ORDER_NOT_FOUND');
  if (row.status !== 'PENDING_REVIEW') throw new RuleViolation('ORDER_STATE_INVALID', { status: row.status });
  return loadOrder(tx, id);
}

/**
 * Approves a pending deposit: deposits system account → member's available CASH_POINT, a DEPOSIT
 * record, and the order marked approved — all in one transaction, so it credits exactly once.
 */
export async function approveDeposit(db: Db, id: string, now: Date) {
  return db.transaction().execute(async (tx) => {
    const order = await lockPending(tx, id);
    assert(order.coin_name === DEPOSIT_COIN, 'deposits credit CASH_POINT');
    const amount = money(order.amount);
    assert(amount.isPositive() && !amount.isZero(), 'a deposit amount is positive');
    const memberAccount = await memberAccountId(tx, order.member_id, DEPOSIT_COIN, 'available');
    const systemAccount = await systemAccountId(tx, 'deposits', DEPOSIT_COIN);
    const transfer = await postTransfer(tx, {
      recordType: 'DEPOSIT',
      memo: `deposit ${order.id}`,
      postings: [
        { accountId: systemAccount, amount: amount.negated() },
        { accountId: memberAccount, amount },
      ],
    });
    const recordReceiptNumber = await writeRecord(tx, {
      memberId: order.member_id,
      transferId: transfer.transferId,
      coinName: DEPOSIT_COIN,
      recordType: 'DEPOSIT',
      amount: formatMoney(amount),
      actualAmount: formatMoney(amount),
      status: 'SUCCESS',
      hash: order.hash,
      remark: order.kind === 'CHAIN' ? `receipt ${order.member_receipt_number}` : `bank deposit ${order.id} via ${order.channel_name}`,
      now,
    });
    await tx
      .updateTable('deposit_orders')
      .set({ status: 'APPROVED', transfer_id: transfer.transferId, record_receipt_number: recordReceiptNumber, reviewed_at: now })
      .where('id', '=', id)
      .execute();
    await notify(tx, order.member_id, 'DEPOSIT_CREDITED', { amount: formatMoney(amount), coinName: DEPOSIT_COIN, orderId: id }, { now });
    return operatorView(await loadOrder(tx, id));
  });
}

export async function rejectDeposit(db: Db, id: string, reason: string, now: Date) {
  const trimmed = reason.trim();
  if (trimmed.length === 0) throw new RuleViolation('VALIDATION', { detail: 'a reason is required' });
  return db.transaction().execute(async (tx) => {
    const order = await lockPending(tx, id);
    await tx.updateTable('deposit_orders').set({ status: 'REJECTED', reason: trimmed, reviewed_at: now }).where('id', '=', id).execute();
    await notify(tx, order.member_id, 'DEPOSIT_REJECTED', { amount: formatMoney(order.amount), coinName: order.coin_name, reason: trimmed, orderId: id }, { now });
    return operatorView(await loadOrder(tx, id));
  });
}

/** The stored receipt picture of a deposit, for the operator. */
export async function receiptOf(db: Db, id: string) {
  const row = await db
    .selectFrom('deposit_orders')
    .innerJoin('deposit_receipts', 'deposit_receipts.sha256', 'deposit_orders.receipt_sha256')
    .select(['deposit_receipts.sha256', 'deposit_receipts.content_type', 'deposit_receipts.bytes'])
    .where('deposit_orders.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new RuleViolation('DEPOSIT_ORDER_NOT_FOUND');
  return { sha256: row.sha256, contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
