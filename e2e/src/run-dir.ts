import os from 'node:os';

// The folder a run's stacks keep their data in: test/global-setup.ts makes it before the
// workers start (they inherit the variable) and removes it after the last one ends.
export const RUN_DIR_ENV = 'E2E_RUN_DIR';

/** The run's folder (the system's temporary folder for a stack started outside a run). */
export const runDir = (): string => process.env[RUN_DIR_ENV] ?? os.tmpdir();

/** The file in the run's folder listing the PostgreSQL databases its stacks made, one URL a line. */
export const RUN_DATABASES = 'postgres-databases';
