import type { Db } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { formatGmt8 } from '../lib/gmt8.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../lib/passwords.ts';
import { assertNotFrozen } from '../lib/account-freeze.ts';
import { notify } from '../notifications/service.ts';

/** Wrong transaction passwords in a row (any operation) that lock money movement. */
export const TRANSACTION_PASSWORD_MAX_FAILURES = 5;
/** How long money movement stays locked after them. */
export const TRANSACTION_PASSWORD_LOCK_MS = 15 * 60_000;
/** Wrong attempts are forgotten this long after the last of them (docs/security.md, "Guards"). */
export const TRANSACTION_PASSWORD_FAILURE_MEMORY_MS = 24 * 60 * 60_000;

function refuseLocked(until: Date): never {
  throw new RuleViolation('TRANSACTION_PASSWORD_LOCKED', { until: formatGmt8(until) });
}

/** Until when the member's money movement is locked by wrong transaction passwords, or null. */
export async function moneyLockedUntil(db: Db, memberId: string, now: Date): Promise<Date | null> {
  const row = await db.selectFrom('member_security').select('money_locked_until').where('member_id', '=', memberId).executeTakeFirst();
  const until = row?.money_locked_until ?? null;
  return until && until.getTime() > now.getTime() ? until : null;
}

type Outcome = { kind: 'right' } | { kind: 'wrong' } | { kind: 'locked'; until: Date };

/**
 * Compares a member's transaction password, counting wrong ones across every operation that
 * asks for it. Answers whether it was right; throws TRANSACTION_PASSWORD_LOCKED (with the time
 * it reopens) while money movement is locked, even for the right password, and when this attempt
 * is the one that locks it. For forms that show the answer on a field (a password change).
 */
export async function verifyTransactionPassword(db: Db, memberId: string, password: string, now: Date): Promise<boolean> {
  // The member's row stays locked while the password is compared: parallel attempts are counted
  // one after another, so none passes the limit with another (a comparison takes some 20 ms).
  const outcome = await db.transaction().execute(async (tx): Promise<Outcome> => {
    const lockGuard = () =>
      tx
        .selectFrom('member_security')
        .innerJoin('members', 'members.id', 'member_security.member_id')
        .select(['member_security.failed_attempts', 'member_security.last_failed_at', 'member_security.money_locked_until', 'members.transaction_password_hash'])
        .where('member_security.member_id', '=', memberId)
        .forUpdate('member_security')
        .executeTakeFirst();
    // The guard row is made on a member's first check; every later one locks it in one statement.
    let guard = await lockGuard();
    if (!guard) {
      await tx.insertInto('member_security').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
      guard = await lockGuard();
    }
    assert(guard, `member ${memberId} has a guard row`);
    if (guard.money_locked_until && guard.money_locked_until.getTime() > now.getTime()) return { kind: 'locked', until: guard.money_locked_until };
    if (await verifyPassword(guard.transaction_password_hash ?? UNUSABLE_PASSWORD_HASH, password)) {
      // A right password forgives the wrong ones before it.
      if (guard.failed_attempts > 0) await tx.updateTable('member_security').set({ failed_attempts: 0, last_failed_at: null }).where('member_id', '=', memberId).execute();
      return { kind: 'right' };
    }
    const remembered = guard.last_failed_at && guard.last_failed_at.getTime() > now.getTime() - TRANSACTION_PASSWORD_FAILURE_MEMORY_MS ? guard.failed_attempts : 0;
    const failures = remembered + 1;
    if (failures < TRANSACTION_PASSWORD_MAX_FAILURES) {
      await tx.updateTable('member_security').set({ failed_attempts: failures, last_failed_at: now }).where('member_id', '=', memberId).execute();
      return { kind: 'wrong' };
    }
    // The count starts again once the lock ends.
    const until = new Date(now.getTime() + TRANSACTION_PASSWORD_LOCK_MS);
    await tx.updateTable('member_security').set({ failed_attempts: 0, last_failed_at: null, money_locked_until: until }).where('member_id', '=', memberId).execute();
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'TRANSACTION_PASSWORD_LOCKED', until: formatGmt8(until) }, { now });
    return { kind: 'locked', until };
  });
  if (outcome.kind === 'locked') refuseLocked(outcome.until);
  return outcome.kind === 'right';
}

/**
 * The one check of a member's transaction password before money moves: every operation that
 * asks for it calls this, so what guards it (the attempt limit, freezes) is added in one place.
 * Throws WRONG_TRANSACTION_PASSWORD or TRANSACTION_PASSWORD_LOCKED.
 */
export async function checkTransactionPassword(db: Db, memberId: string, password: string, now: Date): Promise<void> {
  // A frozen account is told so before its password is tried (docs/security.md, "Freeze").
  await assertNotFrozen(db, memberId);
  if (!(await verifyTransactionPassword(db, memberId, password, now))) throw new RuleViolation('WRONG_TRANSACTION_PASSWORD');
}
