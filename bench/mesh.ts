/**
 * Benchmark 8, against the peer a team would pick instead (BENCHMARKS.md (g)): GraphQL Mesh
 * (Mesh Compose + @omnigraph/openapi) generates a GraphQL API from the platform's OpenAPI
 * document (/api/openapi.json), served by Hive Gateway, in front of the same platform as our
 * gateway; the balances read and a transfer through each, same connections, same run.
 * Both gateways talk to the platform with the envelope's encryption off (Mesh knows nothing of
 * it: the document's plain form `{data, needEn: false}`), ours with ENVELOPE_ENCRYPT=false.
 * Run: npx -y pnpm@10 --filter @portal/bench run bench:mesh   (BENCH_DATABASE_URL=… for PostgreSQL)
 */
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import { BALANCES_QUERY, TRANSFER_AMOUNT, TRANSFER_MUTATION } from './lib/operations.ts';
import {
  assertLedgerSound,
  cpuMeter,
  load,
  machine,
  mark,
  registerMembers,
  round,
  rssMb,
  sleep,
  startGateway,
  startPlatform,
  table,
  TRANSACTION_PASSWORD,
  type LoadResult,
  type Member,
} from './lib/harness.ts';

const CONNECTIONS = 8;
const BIN = new URL('node_modules/.bin/', import.meta.url).pathname;

// The same fields as ours asks for (BALANCES_QUERY, TRANSFER_MUTATION).
const MESH_BALANCES = `query Balances($token: String) {
  app_assets_assetsList(token: $token, login_type: USER, input: { data: {}, needEn: false }) { code msg data { coinName assetsAvailable assetsFrozen assetsLocked } }
}`;
const MESH_TRANSFER = `mutation Transfer($token: String, $input: mutationInput_app_makeOver_makeOver_input_data_Input!) {
  app_makeOver_makeOver(token: $token, login_type: USER, input: { data: $input, needEn: false }) { code msg data { id amount } }
}`;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

type Schema = { oneOf?: Schema[]; title?: string };
type Content = Record<string, { schema: Schema }>;
type OpenApiDocument = { paths: Record<string, { post?: { requestBody?: { content: Content }; responses?: Record<string, { content?: Content }> } }> };

/**
 * The platform's document in its plain form only, as a Mesh client speaks it:
 * - each body's plain envelope: the document gives a body as `oneOf` [plain envelope, sealed
 *   envelope], which Mesh turns into an input object with one field per branch and sends as the
 *   body, which the platform refuses (ENVELOPE_MALFORMED);
 * - each answer's success, untitled: the document gives `oneOf` [success, sealed success,
 *   refusal], each titled for readers, and Mesh names a type by its title, so every route's
 *   "Success" became the first route's type. A refusal then fails the call, counted as a failure.
 */
async function plainDocument(platformUrl: string, file: string): Promise<void> {
  const document = (await (await fetch(`${platformUrl}/api/openapi.json`)).json()) as OpenApiDocument;
  for (const item of Object.values(document.paths)) {
    for (const media of Object.values(item.post?.requestBody?.content ?? {})) {
      if (media.schema.oneOf) media.schema = media.schema.oneOf[0]!;
    }
    for (const media of Object.values(item.post?.responses?.['200']?.content ?? {})) {
      if (media.schema.oneOf) {
        const { title: _title, ...success } = media.schema.oneOf[0]!;
        media.schema = success;
      }
    }
  }
  await writeFile(file, JSON.stringify(document));
}

/** Composes the supergraph from the running platform's document, then serves it with Hive Gateway. */
async function startMesh(platformUrl: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-mesh-'));
  const supergraph = path.join(dir, 'supergraph.graphql');
  const document = path.join(dir, 'openapi.json');
  await plainDocument(platformUrl, document);
  await promisify(execFile)(path.join(BIN, 'mesh-compose'), ['-o', supergraph], {
    cwd: new URL('mesh/', import.meta.url).pathname,
    env: { ...process.env, MESH_PLATFORM_URL: platformUrl, MESH_OPENAPI_FILE: document },
  });
  const port = await freePort();
  const child = spawn(path.join(BIN, 'hive-gateway'), ['supergraph', supergraph, '--host', '127.0.0.1', '--port', String(port), '--jit', '--fork', '1'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readiness`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600 || child.exitCode !== null) throw new Error('Hive Gateway did not start');
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

interface Side {
  name: string;
  url: string;
  balances: autocannon.Request[];
  transfer: autocannon.Request[];
  failures: number;
}

function side(name: string, url: string, members: readonly Member[], bodies: { balances(member: Member): string; transfer(from: Member, to: Member): string; headers(member: Member): Record<string, string> }, succeeded: (body: string) => boolean): Side {
  const result: Side = { name, url, balances: [], transfer: [], failures: 0 };
  const check = (_status: number, body: string) => {
    if (!succeeded(body)) result.failures++;
  };
  const pair = () => {
    const from = Math.floor(Math.random() * members.length);
    const to = (from + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length;
    return [members[from]!, members[to]!] as const;
  };
  result.balances = [{ method: 'POST', path: '/graphql', headers: bodies.headers(members[0]!), body: bodies.balances(members[0]!), onResponse: check }];
  result.transfer = [
    {
      method: 'POST',
      path: '/graphql',
      setupRequest: (request) => {
        const [from, to] = pair();
        return { ...request, headers: bodies.headers(from), body: bodies.transfer(from, to) };
      },
      onResponse: check,
    },
  ];
  return result;
}

const transferInput = (to: Member) => ({ toUser: to.userName, coinName: 'CASH_POINT', amount: TRANSFER_AMOUNT, transactionPassword: TRANSACTION_PASSWORD, requestId: `bench-${randomUUID()}` });

export interface MeshRow {
  operation: string;
  gateway: string;
  perSec: number;
  p99Ms: number;
  sameRatePerSec: number;
  sameRateP99Ms: number;
  rssMb: number;
  failures: number;
  /** CPU µs per operation at saturation: this gateway, the platform, the load tool, the rest. */
  cpuUs: { gateway: number; platform: number; loadTool: number; other: number };
}

export async function meshComparison(databaseUrl: string | undefined): Promise<{ backend: string; rows: MeshRow[] }> {
  const platformServer = await startPlatform(databaseUrl);
  const platform = platformServer.info;
  const ours = await startGateway(platform, { ENVELOPE_ENCRYPT: 'false' });
  let mesh: Awaited<ReturnType<typeof startMesh>> | undefined;
  const rows: MeshRow[] = [];
  try {
    mesh = await startMesh(platform.url);
    const members = await registerMembers(platform, 'msh', 16, { funds: '100000000' });
    const sides = [
      side(
        'ours',
        ours.info.url,
        members,
        {
          headers: (m) => ({ 'content-type': 'application/json', authorization: `Bearer ${m.token}` }),
          balances: () => JSON.stringify({ query: BALANCES_QUERY }),
          transfer: (from, to) => JSON.stringify({ query: TRANSFER_MUTATION, variables: { input: transferInput(to) } }),
        },
        (body) => body.startsWith('{"data"') && !body.includes('"errors"'),
      ),
      side(
        'Mesh (Hive Gateway)',
        mesh.url,
        members,
        {
          headers: () => ({ 'content-type': 'application/json' }),
          balances: (m) => JSON.stringify({ query: MESH_BALANCES, variables: { token: m.token } }),
          transfer: (from, to) => JSON.stringify({ query: MESH_TRANSFER, variables: { token: from.token, input: transferInput(to) } }),
        },
        (body) => body.includes('"code":20000') && !body.includes('"errors"'),
      ),
    ] as const;
    const pids: Record<string, number> = { ours: ours.pid, 'Mesh (Hive Gateway)': mesh.pid };
    for (const operation of ['balances', 'transfer'] as const) {
      for (const s of sides) await load({ url: s.url, requests: s[operation], connections: 4, duration: 2 });
      for (const s of sides) s.failures = 0;
      const saturated: LoadResult[] = [];
      const cpu: MeshRow['cpuUs'][] = [];
      for (const s of sides) {
        const meter = cpuMeter({ gateway: pids[s.name]!, platform: platformServer.pid });
        const result = await load({ url: s.url, requests: s[operation], connections: CONNECTIONS });
        const split = meter.stop();
        const us = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, result.total));
        cpu.push({ gateway: us(split.gateway!), platform: us(split.platform!), loadTool: us(split['load tool']!), other: us(split.other!) });
        saturated.push(result);
      }
      // The same request rate on both: half of the slower one's saturated rate.
      const rate = Math.max(1, Math.floor(Math.min(...saturated.map((r) => r.rps)) / 2));
      for (const [i, s] of sides.entries()) {
        const sameRate = await load({ url: s.url, requests: s[operation], connections: CONNECTIONS, overallRate: rate });
        rows.push({
          operation,
          gateway: s.name,
          perSec: round(saturated[i]!.rps, 1),
          p99Ms: saturated[i]!.p99,
          sameRatePerSec: rate,
          sameRateP99Ms: sameRate.p99,
          rssMb: rssMb(pids[s.name]!).rss,
          failures: saturated[i]!.errors + sameRate.errors + s.failures,
          cpuUs: cpu[i]!,
        });
      }
    }
    await assertLedgerSound(platform);
  } finally {
    await mesh?.stop();
    await ours.stop();
    await platformServer.stop();
  }
  return { backend: databaseUrl ? 'PostgreSQL' : 'PGlite', rows };
}

export function meshTable(report: { backend: string; rows: MeshRow[] }): string {
  return table(
    `Our gateway vs GraphQL Mesh on the platform's OpenAPI document, platform on ${report.backend}, envelope plain on both (target: ours ≥ 1.5× the throughput, lower p99)`,
    report.rows.map((r) => {
      const peer = report.rows.find((p) => p.operation === r.operation && p.gateway !== r.gateway)!;
      const isOurs = r.gateway === 'ours';
      return {
        operation: r.operation,
        gateway: r.gateway,
        'saturated /s': r.perSec,
        'vs the other': isOurs ? `${round(r.perSec / peer.perSec)}× ${mark(r.perSec >= 1.5 * peer.perSec)}` : '',
        'p99 saturated ms': r.p99Ms,
        [`p99 at the same rate ms`]: `${r.sameRateP99Ms} (${r.sameRatePerSec}/s)${isOurs ? ` ${mark(r.sameRateP99Ms < peer.sameRateP99Ms)}` : ''}`,
        'RSS MB': r.rssMb,
        'CPU µs/op gateway · platform · load tool · other': `${r.cpuUs.gateway} · ${r.cpuUs.platform} · ${r.cpuUs.loadTool} · ${r.cpuUs.other}`,
        failures: r.failures,
      };
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const report = await meshComparison(process.env.BENCH_DATABASE_URL);
  console.log(JSON.stringify({ machine: machine(), ...report }, null, 2));
  console.log(meshTable(report));
}
