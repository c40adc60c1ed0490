import { defineConfig } from 'vitest/config';

// One browser journey, run in order; the stack and Chromium are shared by its steps. Time-outs
// are generous: on a loaded 2-core machine a step runs several times slower than on an idle one,
// and a journey's waits are for what a member sees, not for how fast it comes.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A failed test leaves a picture of each page still open (src/failure-screenshots.ts).
    setupFiles: ['test/setup-failures.ts'],
    testTimeout: 120_000,
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // Two journeys at a time, one per core: a journey leaves about a quarter of the two cores
    // idle while its browser, gateway and platform wait on one another.
    fileParallelism: false,
    maxWorkers: 2,
    // Each worker runs its journeys one after another and keeps its modules, its shared stack
    // and its browser (src/stack.ts, src/browser.ts): each file would otherwise load the
    // platform, the gateway and their libraries again (about 3 s each).
    isolate: false,
    sequence: { concurrent: false },
  },
});
