import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../lib/passwords.ts';
import { assertNotFrozen } from '../lib/account-freeze.ts';

/**
 * The one check of a member's transaction password before money moves: every operation that
 * asks for it calls this, so what guards it (attempt limits, freezes) is added in one place.
 */
export async function checkTransactionPassword(db: Db, memberId: string, password: string): Promise<void> {
  // A frozen account is told so before its password is tried (docs/security.md, "Freeze").
  await assertNotFrozen(db, memberId);
  const row = await db.selectFrom('members').select('transaction_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.transaction_password_hash ?? UNUSABLE_PASSWORD_HASH, password))) throw new RuleViolation('WRONG_TRANSACTION_PASSWORD');
}
