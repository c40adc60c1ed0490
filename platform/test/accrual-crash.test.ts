// The daily profit run killed half-way (RELIABILITY.md), on PostgreSQL: the platform process is
// killed with SIGKILL while its run of a day for 10,000 packages is in flight; once restarted,
// the run completes, and every package is credited each due day exactly once: none twice, none
// skipped, the ledger clean.
import { expect, it } from 'vitest';
import pg from 'pg';
import { addDays, gmt8Day } from '../src/lib/gmt8.ts';
import { startTestPlatform } from '../src/testing.ts';
import { createTestDatabase } from '../src/testing-postgres.ts';
import { spawnPlatform, type PlatformProcess } from '../src/testing-process.ts';
import { seedActivePackages } from '../src/testing-seed.ts';
import { describeOnPostgres, type Loose } from './helpers.ts';

const PACKAGES = 10_000;

describeOnPostgres('the daily profit run killed on PostgreSQL', () => {
  it(`the platform killed with SIGKILL in the middle of the run for ${PACKAGES.toLocaleString('en-US')} packages: after a restart each is credited each due day exactly once`, { timeout: 300_000 }, async () => {
    const database = await createTestDatabase();
    const observer = new pg.Client({ connectionString: database.url });
    // A lock held here stops the run at its last step, the members' records: by then the day's
    // accruals, premiums, principals and ledger lines are written, not yet committed.
    const holder = new pg.Client({ connectionString: database.url });
    // The database is dropped at the end whatever happened, ending any session still open.
    for (const client of [observer, holder]) client.on('error', () => undefined);
    let platform: PlatformProcess | undefined;
    try {
      // Packages that started two days ago (GMT+8, the platform's real clock): yesterday and today are due.
      const seeding = await startTestPlatform({ databaseUrl: database.url });
      const startDay = addDays(gmt8Day(new Date()), -2);
      await seedActivePackages(seeding.db, { packages: PACKAGES, startDay, endDay: addDays(startDay, 30) });
      await seeding.close();
      await observer.connect();
      const count = async (query: string, values: unknown[] = []) => Number((await observer.query<{ n: string }>(query, values)).rows[0]!.n);

      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table asset_records in share mode');
      platform = await spawnPlatform({ databaseUrl: database.url, env: { ACCRUAL_SCHEDULER: 'true' } });
      const runWaiting = `select count(*) as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'asset_records' and not l.granted`;
      await expect.poll(() => count(runWaiting), { timeout: 120_000 }).toBe(1);
      const inFlight = await count(`select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'active' and query like '%insert into asset_records%'`);
      expect(inFlight).toBe(1);
      await platform.kill();
      await holder.query('rollback');

      // The killed process's session ends and its transaction rolls back: nothing of the run remains.
      const advisoryLocks = `select count(*) as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
      await expect.poll(() => count(advisoryLocks), { timeout: 60_000 }).toBe(0);
      expect(await count('select count(*) as n from package_accruals')).toBe(0);
      expect(await count('select count(*) as n from accrual_runs')).toBe(0);

      platform = await spawnPlatform({ databaseUrl: database.url, env: { ACCRUAL_SCHEDULER: 'true' } });
      const today = () => gmt8Day(new Date());
      // Done when the newest day run is today (a GMT+8 midnight during the test adds a day, which is checked alike).
      await expect
        .poll(async () => (await observer.query<{ day: string | null }>(`select to_char(max(day), 'YYYY-MM-DD') as day from accrual_runs`)).rows[0]!.day, { timeout: 120_000 })
        .toBe(today());

      const runs = (await observer.query<{ day: string; accrued: number }>(`select to_char(day, 'YYYY-MM-DD') as day, accrued from accrual_runs order by day`)).rows;
      // Every day from the day after the start to today, in order, none skipped.
      const expectedDays = Array.from({ length: runs.length }, (_, i) => addDays(startDay, i + 1));
      expect(runs.map((run) => run.day)).toEqual(expectedDays);
      expect(runs.length).toBeGreaterThanOrEqual(2);
      for (const run of runs) {
        expect(run.accrued, run.day).toBe(PACKAGES);
        expect(await count('select count(distinct package_id) as n from package_accruals where day = $1::date', [run.day]), run.day).toBe(PACKAGES);
      }
      // Each package credited once per day run: none twice, none skipped.
      expect(await count('select count(*) as n from package_accruals')).toBe(PACKAGES * runs.length);
      expect(await count('select count(*) as n from (select package_id from package_accruals group by package_id having count(*) <> $1) x', [runs.length])).toBe(0);
      expect(await count(`select count(*) as n from asset_records where id like 'rec_acc%'`)).toBe(PACKAGES * runs.length);

      const check = await platform.admin<Record<string, Loose[]>>('ledger/check');
      expect(check).toEqual({ unbalancedTransfers: [], driftedAccounts: [], negativeMemberAccounts: [], recordsWithoutMovement: [] });
    } finally {
      await platform?.stop();
      await Promise.all([observer.end(), holder.end()].map((ended) => ended.catch(() => undefined)));
      await database.drop();
    }
  });
});
