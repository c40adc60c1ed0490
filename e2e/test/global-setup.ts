// What the whole run shares (docs/testing.md): one migrated database and one envelope key pair,
// and one folder for every stack's data, removed at the end whatever the journeys left in it (a
// worker's shared stack ends with the worker, without a close of its own), with the PostgreSQL
// databases it lists.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setupTestTemplate } from '@portal/platform/testing/template';
import { RUN_DATABASES, RUN_DIR_ENV } from '../src/run-dir.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const dropTemplate = await setupTestTemplate();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-run-'));
  process.env[RUN_DIR_ENV] = runDir;
  return async () => {
    const databases = path.join(runDir, RUN_DATABASES);
    if (fs.existsSync(databases)) {
      const { dropTestDatabase } = await import('@portal/platform/testing/postgres');
      for (const url of fs.readFileSync(databases, 'utf8').split('\n').filter(Boolean)) await dropTestDatabase(url);
    }
    fs.rmSync(runDir, { recursive: true, force: true });
    await dropTemplate();
  };
}
