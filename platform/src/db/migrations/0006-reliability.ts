import { sql, type Kysely } from 'kysely';

/**
 * Replay protection that outlives a restart and holds across replicas: the IVs of accepted
 * encrypted requests, kept for the replay window. Request-id answers now record refusals too,
 * so stored answers take one shape: `{ ok: result }` or `{ refused: { reason, params } }`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table envelope_nonces (
      nonce text primary key,
      forget_after timestamptz not null
    )`.execute(db);
  await sql`create index envelope_nonces_forget_after_idx on envelope_nonces (forget_after)`.execute(db);
  await sql`update client_requests set response = jsonb_build_object('ok', response) where response is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update client_requests set response = response -> 'ok' where response ? 'ok'`.execute(db);
  await sql`drop table if exists envelope_nonces`.execute(db);
}
