// The folder a run's stacks keep their data in: test/global-setup.ts makes it before the
// workers start (they inherit the variable) and removes it after the last one ends.
export const RUN_DIR_ENV = 'E2E_RUN_DIR';
