import type { Db, Tx } from '../db/database.ts';
import { assert, FieldViolations, RuleViolation } from '../errors.ts';
import { isCreditType } from '../credits/credit-types.ts';
import { writeRecords } from '../assets/service.ts';
import { positiveAmount } from '../convert/service.ts';
import { memberAccountIds, postTransfer, type Posting } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { formatGmt8, nextDayStartGmt8 } from '../lib/gmt8.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import { isPlainUserName } from '../lib/member-text.ts';
import { formatMoney, isDecimalString, money, Money, MONEY_SCALE } from '../lib/money.ts';
import { checkSecondFactor, type SecondFactorProof } from '../security/factor-check.ts';
import type { Factors } from '../security/second-factor.ts';
import { checkTransactionPassword } from '../security/transaction-password.ts';
import { notify } from '../notifications/service.ts';
import type { SessionMember } from '../user/sessions.ts';

const TRANSFER_FEES_ACCOUNT = 'transfer-fees';

type ConfigRow = { coin_name: string; min_amount: string; fee_ratio: string; enabled: boolean };

function configView(row: ConfigRow) {
  return { coinName: row.coin_name, minAmount: formatMoney(row.min_amount), feeRatio: formatMoney(row.fee_ratio), enabled: row.enabled };
}

export async function transferConfigs(db: Db, options: { enabledOnly: boolean }) {
  let query = db.selectFrom('make_over_configs').select(['coin_name', 'min_amount', 'fee_ratio', 'enabled']);
  if (options.enabledOnly) query = query.where('enabled', '=', true);
  return (await query.orderBy('coin_name').execute()).map(configView);
}

/**
 * Closes a member's transfers until 00:00 GMT+8 of the next day (SPEC §4: an insurance redeem
 * does this). Called in the caller's transaction; a later lock never shortens an earlier one.
 */
export async function lockTransfersUntilNextDayGmt8(tx: Tx, memberId: string, now: Date, reason = 'INSURANCE_REDEEM'): Promise<Date> {
  const until = nextDayStartGmt8(now);
  const row = await tx
    .insertInto('transfer_locks')
    .values({ member_id: memberId, until, reason, created_at: now })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => ({
        until: eb.fn('greatest', [eb.ref('transfer_locks.until'), eb.ref('excluded.until')]),
        reason: eb.ref('excluded.reason'),
      })),
    )
    .returning('until')
    .executeTakeFirstOrThrow();
  return row.until;
}

async function refuseWhileLocked(tx: Tx, memberId: string, now: Date): Promise<void> {
  const lock = await tx.selectFrom('transfer_locks').select('until').where('member_id', '=', memberId).where('until', '>', now).executeTakeFirst();
  if (lock) throw new RuleViolation('TRANSFER_CLOSED', { until: formatGmt8(lock.until) });
}

const USER_ID = /^usr_[0-9a-z]{26}$/;

/**
 * The member a transfer goes to, by user ID or by name (any case); the root sponsor cannot receive.
 * A name holding invisible characters or not in NFKC form names nobody, whatever is stored:
 * "sweepja2" with a zero-width space appended must not reach a member registered before the rule
 * (lib/member-text.ts).
 */
async function findRecipient(tx: Db, toUser: string) {
  const target = toUser.trim();
  if (!USER_ID.test(target) && !isPlainUserName(target)) throw new RuleViolation('TRANSFER_RECIPIENT_NOT_FOUND');
  const row = await tx
    .selectFrom('members')
    .select(['id', 'user_name', 'sponsor_id'])
    .where((eb) => (USER_ID.test(target) ? eb('id', '=', target) : eb(eb.fn('lower', ['user_name']), '=', target.toLowerCase())))
    .executeTakeFirst();
  if (!row || row.sponsor_id === null) throw new RuleViolation('TRANSFER_RECIPIENT_NOT_FOUND');
  return row;
}

/** The second factor (a code or a passkey's assertion) is required once the member has one. */
export interface TransferInput extends SecondFactorProof {
  toUser: string;
  coinName: string;
  amount: string;
  transactionPassword: string;
  requestId: string;
}

/** The sender gives `amount`; the fee, rounded up to 8 places, stays with the platform; the rest arrives. */
function transferFee(amount: Money, config: { fee_ratio: string }) {
  const fee = amount.times(config.fee_ratio).toDecimalPlaces(MONEY_SCALE, Money.ROUND_UP);
  return { fee, received: amount.minus(fee) };
}

/**
 * What a transfer of `amount` would do now, as the review step shows it; nothing changes. With
 * `toUser`, also who would receive it, as registered: the review names the member the money goes
 * to, and an unknown recipient or oneself is refused beside the field before the transaction
 * password is asked (a wrong password typed for a transfer that cannot happen would still count).
 */
export async function transferQuote(db: Db, senderId: string, input: { coinName: string; amount: string; toUser?: string | undefined }) {
  const amount = positiveAmount(input.amount);
  const config = await db.selectFrom('make_over_configs').selectAll().where('coin_name', '=', input.coinName).executeTakeFirst();
  if (!config || !config.enabled) throw new RuleViolation('TRANSFER_COIN_UNAVAILABLE');
  const recipient = input.toUser === undefined ? undefined : await reviewedRecipient(db, senderId, input.toUser);
  const { fee, received } = transferFee(amount, config);
  assert(fee.greaterThanOrEqualTo(0) && fee.lessThanOrEqualTo(amount), 'a transfer fee is within the amount');
  return {
    ...configView(config),
    amount: formatMoney(amount),
    fee: formatMoney(fee),
    received: formatMoney(Money.max(received, 0)),
    belowMinimum: amount.lessThan(config.min_amount) || !received.greaterThan(0),
    ...(recipient ? { recipientUserName: recipient.user_name } : {}),
  };
}

/** The review's recipient, or the transfer's own refusal of it, on the recipient's field. */
async function reviewedRecipient(db: Db, senderId: string, toUser: string) {
  try {
    const recipient = await findRecipient(db, toUser);
    if (recipient.id === senderId) throw new RuleViolation('TRANSFER_TO_SELF');
    return recipient;
  } catch (error) {
    if (error instanceof RuleViolation) throw new FieldViolations([{ path: 'toUser', reason: error.reason }]);
    throw error;
  }
}

/**
 * A transfer between members: one ledger transfer from the sender's available balance to the
 * recipient's (less the fee, which the platform keeps), a TRANSFER record on each side naming
 * the other member, and an order both can list.
 */
export async function transferCredits(factors: Factors, sender: SessionMember, input: TransferInput, now: Date) {
  const { db } = factors;
  const memberId = sender.id;
  const amount = positiveAmount(input.amount);
  await checkTransactionPassword(db, memberId, input.transactionPassword, now);
  await checkSecondFactor(factors, memberId, input);
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'makeOver' }, async (tx) => {
    const config = await tx.selectFrom('make_over_configs').selectAll().where('coin_name', '=', input.coinName).executeTakeFirst();
    if (!config || !config.enabled || !isCreditType(config.coin_name)) throw new RuleViolation('TRANSFER_COIN_UNAVAILABLE');
    const coin = config.coin_name;
    if (amount.lessThan(config.min_amount)) throw new RuleViolation('AMOUNT_BELOW_MINIMUM', { min: formatMoney(config.min_amount) });
    const recipient = await findRecipient(tx, input.toUser);
    if (recipient.id === memberId) throw new RuleViolation('TRANSFER_TO_SELF');
    await refuseWhileLocked(tx, memberId, now);

    const { fee, received } = transferFee(amount, config);
    if (!received.greaterThan(0)) throw new RuleViolation('AMOUNT_BELOW_MINIMUM', { min: formatMoney(config.min_amount) });

    const id = newId('mko');
    const accounts = await memberAccountIds(tx, [memberId, recipient.id], coin, 'available');
    const postings: Posting[] = [
      { accountId: accounts.get(memberId)!, amount: amount.negated() },
      { accountId: accounts.get(recipient.id)!, amount: received },
    ];
    if (fee.greaterThan(0)) {
      const system = await systemAccountIds(tx, [{ purpose: TRANSFER_FEES_ACCOUNT, coin }]);
      postings.push({ accountId: system.get(`${TRANSFER_FEES_ACCOUNT}:${coin}`)!, amount: fee });
    }
    const transfer = await postTransfer(tx, { recordType: 'TRANSFER', memo: `make-over ${id}`, postings });

    const sent = formatMoney(received.negated());
    const record = { transferId: transfer.transferId, coinName: coin, status: 'SUCCESS', now } as const;
    await writeRecords(tx, [
      { ...record, memberId, recordType: 'TRANSFER', amount: sent, actualAmount: sent, remark: recipient.user_name },
      ...(fee.greaterThan(0)
        ? [{ ...record, memberId, recordType: 'FEE' as const, amount: formatMoney(fee.negated()), actualAmount: formatMoney(fee.negated()), remark: recipient.user_name }]
        : []),
      { ...record, memberId: recipient.id, recordType: 'TRANSFER', amount: formatMoney(received), actualAmount: formatMoney(received), remark: sender.userName },
    ]);
    await tx
      .insertInto('make_over_orders')
      .values({
        id,
        from_member_id: memberId,
        to_member_id: recipient.id,
        coin_name: coin,
        amount: formatMoney(amount),
        fee: formatMoney(fee),
        actual_amount: formatMoney(received),
        transfer_id: transfer.transferId,
        created_at: now,
      })
      .execute();
    await notify(tx, recipient.id, 'TRANSFER_RECEIVED', { amount: formatMoney(received), coinName: coin, fromUser: sender.userName, orderId: id }, { now });
    return {
      id,
      direction: 'OUT' as const,
      coinName: coin,
      amount: formatMoney(amount),
      fee: formatMoney(fee),
      actualAmount: formatMoney(received),
      counterpartyUserName: recipient.user_name,
      transactionNumber: transfer.transferId,
      createdAt: now.toISOString(),
    };
  });
}

/** Sent and received transfers of a member, newest first, each with its direction. */
export async function transferOrders(
  db: Db,
  memberId: string,
  filter: { direction?: 'IN' | 'OUT' | undefined; coinName?: string | undefined; pageNum: number; pageSize: number },
) {
  let query = db
    .selectFrom('make_over_orders as o')
    .innerJoin('members as sender', 'sender.id', 'o.from_member_id')
    .innerJoin('members as recipient', 'recipient.id', 'o.to_member_id');
  if (filter.direction === 'OUT') query = query.where('o.from_member_id', '=', memberId);
  else if (filter.direction === 'IN') query = query.where('o.to_member_id', '=', memberId);
  else query = query.where((eb) => eb.or([eb('o.from_member_id', '=', memberId), eb('o.to_member_id', '=', memberId)]));
  if (filter.coinName) query = query.where('o.coin_name', '=', filter.coinName);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['o.id', 'o.from_member_id', 'o.coin_name', 'o.amount', 'o.fee', 'o.actual_amount', 'o.transfer_id', 'o.created_at', 'sender.user_name as sender_name', 'recipient.user_name as recipient_name'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  return {
    list: rows.map((row) => {
      const out = row.from_member_id === memberId;
      return {
        id: row.id,
        direction: out ? ('OUT' as const) : ('IN' as const),
        coinName: row.coin_name,
        // The sender sees what left, the recipient what arrived.
        amount: formatMoney(row.amount),
        fee: formatMoney(row.fee),
        actualAmount: formatMoney(row.actual_amount),
        counterpartyUserName: out ? row.recipient_name : row.sender_name,
        transactionNumber: row.transfer_id,
        createdAt: row.created_at.toISOString(),
      };
    }),
    total: Number(total),
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}

/** Operator: change a credit's transfer rule (or allow a new credit: minAmount is then required). */
export async function setTransferConfig(db: Db, change: { coinName: string; minAmount?: string | undefined; feeRatio?: string | undefined; enabled?: boolean | undefined }, now: Date) {
  const check = (name: string, value: string | undefined, ok: (m: Money) => boolean) => {
    if (value !== undefined && (!isDecimalString(value) || !ok(money(value)))) throw new RuleViolation('VALIDATION', { detail: `${name} is out of range` });
  };
  if (!isCreditType(change.coinName)) throw new RuleViolation('VALIDATION', { detail: 'unknown credit' });
  check('minAmount', change.minAmount, (m) => m.greaterThan(0));
  check('feeRatio', change.feeRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThan(1));
  const values = {
    ...(change.minAmount === undefined ? {} : { min_amount: change.minAmount }),
    ...(change.feeRatio === undefined ? {} : { fee_ratio: change.feeRatio }),
    ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
    updated_at: now,
  };
  const existing = await db.selectFrom('make_over_configs').select('coin_name').where('coin_name', '=', change.coinName).executeTakeFirst();
  if (existing) await db.updateTable('make_over_configs').set(values).where('coin_name', '=', change.coinName).execute();
  else if (change.minAmount === undefined) throw new RuleViolation('VALIDATION', { detail: 'a new credit needs minAmount' });
  else await db.insertInto('make_over_configs').values({ coin_name: change.coinName, min_amount: change.minAmount, ...values }).execute();
  return (await transferConfigs(db, { enabledOnly: false })).find((c) => c.coinName === change.coinName)!;
}
