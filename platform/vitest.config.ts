import { defineConfig } from 'vitest/config';
import { slowFilesFirst } from '../scripts/slow-files-first.ts';
import { SUITE_TEST_TIMEOUT } from './src/testing-story.ts';

/**
 * Where a PostgreSQL server is (the test command provides one), the suites run on it first
 * (`test:postgres`: every test platform on a fresh PostgreSQL database; a platform on a data
 * directory, as the operator CLI's and the crash tests' are, stays on PGlite). The PGlite pass
 * after it (`test:pglite`) runs again, on PGlite, only the files where the database engine makes
 * a difference: transactions and reconciliation, request ids, the delivery outbox. Everything else is the same SQL on the same engine (PGlite is PostgreSQL compiled to
 * WebAssembly), and the fresh-install journeys drive the whole product on PGlite. A plain `test` runs every
 * file on PGlite (and the PostgreSQL blocks where a server is configured).
 */
// (The daily run's restart and the replay after a restart are not here: their platforms keep a
// DATA_DIR, so they run on PGlite in the first pass already.)
const PGLITE_PASS = [
  'test/ledger.test.ts',
  'test/idempotency.test.ts',
  // The delivery outbox's claim (FOR UPDATE SKIP LOCKED) and retries on PGlite's one connection.
  'test/notifications-email.test.ts',
];
const pglitePass = process.env.TEST_PLATFORM_DATABASE === 'pglite';

// The files that take longest (10 s and more in docs/testing.md's runs), started first so that
// neither worker ends with one alone.
const SLOWEST_FIRST = [
  'test/crash-durability.test.ts',
  'test/notifications-crash.test.ts',
  'test/accrual.test.ts',
  'test/admin.test.ts',
  'test/accrual-crash.test.ts',
  'test/replay.test.ts',
  'test/user.test.ts',
  'test/ledger.test.ts',
  'test/team.test.ts',
  'test/products.test.ts',
  'test/postgres.test.ts',
  'test/schema-compilers.test.ts',
];

export default defineConfig({
  test: {
    include: pglitePass ? PGLITE_PASS : ['test/**/*.test.ts'],
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
    // Two cores: argon2 and PGlite are CPU-bound, more workers only queue.
    maxWorkers: 2,
    testTimeout: SUITE_TEST_TIMEOUT,
    // The test command runs these suites beside the journeys: a platform's start in a hook (a
    // PGlite's WebAssembly compiled, its data loaded) can take tens of seconds on a shared core.
    hookTimeout: 120_000,
  },
});
