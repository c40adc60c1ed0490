// Idle memory of the services as the images run them: the compiled platform (`node dist/main.js`)
// on PostgreSQL and the compiled gateway (`node dist/main.js`) in front of it, each in its own
// process; for comparison the same with V8's young generation at 1 MB (less memory held between
// collections, more collections under load) and the services run from their TypeScript through
// tsx. Each is read from /proc once it has listened and served one request and has settled.
//
//   BENCH_DATABASE_URL=postgres://… npx -y pnpm@10 --filter @portal/bench run bench:idle-memory
//
// Needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL); a database of its own
// is created and dropped.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { generateKeyPair } from '@portal/envelope';
import { buildServices } from '../scripts/build.ts';
import { machine, mark, rssMb, sleep, table } from './lib/harness.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!SERVER_URL) throw new Error('BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL server to run the platform on');
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5_000);

interface Running {
  child: ChildProcess;
  url: string;
}

/** Starts `argv` in `cwd` and waits for the line that names its address. */
async function start(argv: string[], cwd: string, env: Record<string, string>, ready: RegExp): Promise<Running> {
  const child = spawn(process.execPath, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const found = ready.exec(text);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${argv.join(' ')} ended (${code}) before it listened:\n${text}`)));
  });
  return { child, url };
}

async function stop(running: Running): Promise<void> {
  if (running.child.exitCode !== null) return;
  running.child.kill('SIGTERM');
  await once(running.child, 'exit');
}

async function measure(label: string, entry: { platform: string[]; gateway: string[] }, databaseUrl: string) {
  const platform = await start(
    entry.platform,
    path.join(ROOT, 'platform'),
    { DATABASE_URL: databaseUrl, PLATFORM_PORT: '0', PLATFORM_HOST: '127.0.0.1', LOG_LEVEL: 'warn', ACCRUAL_SCHEDULER: 'false', NODE_ENV: 'production', DATA_DIR: dataDir, ENVELOPE_PRIVATE_KEY: keys.privateKeyPem },
    /Platform listening at (http:\/\/\S+);/,
  );
  const gateway = await start(
    entry.gateway,
    path.join(ROOT, 'gateway'),
    { UPSTREAM_URL: platform.url, ENVELOPE_PUBLIC_KEY: keys.publicKeyPem, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', GRAPHIQL: 'true', NODE_ENV: 'production' },
    /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  try {
    // One request through both, so what serving needs is loaded; then the machine settles.
    const answer = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ captcha { captchaId } }' }) });
    if (!answer.ok) throw new Error(`the gateway answered ${answer.status}`);
    await sleep(SETTLE_MS);
    return { label, platform: rssMb(platform.child.pid!), gateway: rssMb(gateway.child.pid!) };
  } finally {
    await stop(gateway);
    await stop(platform);
  }
}

const keys = generateKeyPair();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-idle-memory-'));
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
const database = `bench_idle_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();
try {
  await buildServices();
  const compiled = await measure('compiled (`node dist/main.js`, the images)', { platform: ['dist/main.js'], gateway: ['dist/main.js'] }, databaseUrl);
  const semi = await measure('compiled, young generation 1 MB (`--max-semi-space-size=1`, not adopted)', { platform: ['--max-semi-space-size=1', 'dist/main.js'], gateway: ['--max-semi-space-size=1', 'dist/main.js'] }, databaseUrl);
  const source = await measure('TypeScript through tsx (`node --import tsx src/main.ts`)', { platform: ['--import', 'tsx', 'src/main.ts'], gateway: ['--import', 'tsx', 'src/main.ts'] }, databaseUrl);
  const rows = [compiled, semi, source].map((row) => ({
    run: row.label,
    'gateway RSS MB (peak)': `${row.gateway.rss} (${row.gateway.peak})`,
    'gateway ≤ 90 MB': mark(row.gateway.rss <= 90),
    'platform on PostgreSQL RSS MB (peak)': `${row.platform.rss} (${row.platform.peak})`,
    'platform ≤ 120 MB': mark(row.platform.rss <= 120),
  }));
  console.log(table(`Idle resident memory, settled ${SETTLE_MS} ms after one request`, rows));
  console.log(JSON.stringify(machine()));
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
