/**
 * The daily profit run at scale (docs/products.md, "The daily run"): seeds N active packages
 * on a fresh PostgreSQL database, then times one run of a day (the function the scheduler calls), a second
 * run of the same day (which must credit nothing), and the ledger reconciliation after it.
 * Run: BENCH_DATABASE_URL=postgres://… npx -y pnpm@10 --filter @portal/bench run bench:accrual
 *      (BENCH_PACKAGES=100000 by default; TEST_DATABASE_URL is used when BENCH_DATABASE_URL is not set)
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { accrueDay } from '@portal/platform/accrual';
import { startTestPlatform } from '@portal/platform/testing';

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
  const db = platform.db;
  await sql`
    insert into members (id, user_name, password_hash, transaction_password_hash, country_code, referral_id, sponsor_id)
    select 'usr_bench' || i, 'bench' || i, 'x', 'x', 'US', 'B' || i, (select id from members where sponsor_id is null)
    from generate_series(1, ${MEMBERS}) i`.execute(db);
  await sql`
    insert into ledger_accounts (id, member_id, coin_name, state)
    select 'acc_bench_' || i || '_' || c || '_' || s, 'usr_bench' || i, c, s
    from generate_series(1, ${MEMBERS}) i,
         unnest(array['CASH_POINT','BONUS_POINT','ASSETS_POINT','INSURANCE_POINT','GMT','USDT_POINT','WITHDRAWAL_POINT']) c,
         unnest(array['available','frozen','locked']) s`.execute(db);
  // Three in four insurance (half of them compounding, a third insured), one in four entrust; all started 10 days ago.
  await sql`
    insert into member_packages (id, member_id, kind, catalogue_id, origin, buy_coin, profit_coin, amount, principal, daily_profit_ratio, contract_days, start_day, end_day, auto_add, status)
    select 'pkg_bench' || n, 'usr_bench' || (1 + (n - 1) / ${PACKAGES_PER_MEMBER}),
           case when n % 4 = 0 then 'ENTRUST' else 'INSURANCE' end,
           case when n % 4 = 0 then 'ENT-100' else 'INS-100' end,
           'PURCHASE',
           case when n % 4 = 0 then 'ASSETS_POINT' else 'INSURANCE_POINT' end,
           'BONUS_POINT', 100, 100,
           case when n % 4 = 0 then 0.004 else 0.005 end,
           30, ${DAY}::date - 10, ${DAY}::date + 20, n % 2 = 0, 'ACTIVE'
    from generate_series(1, ${PACKAGES}) n`.execute(db);
  await sql`
    insert into insurance_premiums (id, package_id, member_id, round, amount, paid_by, status)
    select 'prm_' || p.id, p.id, p.member_id, 1, 5, 'PLATFORM', 'PAID'
    from member_packages p where p.kind = 'INSURANCE' and right(p.id, 1) in ('1', '4', '7')`.execute(db);
  await sql`analyze`.execute(db);
  // The seeded principals sit in the members' locked balances, as purchases would have put them:
  // one transfer per member account (the deferred zero-sum check sums each transfer's lines).
  await sql`
    insert into ledger_accounts (id, system_name, coin_name, state, allow_negative) values
      ('acc_bench_seed_ip', 'bench-seed:INSURANCE_POINT', 'INSURANCE_POINT', 'available', true),
      ('acc_bench_seed_ap', 'bench-seed:ASSETS_POINT', 'ASSETS_POINT', 'available', true)`.execute(db);
  await sql`
    create table bench_seed as
    select a.id as account_id, a.coin_name, sum(p.principal) as total,
           case a.coin_name when 'INSURANCE_POINT' then 'acc_bench_seed_ip' else 'acc_bench_seed_ap' end as system_id
    from member_packages p join ledger_accounts a on a.member_id = p.member_id and a.coin_name = p.buy_coin and a.state = 'locked'
    group by a.id, a.coin_name`.execute(db);
  await sql`insert into ledger_transfers (id, record_type, memo) select 'txn_seed_' || account_id, 'PURCHASE', 'benchmark seed' from bench_seed`.execute(db);
  await sql`
    insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
    select 'txn_seed_' || account_id, account_id, total, 0, total, 1 from bench_seed
    union all
    select 'txn_seed_' || account_id, system_id, -total, -(sum(total) over w) + total, -(sum(total) over w), row_number() over w
    from bench_seed window w as (partition by system_id order by account_id rows between unbounded preceding and current row)`.execute(db);
  await sql`update ledger_accounts a set balance = s.total, version = 1 from bench_seed s where a.id = s.account_id`.execute(db);
  await sql`
    update ledger_accounts a set balance = -t.total, version = t.n
    from (select system_id, sum(total) as total, count(*) as n from bench_seed group by system_id) t where a.id = t.system_id`.execute(db);
  await sql`drop table bench_seed`.execute(db);
  await sql`analyze`.execute(db);
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
