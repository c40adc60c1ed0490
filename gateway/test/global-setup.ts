// What the whole run shares (docs/testing.md): the compiled platform and gateway that the process
// tests start (as the images do), one migrated database and one envelope key pair.
import { setupTestTemplate } from '@portal/platform/testing/template';
import { buildServices } from '../../scripts/build.ts';

export default async function setup(): Promise<() => Promise<void>> {
  await buildServices();
  return setupTestTemplate();
}
