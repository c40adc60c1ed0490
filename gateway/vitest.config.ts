import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A worker keeps the modules it loaded from one file to the next: importing the platform
    // and the gateway afresh for every file took 85–110 s of a run. Files share no state through
    // them (no module mocks, no global stubs; every platform and gateway is an instance of its own).
    isolate: false,
    // Two cores. Every server in the tests listens on port 0, so files never collide on ports.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
