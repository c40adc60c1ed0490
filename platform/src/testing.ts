import zlib from 'node:zlib';
import { loadPlatformConfig } from './config.ts';
import { buildPlatform } from './app.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/time.ts';

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
}

/** The receiving address test platforms open on-chain deposits with (EIP-55's own example). */
export const TEST_DEPOSIT_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/**
 * A real platform for tests: in-memory PGlite (or the given server), the fixed captcha
 * answer, quiet logs, listening on a free loopback port.
 */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const onPostgresPass = process.env.TEST_PLATFORM_DATABASE === 'postgres' && !options.databaseUrl && !options.env?.DATA_DIR;
  const ownDatabase = onPostgresPass ? await freshPostgresDatabase() : undefined;
  const databaseUrl = options.databaseUrl ?? ownDatabase?.url;
  const config = loadPlatformConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
    DEPOSIT_ADDRESS: TEST_DEPOSIT_ADDRESS,
    ENVELOPE_REQUIRED: options.requireEncryption ? 'true' : 'false',
    // Tests run the daily profit engine by hand (operator API), at the test clock's days.
    ACCRUAL_SCHEDULER: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const platform = await buildPlatform(config, {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
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
      await platform.close();
      await ownDatabase?.drop();
    },
  };
}

async function freshPostgresDatabase() {
  const { createTestDatabase, TEST_DATABASE_URL } = await import('./testing-postgres.ts');
  if (!TEST_DATABASE_URL) throw new Error('TEST_PLATFORM_DATABASE=postgres needs TEST_DATABASE_URL (a PostgreSQL server)');
  return createTestDatabase(TEST_DATABASE_URL);
}

/**
 * A decompression bomb in miniature: a well-formed PNG of a few hundred bytes whose header
 * declares `width` × `height` pixels of a single, highly compressible row pattern, cut short.
 * Whoever trusts its header and decodes it allocates width × height bytes.
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const firstRows = zlib.deflateSync(Buffer.alloc((width + 1) * 16));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', firstRows), chunk('IEND', Buffer.alloc(0))]);
}
