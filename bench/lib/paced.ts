// An open-loop schedule, shared by the benchmarks that time operations at a steady rate.
import { performance } from 'node:perf_hooks';

/** One operation's latency and when it was due, in ms from the schedule's start. */
export interface PacedSample {
  at: number;
  ms: number;
}

/**
 * Runs `paths` at `rate` operations a second in all for `durationS`, open loop, the paths taking
 * turns operation by operation (each at `rate / paths.length`): each operation starts at its
 * scheduled moment whether or not the ones before it have answered, and its latency counts from
 * that moment, so a stall delays every operation behind it in the figures too (autocannon's rate
 * limit waits for answers, which hides such stalls). Taking turns puts every path under every
 * pause of the machine (BENCHMARKS.md (a)). Returns each path's samples and failures.
 */
export async function paced(paths: readonly (() => Promise<void>)[], rate: number, durationS: number): Promise<Array<{ samples: PacedSample[]; errors: number }>> {
  const count = Math.max(paths.length, Math.round(rate * durationS));
  const results = paths.map(() => ({ samples: [] as PacedSample[], errors: 0 }));
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const result = results[index % paths.length]!;
    pending.push(
      paths[index % paths.length]!().then(
        () => void result.samples.push({ at: due - started, ms: performance.now() - due }),
        () => void result.errors++,
      ),
    );
  }
  await Promise.all(pending);
  return results;
}

/** The latency at `share` (0.99 for the p99) of `samples`, in ms. */
export function percentile(samples: readonly PacedSample[], share: number): number {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}
