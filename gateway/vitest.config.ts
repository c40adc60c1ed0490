import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The PostgreSQL pass (`test:postgres`) runs the integration suites once more with every test
 * platform on a fresh PostgreSQL database instead of PGlite. It leaves out what has nothing new
 * to show there: files that start no platform, and files whose platforms all ran on PostgreSQL
 * in the first pass already (their own server blocks). A new file runs in both passes.
 */
const NOT_IN_POSTGRES_PASS = [
  // No platform.
  'test/armor.test.ts',
  'test/config.test.ts',
  'test/entry-scripts.test.ts',
  'test/error-mapping.test.ts',
  'test/graphiql-offline.test.ts',
  'test/graphiql.test.ts',
  'test/record-types.test.ts',
  'test/scalars.test.ts',
  'test/secure-headers.test.ts',
  'test/web-app.test.ts',
  // PostgreSQL already, in the first pass.
  'test/access-control.test.ts',
  'test/hostile-input.test.ts',
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
    // Two cores. Every server in the tests listens on port 0, so files never collide on ports.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
