/**
 * What a request costs a process that was asleep (BENCHMARKS.md (a)): the machine's share of the
 * gateway's added latency at low load, with none of our code in it. A bare `node:http` server in a
 * process of its own answers a small JSON body after `BENCH_WAKE_WAIT_MS` (3: about a platform
 * call), so between two requests of one connection it sleeps. Its CPU per request at one
 * connection (asleep between requests) against eight (a request always waiting), autocannon.
 * Run alone: npx -y pnpm@10 --filter @portal/bench run bench:wake-cost
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { cpuMeter, DURATION_S, machine, round, table } from './lib/harness.ts';

const WAIT_MS = Number(process.env.BENCH_WAKE_WAIT_MS ?? 3);

function serve(): void {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () =>
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ code: 20000, length: body.length }));
      }, WAIT_MS),
    );
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);
  });
}

export interface WakeRow {
  connections: number;
  perSec: number;
  cpuUsPerRequest: number;
}

export async function wakeCost(): Promise<WakeRow[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, 'serve'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  try {
    const [line] = (await once(child.stdout!, 'data')) as [Buffer];
    const url = `http://127.0.0.1:${line.toString().trim()}/`;
    const run = (connections: number, duration: number) => autocannon({ url, method: 'POST', body: '{"data":{}}', headers: { 'content-type': 'application/json' }, connections, duration });
    await run(8, 2);
    const rows: WakeRow[] = [];
    for (const connections of [1, 8, 1, 8]) {
      const meter = cpuMeter({ server: child.pid! });
      const result = await run(connections, DURATION_S);
      const seconds = meter.stop().server ?? 0;
      rows.push({ connections, perSec: round(result.requests.average, 1), cpuUsPerRequest: Math.round((seconds * 1e6) / Math.max(1, result.requests.total)) });
    }
    return rows;
  } finally {
    child.kill();
  }
}

export const wakeTable = (rows: WakeRow[]): string =>
  table(
    `A bare node:http server answering after ${WAIT_MS} ms: its CPU per request asleep between requests (1 connection) and always busy (8)`,
    rows.map((row) => ({ connections: row.connections, 'requests /s': row.perSec, 'server CPU µs per request': row.cpuUsPerRequest })),
  );

if (process.argv[2] === 'serve') serve();
else if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const rows = await wakeCost();
  console.log(JSON.stringify({ machine: machine(), waitMs: WAIT_MS, rows }, null, 2));
  console.log(wakeTable(rows));
}
