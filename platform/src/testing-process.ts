import { type ChildProcess, spawn } from 'node:child_process';
import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateKeyPair } from '@portal/envelope';
import { TEST_CAPTCHA_ANSWER, TEST_DEPOSIT_ADDRESS } from './testing.ts';
import { seedDataDir, testTemplate } from './testing-template.ts';

const PLATFORM_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface PlatformProcessOptions {
  /** PGlite's data directory (on disk, kept across restarts); ignored when `databaseUrl` is given. */
  dataDir?: string;
  /** A real PostgreSQL database. */
  databaseUrl?: string;
  /** The port to listen on; a free one when absent (give the old one to come back at the same address). */
  port?: number;
  /** The envelope key; give the same one to a restarted process so captured traffic stays readable. */
  privateKeyPem?: string;
  adminToken?: string;
  requireEncryption?: boolean;
  env?: Record<string, string>;
}

/**
 * The platform as its own operating-system process (`node dist/main.js`, what the image runs;
 * the test run's global setup builds it), for tests that stop it, kill it with SIGKILL or restart
 * it. Quiet logs, the test captcha answer, the daily profit scheduler off.
 */
export interface PlatformProcess {
  url: string;
  port: number;
  pid: number;
  publicKeyPem: string;
  privateKeyPem: string;
  adminToken: string;
  captchaAnswer: string;
  rootReferralId: string;
  options: PlatformProcessOptions;
  /** The process's output so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  /** SIGKILL, waiting until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (a graceful close), waiting until the process is gone. */
  stop(): Promise<void>;
  /** POST /admin/api/<path> with the operator token; throws on a non-2xx answer or a refusal. */
  admin<T = unknown>(path: string, body?: unknown): Promise<T>;
}

export async function spawnPlatform(options: PlatformProcessOptions = {}, readyTimeoutMs = 120_000): Promise<PlatformProcess> {
  // The run's key and migrated database (src/testing-template.ts), as the in-process platforms have.
  const privateKeyPem = options.privateKeyPem ?? testTemplate()?.privateKeyPem ?? generateKeyPair().privateKeyPem;
  if (options.dataDir && !options.databaseUrl) seedDataDir(options.dataDir);
  const adminToken = options.adminToken ?? randomBytes(24).toString('hex');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PLATFORM_PORT: String(options.port ?? 0),
    PLATFORM_HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
    DEPOSIT_ADDRESS: TEST_DEPOSIT_ADDRESS,
    ENVELOPE_REQUIRED: options.requireEncryption ? 'true' : 'false',
    ENVELOPE_PRIVATE_KEY: privateKeyPem,
    ADMIN_TOKEN: adminToken,
    ACCRUAL_SCHEDULER: 'false',
    MONTHLY_STATEMENT_SCHEDULER: 'false',
    DATA_DIR: options.dataDir ?? 'memory://',
    DATABASE_URL: options.databaseUrl ?? '',
    ...options.env,
  };
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], { cwd: PLATFORM_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const ready = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the platform was not ready in ${readyTimeoutMs} ms:\n${text}`));
    }, readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const found = text.match(/Platform listening at (http:\/\/\S+); root sponsor referral ID: (\S+)/);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the platform ended (${how}) before it was ready:\n${text}`));
    });
  });
  const url = ready[1]!;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid!,
    publicKeyPem: createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem,
    adminToken,
    captchaAnswer: TEST_CAPTCHA_ANSWER,
    rootReferralId: ready[2]!,
    options: { ...options, privateKeyPem, adminToken },
    output: () => text,
    exited,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    async admin<T>(adminPath: string, body: unknown = {}) {
      const response = await fetch(`${url}/admin/api/${adminPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
        body: JSON.stringify(body),
      });
      const payload = (await response.json()) as T;
      if (!response.ok || (payload as { code?: number }).code === 9001) throw new Error(`admin ${adminPath} failed: ${response.status} ${JSON.stringify(payload)}`);
      return payload;
    },
  };
}
