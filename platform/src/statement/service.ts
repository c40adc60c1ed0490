import type { Locale } from '@portal/envelope/catalogue';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { assert, InvariantViolation, RuleViolation } from '../errors.ts';
import type { CreditType } from '../credits/credit-types.ts';
import { recordTypeName } from '../credits/record-types.ts';
import { addDays, dayStart, daysBetween, formatGmt8, gmt8Day, isDay } from '../lib/gmt8.ts';
import { formatMoney, Money } from '../lib/money.ts';
import { creditName } from '../credits/credit-names.ts';
import { statementLabels } from './labels.ts';

/** The longest period one statement covers: a year, leap day included. */
export const STATEMENT_MAX_DAYS = 366;
/** The most movements one statement lists; a busier period is refused, not cut. */
export const STATEMENT_MAX_ENTRIES = 10_000;

export interface StatementRequest {
  coinName: CreditType;
  /** First GMT+8 day of the period, inclusive. */
  startDay: string;
  /** Last GMT+8 day of the period, inclusive. */
  endDay: string;
}

export interface StatementEntry {
  /** The movement's instant: its member record's time, else the ledger entry's. */
  time: string;
  recordType: string;
  kind: string;
  /** The record's receipt number, else the ledger transfer's id. */
  reference: string;
  amount: string;
  balance: string;
}

export interface Statement {
  coinName: CreditType;
  creditName: string;
  userName: string;
  startDay: string;
  endDay: string;
  /** The period as instants: [from, to). `to` is the issue time when the period has not ended. */
  from: string;
  to: string;
  generatedAt: string;
  openingBalance: string;
  closingBalance: string;
  totalIn: string;
  totalOut: string;
  entries: StatementEntry[];
  labels: ReturnType<typeof statementLabels>;
  /** `from`, `to` and `generatedAt` as members read times: `2030-06-02 00:00 (GMT+8)`. */
  display: { from: string; to: string; generatedAt: string };
}

interface LedgerRow {
  amount: string;
  balance_after: string;
  account_version: number;
  record_type: string;
  transfer_id: string;
  receipt_number: string | null;
  at: Date | string;
}

/**
 * What the ledger says on its own about the member's account at the period's end, read apart
 * from the entries the statement lists, so the two can be compared.
 */
export interface LedgerFacts {
  /** Sum of every entry before `to`, by the database. */
  sumBefore: string;
  /**
   * The running balance the ledger stored with the last entry before `to` (by account version),
   * when the entries before `to` are exactly the first ones by version (times follow versions):
   * then it is the balance at `to`. Null when they are not, or when there is none.
   */
  storedBalanceAtEnd: string | null;
  /** The account's balance now, when no entry lies at or after `to`: then it is the balance at `to`. */
  accountBalance: string | null;
  /** Each listed entry's stored running balance, when times follow versions around the whole period. */
  storedRunning: string[] | null;
}

export function checkPeriod(input: StatementRequest, now: Date): { from: Date; to: Date } {
  if (!isDay(input.startDay) || !isDay(input.endDay)) throw new RuleViolation('STATEMENT_DAY_INVALID');
  if (input.startDay > input.endDay) throw new RuleViolation('STATEMENT_RANGE_REVERSED');
  if (daysBetween(input.startDay, input.endDay) + 1 > STATEMENT_MAX_DAYS) throw new RuleViolation('STATEMENT_RANGE_TOO_LONG', { max: STATEMENT_MAX_DAYS });
  const today = gmt8Day(now);
  if (input.startDay > today) throw new RuleViolation('STATEMENT_RANGE_IN_FUTURE', { today });
  const from = dayStart(input.startDay);
  const periodEnd = dayStart(addDays(input.endDay, 1));
  // A period that has not ended yet runs to the issue time: the closing balance is today's.
  const to = periodEnd.getTime() > now.getTime() ? now : periodEnd;
  assert(from.getTime() <= to.getTime(), 'a statement period does not end before it starts');
  return { from, to };
}

/**
 * The statement's own arithmetic against the ledger: opening + each movement = each running
 * balance, the last running balance = closing, and closing = the ledger's balance at the end
 * as the database sums it and as the ledger stored it. Any difference is a broken invariant:
 * the statement is refused (500, logged) and never served.
 */
export function verifyStatement(
  statement: Pick<Statement, 'openingBalance' | 'closingBalance' | 'entries' | 'totalIn' | 'totalOut'>,
  facts: LedgerFacts,
): void {
  let running = new Money(statement.openingBalance);
  let totalIn = new Money(0);
  let totalOut = new Money(0);
  statement.entries.forEach((entry, index) => {
    const amount = new Money(entry.amount);
    running = running.plus(amount);
    if (amount.isPositive()) totalIn = totalIn.plus(amount);
    else totalOut = totalOut.plus(amount);
    if (!running.equals(new Money(entry.balance))) {
      throw new InvariantViolation(`statement entry ${index} runs to ${formatMoney(running)}, not ${entry.balance}`);
    }
    const stored = facts.storedRunning?.[index];
    if (stored !== undefined && !running.equals(new Money(stored))) {
      throw new InvariantViolation(`statement entry ${index} runs to ${formatMoney(running)}, the ledger stored ${stored}`);
    }
  });
  const closing = new Money(statement.closingBalance);
  const mismatch = (what: string, value: string) => new InvariantViolation(`statement closing ${statement.closingBalance} ≠ ${what} ${value}`);
  if (!running.equals(closing)) throw mismatch('opening + movements', formatMoney(running));
  if (!totalIn.equals(new Money(statement.totalIn)) || !totalOut.equals(new Money(statement.totalOut))) {
    throw new InvariantViolation(`statement totals ${statement.totalIn}/${statement.totalOut} ≠ ${formatMoney(totalIn)}/${formatMoney(totalOut)}`);
  }
  if (!closing.equals(new Money(facts.sumBefore))) throw mismatch('the ledger sum at the end', facts.sumBefore);
  if (facts.storedBalanceAtEnd !== null && !closing.equals(new Money(facts.storedBalanceAtEnd))) {
    throw mismatch('the ledger running balance at the end', facts.storedBalanceAtEnd);
  }
  if (facts.accountBalance !== null && !closing.equals(new Money(facts.accountBalance))) throw mismatch('the account balance', facts.accountBalance);
}

/**
 * A member's statement of one credit's available balance over GMT+8 days: the opening balance
 * at 00:00 of the first day, every ledger movement of the period in ledger order with its
 * running balance, the closing balance at the end, verified against the ledger before it is
 * returned.
 */
export async function buildStatement(db: Db, member: { id: string; userName: string }, input: StatementRequest, now: Date, locale: Locale): Promise<Statement> {
  const { from, to } = checkPeriod(input, now);
  const account = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('member_id', '=', member.id)
    .where('coin_name', '=', input.coinName)
    .where('state', '=', 'available')
    .executeTakeFirst();
  assert(account, `member ${member.id} has a ${input.coinName}/available account`);

  // A movement's time is the member's record of it (written at the business clock, as the
  // records list shows it), else the ledger entry's own.
  const movements = sql<LedgerRow>`
    select e.amount::text as amount, e.balance_after::text as balance_after, e.account_version, t.record_type, e.transfer_id,
      (select r.receipt_number from asset_records r
        where r.transfer_id = e.transfer_id and r.member_id = ${member.id} and r.coin_name = ${input.coinName}
        order by r.created_at, r.id limit 1) as receipt_number,
      coalesce((select min(r.created_at) from asset_records r
        where r.transfer_id = e.transfer_id and r.member_id = ${member.id} and r.coin_name = ${input.coinName}), e.created_at) as at
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where e.account_id = ${account.id}`;

  const [boundsResult, listed] = await Promise.all([
    sql<{ opening: string; sum_before: string; max_before_from: number | null; min_from: number | null; max_before_to: number | null; min_after: number | null }>`
      select coalesce(sum(m.amount::numeric) filter (where m.at < ${from}), 0)::text as opening,
        coalesce(sum(m.amount::numeric) filter (where m.at < ${to}), 0)::text as sum_before,
        max(m.account_version) filter (where m.at < ${from}) as max_before_from,
        min(m.account_version) filter (where m.at >= ${from}) as min_from,
        max(m.account_version) filter (where m.at < ${to}) as max_before_to,
        min(m.account_version) filter (where m.at >= ${to}) as min_after
      from (${movements}) m`.execute(db),
    sql<LedgerRow>`select * from (${movements}) m where m.at >= ${from} and m.at < ${to} order by m.account_version limit ${STATEMENT_MAX_ENTRIES + 1}`.execute(db),
  ]);
  if (listed.rows.length > STATEMENT_MAX_ENTRIES) throw new RuleViolation('STATEMENT_TOO_MANY_ENTRIES', { max: STATEMENT_MAX_ENTRIES });
  const bounds = boundsResult.rows[0]!;
  const version = (value: number | null): number | null => (value === null ? null : Number(value));
  const maxBeforeFrom = version(bounds.max_before_from);
  const minFrom = version(bounds.min_from);
  const maxBeforeTo = version(bounds.max_before_to);
  const minAfter = version(bounds.min_after);
  // Times follow versions at a boundary when nothing before it comes after anything past it.
  const orderedAtFrom = maxBeforeFrom === null || minFrom === null || maxBeforeFrom < minFrom;
  const orderedAtTo = maxBeforeTo === null || minAfter === null || maxBeforeTo < minAfter;

  let storedBalanceAtEnd: string | null = null;
  if (orderedAtTo && maxBeforeTo !== null) {
    const row = await db
      .selectFrom('ledger_entries')
      .select(sql<string>`balance_after::text`.as('balance_after'))
      .where('account_id', '=', account.id)
      .where('account_version', '=', maxBeforeTo)
      .executeTakeFirstOrThrow();
    storedBalanceAtEnd = row.balance_after;
  } else if (orderedAtTo) {
    storedBalanceAtEnd = '0';
  }

  const opening = new Money(bounds.opening);
  let running = opening;
  let totalIn = new Money(0);
  let totalOut = new Money(0);
  const entries = listed.rows.map((row) => {
    const amount = new Money(row.amount);
    running = running.plus(amount);
    if (amount.isPositive()) totalIn = totalIn.plus(amount);
    else totalOut = totalOut.plus(amount);
    return {
      time: new Date(row.at).toISOString(),
      recordType: row.record_type,
      kind: recordTypeName(row.record_type, locale),
      reference: row.receipt_number ?? row.transfer_id,
      amount: formatMoney(row.amount),
      balance: formatMoney(running),
    };
  });

  const statement: Statement = {
    coinName: input.coinName,
    creditName: creditName(input.coinName, locale),
    userName: member.userName,
    startDay: input.startDay,
    endDay: input.endDay,
    from: from.toISOString(),
    to: to.toISOString(),
    generatedAt: now.toISOString(),
    openingBalance: formatMoney(opening),
    closingBalance: formatMoney(running),
    totalIn: formatMoney(totalIn),
    totalOut: formatMoney(totalOut),
    entries,
    labels: statementLabels(locale),
    display: { from: formatGmt8(from), to: formatGmt8(to), generatedAt: formatGmt8(now) },
  };
  verifyStatement(statement, {
    sumBefore: bounds.sum_before,
    storedBalanceAtEnd,
    accountBalance: minAfter === null ? formatMoney(account.balance) : null,
    storedRunning: orderedAtFrom && orderedAtTo ? listed.rows.map((row) => row.balance_after) : null,
  });
  return statement;
}
