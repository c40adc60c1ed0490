import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';

/**
 * Refuses with ACCOUNT_FROZEN while the member's account is frozen (docs/security.md, "Freeze").
 * Here in `lib`, below every domain, because the one place every money movement passes
 * (`oncePerRequest`) and the transaction-password check both call it; `security/freeze.ts` owns
 * the table and is the only writer.
 */
export async function assertNotFrozen(db: Db, memberId: string): Promise<void> {
  const open = await db.selectFrom('account_freezes').select('frozen_at').where('member_id', '=', memberId).where('lifted_at', 'is', null).executeTakeFirst();
  if (open) throw new RuleViolation('ACCOUNT_FROZEN');
}
