import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testTemplate } from './testing-template.ts';

/**
 * A fresh database on the PostgreSQL server named by TEST_DATABASE_URL, for suites that need
 * real concurrency (PGlite has one connection). Under CI the server is required; elsewhere the
 * suite is skipped, with a warning, when none is configured.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

if (!TEST_DATABASE_URL) {
  if (process.env.CI === 'true') throw new Error('TEST_DATABASE_URL must be set under CI: .ci/run starts PostgreSQL for these suites');
  // Never in silence: the file's PostgreSQL blocks show as skipped, and this says why.
  console.warn('skipping the PostgreSQL tests: TEST_DATABASE_URL is not set (scripts/test.sh installs and starts a server)');
}

/**
 * `serverUrl` names the server (any database on it); TEST_DATABASE_URL unless given. On that
 * server the database is a copy of the run's migrated template (src/testing-template.ts) when
 * there is one, unless `empty` is asked for.
 */
export async function createTestDatabase(
  serverUrl: string | undefined = TEST_DATABASE_URL,
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = !options.empty && serverUrl === TEST_DATABASE_URL ? testTemplate()?.postgresTemplate : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropTestDatabase(url.toString()) };
}

/** Drops the test database `url` names (made by `createTestDatabase`), connections and all. */
export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^portal_test_[0-9a-f]{12}$/.test(name)) throw new Error(`${name} is not a test database`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
