import { sql, type Kysely } from 'kysely';

/**
 * Monthly statements by email (docs/notifications.md, "Monthly statements"): the member's opt-in
 * (`members.monthly_statement`, off until the member turns it on) and the files an email carries
 * (`notification_attachments`), written with the notification in the monthly run's transaction so
 * the dispatcher sends exactly the statements the run checked against the ledger. One mail per
 * member and month is the notification's dedupe key (`MONTHLY_STATEMENT:<month>`); the months
 * whose run finished are in `monthly_statement_runs`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column monthly_statement boolean not null default false`.execute(db);
  await sql`
    create table notification_attachments (
      notification_id text not null references notifications(id) on delete cascade,
      position integer not null check (position >= 0),
      file_name text not null check (length(file_name) between 1 and 200),
      content_type text not null,
      content bytea not null,
      primary key (notification_id, position)
    )`.execute(db);
  // Months whose run finished: the scheduler's check for a month already done is one query.
  await sql`create table monthly_statement_runs (month text primary key check (month ~ '^[0-9]{4}-[0-9]{2}$'), finished_at timestamptz not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table monthly_statement_runs`.execute(db);
  await sql`drop table notification_attachments`.execute(db);
  await sql`alter table members drop column monthly_statement`.execute(db);
}
