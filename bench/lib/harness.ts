// What every benchmark shares: servers in processes of their own, the load tool, the platform's
// own request counters, members to act as, and the report table.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);

/** The median of `values` (the upper middle of an even count). */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

export interface LoadResult {
  rps: number;
  /** Requests completed in the run. */
  total: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(options: Partial<autocannon.Options> & { url: string }): Promise<LoadResult> {
  const result = await autocannon({ duration: DURATION_S, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors };
}

export interface Server<T> {
  info: T;
  pid: number;
  stop(): Promise<void>;
}

/** Each server runs in its own process, apart from the load generator, as in production. */
export async function startServer<T>(script: string, env: Record<string, string> = {}, args: string[] = []): Promise<Server<T>> {
  // TypeScript through tsx; a `.js` script (a compiled build) with plain node, as production runs it.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child: ChildProcess = spawn(process.execPath, [...loader, ...args, new URL(`../${script}`, import.meta.url).pathname], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return {
    info: JSON.parse(line) as T,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

// Linux counts CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`).
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (user + system), from /proc. */
function processCpuSeconds(pid: number): number {
  // The command name in parentheses may hold spaces: fields are counted after it.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds of this process's children that have exited and been waited for (e.g. wrk), from /proc. */
export function childrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** CPU seconds the whole machine has been busy (every core, everything but idle and iowait). */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks as number[];
  return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND;
}

/** Where the CPU went during a phase: each named process, this one (the load tool), the rest of the machine. */
export interface CpuSplit {
  [process: string]: number;
}

/**
 * Starts counting CPU time for the processes named (pid by name), the load generator (this
 * process) and everything else on the machine (e.g. PostgreSQL's backends); `stop` returns the
 * CPU seconds of each over the phase.
 */
export function cpuMeter(processes: Record<string, number>): { stop(): CpuSplit } {
  const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, processCpuSeconds(pid)]));
  const self = process.cpuUsage();
  const childrenBefore = childrenCpuSeconds();
  const machineBefore = machineBusySeconds();
  return {
    stop() {
      const split: CpuSplit = {};
      for (const [name, pid] of Object.entries(processes)) split[name] = processCpuSeconds(pid) - before[name]!;
      const used = process.cpuUsage(self);
      // The load tool is this process, or wrk run from it (counted once it has exited and been waited for).
      split['load tool'] = (used.user + used.system) / 1e6 + childrenCpuSeconds() - childrenBefore;
      const counted = Object.values(split).reduce((sum, seconds) => sum + seconds, 0);
      split.other = Math.max(0, machineBusySeconds() - machineBefore - counted);
      return split;
    },
  };
}

/**
 * A package's `start` script (`[NAME=value …] node <args…>`), which the images repeat: the
 * variables in their stage's ENV, the arguments in their CMD.
 */
export function startCommand(pkg: 'platform' | 'gateway'): { env: Record<string, string>; args: string[] } {
  const manifest = JSON.parse(readFileSync(new URL(`../../${pkg}/package.json`, import.meta.url), 'utf8')) as { scripts: { start: string } };
  const words = manifest.scripts.start.split(' ');
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const [command, ...args] = words;
  if (command !== 'node') throw new Error(`${pkg}'s start script is not \`node …\`: ${manifest.scripts.start}`);
  return { env, args };
}

/** The node arguments of a package's `start` script. */
export const startArgs = (pkg: 'platform' | 'gateway'): string[] => startCommand(pkg).args;

/** A service's V8 heap (used of total) and memory outside it, in MB, from its Prometheus metrics (prom-client's defaults). */
export async function heapMb(url: string): Promise<{ used: number; total: number; external: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return { used: round(value('nodejs_heap_size_used_bytes'), 1), total: round(value('nodejs_heap_size_total_bytes'), 1), external: round(value('nodejs_external_memory_bytes'), 1) };
}

/** Resident memory of a process, from /proc: now and its peak, in MB. */
export function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: round(kb('VmRSS') / 1024, 1), peak: round(kb('VmHWM') / 1024, 1) };
}

export interface PlatformInfo {
  url: string;
  publicKeyPem: string;
  /** The `bench` member's session. */
  token: string;
  adminToken: string;
  captchaAnswer: string;
  rootReferralId: string;
  /** Members made straight in the database (`seedMembers`), each with a session. */
  seeded: Member[];
}

/**
 * A platform process: PGlite in memory, or a database of its own on `databaseUrl`'s server;
 * `seedMembers` more members with a session each, `env` for its process (servers/platform.ts).
 */
export function startPlatform(databaseUrl?: string, seedMembers = 0, env: Record<string, string> = {}): Promise<Server<PlatformInfo>> {
  return startServer<PlatformInfo>('servers/platform.ts', {
    ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    BENCH_SEED_MEMBERS: String(seedMembers),
    ...env,
  });
}

/** A gateway process in front of `platform`; `nodeArgs` go to its Node (e.g. `--heapsnapshot-signal=SIGUSR2`). */
export function startGateway(platform: PlatformInfo, env: Record<string, string> = {}, nodeArgs: string[] = [], compiled = false): Promise<Server<{ url: string }>> {
  return startServer<{ url: string }>(
    compiled ? 'servers/gateway-compiled.js' : 'servers/gateway.ts',
    {
      UPSTREAM_URL: platform.url,
      ENVELOPE_PUBLIC_KEY: platform.publicKeyPem,
      ENVELOPE_ENCRYPT: 'true',
      ...env,
    },
    nodeArgs,
  );
}

/** Requests the platform has served, by route, from its own Prometheus counter. */
export async function platformCalls(platform: PlatformInfo): Promise<Map<string, number>> {
  const text = await (await fetch(`${platform.url}/metrics`)).text();
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^platform_http_requests_total\{([^}]*)\} (\S+)$/gm)) {
    const route = /route="([^"]*)"/.exec(match[1]!)?.[1] ?? '';
    counts.set(route, (counts.get(route) ?? 0) + Number(match[2]));
  }
  return counts;
}

export const callsOn = (counts: Map<string, number>, path: string) => counts.get(path) ?? 0;

/** A plain REST call; throws unless the platform answers success. */
export async function rest<T = Record<string, string>>(platform: PlatformInfo, path: string, data: unknown, token?: string): Promise<T> {
  const response = await fetch(`${platform.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'login-type': 'USER', ...(token ? { token } : {}) },
    body: JSON.stringify({ data, needEn: false }),
  });
  const body = (await response.json()) as { code: number; data: T };
  if (body.code !== 20000) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

export async function admin<T = unknown>(platform: PlatformInfo, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${platform.url}/admin/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': platform.adminToken },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { code?: number };
  if (!response.ok || answer.code === 9001) throw new Error(`admin ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

export const TRANSACTION_PASSWORD = 'bench-tx-password';

export interface Member {
  userName: string;
  token: string;
}

/**
 * Registers members through the REST API (the registration signs them in), a few at a time,
 * each funded with `funds` CASH_POINT by an operator adjustment when given.
 */
export async function registerMembers(platform: PlatformInfo, prefix: string, count: number, options: { funds?: string; concurrency?: number } = {}): Promise<Member[]> {
  const members: Member[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const userName = `${prefix}${index}`;
      const captcha = await rest(platform, '/api/captcha/image', {});
      const { token } = await rest(platform, '/api/app/user/userRegister', {
        userName,
        password: 'bench-password',
        confirmPassword: 'bench-password',
        transactionPassword: TRANSACTION_PASSWORD,
        countryCode: 'US',
        referralId: platform.rootReferralId,
        captchaId: captcha.captchaId,
        captchaCode: platform.captchaAnswer,
      });
      if (options.funds) await admin(platform, 'members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: options.funds });
      members[index] = { userName, token: token! };
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return members;
}

export interface LedgerCheck {
  unbalancedTransfers: unknown[];
  driftedAccounts: unknown[];
  negativeMemberAccounts: unknown[];
}

/** The operator's ledger reconciliation; throws unless the ledger sums to zero with no member balance negative. */
export async function assertLedgerSound(platform: PlatformInfo): Promise<LedgerCheck> {
  const check = await admin<LedgerCheck>(platform, 'ledger/check');
  const problems = check.unbalancedTransfers.length + check.driftedAccounts.length + check.negativeMemberAccounts.length;
  if (problems > 0) throw new Error(`ledger check failed: ${JSON.stringify(check).slice(0, 2000)}`);
  return check;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where and when a figure was taken: BENCHMARKS.md records it beside each table. */
export function machine() {
  let cpu = '';
  try {
    cpu = /^model name\s*:\s*(.*)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? '';
  } catch {
    /* not Linux */
  }
  let uptime = '';
  try {
    uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    uptime = `load average: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;
  }
  return { date: new Date().toISOString(), node: process.version, cpus: cpus().length, cpu, uptime, durationPerRunS: DURATION_S };
}

/** A Markdown table of rows, columns in the order of the first row's keys. */
export function table(title: string, rows: Array<Record<string, string | number | boolean | undefined>>): string {
  if (rows.length === 0) return `### ${title}\n\n(no rows)\n`;
  const columns = Object.keys(rows[0]!);
  const line = (cells: unknown[]) => `| ${cells.map((c) => (c === undefined ? '' : String(c))).join(' | ')} |`;
  return [`### ${title}`, '', line(columns), line(columns.map(() => '---')), ...rows.map((row) => line(columns.map((c) => row[c]))), ''].join('\n');
}

/** Target marks for the tables. */
export const mark = (met: boolean) => (met ? '✔' : '✘');
