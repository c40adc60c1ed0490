// Idle memory of the services as the images run them: the compiled platform on PostgreSQL and the
// compiled gateway in front of it, each in its own process, started with its package's `start`
// script (the images' CMD, V8 flags included, and their ENV's variables); for comparison the same with V8's default young
// generation (no flag), with `--optimize-for-size`, and (BENCH_IDLE_SOURCE=1) from TypeScript
// through tsx; with BENCH_IDLE_TRACING=1 also as the images run them with tracing off
// (OTEL_SDK_DISABLED=true) and with spans exported (OTEL_EXPORTER_OTLP_ENDPOINT, a local sink).
// BENCH_IDLE_IMAGES_ONLY=1 leaves out the V8 flags' and glibc's comparisons; BENCH_IDLE_EXTRA_FLAGS="--a --b" adds the images' command with those flags (overriding the images' own).
// Each is read from /proc once it has listened and served a few requests: 5 s later (BENCH_SETTLE_MS),
// and idle, 20 s later (BENCH_IDLE_MS), once V8's memory reducer has had its turn (it runs some
// seconds after allocation stops); the targets are read on the idle figure. Every configuration
// runs BENCH_RUNS times and the median is reported.
//
//   BENCH_DATABASE_URL=postgres://… npx -y pnpm@10 --filter @portal/bench run bench:idle-memory
//
// Needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL); a database of its own
// is created and dropped. Knobs: BENCH_RUNS (3), BENCH_WARMUP (5 requests), BENCH_SETTLE_MS (5,000).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { generateKeyPair } from '@portal/envelope';
import { buildServices } from '../scripts/build.ts';
import { machine, mark, median, rssMb, sleep, startArgs, startCommand, table } from './lib/harness.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!SERVER_URL) throw new Error('BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL server to run the platform on');
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5_000);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);

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

/** Each service's start script's variables (the images' ENV), which `env` may override. */
const imagesEnv = { platform: startCommand('platform').env, gateway: startCommand('gateway').env };

async function measure(label: string, entry: { platform: string[]; gateway: string[] }, databaseUrl: string, env: Record<string, string> = {}) {
  const platform = await start(
    entry.platform,
    path.join(ROOT, 'platform'),
    { ...imagesEnv.platform, DATABASE_URL: databaseUrl, PLATFORM_PORT: '0', PLATFORM_HOST: '127.0.0.1', LOG_LEVEL: 'warn', ACCRUAL_SCHEDULER: 'false', NODE_ENV: 'production', DATA_DIR: dataDir, ENVELOPE_PRIVATE_KEY: keys.privateKeyPem, ...env },
    /Platform listening at (http:\/\/\S+);/,
  );
  const gateway = await start(
    entry.gateway,
    path.join(ROOT, 'gateway'),
    { ...imagesEnv.gateway, UPSTREAM_URL: platform.url, ENVELOPE_PUBLIC_KEY: keys.publicKeyPem, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', GRAPHIQL: 'true', NODE_ENV: 'production', ...env },
    /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  try {
    // A few requests through both, so what serving needs is loaded; then the machine settles.
    for (let request = 0; request < WARMUP; request += 1) {
      const answer = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ captcha { captchaId } }' }) });
      if (!answer.ok) throw new Error(`the gateway answered ${answer.status}`);
      await answer.text();
    }
    await sleep(SETTLE_MS);
    const settled = { platform: rssMb(platform.child.pid!).rss, gateway: rssMb(gateway.child.pid!).rss };
    await sleep(Math.max(0, IDLE_MS - SETTLE_MS));
    return { label, settled, platform: rssMb(platform.child.pid!), gateway: rssMb(gateway.child.pid!) };
  } finally {
    await stop(gateway);
    await stop(platform);
  }
}

/** An OTLP endpoint that accepts every batch, for the configuration that exports spans. */
async function startOtlpSink(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const keys = generateKeyPair();
const otlpSink = await startOtlpSink();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-idle-memory-'));
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
const database = `bench_idle_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();
try {
  await buildServices();
  const images = { platform: startArgs('platform'), gateway: startArgs('gateway') };
  const configurations: { label: string; entry: { platform: string[]; gateway: string[] }; env?: Record<string, string> }[] = [
    { label: `compiled, as the images run them (\`node ${images.gateway.join(' ')}\`)`, entry: images },
    // BENCH_IDLE_IMAGES_ONLY=1 skips the V8 flags' comparisons (e.g. to compare tracing's modes alone).
    ...(process.env.BENCH_IDLE_IMAGES_ONLY === '1'
      ? []
      : [
        { label: 'compiled, V8 default young generation (`node dist/main.js`, before 2026-11-26)', entry: { platform: ['dist/main.js'], gateway: ['dist/main.js'] } },
        { label: 'compiled, `--optimize-for-size` (not adopted)', entry: { platform: ['--optimize-for-size', 'dist/main.js'], gateway: ['--optimize-for-size', 'dist/main.js'] } },
        // GLIBC_TUNABLES empty: glibc raises its trim threshold after large blocks are freed (before 2026-11-29).
        { label: 'compiled, as the images with glibc\'s default thresholds', entry: images, env: { GLIBC_TUNABLES: '' } },
        ]),
    ...(process.env.BENCH_IDLE_TRACING === '1'
      ? [
          { label: 'compiled, as the images, tracing off (`OTEL_SDK_DISABLED=true`)', entry: images, env: { OTEL_SDK_DISABLED: 'true' } },
          { label: 'compiled, as the images, spans exported (`OTEL_EXPORTER_OTLP_ENDPOINT` set)', entry: images, env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlpSink.url } },
        ]
      : []),
    // BENCH_IDLE_EXTRA_FLAGS="--flag …": the images' command with more V8 flags, to try one.
    ...(process.env.BENCH_IDLE_EXTRA_FLAGS
      ? [
          {
            label: `compiled, as the images plus \`${process.env.BENCH_IDLE_EXTRA_FLAGS}\``,
            // After the images' own flags, before the entry file: V8 takes a flag's last value.
            entry: {
              platform: [...images.platform.slice(0, -1), ...process.env.BENCH_IDLE_EXTRA_FLAGS.split(' '), ...images.platform.slice(-1)],
              gateway: [...images.gateway.slice(0, -1), ...process.env.BENCH_IDLE_EXTRA_FLAGS.split(' '), ...images.gateway.slice(-1)],
            },
          },
        ]
      : []),
    ...(process.env.BENCH_IDLE_SOURCE === '1'
      ? [{ label: 'TypeScript through tsx (`node --import tsx src/main.ts`)', entry: { platform: ['--import', 'tsx', 'src/main.ts'], gateway: ['--import', 'tsx', 'src/main.ts'] } }]
      : []),
  ];
  const measured = [];
  for (const configuration of configurations) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(configuration.label, configuration.entry, databaseUrl, configuration.env));
    measured.push({ label: configuration.label, runs });
  }
  const cell = (values: { rss: number; peak: number }[]) =>
    `**${median(values.map((value) => value.rss))}** (${Math.min(...values.map((value) => value.rss))}–${Math.max(...values.map((value) => value.rss))}; peak ${median(values.map((value) => value.peak))})`;
  const rows = measured.map(({ label, runs }) => ({
    run: label,
    'gateway idle RSS MB, median (range; peak)': cell(runs.map((row) => row.gateway)),
    [`gateway at ${SETTLE_MS / 1000} s`]: median(runs.map((row) => row.settled.gateway)),
    'gateway ≤ 90 MB': mark(median(runs.map((row) => row.gateway.rss)) <= 90),
    'platform on PostgreSQL idle RSS MB, median (range; peak)': cell(runs.map((row) => row.platform)),
    [`platform at ${SETTLE_MS / 1000} s`]: median(runs.map((row) => row.settled.platform)),
    'platform ≤ 120 MB': mark(median(runs.map((row) => row.platform.rss)) <= 120),
  }));
  console.log(table(`Idle resident memory, ${RUNS} runs each, ${IDLE_MS / 1000} s after ${WARMUP} requests (and at ${SETTLE_MS / 1000} s)`, rows));
  console.log(JSON.stringify({ machine: machine(), runs: measured }));
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
  otlpSink.close();
}
