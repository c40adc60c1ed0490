/**
 * A member's downline volume and counts per rank at scale (docs/team.md, "The invite tree"):
 * seeds one member with N descendants (a tree ten wide, about five deep, ranks spread over
 * −1…7) on a fresh PostgreSQL database, builds the closure table the way migration 0007-team
 * does and the stored counts the way 0011-team-rebates does, then times the member's team volume and counts per rank (the query behind
 * `getOrganizationInfoByUserId`) many times. It fails unless the counts add up to N.
 * Run: BENCH_DATABASE_URL=postgres://… npx -y pnpm@10 --filter @portal/bench run bench:team
 *      (BENCH_DESCENDANTS=100000 by default; TEST_DATABASE_URL is used when BENCH_DATABASE_URL is not set)
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { startTestPlatform } from '@portal/platform/testing';
import { downlineSummary, rebuildTeamCounts, volumesOf } from '@portal/platform/team';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the benchmark may create a database on');
const DESCENDANTS = Number(process.env.BENCH_DESCENDANTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WIDTH = 10;

const name = `portal_bench_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const platform = await startTestPlatform({ databaseUrl: url.toString() });
try {
  const db = platform.db;
  const seedStart = performance.now();
  // Member 0 is the one measured (under the root sponsor); member i > 0 was invited by (i − 1) / 10.
  await sql`
    insert into members (id, user_name, password_hash, transaction_password_hash, country_code, referral_id, sponsor_id, level)
    select 'usr_bench' || i, 'bench' || i, 'x', 'x', 'US', 'B' || i,
           case when i = 0 then (select id from members where sponsor_id is null) else 'usr_bench' || ((i - 1) / ${WIDTH}) end,
           (i % 9) - 1
    from generate_series(0, ${DESCENDANTS}) i`.execute(db);
  await sql`
    insert into member_tree (ancestor_id, descendant_id, depth)
    with recursive up (descendant_id, ancestor_id, depth) as (
      select id, sponsor_id, 1 from members where id like 'usr_bench%'
      union all
      select up.descendant_id, m.sponsor_id, up.depth + 1 from up join members m on m.id = up.ancestor_id where m.sponsor_id is not null
    )
    select ancestor_id, descendant_id, depth from up`.execute(db);
  await sql`insert into team_stats (member_id, personal_volume) select id, 100 from members where id like 'usr_bench%' and id <> 'usr_bench0'`.execute(db);
  await sql`insert into team_stats (member_id, team_volume) values ('usr_bench0', ${String(DESCENDANTS * 100)})`.execute(db);
  // The stored downline counts, as migration 0011-team-rebates builds them (registration and promotion move them after).
  await rebuildTeamCounts(db);
  await sql`analyze`.execute(db);
  await sql`vacuum (analyze) members`.execute(db);
  await sql`vacuum (analyze) member_tree`.execute(db);
  await sql`vacuum (analyze) team_rank_counts`.execute(db);
  await sql`vacuum (analyze) team_stats`.execute(db);
  const seedMs = performance.now() - seedStart;

  const times: number[] = [];
  let summary = await downlineSummary(db, 'usr_bench0');
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const [counted, volumes] = await Promise.all([downlineSummary(db, 'usr_bench0'), volumesOf(db, 'usr_bench0')]);
    times.push(performance.now() - start);
    summary = counted;
    if (volumes.teamVolume !== String(DESCENDANTS * 100)) throw new Error(`team volume ${volumes.teamVolume}`);
  }
  const counted = summary.levelCounts.reduce((sum, row) => sum + row.count, 0);
  if (counted !== DESCENDANTS || summary.teamCount !== DESCENDANTS || summary.directCount !== WIDTH) {
    throw new Error(`counts do not add up: ${JSON.stringify(summary)}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain analyze select level, members from team_rank_counts where member_id = 'usr_bench0'`.execute(db);
  // For comparison: the count over the closure table that the stored counts replace (before 0011-team-rebates).
  const closurePlan = await sql<{ 'QUERY PLAN': string }>`
    explain analyze select m.level, count(*) from member_tree t join members m on m.id = t.descendant_id where t.ancestor_id = 'usr_bench0' group by m.level`.execute(db);
  console.log(
    JSON.stringify(
      {
        descendants: DESCENDANTS,
        seedSeconds: Number((seedMs / 1000).toFixed(1)),
        runs: RUNS,
        medianMs: Number(at(0.5)),
        p95Ms: Number(at(0.95)),
        minMs: Number(times[0]!.toFixed(1)),
        levelCounts: summary.levelCounts,
        plan: plan.rows.map((row) => row['QUERY PLAN']),
        closureCountPlan: closurePlan.rows.map((row) => row['QUERY PLAN']),
      },
      null,
      2,
    ),
  );
} finally {
  await platform.close();
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
}
