import type { Db } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { formatGmt8 } from '../lib/gmt8.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../lib/passwords.ts';
import { notify } from '../notifications/service.ts';

/** Wrong transaction passwords in a row (any operation) that lock money movement. */
export const TRANSACTION_PASSWORD_MAX_FAILURES = 5;
/** How long money movement stays locked after them. */
export const TRANSACTION_PASSWORD_LOCK_MS = 15 * 60_000;
/** A wrong attempt older than this no longer counts (docs/security.md, "Guards"). */
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

/**
 * Compares a member's transaction password, counting wrong ones across every operation that
 * asks for it. Answers whether it was right; throws TRANSACTION_PASSWORD_LOCKED (with the time
 * it reopens) while money movement is locked, even for the right password, and when this attempt
 * is the one that locks it. For forms that show the answer on a field (a password change).
 */
export async function verifyTransactionPassword(db: Db, memberId: string, password: string, now: Date): Promise<boolean> {
  const lockedUntil = await moneyLockedUntil(db, memberId, now);
  if (lockedUntil) refuseLocked(lockedUntil);

  // Each attempt is written down before it is judged and counts itself (as sign-in does): of
  // many parallel guesses, at most the limit get as far as a comparison. It stays as the failure
  // when the password is wrong and is taken back otherwise.
  const attempt = await db.insertInto('transaction_password_failures').values({ member_id: memberId, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const takeBack = () => db.deleteFrom('transaction_password_failures').where('id', '=', attempt.id).execute();
  const { n } = await db
    .selectFrom('transaction_password_failures')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', new Date(now.getTime() - TRANSACTION_PASSWORD_FAILURE_MEMORY_MS))
    .executeTakeFirstOrThrow();
  const counted = Number(n);
  if (counted > TRANSACTION_PASSWORD_MAX_FAILURES) {
    // The limit's attempts are still being compared; the one that fails last writes the lock.
    await takeBack();
    refuseLocked((await moneyLockedUntil(db, memberId, now)) ?? new Date(now.getTime() + TRANSACTION_PASSWORD_LOCK_MS));
  }

  const row = await db.selectFrom('members').select('transaction_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (await verifyPassword(row.transaction_password_hash ?? UNUSABLE_PASSWORD_HASH, password)) {
    // A right password forgives the wrong ones before it.
    await db.deleteFrom('transaction_password_failures').where('member_id', '=', memberId).execute();
    return true;
  }
  if (counted < TRANSACTION_PASSWORD_MAX_FAILURES) return false;

  assert(counted === TRANSACTION_PASSWORD_MAX_FAILURES, 'only the attempt that reaches the limit locks');
  const until = new Date(now.getTime() + TRANSACTION_PASSWORD_LOCK_MS);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('member_security')
      .values({ member_id: memberId, money_locked_until: until })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ money_locked_until: until }))
      .execute();
    // The count starts again once the lock ends.
    await tx.deleteFrom('transaction_password_failures').where('member_id', '=', memberId).execute();
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'TRANSACTION_PASSWORD_LOCKED', until: formatGmt8(until) }, { now });
  });
  refuseLocked(until);
}

/**
 * The one check of a member's transaction password before money moves: every operation that
 * asks for it calls this, so what guards it (the attempt limit, freezes) is added in one place.
 * Throws WRONG_TRANSACTION_PASSWORD or TRANSACTION_PASSWORD_LOCKED.
 */
export async function checkTransactionPassword(db: Db, memberId: string, password: string, now: Date): Promise<void> {
  if (!(await verifyTransactionPassword(db, memberId, password, now))) throw new RuleViolation('WRONG_TRANSACTION_PASSWORD');
}
