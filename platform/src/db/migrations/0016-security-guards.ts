import { sql, type Kysely } from 'kysely';

/**
 * What guards a member's money in the security domain (docs/security.md, "Guards"). Each wrong
 * transaction password is a row of `transaction_password_failures`, written before the password
 * is compared (as `login_failures` are), so parallel guesses cannot pass the limit together.
 * `member_security` holds, per member, until when money movement is locked after too many wrong
 * transaction passwords, and when a credential (login or transaction password) last changed, which
 * starts the pause on withdrawals and address changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table transaction_password_failures (
      id bigserial primary key,
      member_id text not null references members(id),
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index transaction_password_failures_member_idx on transaction_password_failures (member_id, created_at)`.execute(db);

  await sql`
    create table member_security (
      member_id text primary key references members(id),
      money_locked_until timestamptz,
      credentials_changed_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_security`.execute(db);
  await sql`drop table transaction_password_failures`.execute(db);
}
