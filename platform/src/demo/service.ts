import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { accrueDue, type DayResult } from '../accrual/service.ts';
import { addSysBankAccount, listSysBankAccounts } from '../bank-account/service.ts';
import { approveDeposit } from '../deposit/service.ts';
import { transitionWithdrawal } from '../withdrawal/service.ts';
import { gmt8Day } from '../lib/gmt8.ts';
import type { DemoClock } from './clock.ts';

/** The receiving account a demo installation opens when it has none: members can deposit at once. */
export const DEMO_BANK_ACCOUNT = {
  channelName: 'Demo bank transfer (USD)',
  bankName: 'Demo Bank',
  accountName: 'Portal demo',
  accountNumber: '000000000000',
  exchangeRate: '1',
  // Named in every portal language, as an operator names a channel (`admin bank set --name-in`).
  names: {
    'zh-CN': '\u6f14\u793a\u94f6\u884c\u8f6c\u8d26\uff08USD\uff09',
    'ja-JP': '\u30c7\u30e2\u9280\u884c\u632f\u8fbc\uff08USD\uff09',
    'ko-KP': '\ub370\ubaa8 \uc740\ud589 \uc1a1\uae08 (USD)',
    'id-ID': 'Transfer bank demo (USD)',
  },
};

/** Opens the demo bank channel unless a receiving account is already offered. Answers whether it did. */
export async function openDemoChannel(db: Db, now: Date): Promise<boolean> {
  if ((await listSysBankAccounts(db)).length > 0) return false;
  await addSysBankAccount(db, DEMO_BANK_ACCOUNT, now);
  return true;
}

/**
 * Approves every deposit that has waited for review at least `afterSeconds`, as an operator
 * would: each in its own transaction, so one refused (reviewed meanwhile) leaves the rest.
 */
export async function approveWaitingDeposits(db: Db, now: Date, afterSeconds: number): Promise<string[]> {
  const due = await db
    .selectFrom('deposit_orders')
    .select('id')
    .where('status', '=', 'PENDING_REVIEW')
    .where('created_at', '<=', new Date(now.getTime() - afterSeconds * 1000))
    .orderBy('created_at')
    .limit(100)
    .execute();
  const approved: string[] = [];
  for (const { id } of due) {
    try {
      await approveDeposit(db, id, now);
      approved.push(id);
    } catch (error) {
      // Another review (an operator, another replica) got there first.
      if (!(error instanceof RuleViolation && error.reason === 'ORDER_STATE_INVALID')) throw error;
    }
  }
  return approved;
}

/**
 * Approves every withdrawal that has waited for review at least `afterSeconds`, as an operator
 * would (the member is told): each in its own transaction, like the deposits. Paying it out
 * stays the operator's step, as outside demo mode.
 */
export async function approveWaitingWithdrawals(db: Db, now: Date, afterSeconds: number): Promise<string[]> {
  const due = await db
    .selectFrom('withdrawal_orders')
    .select('id')
    .where('status', '=', 'PENDING_REVIEW')
    .where('created_at', '<=', new Date(now.getTime() - afterSeconds * 1000))
    .orderBy('created_at')
    .limit(100)
    .execute();
  const approved: string[] = [];
  for (const { id } of due) {
    try {
      await transitionWithdrawal(db, { id, action: 'approve', actor: 'operator', now });
      approved.push(id);
    } catch (error) {
      // The member cancelled it, or an operator reviewed it, meanwhile.
      if (!(error instanceof RuleViolation && error.reason === 'ORDER_STATE_INVALID')) throw error;
    }
  }
  return approved;
}

export interface NextDay {
  /** The platform's date (GMT+8) after the move. */
  today: string;
  /** Days the demo runs ahead of the real date. */
  daysAhead: number;
  /** The daily profit runs the move made due. */
  accrual: DayResult[];
}

/**
 * Moves the demo's clock one day on and runs the daily profit that became due. Members stay
 * signed in: their sessions move with the clock (a day passing is not a day of absence).
 */
export async function advanceOneDay(db: Db, clock: DemoClock): Promise<NextDay> {
  const before = gmt8Day(clock.now());
  await sql`
    update sessions
    set created_at = created_at + interval '1 day', last_seen_at = last_seen_at + interval '1 day', expires_at = expires_at + interval '1 day'
    where revoked_at is null`.execute(db);
  const daysAhead = clock.advanceOneDay();
  const now = clock.now();
  const today = gmt8Day(now);
  assert(today !== before, 'a demo day moves the GMT+8 date on');
  return { today, daysAhead, accrual: await accrueDue(db, now) };
}
