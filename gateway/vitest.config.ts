import { defineConfig } from 'vitest/config';
import { slowFilesFirst } from '../scripts/slow-files-first.ts';
import { SUITE_TEST_TIMEOUT } from '../platform/src/testing-story.ts';

// The files that take longest (10 s and more in docs/testing.md's runs), started first so that
// neither worker ends with one alone.
const SLOWEST_FIRST = [
  'test/entry-scripts.test.ts',
  'test/upstream-faults.test.ts',
  'test/scale-out.test.ts',
  'test/live.test.ts',
  'test/access-control.test.ts',
  'test/live-websocket.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A worker keeps the modules it loaded from one file to the next: importing the platform
    // and the gateway afresh for every file took 85–110 s of a run. Files share no state through
    // them (no module mocks, no global stubs; every platform and gateway is an instance of its own).
    isolate: false,
    // Each run of vitest compiled the platform's and the gateway's TypeScript afresh: the
    // platform's two passes, the gateway's suite and the journeys, the same files four times.
    // Kept on disk (node_modules/.experimental-vitest-cache, by each file's content), a suite after
    // the first reuses them: about 2 s of compiling and 2 s of importing less per run
    // (docs/testing.md, "Workers keep their modules"). No plugins here, so nothing outside a
    // file's content changes its output.
    experimental: { fsModuleCache: true },
    // Files in the slowest-first order, tests in their written order. Shuffling the tests on every
    // run waits until the last files that lean on their order are fixed (docs/testing.md, "Each
    // test runs alone"); `--sequence.shuffle.tests` runs them shuffled meanwhile.
    sequence: { sequencer: slowFilesFirst(SLOWEST_FIRST) },
    // Two cores. Every server in the tests listens on port 0, so files never collide on ports.
    maxWorkers: 2,
    testTimeout: SUITE_TEST_TIMEOUT,
    // The test command runs these suites beside the journeys: a platform's start in a hook (a
    // PGlite's WebAssembly compiled, its data loaded) can take tens of seconds on a shared core.
    hookTimeout: 120_000,
  },
});
