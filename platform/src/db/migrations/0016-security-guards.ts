import { sql, type Kysely } from 'kysely';

/**
 * What guards a member's money in the security domain (docs/security.md, "Guards"), one row per
 * member: the wrong transaction passwords in a row and when the last was (`failed_attempts`,
 * `last_failed_at`), until when money movement is locked after too many of them, and when a
 * credential (login or transaction password) last changed, which starts the pause on
 * withdrawals and address changes. Every transaction-password check locks the member's row while
 * it compares, so parallel guesses are counted one after another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_security (
      member_id text primary key references members(id),
      failed_attempts integer not null default 0 check (failed_attempts >= 0),
      last_failed_at timestamptz,
      money_locked_until timestamptz,
      credentials_changed_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_security`.execute(db);
}
