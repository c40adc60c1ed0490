import { sql, type Kysely } from 'kysely';

/**
 * The state of an operator action's object just before the change (docs/operations.md, "The
 * audit trail"), as canonical JSON. Null for rows written before this column and for actions
 * whose object has no state of its own to read (a configuration set keeps its previous values
 * in the previous row of the same action).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_trail add column before text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_trail drop column before`.execute(db);
}
