import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The PostgreSQL pass (`test:postgres`) runs the integration suites once more with every test
 * platform on a fresh PostgreSQL database instead of PGlite. It leaves out what has nothing new
 * to show there: files that start no platform, and files whose platforms all ran on PostgreSQL
 * in the first pass already (their own server blocks). A new file runs in both passes.
 */
const NOT_IN_POSTGRES_PASS = [
  // No platform.
  'test/config.test.ts',
  'test/record-note.test.ts',
  'test/domain-layers.test.ts',
  // PostgreSQL already, in the first pass.
  'test/races.test.ts',
  'test/jackpot-races.test.ts',
  'test/otc-races.test.ts',
  'test/pin-code-races.test.ts',
  'test/team-races.test.ts',
  'test/ledger.test.ts',
  'test/postgres.test.ts',
];
const postgresPass = process.env.TEST_PLATFORM_DATABASE === 'postgres';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(postgresPass ? NOT_IN_POSTGRES_PASS : [])],
    globalSetup: ['test/global-setup.ts'],
    // A worker keeps the modules it loaded from one file to the next: importing the platform
    // and the gateway afresh for every file took 85–110 s of a run. Files share no state through
    // them (no module mocks, no global stubs; every platform and gateway is an instance of its own).
    isolate: false,
    // Two cores: argon2 and PGlite are CPU-bound, more workers only queue.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
