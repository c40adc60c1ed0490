import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { generateKeyPair } from '@portal/envelope';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrateToLatest, openDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';

/**
 * One migrated database and one envelope key pair for a whole test run (docs/testing.md).
 *
 * A fresh PGlite spends seconds in initdb and migrations and a fresh RSA key pair half a second;
 * a test run starts well over a hundred platforms. The template is built once, in the test
 * runner's main process (each package's vitest `globalSetup`, or once for every package by
 * `scripts/test.sh`), and named to the workers by PORTAL_TEST_TEMPLATE:
 *
 * - `pglite.tar`: PGlite's dump of a migrated data directory, which in-memory platforms load;
 * - `pglite/`: the same directory on disk, which platforms with a DATA_DIR copy;
 * - `postgres-template`: when TEST_DATABASE_URL names a server, the migrated database that each
 *   test database is created from (`CREATE DATABASE … TEMPLATE`);
 * - `envelope-private.pem`: the platforms' envelope key.
 *
 * The template holds the schema only: every platform still creates its own root sponsor, so a
 * test sees exactly what a first start on an empty database gives.
 */
export const TEMPLATE_ENV = 'PORTAL_TEST_TEMPLATE';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'db', 'migrations');
const STAMP_FILE = 'migrations.sha256';

export interface TestTemplate {
  dir: string;
  /** The dump of the migrated PGlite data directory (`PGlite({ loadDataDir })`). */
  pgliteTar: string;
  /** The migrated PGlite data directory itself, to copy under a platform's DATA_DIR. */
  pgliteDir: string;
  privateKeyPem: string;
  /** The migrated template database on TEST_DATABASE_URL's server, when there is one. */
  postgresTemplate: string | undefined;
}

/** What the migrations are: a template built from other migrations is not used. */
function migrationsStamp(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex');
}

function readTemplate(dir: string): TestTemplate | undefined {
  const stampFile = path.join(dir, STAMP_FILE);
  if (!fs.existsSync(stampFile) || fs.readFileSync(stampFile, 'utf8') !== migrationsStamp()) return undefined;
  const postgresFile = path.join(dir, 'postgres-template');
  return {
    dir,
    pgliteTar: path.join(dir, 'pglite.tar'),
    pgliteDir: path.join(dir, 'pglite'),
    privateKeyPem: fs.readFileSync(path.join(dir, 'envelope-private.pem'), 'utf8'),
    postgresTemplate: fs.existsSync(postgresFile) ? fs.readFileSync(postgresFile, 'utf8').trim() : undefined,
  };
}

let current: TestTemplate | undefined | null = null;

/** The run's template, as the workers see it; undefined when none was built (a platform then starts from scratch). */
export function testTemplate(): TestTemplate | undefined {
  if (current === null) {
    const dir = process.env[TEMPLATE_ENV];
    current = dir ? readTemplate(dir) : undefined;
    if (dir && !current) throw new Error(`${TEMPLATE_ENV}=${dir} is not a test template for these migrations: remove it or unset the variable`);
  }
  return current;
}

/**
 * Gives an empty DATA_DIR the run's migrated PGlite, as a restored backup would bring it: the
 * platform that opens it skips initdb and the migrations (5–8 s on two cores). A directory that
 * already holds a database, and a run without a template, are left as they are.
 */
export function seedDataDir(dataDir: string): void {
  const template = testTemplate();
  const target = path.join(dataDir, 'pglite');
  if (!template || fs.existsSync(target)) return;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(template.pgliteDir, target, { recursive: true });
}

/** Builds a template into `dir` (which must be empty or absent). */
export async function buildTestTemplate(dir: string, postgresServerUrl = process.env.TEST_DATABASE_URL): Promise<TestTemplate> {
  fs.mkdirSync(dir, { recursive: true });
  const pgliteDir = path.join(dir, 'pglite');
  const pglite = new PGlite(pgliteDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    fs.writeFileSync(path.join(dir, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
  fs.writeFileSync(path.join(dir, 'envelope-private.pem'), generateKeyPair().privateKeyPem, { mode: 0o600 });
  if (postgresServerUrl) {
    const name = await buildPostgresTemplate(postgresServerUrl);
    fs.writeFileSync(path.join(dir, 'postgres-template'), `${name}\n`);
  }
  // Written last: a half-built template is never taken for a whole one.
  fs.writeFileSync(path.join(dir, STAMP_FILE), migrationsStamp());
  return readTemplate(dir)!;
}

async function buildPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 1 });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  // Only the run's own tests copy it; nobody connects to it (a connection would block the copies).
  await onServer(serverUrl, (client) => client.query(`alter database ${name} with allow_connections false`));
  return name;
}

async function dropTemplate(template: TestTemplate, postgresServerUrl = process.env.TEST_DATABASE_URL): Promise<void> {
  if (template.postgresTemplate && postgresServerUrl) {
    await onServer(postgresServerUrl, (client) => client.query(`drop database if exists ${template.postgresTemplate}`));
  }
  fs.rmSync(template.dir, { recursive: true, force: true });
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A vitest `globalSetup`: uses the template PORTAL_TEST_TEMPLATE names (the test script builds
 * one for every package) or builds one for this run and removes it afterwards. Workers inherit
 * the variable.
 */
export async function setupTestTemplate(): Promise<() => Promise<void>> {
  const given = process.env[TEMPLATE_ENV];
  if (given && readTemplate(given)) return async () => {};
  const template = await buildTestTemplate(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-template-')));
  process.env[TEMPLATE_ENV] = template.dir;
  return () => dropTemplate(template);
}

/** `node --import tsx src/testing-template.ts build|drop <dir>`: the test script's once-per-run template. */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'build' && dir) {
    await buildTestTemplate(path.resolve(dir));
  } else if (command === 'drop' && dir) {
    const template = readTemplate(path.resolve(dir));
    if (template) await dropTemplate(template);
    else fs.rmSync(dir, { recursive: true, force: true });
  } else {
    console.error('usage: testing-template.ts build|drop <dir>');
    process.exit(2);
  }
}
