import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';

/** A member's id by user name (case-insensitive), for operator commands. */
export async function memberIdByName(db: Db, userName: string): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()))
    .executeTakeFirst();
  if (!row) throw new RuleViolation('MEMBER_NOT_FOUND');
  return row.id;
}
