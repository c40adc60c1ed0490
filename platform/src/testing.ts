import fs from 'node:fs';
import type { Agent as HttpsAgent } from 'node:https';
import { loadPlatformConfig } from './config.ts';
import { buildPlatform, type BuildOptions } from './app.ts';
import { IN_MEMORY, type Db } from './db/database.ts';
import { checkLedger } from './ledger/ledger.ts';
import type { Clock } from './lib/time.ts';
import { seedDataDir, testTemplate } from './testing-template.ts';

export const TEST_CAPTCHA_ANSWER = 'TEST';

export interface TestPlatform {
  url: string;
  publicKeyPem: string;
  adminToken: string;
  captchaAnswer: string;
  rootReferralId: string;
  /** The platform's own database handle, for tests that look behind the API. */
  db: Db;
  /** Requests served on one REST path (e.g. `/api/app/assets/assetsList`), from the platform's own metrics. */
  requestCount(path: string): Promise<number>;
  /** POST /admin/api/<path> with the operator token; throws on a non-2xx answer. */
  admin<T = unknown>(path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export interface TestPlatformOptions {
  /**
   * A real PostgreSQL server (its database is used as is). When absent: PGlite in memory, or,
   * with TEST_PLATFORM_DATABASE=postgres, a fresh database on TEST_DATABASE_URL's server, dropped
   * at close (the integration suites' PostgreSQL pass, `pnpm test:postgres`) — unless `env`
   * names a DATA_DIR: those tests are about PGlite's own data directory.
   */
  databaseUrl?: string;
  requireEncryption?: boolean;
  env?: Record<string, string>;
  clock?: Clock;
  /** Receives the platform's log lines (raise the level with `env: { LOG_LEVEL: 'debug' }`). */
  logStream?: { write(line: string): void };
  /**
   * `close()` reconciles the ledger first and fails if anything is off (docs/testing.md): every
   * suite that moves money ends with the check without having to remember it. Off only for a
   * test that breaks the ledger on purpose.
   */
  reconcileOnClose?: boolean;
  /** Trusted certificates for Web Push services (a test's own push service over HTTPS). */
  pushAgent?: HttpsAgent;
  /** Sees every route as it is registered (the operator routes' declared roles). */
  onRoute?: BuildOptions['onRoute'];
}

/** The receiving address test platforms open on-chain deposits with (EIP-55's own example). */
export const TEST_DEPOSIT_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

let pgliteTemplate: Blob | undefined;

/** The run's migrated PGlite, read once per process: every in-memory platform loads it. */
function pgliteTemplateBlob(): Blob | undefined {
  const template = testTemplate();
  if (!template) return undefined;
  pgliteTemplate ??= new Blob([fs.readFileSync(template.pgliteTar)]);
  return pgliteTemplate;
}

/**
 * A real platform for tests: in-memory PGlite (or the given server), the fixed captcha
 * answer, quiet logs, listening on a free loopback port. Started from the run's template
 * (src/testing-template.ts) when there is one: migrated schema, shared envelope key.
 */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const onPostgresPass = process.env.TEST_PLATFORM_DATABASE === 'postgres' && !options.databaseUrl && !options.env?.DATA_DIR;
  const ownDatabase = onPostgresPass ? await freshPostgresDatabase() : undefined;
  const databaseUrl = options.databaseUrl ?? ownDatabase?.url;
  const template = testTemplate();
  const config = loadPlatformConfig({
    ...(template ? { ENVELOPE_PRIVATE_KEY: template.privateKeyPem } : {}),
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
    DEPOSIT_ADDRESS: TEST_DEPOSIT_ADDRESS,
    ENVELOPE_REQUIRED: options.requireEncryption ? 'true' : 'false',
    // Tests run the daily profit engine by hand (operator API), at the test clock's days.
    ACCRUAL_SCHEDULER: 'false',
    MONTHLY_STATEMENT_SCHEDULER: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const inMemory = !databaseUrl && config.dataDir === IN_MEMORY;
  if (!databaseUrl && !inMemory) seedDataDir(config.dataDir);
  const templateBlob = inMemory ? pgliteTemplateBlob() : undefined;
  const platform = await buildPlatform(config, {
    ...(templateBlob ? { pgliteTemplate: templateBlob } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  const url = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    publicKeyPem: platform.publicKeyPem,
    adminToken: platform.adminToken,
    // An `env` override of CAPTCHA_TEST_ANSWER is the answer that works.
    captchaAnswer: config.captchaTestAnswer ?? TEST_CAPTCHA_ANSWER,
    rootReferralId: platform.rootReferralId,
    db: platform.db,
    async requestCount(path) {
      const metric = await platform.app.metrics.requests.get();
      return metric.values.filter((v) => v.labels.route === path).reduce((sum, v) => sum + v.value, 0);
    },
    async admin<T>(path: string, body: unknown = {}) {
      const response = await fetch(`${url}/admin/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': platform.adminToken },
        body: JSON.stringify(body),
      });
      const payload = (await response.json()) as T;
      if (!response.ok || (payload as { code?: number }).code === 9001) {
        throw new Error(`admin ${path} failed: ${response.status} ${JSON.stringify(payload)}`);
      }
      return payload;
    },
    async close() {
      try {
        if (options.reconcileOnClose !== false) await expectReconciledLedger(platform.db);
      } finally {
        await platform.close();
        await ownDatabase?.drop();
      }
    },
  };
}

/** Throws, naming what is off, unless every transfer sums to zero and every balance matches its entries. */
export async function expectReconciledLedger(db: Db): Promise<void> {
  const check = await checkLedger(db);
  const problems = Object.values(check).reduce((sum, list) => sum + list.length, 0);
  if (problems > 0) throw new Error(`the ledger does not reconcile at the end of the test: ${JSON.stringify(check)}`);
}

async function freshPostgresDatabase() {
  const { createTestDatabase, TEST_DATABASE_URL } = await import('./testing-postgres.ts');
  if (!TEST_DATABASE_URL) throw new Error('TEST_PLATFORM_DATABASE=postgres needs TEST_DATABASE_URL (a PostgreSQL server)');
  return createTestDatabase(TEST_DATABASE_URL);
}

