import type { Locale } from '@portal/envelope/catalogue';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import type { WithdrawalKind, WithdrawalStatus } from '../db/schema.ts';
import { assert, RuleViolation } from '../errors.ts';
import { writeRecord } from '../assets/service.ts';
import { translate } from '../i18n/messages.ts';
import { memberAccountId, postTransfer, systemAccountId } from '../ledger/ledger.ts';
import { checkAmount, type AmountRule } from '../lib/amounts.ts';
import { gmt8Day, gmt8DayPlus, nextDayStartGmt8 } from '../lib/gmt8.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, isDecimalString, money, Money } from '../lib/money.ts';
import type { WithdrawalConfig } from './config.ts';
import type { Destination } from './destinations.ts';
import { moneyEffect, nextStatus, payoutSteps, type Actor, type WithdrawalAction } from './transitions.ts';
import type { NotificationEvent } from '../notifications/events.ts';
import { notify } from '../notifications/service.ts';

/** Members withdraw their WITHDRAWAL_POINT credit (SPEC §3: "withdraw"). */
export const WITHDRAWAL_COIN = 'WITHDRAWAL_POINT';
export const WITHDRAWALS_PER_DAY = 1;
/** Statuses that do not count against the day's quota (the partial unique index says the same). */
const NOT_COUNTED: WithdrawalStatus[] = ['REJECTED', 'CANCELLED'];

export function withdrawalAmountRule(config: WithdrawalConfig): AmountRule {
  return {
    min: money(config.minAmount),
    max: money(config.maxAmount),
    multiple: config.multiple === undefined ? undefined : money(config.multiple),
  };
}

/** The fee of a withdrawal: fixed, or the ratio of the amount rounded up to 8 places. */
export function feeFor(amount: Money, config: WithdrawalConfig): Money {
  const fee = config.fee.type === 'FIXED' ? money(config.fee.value) : amount.times(config.fee.value).toDecimalPlaces(8, Money.ROUND_UP);
  assert(!fee.isNegative(), 'a fee is never negative');
  return fee;
}

/** configList: the rules of both withdrawal kinds, with the T+1 note in the member's language. */
export function withdrawalConfigList(config: WithdrawalConfig, locale: Locale) {
  const common = {
    coinName: WITHDRAWAL_COIN,
    feeType: config.fee.type,
    fee: formatMoney(config.fee.value),
    minAmount: formatMoney(config.minAmount),
    maxAmount: formatMoney(config.maxAmount),
    multiple: config.multiple === undefined ? null : formatMoney(config.multiple),
    dailyLimit: WITHDRAWALS_PER_DAY,
    approvalText: translate(locale, 'WITHDRAWAL_APPROVAL_NOTE'),
  };
  return [
    { type: 'CHAIN' as const, ...common },
    { type: 'BANK' as const, ...common },
  ];
}

async function usedToday(db: Db | Tx, memberId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawal_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('gmt8_day', '=', day)
    .where('status', 'not in', NOT_COUNTED)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** withdrawalInfo: what the confirm screen shows for an amount (fee, net) and the day's quota. */
export async function withdrawalInfo(db: Db, config: WithdrawalConfig, memberId: string, amount: string | undefined, now: Date) {
  const used = await usedToday(db, memberId, gmt8Day(now));
  const balance = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('coin_name', '=', WITHDRAWAL_COIN)
    .where('state', '=', 'available')
    .executeTakeFirstOrThrow();
  let quote: { amount: string; fee: string; actualAmount: string } | null = null;
  if (amount !== undefined) {
    if (!isDecimalString(amount) || !money(amount).greaterThan(0)) throw new RuleViolation('INVALID_AMOUNT');
    const fee = feeFor(money(amount), config);
    const net = money(amount).minus(fee);
    quote = { amount: formatMoney(amount), fee: formatMoney(fee), actualAmount: formatMoney(net.isNegative() ? '0' : net) };
  }
  return {
    coinName: WITHDRAWAL_COIN,
    available: formatMoney(balance.balance),
    feeType: config.fee.type,
    feeValue: formatMoney(config.fee.value),
    ...(quote ?? { amount: null, fee: null, actualAmount: null }),
    dailyLimit: WITHDRAWALS_PER_DAY,
    usedToday: used,
    quotaFree: used < WITHDRAWALS_PER_DAY,
    quotaResetsAt: nextDayStartGmt8(now).toISOString(),
    approvalDate: gmt8DayPlus(now, 1),
  };
}

/**
 * A withdrawal request: one per member per GMT+8 day, the amount moved available → frozen and
 * the order written, in the caller's transaction. The member row is locked first, so a burst of
 * requests is served one at a time; the partial unique index is the database's own guard.
 */
export async function requestWithdrawal(
  tx: Tx,
  config: WithdrawalConfig,
  input: { memberId: string; amount: string; destination: Destination; now: Date },
) {
  const amount = checkAmount(input.amount, withdrawalAmountRule(config));
  const fee = feeFor(amount, config);
  if (!amount.greaterThan(fee)) throw new RuleViolation('WITHDRAWAL_AMOUNT_NOT_ABOVE_FEE', { fee: formatMoney(fee) });
  const day = gmt8Day(input.now);

  // "no key update": the request-id claim's foreign key holds a key-share lock on this row, which
  // plain "for update" would wait on (and deadlock with a sibling request); this one does not.
  await sql`select id from members where id = ${input.memberId} for no key update`.execute(tx);
  if ((await usedToday(tx, input.memberId, day)) >= WITHDRAWALS_PER_DAY) throw new RuleViolation('WITHDRAWAL_DAILY_LIMIT');

  const available = await memberAccountId(tx, input.memberId, WITHDRAWAL_COIN, 'available');
  const frozen = await memberAccountId(tx, input.memberId, WITHDRAWAL_COIN, 'frozen');
  const id = newId('wdr');
  const freeze = await postTransfer(tx, {
    recordType: 'WITHDRAW',
    memo: `freeze for withdrawal ${id}`,
    postings: [
      { accountId: available, amount: amount.negated() },
      { accountId: frozen, amount },
    ],
  });
  const d = input.destination;
  try {
    await tx
      .insertInto('withdrawal_orders')
      .values({
        id,
        member_id: input.memberId,
        kind: d.kind,
        coin_name: WITHDRAWAL_COIN,
        amount: formatMoney(amount),
        fee: formatMoney(fee),
        actual_amount: formatMoney(amount.minus(fee)),
        address_id: d.kind === 'CHAIN' ? d.addressId : null,
        address_type: d.kind === 'CHAIN' ? d.addressType : null,
        address: d.kind === 'CHAIN' ? d.address : null,
        bank_account_id: d.kind === 'BANK' ? d.bankAccountId : null,
        bank_name: d.kind === 'BANK' ? d.bankName : null,
        account_name: d.kind === 'BANK' ? d.accountName : null,
        account_number: d.kind === 'BANK' ? d.accountNumber : null,
        gmt8_day: day,
        status: 'PENDING_REVIEW',
        freeze_transfer_id: freeze.transferId,
        created_at: input.now,
        updated_at: input.now,
      })
      .execute();
  } catch (error) {
    const e = error as { code?: string; message?: string };
    if (e?.code === '23505' && e.message?.includes('withdrawal_orders_daily_key')) throw new RuleViolation('WITHDRAWAL_DAILY_LIMIT');
    throw error;
  }
  await tx.insertInto('withdrawal_events').values({ order_id: id, from_status: null, to_status: 'PENDING_REVIEW', actor: 'member', created_at: input.now }).execute();
  return orderView(await loadOrder(tx, id));
}

type OrderRow = Awaited<ReturnType<typeof loadOrder>>;

async function loadOrder(db: Db | Tx, id: string) {
  const row = await db
    .selectFrom('withdrawal_orders')
    .innerJoin('members', 'members.id', 'withdrawal_orders.member_id')
    .selectAll('withdrawal_orders')
    .select('members.user_name')
    .where('withdrawal_orders.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new RuleViolation('WITHDRAWAL_ORDER_NOT_FOUND');
  return row;
}

function orderView(row: Omit<OrderRow, 'user_name'>) {
  return {
    id: row.id,
    type: row.kind,
    coinName: row.coin_name,
    amount: formatMoney(row.amount),
    fee: formatMoney(row.fee),
    actualAmount: formatMoney(row.actual_amount),
    addressId: row.address_id,
    addressType: row.address_type,
    address: row.address,
    bankAccountId: row.bank_account_id,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    status: row.status,
    reason: row.reason,
    payoutHash: row.payout_hash,
    approvalDate: gmt8DayPlus(row.created_at, 1),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function operatorView(row: OrderRow) {
  return { ...orderView(row), userName: row.user_name, memberId: row.member_id };
}

export interface WithdrawalListFilter {
  kind?: WithdrawalKind | undefined;
  status?: WithdrawalStatus | undefined;
  pageNum: number;
  pageSize: number;
}

export async function listMemberWithdrawals(db: Db, memberId: string, filter: WithdrawalListFilter) {
  let query = db.selectFrom('withdrawal_orders').where('member_id', '=', memberId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status) query = query.where('status', '=', filter.status);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  return { list: rows.map(orderView), total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
}

const OPEN: WithdrawalStatus[] = ['PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING'];

export async function operatorWithdrawals(db: Db, filter: { pending: boolean; limit: number }) {
  let query = db
    .selectFrom('withdrawal_orders')
    .innerJoin('members', 'members.id', 'withdrawal_orders.member_id')
    .selectAll('withdrawal_orders')
    .select('members.user_name');
  if (filter.pending) query = query.where('withdrawal_orders.status', 'in', OPEN);
  const rows = await query.orderBy('withdrawal_orders.created_at', 'desc').orderBy('withdrawal_orders.id', 'desc').limit(filter.limit).execute();
  return rows.map(operatorView);
}

/** The state an operator's step ends in, and what the member is told of it. */
const WITHDRAWAL_EVENTS: Partial<Record<WithdrawalStatus, NotificationEvent>> = {
  APPROVED: 'WITHDRAWAL_APPROVED',
  SUCCESS: 'WITHDRAWAL_SENT',
  REJECTED: 'WITHDRAWAL_FAILED',
  FAILED: 'WITHDRAWAL_FAILED',
  NOT_RECEIVED: 'WITHDRAWAL_NOT_RECEIVED',
};

export interface TransitionInput {
  id: string;
  action: WithdrawalAction | 'pay';
  actor: Actor;
  /** The member who may cancel (member actions only). */
  memberId?: string | undefined;
  reason?: string | undefined;
  payoutHash?: string | undefined;
  now: Date;
}

/**
 * Moves a withdrawal along the transition table, in one transaction with its money: a refusal
 * (rejected, failed, cancelled) returns frozen → available; success pays frozen → the
 * withdrawals account and the fee → the fee account, with WITHDRAW and WITHDRAWAL_FEE records.
 */
export async function transitionWithdrawal(db: Db, input: TransitionInput) {
  return db.transaction().execute(async (tx) => {
    const locked = await tx.selectFrom('withdrawal_orders').select(['id', 'member_id', 'status']).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!locked || (input.memberId !== undefined && locked.member_id !== input.memberId)) throw new RuleViolation('WITHDRAWAL_ORDER_NOT_FOUND');
    const actions = input.action === 'pay' ? payoutSteps(locked.status) : [input.action];
    let status = locked.status;
    for (const action of actions) {
      const to = nextStatus(status, action, input.actor);
      if ((to === 'REJECTED' || to === 'FAILED') && !input.reason?.trim()) {
        throw new RuleViolation('VALIDATION', { detail: 'a reason is required' });
      }
      const order = await loadOrder(tx, input.id);
      const effect = moneyEffect(to);
      const settleTransferId = effect === 'release' ? await release(tx, order) : effect === 'settle' ? await settle(tx, order, input) : null;
      await tx
        .updateTable('withdrawal_orders')
        .set({
          status: to,
          updated_at: input.now,
          ...(input.reason?.trim() && (effect === 'release' || to === 'NOT_RECEIVED') ? { reason: input.reason.trim() } : {}),
          ...(settleTransferId ? { settle_transfer_id: settleTransferId } : {}),
          ...(to === 'SUCCESS' && input.payoutHash ? { payout_hash: input.payoutHash } : {}),
        })
        .where('id', '=', input.id)
        .execute();
      await tx
        .insertInto('withdrawal_events')
        .values({ order_id: input.id, from_status: status, to_status: to, actor: input.actor, reason: input.reason?.trim() || null, created_at: input.now })
        .execute();
      status = to;
    }
    const order = await loadOrder(tx, input.id);
    // The member is told what the operator decided; their own steps (cancel, not received) need no telling.
    const event = input.actor === 'operator' ? WITHDRAWAL_EVENTS[status] : undefined;
    if (event) {
      const reason = order.reason ?? '';
      await notify(tx, order.member_id, event, { amount: formatMoney(order.amount), actualAmount: formatMoney(order.actual_amount), coinName: WITHDRAWAL_COIN, reason, orderId: order.id }, { now: input.now });
    }
    return input.actor === 'operator' ? operatorView(order) : orderView(order);
  });
}

/** Frozen → available: the member has the amount back. */
async function release(tx: Tx, order: OrderRow): Promise<string> {
  const amount = money(order.amount);
  const frozen = await memberAccountId(tx, order.member_id, WITHDRAWAL_COIN, 'frozen');
  const available = await memberAccountId(tx, order.member_id, WITHDRAWAL_COIN, 'available');
  const transfer = await postTransfer(tx, {
    recordType: 'WITHDRAW',
    memo: `release withdrawal ${order.id}`,
    postings: [
      { accountId: frozen, amount: amount.negated() },
      { accountId: available, amount },
    ],
  });
  return transfer.transferId;
}

/** Frozen → out: the net to the withdrawals account, the fee to the fee account, and the member's records. */
async function settle(tx: Tx, order: OrderRow, input: TransitionInput): Promise<string> {
  const amount = money(order.amount);
  const fee = money(order.fee);
  const net = money(order.actual_amount);
  assert(net.plus(fee).equals(amount) && net.greaterThan(0), 'amount = actual amount + fee');
  const frozen = await memberAccountId(tx, order.member_id, WITHDRAWAL_COIN, 'frozen');
  const payouts = await systemAccountId(tx, 'withdrawals', WITHDRAWAL_COIN);
  const postings = [
    { accountId: frozen, amount: amount.negated() },
    { accountId: payouts, amount: net },
  ];
  if (!fee.isZero()) postings.push({ accountId: await systemAccountId(tx, 'withdrawal-fees', WITHDRAWAL_COIN), amount: fee });
  const transfer = await postTransfer(tx, { recordType: 'WITHDRAW', memo: `payout of withdrawal ${order.id}`, postings });
  const destination = order.kind === 'CHAIN' ? `${order.address_type} ${order.address}` : `${order.bank_name} ${order.account_number}`;
  await writeRecord(tx, {
    memberId: order.member_id,
    transferId: transfer.transferId,
    coinName: WITHDRAWAL_COIN,
    recordType: 'WITHDRAW',
    amount: formatMoney(amount.negated()),
    fee: formatMoney(fee),
    actualAmount: formatMoney(net),
    status: 'SUCCESS',
    hash: input.payoutHash ?? null,
    // Language-neutral: members read remarks in any of five languages.
    remark: `${order.id} → ${destination}`,
    now: input.now,
  });
  if (!fee.isZero()) {
    await writeRecord(tx, {
      memberId: order.member_id,
      transferId: transfer.transferId,
      coinName: WITHDRAWAL_COIN,
      recordType: 'WITHDRAWAL_FEE',
      amount: formatMoney(fee.negated()),
      actualAmount: formatMoney(fee.negated()),
      status: 'SUCCESS',
      remark: order.id,
      now: input.now,
    });
  }
  return transfer.transferId;
}
