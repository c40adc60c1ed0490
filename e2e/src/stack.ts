// The real product for a browser journey: the platform (a PostgreSQL database when the run has
// a server, else PGlite in a temp DATA_DIR, as the journeys about a fresh install always are; the
// fixed test captcha) and the gateway serving the built web app, both on free loopback ports.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway, loadGatewayConfig } from '@portal/gateway';
import { runAdmin } from '@portal/platform/admin';
import { buildPlatform, loadPlatformConfig, PLATFORM_URL_FILE, startPlatform, type PlatformConfig } from '@portal/platform';
import { expectReconciledLedger, TEST_CAPTCHA_ANSWER, TEST_DEPOSIT_ADDRESS } from '@portal/platform/testing';
import { seedDataDir, testTemplate } from '@portal/platform/testing/template';
import { RUN_DATABASES, runDir } from './run-dir.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// E2E_WEB_DIST runs the journeys against another build (e.g. a copy, while web/dist is rebuilt).
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(ROOT, 'web', 'dist');
export const POLL_INTERVAL_MS = 1000;

export interface Stack {
  baseUrl: string;
  rootReferralId: string;
  captchaAnswer: string;
  dataDir: string;
  /** Runs the operator CLI (`pnpm admin …`) against this stack. */
  admin(...args: string[]): Promise<string>;
  /** Runs the operator CLI as a signed-in operator (`OPERATOR_TOKEN=<token> pnpm admin …`). */
  adminAs(operatorToken: string, ...args: string[]): Promise<string>;
  /**
   * Signs an operator in with `pnpm admin operator sign-in` (the password as its standard input
   * would give it) and answers the session token the command prints for the shell.
   */
  operatorSignIn(name: string, password: string, code: string): Promise<string>;
  /**
   * Changes one row of the audit trail in the database itself, behind the platform's back, as
   * someone with database access would; answers a function that puts the row back as it was.
   */
  tamperWithAuditRow(sequence: string): Promise<() => Promise<void>>;
  /**
   * Creates an operator with `pnpm admin operator create`, the password given as its standard
   * input would give it; answers the command's output (its `totpSecret`, shown once).
   */
  createOperator(name: string, role: 'support' | 'compliance' | 'finance' | 'admin', password: string): Promise<{ totpSecret: string }>;
  /** Checks that the ledger reconciles (`close()` does too). */
  reconcile(): Promise<void>;
  /** Calls the platform's operator API (`POST /admin/api/<route>`), as the CLI does, for steps the CLI does not offer. */
  operator<T = unknown>(route: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Platform settings for this journey, e.g. `{ ADDRESS_COOLING_HOURS: '0' }`. */
  platformEnv?: Record<string, string>;
  /** Gateway settings for this journey. */
  gatewayEnv?: Record<string, string>;
  /** The platform's clock, for journeys that need days to pass (the browser keeps the real time). */
  clock?: { now(): Date };
  /**
   * PGlite in the DATA_DIR whatever the run has, as the README's start command runs: for the
   * journeys about a fresh install. Otherwise a stack keeps its data on the run's PostgreSQL
   * server when it has one (`journeyDatabaseServer()`), in a fresh copy of the migrated template
   * dropped at `close()`, and on PGlite in the DATA_DIR when it has none.
   */
  freshInstall?: boolean;
  /** Leaves that database to the run's teardown, which drops every one it finds listed (test/global-setup.ts). */
  keepDatabase?: boolean;
  /** The gateway's port, for journeys whose platform must know the web app's URL before it starts (passkeys: `freePort()`). */
  gatewayPort?: number;
}

/** A loopback port free now: the system picks it, then lets it go for the caller to listen on. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

/** Starts the platform on the given clock, leaving its address in DATA_DIR as `startPlatform` does. */
async function startPlatformOnClock(config: PlatformConfig, clock: { now(): Date }) {
  const platform = await buildPlatform(config, { clock });
  const url = await platform.app.listen({ port: config.port, host: config.host });
  fs.writeFileSync(path.join(config.dataDir, PLATFORM_URL_FILE), `${url}\n`);
  return { ...platform, url };
}

let shared: Promise<Stack> | undefined;

/**
 * The PostgreSQL server the journeys' platforms keep their data on, when the run has one
 * (TEST_DATABASE_URL; `E2E_DATABASE=pglite` keeps every stack on PGlite). The journeys about a
 * fresh install stay on PGlite in their DATA_DIR (`freshInstall`, docs/testing.md).
 */
function journeyDatabaseServer(): string | undefined {
  return process.env.E2E_DATABASE === 'pglite' ? undefined : process.env.TEST_DATABASE_URL || undefined;
}

/**
 * The stack that the journeys of one worker share: a journey that needs only members of its
 * own (names no other journey uses) and changes nothing every member sees (no bank channel,
 * jackpot round, P2P offer or setting) takes it instead of starting a platform and a gateway of
 * its own, about 3 s each. Its `close()` checks the ledger and leaves it running for the next
 * journey; it ends with the worker, and its data goes with the run's folder.
 *
 * Every member of every journey signs up and signs in from 127.0.0.1, so its gateway allows
 * that address more attempts than a public gateway would; the limits per user name at one address
 * stay (journeys never fail a sign-in on purpose, so none is asked for a captcha).
 */
export function sharedStack(): Promise<Stack> {
  shared ??= startStack({
    // The worker ends without closing it: the run's teardown drops its database (test/global-setup.ts).
    keepDatabase: true,
    gatewayEnv: {
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000/3600',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000/300',
      RATE_LIMIT_CAPTCHA_PER_ADDRESS: '1000/300',
      RATE_LIMIT_OPERATOR_SIGN_IN_PER_ADDRESS: '1000/300',
    },
  }).then((stack) => ({ ...stack, close: () => stack.reconcile() }));
  return shared;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} has no build: run \`pnpm --filter @portal/web build\` first`);
  }
  // Under the run's folder (test/global-setup.ts), which the run removes whatever happens here.
  const dataDir = fs.mkdtempSync(path.join(runDir(), 'portal-e2e-'));
  // The run's migrated database and envelope key, as a restored backup would bring them: the
  // platform skips initdb and key generation (src/testing-template.ts in the platform).
  const template = testTemplate();
  // Imported only when asked for: the module insists on a server under CI.
  const server = options.freshInstall ? undefined : journeyDatabaseServer();
  const database = server ? await (await import('@portal/platform/testing/postgres')).createTestDatabase(server) : undefined;
  if (database) fs.appendFileSync(path.join(runDir(), RUN_DATABASES), `${database.url}\n`);
  if (!database) seedDataDir(dataDir);
  const config = loadPlatformConfig({
    ...(template ? { ENVELOPE_PRIVATE_KEY: template.privateKeyPem } : {}),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PLATFORM_HOST: '127.0.0.1',
    PLATFORM_PORT: '0',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
    DEPOSIT_ADDRESS: TEST_DEPOSIT_ADDRESS,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.platformEnv,
  });
  const platform = options.clock ? await startPlatformOnClock(config, options.clock) : await startPlatform(config);
  const gateway = await createGateway(
    loadGatewayConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      UPSTREAM_URL: platform.url,
      ENVELOPE_PUBLIC_KEY: platform.publicKeyPem,
      WEB_DIST_DIR: WEB_DIST,
      POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
      ...options.gatewayEnv,
    }),
  );
  const address = await gateway.listen({ port: options.gatewayPort ?? 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    rootReferralId: platform.rootReferralId,
    captchaAnswer: TEST_CAPTCHA_ANSWER,
    dataDir,
    async admin(...args) {
      // The operator CLI's own code (`pnpm admin …`), run in this process: a Node.js with its
      // TypeScript loader for each of the journeys' 50-odd calls cost about a second of CPU each.
      let stdout = '';
      await runAdmin(args, { env: { DATA_DIR: dataDir }, out: (text) => (stdout += text), err: (text) => process.stderr.write(text) });
      return stdout;
    },
    async adminAs(operatorToken, ...args) {
      let stdout = '';
      await runAdmin(args, { env: { DATA_DIR: dataDir, OPERATOR_TOKEN: operatorToken }, out: (text) => (stdout += text), err: (text) => process.stderr.write(text) });
      return stdout;
    },
    async operatorSignIn(name, password, code) {
      let stdout = '';
      await runAdmin(['operator', 'sign-in', '--name', name, '--code', code], {
        env: { DATA_DIR: dataDir },
        out: (text) => (stdout += text),
        err: () => {},
        readSecret: async () => password,
      });
      const token = /^export OPERATOR_TOKEN=(\S+)$/m.exec(stdout)?.[1];
      if (!token) throw new Error('operator sign-in printed no session token');
      return token;
    },
    async tamperWithAuditRow(sequence) {
      const row = await platform.db.selectFrom('audit_trail').select('reason').where('sequence', '=', sequence).executeTakeFirstOrThrow();
      await platform.db.updateTable('audit_trail').set({ reason: `${row.reason ?? ''} (changed afterwards)` }).where('sequence', '=', sequence).execute();
      return async () => {
        await platform.db.updateTable('audit_trail').set({ reason: row.reason }).where('sequence', '=', sequence).execute();
      };
    },
    async createOperator(name, role, password) {
      let stdout = '';
      await runAdmin(['operator', 'create', '--name', name, '--role', role], {
        env: { DATA_DIR: dataDir },
        out: (text) => (stdout += text),
        err: (text) => process.stderr.write(text),
        readSecret: async () => password,
      });
      return JSON.parse(stdout) as { totpSecret: string };
    },
    async operator<T>(route: string, body: unknown = {}) {
      const response = await fetch(`${platform.url}/admin/api/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': platform.adminToken },
        body: JSON.stringify(body),
      });
      const payload = (await response.json()) as T;
      if (!response.ok) throw new Error(`operator ${route} failed: ${response.status} ${JSON.stringify(payload)}`);
      return payload;
    },
    async reconcile() {
      await expectReconciledLedger(platform.db);
    },
    async close() {
      try {
        // Every journey that moved money ends with a ledger that reconciles.
        await expectReconciledLedger(platform.db);
      } finally {
        await gateway.close();
        await platform.close();
        if (!options.keepDatabase) await database?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
