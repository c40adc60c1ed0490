import { defineConfig } from 'vitest/config';
import { slowFilesFirst } from '../scripts/slow-files-first.ts';
import { PAGE_WAIT_MS } from './src/waits.ts';

// The files that take longest (docs/testing.md's runs), started first.
const SLOWEST_FIRST = [
  'test/shell-truth.test.ts',
  'test/products-journey.test.ts',
  'test/otc-journey.test.ts',
  'test/start-command.test.ts',
  'test/demo-walk-journey.test.ts',
  'test/journey.test.ts',
  'test/withdrawal-journey.test.ts',
  'test/deposit-journey.test.ts',
  'test/team-journey.test.ts',
];

// Browser journeys, each run in order; a worker's stack and Chromium are shared by its files. Time-outs
// are generous: on a loaded 2-core machine a step runs several times slower than on an idle one,
// and a journey's waits are for what a member sees, not for how fast it comes.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A failed test leaves a picture of each page still open (src/failure-screenshots.ts).
    setupFiles: ['test/setup-failures.ts'],
    testTimeout: 120_000,
    expect: { poll: { timeout: PAGE_WAIT_MS } },
    hookTimeout: 120_000,
    // Two journeys at a time, one per core: a journey alone kept the machine about half busy
    // (waiting on the browser, the stack and the member's own pauses), and two side by side took
    // 343 s against 436–464 s one after another (2026-11-28). Each worker has its own stack and
    // browser (src/stack.ts, src/browser.ts); the longest files start first so neither worker is
    // left with one alone at the end.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { concurrent: false, sequencer: slowFilesFirst(SLOWEST_FIRST) },
    // The worker runs the journeys one after another and keeps its modules, its shared stack and
    // its browser (src/stack.ts, src/browser.ts): each file would otherwise load the platform,
    // the gateway and their libraries again (about 3 s each).
    isolate: false,
    // Each run of vitest compiled the platform's and the gateway's TypeScript afresh: the
    // platform's two passes, the gateway's suite and the journeys, the same files four times.
    // Kept on disk (node_modules/.experimental-vitest-cache, by each file's content), a suite after
    // the first reuses them: about 2 s of compiling and 2 s of importing less per run
    // (docs/testing.md, "Workers keep their modules"). No plugins here, so nothing outside a
    // file's content changes its output.
    experimental: { fsModuleCache: true },
  },
});
