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
    // One journey at a time: two side by side took as long (458 s against 460 s on 2026-11-26)
    // for 20 % more processor time, each slowing the other's browser.
    fileParallelism: false,
    // The worker runs the journeys one after another and keeps its modules, its shared stack and
    // its browser (src/stack.ts, src/browser.ts): each file would otherwise load the platform,
    // the gateway and their libraries again (about 3 s each).
    isolate: false,
    sequence: { concurrent: false },
  },
});
