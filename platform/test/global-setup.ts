// One migrated database and one envelope key pair for the whole run (docs/testing.md).
export { setupTestTemplate as default } from '../src/testing-template.ts';
