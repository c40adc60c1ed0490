import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty database on the PostgreSQL server named by TEST_DATABASE_URL, for suites
 * that need real concurrency (PGlite has one connection). Under CI the server is required;
 * elsewhere the suite is skipped when none is configured.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

if (process.env.CI === 'true' && !TEST_DATABASE_URL) {
  throw new Error('TEST_DATABASE_URL must be set under CI: .ci/run starts PostgreSQL for these suites');
}

/** `serverUrl` names the server (any database on it); TEST_DATABASE_URL unless given. */
export async function createTestDatabase(serverUrl: string | undefined = TEST_DATABASE_URL): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
