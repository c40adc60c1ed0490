// What the whole run shares (docs/testing.md): the compiled platform that the process tests start
// (as the image does), one migrated database and one envelope key pair.
import { buildServices } from '../../scripts/build.ts';
import { setupTestTemplate } from '../src/testing-template.ts';

export default async function setup(): Promise<() => Promise<void>> {
  await buildServices();
  return setupTestTemplate();
}
