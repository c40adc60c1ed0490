/**
 * The daily profit run at scale (docs/products.md, "The daily run"): seeds N active packages
 * on a fresh PostgreSQL database, then times one run of a day (the function the scheduler calls), a second
 * run of the same day (which must credit nothing), and the ledger reconciliation after it.
 * Run: BENCH_DATABASE_URL=postgres://… npx -y pnpm@10 --filter @portal/bench run bench:accrual
 *      (BENCH_PACKAGES=100000 by default; TEST_DATABASE_URL is used when BENCH_DATABASE_URL is not set)
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { accrueDay } from '@portal/platform/accrual';
import { startTestPlatform } from '@portal/platform/testing';
import { seedActivePackages } from '@portal/platform/testing/seed';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the benchmark may create a database on');
const PACKAGES = Number(process.env.BENCH_PACKAGES ?? 100_000);
const PACKAGES_PER_MEMBER = 4;
const MEMBERS = Math.ceil(PACKAGES / PACKAGES_PER_MEMBER);
const DAY = '2030-06-11';

const name = `portal_bench_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;

// 16:00 GMT+8 on the day run: the day has begun, so it may be run.
const now = new Date(`${DAY}T08:00:00Z`);
const platform = await startTestPlatform({ databaseUrl: url.toString(), clock: { now: () => now } });
try {
  const seedStart = performance.now();
  await seedActivePackages(platform.db, { packages: PACKAGES, packagesPerMember: PACKAGES_PER_MEMBER, startDay: '2030-06-01', endDay: '2030-07-01' });
  const seedMs = performance.now() - seedStart;

  const time = async <T>(run: () => Promise<T>) => {
    const start = performance.now();
    const result = await run();
    return { ms: Math.round(performance.now() - start), result };
  };
  // The run itself, as the scheduler calls it (the operator API adds one HTTP call around it).
  const first = await time(async () => [await accrueDay(platform.db, DAY, now)]);
  const second = await time(async () => [await accrueDay(platform.db, DAY, now)]);
  const check = await time(() => platform.admin<Record<string, unknown[]>>('ledger/check'));
  const clean = Object.values(check.result).every((list) => list.length === 0);
  console.log(
    JSON.stringify(
      {
        packages: PACKAGES,
        members: MEMBERS,
        seedSeconds: Math.round(seedMs / 100) / 10,
        firstRun: { seconds: first.ms / 1000, accrued: first.result[0]!.accrued, totalProfit: first.result[0]!.totalProfit },
        secondRunSameDay: { seconds: second.ms / 1000, accrued: second.result[0]!.accrued },
        ledgerCheck: { seconds: check.ms / 1000, clean },
      },
      null,
      2,
    ),
  );
  if (first.result[0]!.accrued !== PACKAGES || second.result[0]!.accrued !== 0 || !clean) process.exitCode = 1;
} finally {
  await platform.close();
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
}
