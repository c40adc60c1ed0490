import { sql, type Kysely } from 'kysely';

/** Remembers each member request id with its answer, so a double submit is answered, not redone. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table client_requests (
      member_id text not null references members(id),
      request_id text not null check (length(request_id) between 8 and 64),
      operation text not null,
      response jsonb,
      created_at timestamptz not null default now(),
      primary key (member_id, request_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists client_requests`.execute(db);
}
