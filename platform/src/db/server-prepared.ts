import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Statements the server keeps parsed and planned on each connection (PostgreSQL's named prepared
 * statements), by their text. The hot ones only: every money movement's two ledger statements
 * and the reads every request makes. Sent unnamed, PostgreSQL parses and plans a statement at every
 * call; for the ledger's that was about 40 % of the server's time per transfer (BENCHMARKS.md (e)).
 * Opt-in rather than every statement: a statement whose text varies with its data (a list of n
 * values) would leave one prepared statement per length on every connection.
 */
const names = new Map<string, string>();

/**
 * Far more than the texts the marked statements come to (the ledger's depend on how many postings
 * and accounts a transfer has: a handful in practice); past it a statement runs unnamed, as any other.
 */
const MAX_SERVER_PREPARED = 256;

/** Marks `text` to be prepared on the server; the same text always gets the same name. */
export function prepareOnServer(text: string): void {
  if (names.has(text) || names.size >= MAX_SERVER_PREPARED) return;
  names.set(text, `portal_${names.size}`);
}

/**
 * `pool` for Kysely, its clients sending the marked statements by name: node-postgres parses a
 * named statement once per connection and then only binds and executes it. PGlite has no such
 * cache to fill; this is for a PostgreSQL server only. A pooler between us and the server must
 * keep prepared statements per client (PgBouncer ≥ 1.21 with `max_prepared_statements`, or session
 * pooling): docs/operations.md.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let kysely = wrapped.get(client);
      if (kysely === undefined) {
        kysely = {
          query: ((textOrCursor: string | PostgresCursor<unknown>, values?: readonly unknown[]) => {
            // A cursor (Kysely's streaming) is pg-cursor's, a submittable query.
            if (typeof textOrCursor !== 'string') return client.query(textOrCursor as unknown as pg.Submittable);
            const name = names.get(textOrCursor);
            return name === undefined ? client.query(textOrCursor, values as unknown[]) : client.query({ name, text: textOrCursor, values: values as unknown[] });
          }) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        wrapped.set(client, kysely);
      }
      return kysely;
    },
    end: () => pool.end(),
  };
}
