// Saturation runs with wrk (C, from the distribution's packages) instead of autocannon: about a
// tenth of the load tool's CPU per request, which on a two-core machine is CPU taken from what is
// measured. wrk cannot seal an envelope, so every request is made beforehand (each direct one
// sealed with a fresh key use and nonce, as the platform wants) and written to a file wrk's Lua
// script sends line by line.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadResult } from './harness.ts';

/** One request as wrk sends it: its path, the one header that varies (the session), its body. */
export interface WireRequest {
  path: string;
  header: [name: string, value: string];
  body: string;
}

/** Is wrk on this machine? */
export function wrkAvailable(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its usage and exits 1 on --version; only a missing binary throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

// Each thread reads its own lines (`<file>.<thread>`): path, header name, header value and body,
// tab-separated. A request is a success when the answer is 200 and its body holds `success` and
// not `forbidden` (plain substrings); any other answer is a failure (so wrk's own count of
// answers above 399 is left out of the errors). Prints one JSON line when done.
const SCRIPT = String.raw`
local threads = {}
local counter = 0
function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
  table.insert(threads, thread)
end

local lines, next_line, base, success, forbidden = {}, 1, {}, nil, nil
failures = 0
exhausted = 0
function init(args)
  success = args[2]
  if args[3] ~= nil and args[3] ~= "" then forbidden = args[3] end
  for line in io.lines(args[1] .. "." .. id) do
    local p, name, value, body = line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t(.*)$")
    lines[#lines + 1] = { p, name, value, body }
  end
  for name, value in pairs(wrk.headers) do base[name] = value end
end

function request()
  local r = lines[next_line]
  if next_line < #lines then next_line = next_line + 1 elseif #lines > 1 then exhausted = exhausted + 1 end
  base[r[2]] = r[3]
  return wrk.format("POST", r[1], base, r[4])
end

function response(status, headers, body)
  if status ~= 200 or not body:find(success, 1, true) or (forbidden and body:find(forbidden, 1, true)) then failures = failures + 1 end
end

function done(summary, latency, requests)
  local failed, spent = 0, 0
  for _, thread in ipairs(threads) do
    failed = failed + thread:get("failures")
    spent = spent + thread:get("exhausted")
  end
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"errors":%d,"failures":%d,"exhausted":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, failed, spent,
    latency:percentile(50), latency:percentile(99)))
end
`;

export interface WrkOptions {
  url: string;
  /** Requests per thread, made before the run; a single one is sent again and again. */
  requests: (thread: number) => WireRequest[];
  /** Headers every request carries. */
  headers: Record<string, string>;
  /** A substring every successful answer's body holds, and one none holds (e.g. GraphQL's `"errors"`). */
  success: string;
  forbidden?: string | undefined;
  connections: number;
  threads: number;
  durationS: number;
  /** taskset's core list for wrk (every core when absent). */
  cores?: string | undefined;
}

/**
 * Makes the requests and writes them out (the costly part: sealing them), then `run` sends them.
 * Prepare before the CPU meters start: the preparation is not the load tool's cost per request.
 */
export function prepareWrk(options: WrkOptions): { run(): Promise<LoadResult> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  try {
    const script = path.join(dir, 'requests.lua');
    writeFileSync(script, SCRIPT);
    const lines = path.join(dir, 'requests');
    for (let thread = 0; thread < options.threads; thread++) {
      const requests = options.requests(thread);
      for (const request of requests) {
        if (/[\t\n]/.test(request.path + request.header.join('') + request.body)) throw new Error('a request for wrk may not hold a tab or a newline');
      }
      writeFileSync(`${lines}.${thread}`, requests.map((r) => `${r.path}\t${r.header[0]}\t${r.header[1]}\t${r.body}`).join('\n') + '\n');
    }
    return { run: () => runWrk(options, script, lines).finally(() => rmSync(dir, { recursive: true, force: true })) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function runWrk(options: WrkOptions, script: string, lines: string): Promise<LoadResult> {
  const args = [
    ...Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    '-t', String(options.threads),
    '-c', String(options.connections),
    '-d', `${options.durationS}s`,
    '-s', script,
    options.url,
    '--', lines, options.success, options.forbidden ?? '',
  ];
  const child = options.cores ? spawn('taskset', ['--cpu-list', options.cores, 'wrk', ...args]) : spawn('wrk', args);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  // 'close': exited and its output read to the end.
  const [code] = (await once(child, 'close')) as [number | null];
  const line = output.split('\n').find((l) => l.startsWith('{"requests"'));
  if (code !== 0 || line === undefined) throw new Error(`wrk failed (${code}): ${output.slice(0, 2000)}`);
  const result = JSON.parse(line) as { requests: number; durationUs: number; errors: number; failures: number; exhausted: number; p50Us: number; p99Us: number };
  if (result.exhausted > 0) throw new Error(`wrk ran out of prepared requests (${result.exhausted} sent again): make more`);
  return {
    rps: result.requests / (result.durationUs / 1e6),
    total: result.requests,
    p50: result.p50Us / 1000,
    p99: result.p99Us / 1000,
    errors: result.errors + result.failures,
  };
}
