/**
 * The quick benchmarks (BENCHMARKS.md), under five minutes on the development machine, ending
 * with one table each:
 *   envelope cost per call (ours and node-forge), gateway overhead on PGlite (and on PostgreSQL
 *   with BENCH_DATABASE_URL), polling tabs vs live subscriptions, and live fan-in at a tenth of
 *   its full size.
 * Run: npx -y pnpm@10 bench        (BENCH_DURATION=10 for longer runs, BENCH_MODES=plain,encrypted)
 * The long ones have scripts of their own: bench:ledger, bench:fan-in, bench:mesh, bench:accrual,
 * web-speed (bench/package.json).
 */
import { envelopeCost, envelopeTable } from './envelope.ts';
import { fanIn, fanInTable } from './fan-in.ts';
import { machine } from './lib/harness.ts';
import { gatewayOverhead, overheadTable } from './overhead.ts';
import { pollingTable, pollingVsSubscriptions } from './polling.ts';

const started = Date.now();
const at = machine();
const modes = (process.env.BENCH_MODES ?? 'encrypted').split(',');
const databaseUrl = process.env.BENCH_DATABASE_URL;

const envelope = await envelopeCost();
const overhead = [...(await gatewayOverhead(undefined, modes)), ...(databaseUrl ? await gatewayOverhead(databaseUrl, modes) : [])];
const polling = await pollingVsSubscriptions([1, 10, 50]);
const live = await fanIn(100, 10, 1_000);

console.log(JSON.stringify({ machine: at, envelope, overhead, polling, fanIn: live }, null, 2));
console.log(
  [
    `## pnpm bench, ${at.date}`,
    '',
    `Node ${at.node}, ${at.cpu}; at start: ${at.uptime}; ${at.durationPerRunS} s per load run; took ${Math.round((Date.now() - started) / 1000)} s.`,
    '',
    envelopeTable(envelope),
    overheadTable(overhead),
    pollingTable(polling),
    fanInTable(live),
  ].join('\n'),
);
