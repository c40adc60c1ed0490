/**
 * Where the CPU goes per one-call read (issue 30; BENCHMARKS.md (a), "Where the time goes"):
 * the balances read through the gateway, run by its trusted-document hash with every feature on
 * (encrypted envelope, trusted documents only, armor limits, rate limits, metrics, info logs
 * written to a file), then:
 *   1. CPU µs per request of the gateway and of the platform (/proc, no profiler attached);
 *   2. the same load again under a CPU profile of both processes (node:inspector, 200 µs
 *      sampling), each sample charged to its stage (bench/lib/cpu-profile.ts), the shares scaled
 *      to the unprofiled µs per request;
 *   3. the platform's µs per balances read called directly (REST), for the platform's target.
 * Run: npx -y pnpm@10 --filter @portal/bench run bench:gateway-stages
 *   BENCH_DATABASE_URL=postgres://… for the platform on PostgreSQL (PGlite in memory otherwise),
 *   BENCH_DURATION (seconds per load run, default 5), BENCH_STAGE_RUNS (unprofiled runs, median; default 3),
 *   BENCH_STAGE_PROFILES=/dir keeps the .cpuprofile files (open them in Chrome DevTools).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EnvelopeClient } from '@portal/envelope';
import { BALANCES_QUERY } from './lib/operations.ts';
import { cpuMeter, load, machine, median, round, sleep, startGateway, startPlatform, table, type PlatformInfo, type Server } from './lib/harness.ts';
import { gatewayStage, otherDetail, platformStage, stageTable, stageTimes, type CpuProfile, type StageRow } from './lib/cpu-profile.ts';

const CONNECTIONS = 8;
const RUNS = Number(process.env.BENCH_STAGE_RUNS ?? 3);

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function waitForFile(file: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`no profile written to ${file}`);
    await sleep(100);
  }
  // Written in one writeFileSync; a moment more for the rename-free write to finish.
  await sleep(200);
}

export interface StagesReport {
  backend: string;
  loadAverage: { start: string; end: string };
  gatewayPerSec: number[];
  /** CPU µs per read, each unprofiled run: gateway, platform behind it, platform directly. */
  gatewayUs: number[];
  platformBehindGatewayUs: number[];
  platformDirectUs: number[];
  profiledGatewayUs: number;
  gatewayStages: StageRow[];
  platformStages: StageRow[];
  gatewayOther: string;
  platformOther: string;
  failures: number;
}

export async function gatewayStages(databaseUrl: string | undefined): Promise<StagesReport> {
  const dir = process.env.BENCH_STAGE_PROFILES ?? mkdtempSync(path.join(tmpdir(), 'gateway-stages-'));
  mkdirSync(dir, { recursive: true });
  const gatewayProfile = path.join(dir, 'gateway.cpuprofile');
  const platformProfile = path.join(dir, 'platform.cpuprofile');
  for (const file of [gatewayProfile, platformProfile]) rmSync(file, { force: true });
  const start = loadAverage();
  const documents = path.join(dir, 'persisted-documents.json');
  const hash = createHash('sha256').update(BALANCES_QUERY).digest('hex');
  writeFileSync(documents, JSON.stringify({ [hash]: BALANCES_QUERY }));
  const platformServer = await startPlatform(databaseUrl, 0, { BENCH_CPU_PROFILE: platformProfile });
  try {
    return await measureStages(platformServer, databaseUrl ? 'PostgreSQL' : 'PGlite', dir, documents, hash, start);
  } finally {
    await platformServer.stop();
  }
}

async function measureStages(platformServer: Server<PlatformInfo>, backend: string, dir: string, documents: string, hash: string, start: string): Promise<StagesReport> {
  const gatewayProfile = path.join(dir, 'gateway.cpuprofile');
  const platformProfile = path.join(dir, 'platform.cpuprofile');
  const platform = platformServer.info;
  const gateway = await startGateway(platform, {
    ENVELOPE_ENCRYPT: 'true',
    PERSISTED_DOCUMENTS_FILE: documents,
    ALLOW_ARBITRARY_DOCUMENTS: 'false',
    BENCH_LOG_FILE: path.join(dir, 'gateway.log'),
    BENCH_CPU_PROFILE: gatewayProfile,
  });
  let failures = 0;
  const gatewayRequest = {
    method: 'POST' as const,
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${platform.token}`, 'accept-language': 'en-US' },
    body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    onResponse: (_status: number, body: string) => {
      if (!(body.startsWith('{"data"') && !body.includes('"errors"'))) failures++;
    },
  };
  const sealer = new EnvelopeClient({ publicKeyPem: platform.publicKeyPem, encrypt: true });
  const directRequest = {
    method: 'POST' as const,
    path: '/api/app/assets/assetsList',
    headers: { 'content-type': 'application/json', 'login-type': 'USER', 'accept-language': 'en-US', token: platform.token },
    setupRequest: (request: object) => ({ ...request, body: JSON.stringify(sealer.seal({}).body) }),
    onResponse: (_status: number, body: string) => {
      if (!body.includes('"code":20000')) failures++;
    },
  };
  const viaGateway = (duration?: number) => load({ url: gateway.info.url, requests: [gatewayRequest], connections: CONNECTIONS, ...(duration ? { duration } : {}) });
  const direct = (duration?: number) => load({ url: platform.url, requests: [directRequest], connections: CONNECTIONS, ...(duration ? { duration } : {}) });
  const perRequestUs = (seconds: number, requests: number) => round((seconds * 1e6) / Math.max(1, requests), 0);
  try {
    await viaGateway(3);
    await direct(2);
    const report: Omit<StagesReport, 'profiledGatewayUs' | 'gatewayStages' | 'platformStages' | 'gatewayOther' | 'platformOther' | 'loadAverage' | 'failures'> = {
      backend,
      gatewayPerSec: [],
      gatewayUs: [],
      platformBehindGatewayUs: [],
      platformDirectUs: [],
    };
    for (let run = 0; run < RUNS; run++) {
      const meter = cpuMeter({ gateway: gateway.pid, platform: platformServer.pid });
      const result = await viaGateway();
      const cpu = meter.stop();
      report.gatewayPerSec.push(round(result.rps, 0));
      report.gatewayUs.push(perRequestUs(cpu.gateway!, result.total));
      report.platformBehindGatewayUs.push(perRequestUs(cpu.platform!, result.total));
      const directMeter = cpuMeter({ platform: platformServer.pid });
      const directResult = await direct();
      report.platformDirectUs.push(perRequestUs(directMeter.stop().platform!, directResult.total));
    }
    // The profiled run: both processes under the profiler at once, one signal each to start and to stop.
    process.kill(gateway.pid, 'SIGUSR2');
    process.kill(platformServer.pid, 'SIGUSR2');
    await sleep(300);
    const meter = cpuMeter({ gateway: gateway.pid });
    const profiled = await viaGateway();
    const profiledGatewayUs = perRequestUs(meter.stop().gateway!, profiled.total);
    process.kill(gateway.pid, 'SIGUSR2');
    process.kill(platformServer.pid, 'SIGUSR2');
    await waitForFile(gatewayProfile);
    await waitForFile(platformProfile);
    const gatewayTimes = stageTimes(JSON.parse(readFileSync(gatewayProfile, 'utf8')) as CpuProfile, gatewayStage);
    const platformTimes = stageTimes(JSON.parse(readFileSync(platformProfile, 'utf8')) as CpuProfile, platformStage);
    return {
      ...report,
      loadAverage: { start, end: loadAverage() },
      profiledGatewayUs,
      gatewayStages: stageTable(gatewayTimes, median(report.gatewayUs)),
      platformStages: stageTable(platformTimes, median(report.platformBehindGatewayUs)),
      gatewayOther: otherDetail(gatewayTimes),
      platformOther: otherDetail(platformTimes),
      failures,
    };
  } finally {
    await gateway.stop();
  }
}

const stageRows = (rows: StageRow[]) => rows.map((r) => ({ stage: r.stage, 'CPU µs per read': Math.round(r.us), share: `${(100 * r.share).toFixed(1)} %` }));

export function stagesTables(report: StagesReport): string {
  const runs = (values: number[]) => `**${median(values)}** (${values.join(', ')})`;
  return [
    table(`Balances read, ${report.backend}: CPU µs per read (median of ${report.gatewayUs.length} runs; load average ${report.loadAverage.start} → ${report.loadAverage.end})`, [
      {
        'gateway /s': runs(report.gatewayPerSec),
        'gateway µs/read (target ≤ 600)': runs(report.gatewayUs),
        'platform behind the gateway µs/read': runs(report.platformBehindGatewayUs),
        'platform direct µs/read (target ≤ 500)': runs(report.platformDirectUs),
        'gateway µs/read under the profiler': report.profiledGatewayUs,
        failures: report.failures,
      },
    ]),
    table('Where the gateway’s CPU goes per read, by stage', stageRows(report.gatewayStages)),
    `Other, in the gateway: ${report.gatewayOther || 'none'}\n`,
    table('Where the platform’s CPU goes per balances read, by stage', stageRows(report.platformStages)),
    `Other, in the platform: ${report.platformOther || 'none'}\n`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const report = await gatewayStages(process.env.BENCH_DATABASE_URL);
  console.log(JSON.stringify({ machine: machine(), report }, null, 2));
  console.log(stagesTables(report));
}
