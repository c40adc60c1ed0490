// The platform's connection pool on PostgreSQL (src/db/database.ts): a connection once opened
// stays, so a burst of requests after a quiet spell does not wait for new ones to be opened
// (a backend forked, the password's key derivation, the prepared statements prepared again).
import { sql } from 'kysely';
import { afterEach, expect, it, vi } from 'vitest';
import { IN_MEMORY, openDatabase, type OpenedDatabase } from '../src/db/database.ts';
import { createTestDatabase } from '../src/testing-postgres.ts';
import { describeOnPostgres } from './helpers.ts';

describeOnPostgres('the connection pool', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('serves the next burst, long after the last, on the connections the last one opened', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const opened: OpenedDatabase = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY, poolSize: 3 });
    cleanups.push(() => opened.close());
    // Three statements at once need three connections; each names the server process serving it.
    const burst = async () =>
      new Set(await Promise.all([0, 1, 2].map(async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(opened.db)).rows[0]!.pid)));
    // The pool's timers on a clock the test moves: a quiet minute passes at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = await burst();
    expect(first.size).toBe(3);
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
    expect(await burst()).toEqual(first);
  });
});
