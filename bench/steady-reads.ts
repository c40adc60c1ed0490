/**
 * The platform's balances read at a steady rate, open loop, for long enough that its database
 * connections go quiet and come back (BENCHMARKS.md (a), "a connection once opened stays"): the
 * latency's p50, p99 and worst, and the moments of the slowest reads, which show a stall the
 * percentiles only hint at. With `BENCH_BACKGROUND_TRANSFERS`, that many members send transfers
 * one after another the whole time (each checks a transaction password: Argon2id, 15–20 ms of
 * CPU), so the reads meet a platform whose cores are busy hashing.
 * Run alone: BENCH_DATABASE_URL=postgres://… npx -y pnpm@10 --filter @portal/bench run bench:steady-reads
 *   BENCH_RATE (150 reads a second), BENCH_DURATION (25 s: past node-postgres's 10 s idle timeout twice),
 *   BENCH_BACKGROUND_TRANSFERS (0: transfers in flight all along)
 */
import { registerMembers, startPlatform } from './lib/harness.ts';
import { balancesRead, transfers } from './lib/operations.ts';
import { paced, percentile } from './lib/paced.ts';

const rate = Number(process.env.BENCH_RATE ?? 150);
const seconds = Number(process.env.BENCH_DURATION ?? 25);
const inFlight = Number(process.env.BENCH_BACKGROUND_TRANSFERS ?? 0);
const platform = await startPlatform(process.env.BENCH_DATABASE_URL);
try {
  // The gateway is not part of this run: only the direct read is used.
  const read = balancesRead(platform.info, 'http://127.0.0.1:1', platform.info.token, true);
  // One connection's worth of warming: the run starts as a quiet platform meets its first burst.
  for (let i = 0; i < 200; i++) await read.directOnce();
  // Senders in turn among four times as many members as are in flight: none waits for another's
  // password guard.
  const transfer = inFlight > 0 ? transfers(platform.info, 'http://127.0.0.1:1', await registerMembers(platform.info, 'srd', 4 * inFlight, { funds: '100000000' }), true) : undefined;
  let reading = true;
  let transfersDone = 0;
  const background = Array.from({ length: inFlight }, async () => {
    while (reading) {
      await transfer!.directOnce();
      transfersDone++;
    }
  });
  const [run] = await paced([() => read.directOnce()], rate, seconds);
  reading = false;
  await Promise.all(background);
  const { samples, errors } = run!;
  const at = (share: number) => percentile(samples, share).toFixed(1);
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 12);
  const alongside = inFlight > 0 ? `, ${inFlight} transfers in flight all along (${(transfersDone / seconds).toFixed(1)}/s)` : '';
  console.log(`### Balances read at ${rate}/s for ${seconds} s, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${alongside} (failures: ${read.failures + errors + (transfer?.failures ?? 0)})\n`);
  console.log(`p50 ${at(0.5)} ms · p99 ${at(0.99)} ms · worst ${percentile(samples, 1).toFixed(1)} ms`);
  console.log(`slowest (second of the run: ms): ${slowest.map((sample) => `${(sample.at / 1000).toFixed(2)}: ${sample.ms.toFixed(0)}`).join(' · ')}`);
} finally {
  await platform.stop();
}
