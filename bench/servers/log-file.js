// The gateway's log lines for the benchmarks (BENCH_LOG_FILE): written as production writes them
// to its standard output, one synchronous write a line (pino's default destination), to a file
// instead, so the benchmark's own pipe is not filled with them and their cost is counted.
import { openSync, writeSync } from 'node:fs';

/** A pino destination writing each line to `file` at once; undefined without a file (logs off). */
export function logDestination(file) {
  if (!file) return undefined;
  const fd = openSync(file, 'a');
  return {
    write(line) {
      writeSync(fd, line);
    },
  };
}
