/**
 * Benchmark 2, ledger throughput vs the physical limit (BENCHMARKS.md (b2)): pgbench's TPC-B-like
 * transaction on the PostgreSQL server, at the same client count, against member-to-member
 * transfers through the platform's REST API and through the gateway; on PostgreSQL and on
 * PGlite. Afterwards the ledger must sum to zero with no member balance negative (the script
 * fails otherwise). Also measured: how many Argon2id verifications per second this machine
 * does, since every transfer checks the transaction password.
 * Run: BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres \
 *        npx -y pnpm@10 --filter @portal/bench run bench:ledger        (BENCH_DURATION=10)
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { hash, verify } from '@node-rs/argon2';
import { createTestDatabase } from '@portal/platform/testing/postgres';
import { transfers } from './lib/operations.ts';
import { assertLedgerSound, DURATION_S, load, machine, mark, registerMembers, round, startGateway, startPlatform, table } from './lib/harness.ts';

const run = promisify(execFile);
export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';

/** TPS of pgbench's default (TPC-B-like) script, scale = clients, in a database of its own. */
export async function pgbench(serverUrl: string, clients = CLIENTS, durationS = DURATION_S): Promise<number> {
  const database = await createTestDatabase(serverUrl);
  try {
    await run(PGBENCH, ['-i', '-q', '-s', String(clients), database.url]);
    const { stdout } = await run(PGBENCH, ['-c', String(clients), '-j', '2', '-T', String(durationS), database.url]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench said: ${stdout}`);
    return Number(tps);
  } finally {
    await database.drop();
  }
}

/** Argon2id verifications per second (the platform's parameters) with `concurrency` in flight. */
export async function argon2Rate(concurrency = CLIENTS, durationS = Math.min(DURATION_S, 5)): Promise<number> {
  const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
  const stored = await hash('bench-tx-password', options);
  let done = 0;
  const until = Date.now() + durationS * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        if (!(await verify(stored, 'bench-tx-password'))) throw new Error('argon2 verify failed');
        done++;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

export interface LedgerRow {
  backend: string;
  path: string;
  perSec: number;
  p99Ms: number;
  failures: number;
}

/** Transfers between 2 × clients funded members at random, directly and through the gateway. */
export async function transferThroughput(databaseUrl: string | undefined, clients = CLIENTS): Promise<LedgerRow[]> {
  const backend = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const platformServer = await startPlatform(databaseUrl);
  const platform = platformServer.info;
  const gateway = await startGateway(platform, { ENVELOPE_ENCRYPT: 'true' });
  try {
    const members = await registerMembers(platform, 'led', clients * 2, { funds: '100000000' });
    const operation = transfers(platform, gateway.info.url, members, true);
    await load({ url: platform.url, requests: operation.direct(), connections: clients, duration: 2 });
    await load({ url: gateway.info.url, requests: operation.viaGateway(), connections: clients, duration: 2 });
    operation.failures = 0;
    const direct = await load({ url: platform.url, requests: operation.direct(), connections: clients });
    const directFailures = operation.failures;
    const viaGateway = await load({ url: gateway.info.url, requests: operation.viaGateway(), connections: clients });
    // Sums to zero, nothing drifted, no member negative: or the script stops here.
    await assertLedgerSound(platform);
    return [
      { backend, path: 'REST', perSec: round(direct.rps, 1), p99Ms: direct.p99, failures: directFailures + direct.errors },
      { backend, path: 'gateway', perSec: round(viaGateway.rps, 1), p99Ms: viaGateway.p99, failures: operation.failures - directFailures + viaGateway.errors },
    ];
  } finally {
    await gateway.stop();
    await platformServer.stop();
  }
}

export interface LedgerReport {
  clients: number;
  pgbenchTps?: number;
  argon2VerifiesPerSec: number;
  rows: LedgerRow[];
}

export async function ledgerThroughput(databaseUrl: string | undefined): Promise<LedgerReport> {
  const pgbenchTps = databaseUrl ? round(await pgbench(databaseUrl), 1) : undefined;
  const argon2VerifiesPerSec = round(await argon2Rate(), 1);
  const rows = [...(databaseUrl ? await transferThroughput(databaseUrl) : []), ...(await transferThroughput(undefined))];
  return { clients: CLIENTS, ...(pgbenchTps ? { pgbenchTps } : {}), argon2VerifiesPerSec, rows };
}

export function ledgerTable(report: LedgerReport): string {
  const target = (path: string) => (path === 'REST' ? 0.5 : 0.35);
  return table(
    `Ledger: transfers/s vs pgbench TPC-B-like at ${report.clients} clients (pgbench ${report.pgbenchTps ?? 'not run'} tps; Argon2id verifications ${report.argon2VerifiesPerSec}/s; target REST ≥ 0.50, gateway ≥ 0.35)`,
    report.rows.map((r) => {
      const ratio = report.pgbenchTps ? round(r.perSec / report.pgbenchTps, 3) : undefined;
      return {
        backend: r.backend,
        path: r.path,
        'transfers /s': r.perSec,
        'p99 ms': r.p99Ms,
        'vs pgbench': ratio === undefined ? '' : `${ratio} ${mark(ratio >= target(r.path))}`,
        'vs Argon2id ceiling': round(r.perSec / report.argon2VerifiesPerSec, 2),
        failures: r.failures,
        'ledger check': 'clean',
      };
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const report = await ledgerThroughput(process.env.BENCH_DATABASE_URL);
  console.log(JSON.stringify({ machine: machine(), ...report }, null, 2));
  console.log(ledgerTable(report));
}
