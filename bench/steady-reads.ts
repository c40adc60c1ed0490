/**
 * The platform's balances read at a steady rate, open loop, for long enough that its database
 * connections go quiet and come back (BENCHMARKS.md (a), "a connection once opened stays"): the
 * latency's p50, p99 and worst, and the moments of the slowest reads, which show a stall the
 * percentiles only hint at.
 * Run alone: BENCH_DATABASE_URL=postgres://… npx -y pnpm@10 --filter @portal/bench run bench:steady-reads
 *   BENCH_RATE (150 reads a second), BENCH_DURATION (25 s: past node-postgres's 10 s idle timeout twice)
 */
import { startPlatform } from './lib/harness.ts';
import { balancesRead } from './lib/operations.ts';
import { paced, percentile } from './lib/paced.ts';

const rate = Number(process.env.BENCH_RATE ?? 150);
const seconds = Number(process.env.BENCH_DURATION ?? 25);
const platform = await startPlatform(process.env.BENCH_DATABASE_URL);
try {
  // The gateway is not part of this run: only the direct read is used.
  const read = balancesRead(platform.info, 'http://127.0.0.1:1', platform.info.token, true);
  // One connection's worth of warming: the run starts as a quiet platform meets its first burst.
  for (let i = 0; i < 200; i++) await read.directOnce();
  const [run] = await paced([() => read.directOnce()], rate, seconds);
  const { samples, errors } = run!;
  const at = (share: number) => percentile(samples, share).toFixed(1);
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 12);
  console.log(`### Balances read at ${rate}/s for ${seconds} s, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (failures: ${read.failures + errors})\n`);
  console.log(`p50 ${at(0.5)} ms · p99 ${at(0.99)} ms · worst ${percentile(samples, 1).toFixed(1)} ms`);
  console.log(`slowest (second of the run: ms): ${slowest.map((sample) => `${(sample.at / 1000).toFixed(2)}: ${sample.ms.toFixed(0)}`).join(' · ')}`);
} finally {
  await platform.stop();
}
