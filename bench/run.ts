/**
 * Benchmarks of the foundation (results and how to read them: BENCHMARKS.md).
 *   (a) gateway overhead: the same database-backed read (profile + balances) on the platform's
 *       REST API directly and through the gateway's GraphQL, same load tool and connections;
 *   (b) envelope cost per call, client and server side, encryption on vs off.
 * Run: npx -y pnpm@10 bench            (BENCH_DURATION=10 for longer runs)
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { EnvelopeClient, EnvelopeServer, generateKeyPair } from '@portal/envelope';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS_SATURATED = 8;

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(options: Partial<autocannon.Options> & { url: string }): Promise<LoadResult> {
  const result = await autocannon({ duration: DURATION_S, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** Each server runs in its own process, apart from the load generator, as in production. */
async function startServer<T>(script: string, env: Record<string, string> = {}): Promise<{ info: T; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', new URL(script, import.meta.url).pathname], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return {
    info: JSON.parse(line) as T,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

interface PlatformInfo {
  url: string;
  publicKeyPem: string;
  token: string;
}

/** A read directly on the platform: its REST calls in turn, each sealed the way the gateway would. */
function directRequests(platform: PlatformInfo, token: string, encrypt: boolean, paths: readonly string[]): autocannon.Request[] {
  const client = new EnvelopeClient({ publicKeyPem: platform.publicKeyPem, encrypt });
  const sealed = (path: string): autocannon.Request => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'login-type': 'USER', 'accept-language': 'en-US', token },
    // A fresh envelope per request: the platform refuses replayed ones.
    setupRequest: (request) => ({ ...request, body: JSON.stringify(client.seal({}).body) }),
  });
  return paths.map(sealed);
}

/** The two reads compared: each as the platform's REST calls and as one GraphQL query. */
const READS = {
  'profile+balances': {
    paths: ['/api/app/user/userInfo', '/api/app/assets/assetsList'],
    query: '{ me { id userName level levelName } balances { coinName available frozen locked } }',
  },
  balances: {
    paths: ['/api/app/assets/assetsList'],
    query: '{ balances { coinName available frozen locked } }',
  },
} as const;

/** Precise one-connection latencies (autocannon reports whole milliseconds): N reads in a row. */
async function sequentialLatency(read: () => Promise<void>, count = 600): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 50; i++) await read();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await read();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: round(samples[Math.floor(count / 2)]!), p99: round(samples[Math.floor(count * 0.99)]!) };
}

const round = (value: number) => Math.round(value * 100) / 100;

async function post(url: string, headers: Record<string, string>, body: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers, body });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await response.arrayBuffer();
}

async function gatewayOverhead(databaseUrl: string | undefined) {
  const platformServer = await startServer<PlatformInfo>('./servers/platform.ts', databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {});
  const platform = platformServer.info;
  const token = platform.token;
  const results: Record<string, Record<string, unknown>> = {};
  for (const encrypt of [false, true]) {
    const gateway = await startServer<{ url: string }>('./servers/gateway.ts', {
      UPSTREAM_URL: platform.url,
      ENVELOPE_ENCRYPT: String(encrypt),
      ENVELOPE_PUBLIC_KEY: platform.publicKeyPem,
    });
    const gatewayUrl = `${gateway.info.url}/graphql`;
    const gatewayHeaders = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const mode: Record<string, unknown> = {};
    for (const [name, read] of Object.entries(READS)) {
      const body = JSON.stringify({ query: read.query });
      const perRead = read.paths.length;
      const viaGateway = (extra: Partial<autocannon.Options>) =>
        load({ url: gatewayUrl, method: 'POST', headers: gatewayHeaders, body, ...extra });
      const direct = (extra: Partial<autocannon.Options>) =>
        load({ url: platform.url, requests: directRequests(platform, token, encrypt, read.paths), ...extra });

      // Warm up both paths (JIT, caches, connection pools).
      await viaGateway({ duration: 2, connections: 4 });
      await direct({ duration: 2, connections: 4 });

      // One connection: a client reading directly makes the REST calls one after the other.
      const client = new EnvelopeClient({ publicKeyPem: platform.publicKeyPem, encrypt });
      const directHeaders = { 'content-type': 'application/json', 'login-type': 'USER', 'accept-language': 'en-US', token };
      const direct1 = await sequentialLatency(async () => {
        for (const path of read.paths) await post(`${platform.url}${path}`, directHeaders, JSON.stringify(client.seal({}).body));
      });
      const gateway1 = await sequentialLatency(() => post(gatewayUrl, gatewayHeaders, body));

      // Saturation, then half of the gateway's saturated rate, same connection count.
      // autocannon counts requests: a direct read of n paths is n of them.
      const directSat = await direct({ connections: CONNECTIONS_SATURATED });
      const gatewaySat = await viaGateway({ connections: CONNECTIONS_SATURATED });
      const halfRate = Math.max(1, Math.floor(gatewaySat.rps / 2));
      const gatewayHalf = await viaGateway({ connections: CONNECTIONS_SATURATED, overallRate: halfRate });
      const directHalf = perRead === 1 ? await direct({ connections: CONNECTIONS_SATURATED, overallRate: halfRate }) : undefined;

      mode[name] = {
        throughputReadsPerSec: { direct: round(directSat.rps / perRead), gateway: round(gatewaySat.rps), ratio: round(gatewaySat.rps / (directSat.rps / perRead)) },
        oneConnectionMs: { direct: direct1, gateway: gateway1, addedP50: round(gateway1.p50 - direct1.p50) },
        ...(directHalf
          ? { p99AtHalfSaturationMs: { readsPerSec: halfRate, direct: directHalf.p99, gateway: gatewayHalf.p99, added: round(gatewayHalf.p99 - directHalf.p99) } }
          : { gatewayP99AtHalfSaturationMs: { readsPerSec: halfRate, gateway: gatewayHalf.p99 } }),
        errors: directSat.errors + gatewaySat.errors + gatewayHalf.errors + (directHalf?.errors ?? 0),
      };
    }
    results[encrypt ? 'encrypted' : 'plain'] = mode;
    await gateway.stop();
  }
  await platformServer.stop();
  return results;
}

/** Microseconds per call of seal + open on each side, keys imported once, session key reused. */
async function envelopeCost() {
  const keys = generateKeyPair();
  const payload = { userName: 'bench', pageNum: 1, pageSize: 20, coinName: 'CASH_POINT' };
  const answer = Array.from({ length: 7 }, (_, i) => ({ coinName: `COIN_${i}`, assetsAvailable: '1250.5', assetsFrozen: '0', assetsLocked: '0' }));
  const iterations = 20_000;
  const results: Record<string, { clientUs: number; serverUs: number }> = {};
  for (const encrypt of [false, true]) {
    const client = new EnvelopeClient({ publicKeyPem: keys.publicKeyPem, encrypt });
    const server = new EnvelopeServer({ privateKeyPem: keys.privateKeyPem, replayCacheSize: iterations * 2 });
    let clientNs = 0;
    let serverNs = 0;
    for (let i = 0; i < iterations; i++) {
      // JSON round trips are part of the cost either way, as on the wire.
      let t = performance.now();
      const sealed = client.seal(payload);
      const wire = JSON.stringify(sealed.body);
      clientNs += performance.now() - t;
      t = performance.now();
      const opened = await server.open(JSON.parse(wire));
      const reply = JSON.stringify(opened.reply({ code: 20000, msg: 'Success', data: answer }));
      serverNs += performance.now() - t;
      t = performance.now();
      sealed.open(JSON.parse(reply));
      clientNs += performance.now() - t;
    }
    results[encrypt ? 'encrypted' : 'plain'] = { clientUs: (clientNs * 1000) / iterations, serverUs: (serverNs * 1000) / iterations };
  }
  return {
    ...results,
    addedByEncryptionUs: {
      client: results.encrypted!.clientUs - results.plain!.clientUs,
      server: results.encrypted!.serverUs - results.plain!.serverUs,
    },
  };
}

const report = {
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length, durationPerRunS: DURATION_S },
  envelope: await envelopeCost(),
  gatewayOverheadPglite: await gatewayOverhead(undefined),
  ...(process.env.BENCH_DATABASE_URL ? { gatewayOverheadPostgres: await gatewayOverhead(process.env.BENCH_DATABASE_URL) } : {}),
};
console.log(JSON.stringify(report, null, 2));
