// Where a process's CPU goes, by stage: a V8 CPU profile (node:inspector's Profiler) with each
// sample's self time charged to the stage of the code it ran in. Node's internals and native
// frames (socket writes, crypto, JSON) have no stage of their own: they are charged to the
// nearest caller that has one (undici's socket write is the upstream call's), or, called from
// the event loop itself, to "Node: HTTP parsing, sockets, timers".

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Which stage a frame's code belongs to; `undefined` for Node's internals and native frames. */
export type Stager = (url: string, functionName: string) => string | undefined;

export const GC = 'garbage collection';
export const NATIVE = 'V8 and native, outside JavaScript';
export const NODE_ROOT = 'Node: HTTP parsing, sockets, timers';

/** The package a module file belongs to (`@scope/name` or `name`), from its last node_modules. */
export function packageOf(url: string): string | undefined {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [first, second] = url.slice(at + '/node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : first;
}

const inPackages = (pkg: string | undefined, names: readonly string[]) => pkg !== undefined && names.some((name) => pkg === name || pkg.startsWith(`${name}/`));

const FASTIFY = ['fastify', '@fastify', 'find-my-way', 'avvio', 'light-my-request', 'fast-json-stringify', 'secure-json-parse', 'helmet', 'fastify-plugin', 'process-warning', 'abstract-logging', 'fast-querystring', 'toad-cache', 'content-type', 'proxy-addr', 'ipaddr.js', 'fast-decode-uri-component', 'safe-regex2', 'ret', 'rfdc', 'json-schema-ref-resolver', 'fast-uri', 'cookie', 'set-cookie-parser', 'ws'];
const LOGGING = ['pino', 'pino-std-serializers', 'fast-redact', '@pinojs', 'sonic-boom', 'thread-stream', 'quick-format-unescaped', 'safe-stable-stringify', 'on-exit-leak-free', 'atomic-sleep', 'fast-safe-stringify'];
const METRICS = ['prom-client', 'tdigest', 'bintrees'];
const TRACING = ['@opentelemetry', '@portal/telemetry'];
const ENVELOPE = ['@portal/envelope'];
const LOADER = ['tsx', 'esbuild', 'get-tsconfig', 'source-map-support'];

/** Stages shared by both services, from packages and our own shared workspaces. */
function commonStage(url: string): string | undefined {
  if (url === '' || url.startsWith('node:') || url.startsWith('wasm:')) return undefined;
  const pkg = packageOf(url);
  if (url.includes('/envelope/src/') || inPackages(pkg, ENVELOPE)) return 'envelope (seal, open, AES-GCM)';
  if (url.includes('/telemetry/src/') || inPackages(pkg, TRACING)) return 'tracing (spans, ids)';
  if (inPackages(pkg, LOGGING)) return 'logging (pino)';
  if (inPackages(pkg, METRICS)) return 'metrics (prom-client)';
  if (inPackages(pkg, FASTIFY)) return 'Fastify, helmet, routing';
  if (inPackages(pkg, LOADER)) return 'TypeScript loader (tsx)';
  return undefined;
}

/** The gateway's stages (BENCHMARKS.md, "where the time goes"). */
export const gatewayStage: Stager = (url) => {
  if (url === '' || url.startsWith('node:') || url.startsWith('wasm:')) return undefined;
  const own = /\/gateway\/src\/(.*)$/.exec(url)?.[1];
  if (own !== undefined) {
    if (own === 'logging.ts') return 'logging (pino)';
    if (own === 'metrics.ts') return 'metrics (prom-client)';
    if (own === 'tracing.ts') return 'tracing (spans, ids)';
    if (own === 'trusted-documents.ts') return 'parse, validate, trusted document';
    if (own.startsWith('upstream/parsers') || own.endsWith('/upstream.ts')) return 'response validation (zod)';
    if (own.startsWith('upstream/')) return 'upstream call (undici)';
    if (own.endsWith('resolvers.ts') || own === 'scalars.ts') return 'execution (graphql-jit, resolvers)';
    return 'gateway plugins and glue (context, rate limits, error codes, app)';
  }
  const common = commonStage(url);
  if (common !== undefined) return common;
  const pkg = packageOf(url);
  if (pkg === 'graphql') return /\/(language|validation)\//.test(url) ? 'parse, validate, trusted document' : 'execution (graphql-jit, resolvers)';
  if (inPackages(pkg, ['graphql-jit', 'generate-function', 'fast-json-stringify', 'lodash.memoize', 'lodash.merge'])) return 'execution (graphql-jit, resolvers)';
  if (inPackages(pkg, ['@escape.tech'])) return 'armor limits';
  if (inPackages(pkg, ['@graphql-yoga/plugin-persisted-operations'])) return 'parse, validate, trusted document';
  if (inPackages(pkg, ['undici'])) return 'upstream call (undici)';
  if (inPackages(pkg, ['zod'])) return 'response validation (zod)';
  if (inPackages(pkg, ['graphql-yoga', '@graphql-yoga', '@envelop', '@whatwg-node', '@graphql-tools', 'lru-cache', 'dset', '@repeaterjs', 'urlpattern-polyfill', 'fetchdts', '@fastify/busboy'])) return 'Yoga and envelop (pipeline, plugins)';
  if (inPackages(pkg, ['rate-limiter-flexible'])) return 'gateway plugins and glue (context, rate limits, error codes, app)';
  return `other: ${pkg ?? url.replace(/^file:\/\/.*\/(?=[^/]+\/[^/]+$)/, '')}`;
};

/** The platform's stages. */
export const platformStage: Stager = (url) => {
  if (url === '' || url.startsWith('node:') || url.startsWith('wasm:')) return undefined;
  const own = /\/platform\/src\/(.*)$/.exec(url)?.[1];
  if (own !== undefined) {
    if (own.startsWith('db/')) return 'database (Kysely, pg, PGlite)';
    const folder = own.split('/')[0]!;
    return `platform code: ${folder.replace(/\.ts$/, '')}`;
  }
  const common = commonStage(url);
  if (common !== undefined) return common;
  const pkg = packageOf(url);
  if (inPackages(pkg, ['ajv', 'ajv-formats', '@fastify/ajv-compiler'])) return 'request validation (ajv)';
  if (inPackages(pkg, ['kysely', 'pg', 'pg-protocol', 'pg-pool', 'pg-types', 'pg-connection-string', 'postgres-array', 'postgres-date', 'postgres-interval', 'postgres-bytea', 'pgpass', 'split2', '@electric-sql'])) return 'database (Kysely, pg, PGlite)';
  if (inPackages(pkg, ['@node-rs', 'argon2'])) return 'password hashing';
  if (inPackages(pkg, ['decimal.js', 'big.js', 'bignumber.js'])) return 'platform code: decimals';
  return `other: ${pkg ?? url.replace(/^file:\/\/.*\/(?=[^/]+\/[^/]+$)/, '')}`;
};

/**
 * Samples per stage over the profile (idle excluded), each sample charged to its own frame's
 * stage or its nearest staged caller's.
 */
export function stageTimes(profile: CpuProfile, stage: Stager): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const resolved = new Map<number, string | null>();
  const stageOf = (id: number): string | null => {
    const known = resolved.get(id);
    if (known !== undefined) return known;
    const { functionName, url } = byId.get(id)!.callFrame;
    let result: string | null;
    if (functionName === '(idle)') result = null;
    else if (functionName === '(garbage collector)') result = GC;
    else if (functionName === '(program)') result = NATIVE;
    else if (functionName === '(root)') result = NODE_ROOT;
    else {
      const own = stage(url, functionName);
      const up = parent.get(id);
      result = own ?? (up === undefined ? NODE_ROOT : stageOf(up));
    }
    resolved.set(id, result);
    return result;
  };
  // Samples are counted, not weighed by the time to the next one: on a busy machine the process
  // is often descheduled, and the whole wait would be charged to whatever ran just before it.
  const times = new Map<string, number>();
  for (const sample of profile.samples) {
    const name = stageOf(sample);
    if (name !== null) times.set(name, (times.get(name) ?? 0) + 1);
  }
  return times;
}

export interface StageRow {
  stage: string;
  /** CPU µs per request, the stage's share of the busy samples times the unprofiled CPU per request. */
  us: number;
  share: number;
}

/** The stages' shares of the busy samples, scaled to `cpuUsPerRequest`, largest first; `minShare` folds the small ones into "other". */
export function stageTable(times: Map<string, number>, cpuUsPerRequest: number, minShare = 0.005): StageRow[] {
  const busy = [...times.values()].reduce((sum, t) => sum + t, 0) || 1;
  const rows: StageRow[] = [];
  let folded = 0;
  for (const [stage, time] of times) {
    const share = time / busy;
    if (share < minShare || stage.startsWith('other')) folded += share;
    else rows.push({ stage, share, us: share * cpuUsPerRequest });
  }
  rows.sort((a, b) => b.us - a.us);
  if (folded > 0) rows.push({ stage: 'other (each under 0.5 %, or packages of no stage)', share: folded, us: folded * cpuUsPerRequest });
  return rows;
}

/** The packages and files behind the "other" stages, largest first (to name a new stage). */
export function otherDetail(times: Map<string, number>, top = 6): string {
  const busy = [...times.values()].reduce((sum, t) => sum + t, 0) || 1;
  return [...times]
    .filter(([stage]) => stage.startsWith('other'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([stage, time]) => `${stage.replace(/^other: /, '')} ${((100 * time) / busy).toFixed(1)} %`)
    .join(', ');
}
