// BENCH_CPU_PROFILE=<path> on a benchmark server: the first SIGUSR2 starts a CPU profile
// (node:inspector's Profiler, 200 µs between samples), the next writes it to <path>
// (bench/gateway-stages.ts reads it).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export function profileOnSignal(path: string | undefined): void {
  if (!path) return;
  const session = new Session();
  session.connect();
  let profiling = false;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!profiling) {
        profiling = true;
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
      } else {
        profiling = false;
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(path, JSON.stringify(profile));
      }
    })();
  });
}
