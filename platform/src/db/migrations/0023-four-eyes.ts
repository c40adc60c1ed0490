import { sql, type Kysely } from 'kysely';

/**
 * Four eyes (docs/operations.md): an operator's balance adjustment or fine (and a large
 * withdrawal or claim payout) waits here as a request until another operator approves it. The
 * status moves once, in one conditional update, so two approvals at once take effect once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table four_eyes_requests (
      id text primary key,
      action text not null,
      body text not null,
      roles text not null,
      reason text,
      requested_by_id text not null references operators(id),
      requested_by_name text not null,
      status text not null check (status in ('PENDING', 'APPROVED', 'FAILED', 'WITHDRAWN')),
      decided_by_id text references operators(id),
      decided_by_name text,
      outcome text,
      created_at timestamptz not null,
      decided_at timestamptz,
      check ((status = 'PENDING') = (decided_at is null)),
      check (decided_by_id is null or decided_by_id <> requested_by_id or status = 'WITHDRAWN')
    )`.execute(db);
  await sql`create index four_eyes_requests_pending_idx on four_eyes_requests (created_at) where status = 'PENDING'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists four_eyes_requests`.execute(db);
}
