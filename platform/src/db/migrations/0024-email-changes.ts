import { sql, type Kysely } from 'kysely';

/**
 * A member adds or changes their email address (docs/security.md, "The email address"): the
 * pending change with the hash of the code sent to the new address (`email_changes`; one open row
 * per member, a new begin ends the earlier one; the rows of the last hour are the begin's rate
 * limit), and a delivery's own address (`notification_deliveries.to_address`), for the code that
 * goes to the new address and the alert that goes to the old one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_changes (
      id text primary key,
      member_id text not null references members(id),
      new_email text not null check (length(new_email) between 3 and 254),
      code_hash text not null check (length(code_hash) = 64),
      attempts integer not null default 0 check (attempts >= 0),
      created_at timestamptz not null,
      expires_at timestamptz not null check (expires_at > created_at),
      ended_at timestamptz
    )`.execute(db);
  await sql`create index email_changes_member_created on email_changes (member_id, created_at)`.execute(db);
  await sql`create unique index email_changes_open on email_changes (member_id) where ended_at is null`.execute(db);
  await sql`alter table notification_deliveries add column to_address text check (to_address is null or length(to_address) between 3 and 254)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notification_deliveries drop column to_address`.execute(db);
  await sql`drop table email_changes`.execute(db);
}
