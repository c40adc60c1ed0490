/**
 * Benchmark 2, the ledger against its real limits (BENCHMARKS.md (e)), in one run:
 * - the database's: pgbench's TPC-B-like transaction on the PostgreSQL server against transfers
 *   through the platform's ledger code alone (`postTransfer`, in process, the same number of
 *   connections): what the ledger's own statements cost next to a transaction of the same size;
 * - the password check's: every member transfer verifies the transaction password with
 *   Argon2id, so transfers through the REST API and through the gateway can go no faster than
 *   the machine's cores divided by one verification's time; they are measured against that bound
 *   (on PostgreSQL and on PGlite). Where the server has `pg_stat_statements` loaded, the direct
 *   run on PostgreSQL also reports the statements a transfer sends and where the server's time
 *   goes among them.
 * Afterwards the ledger must sum to zero with no balance negative (the script fails otherwise).
 * Run: BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres \
 *        npx -y pnpm@10 --filter @portal/bench run bench:ledger        (BENCH_DURATION=10; BENCH_LEDGER_PARTS=database or members for one half)
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { hash, verify } from '@node-rs/argon2';
import pg from 'pg';
import { IN_MEMORY, migrateToLatest, openDatabase } from '@portal/platform/database';
import { checkLedger, postTransfer } from '@portal/platform/ledger';
import { money } from '@portal/platform/money';
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

// The platform's parameters (platform/src/lib/passwords.ts).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** One Argon2id verification's time in ms, alone on the machine: the median of `times`. */
export async function argon2VerifyMs(times = 21): Promise<number> {
  const stored = await hash('bench-tx-password', ARGON2ID);
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    if (!(await verify(stored, 'bench-tx-password'))) throw new Error('argon2 verify failed');
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

/** Argon2id verifications per second (the platform's parameters) with `concurrency` in flight. */
export async function argon2Rate(concurrency = CLIENTS, durationS = Math.min(DURATION_S, 5)): Promise<number> {
  const stored = await hash('bench-tx-password', ARGON2ID);
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

/**
 * Transfers through the ledger code alone: `postTransfer` in a transaction of its own between two
 * of 2 × clients accounts at random, from `clients` loops on a pool of as many connections, on a
 * migrated database of its own. The same statements a member's transfer makes for its money
 * (lock both accounts, the transfer, its entries, both balances; the zero-sum check at commit),
 * without the HTTP, envelope, session, password and record-keeping around them.
 */
export async function ledgerAlone(serverUrl: string, clients = CLIENTS, durationS = DURATION_S): Promise<{ perSec: number; p99Ms: number; cpuUsPerTransfer: number }> {
  const database = await createTestDatabase(serverUrl, { empty: true });
  const { db, close } = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY, poolSize: clients });
  try {
    await migrateToLatest(db);
    const ids = Array.from({ length: clients * 2 }, (_, i) => `acc_bench_${i}`);
    await db
      .insertInto('ledger_accounts')
      .values([
        { id: 'acc_bench_source', system_name: 'bench:source', coin_name: 'CASH_POINT', state: 'available', allow_negative: true },
        ...ids.map((id) => ({ id, system_name: `bench:${id}`, coin_name: 'CASH_POINT', state: 'available' as const })),
      ])
      .execute();
    for (const id of ids) {
      await db.transaction().execute((tx) =>
        postTransfer(tx, { recordType: 'ADJUST', postings: [{ accountId: 'acc_bench_source', amount: money('-1000000') }, { accountId: id, amount: money('1000000') }] }),
      );
    }
    const once = async () => {
      const from = ids[Math.floor(Math.random() * ids.length)]!;
      let to = ids[Math.floor(Math.random() * ids.length)]!;
      if (to === from) to = ids[(ids.indexOf(from) + 1) % ids.length]!;
      const amount = money(`0.${String(1 + Math.floor(Math.random() * 99)).padStart(2, '0')}`);
      await db.transaction().execute((tx) => postTransfer(tx, { recordType: 'TRANSFER', postings: [{ accountId: from, amount: amount.negated() }, { accountId: to, amount }] }));
    };
    // Warm-up: connections opened, code compiled.
    const warmUntil = Date.now() + 2_000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < warmUntil) await once();
      }),
    );
    const took: number[] = [];
    const started = performance.now();
    const cpu = process.cpuUsage();
    const until = Date.now() + durationS * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < until) {
          const at = performance.now();
          await once();
          took.push(performance.now() - at);
        }
      }),
    );
    const perSec = took.length / ((performance.now() - started) / 1000);
    const used = process.cpuUsage(cpu);
    const check = await checkLedger(db);
    const problems = Object.values(check).reduce((sum, list) => sum + list.length, 0);
    if (problems > 0) throw new Error(`the ledger does not reconcile after the in-process transfers: ${JSON.stringify(check)}`);
    took.sort((a, b) => a - b);
    return {
      perSec: round(perSec, 1),
      p99Ms: round(took[Math.floor(took.length * 0.99)] ?? 0, 1),
      // This process's processor time per transfer: the ledger's code, Kysely and pg (the rest is the server's).
      cpuUsPerTransfer: Math.round((used.user + used.system) / took.length),
    };
  } finally {
    await close();
    await database.drop();
  }
}

/** One statement's share of a member transfer, from `pg_stat_statements`. */
export interface StatementRow {
  /** Calls per transfer. */
  perTransfer: number;
  totalMs: number;
  meanMs: number;
  statement: string;
}

export interface StatementProfile {
  perTransfer: number;
  top: StatementRow[];
}

/**
 * Counts the server's statements over a phase through `pg_stat_statements` (server-wide: run
 * nothing else on it meanwhile); `undefined` when the server has not loaded the extension.
 */
async function statementCounter(serverUrl: string): Promise<{ read(transfers: number): Promise<StatementProfile>; close(): Promise<void> } | undefined> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch {
    await client.end();
    return undefined;
  }
  return {
    async read(transfers) {
      const { rows } = await client.query<{ calls: string; total: number; mean: number; query: string }>(
        `select calls, total_exec_time as total, mean_exec_time as mean, regexp_replace(query, '\\s+', ' ', 'g') as query
         from pg_stat_statements where query not like '%pg_stat_statements%' order by total_exec_time desc`,
      );
      const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
      return {
        perTransfer: round(calls / transfers, 1),
        top: rows.slice(0, 6).map((row) => ({ perTransfer: round(Number(row.calls) / transfers, 2), totalMs: round(row.total, 1), meanMs: round(row.mean, 3), statement: row.query.slice(0, 90) })),
      };
    },
    close: () => client.end(),
  };
}

export interface LedgerRow {
  backend: string;
  path: string;
  perSec: number;
  p99Ms: number;
  failures: number;
  /** The direct run on PostgreSQL, with `pg_stat_statements` on the server. */
  statements?: StatementProfile;
}

/** Transfers among 2 × clients funded members, senders in turn (`transfers`), directly and through the gateway. */
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
    const counter = databaseUrl ? await statementCounter(databaseUrl) : undefined;
    const direct = await load({ url: platform.url, requests: operation.direct(), connections: clients });
    const statements = await counter?.read(direct.total);
    await counter?.close();
    const directFailures = operation.failures;
    const viaGateway = await load({ url: gateway.info.url, requests: operation.viaGateway(), connections: clients });
    // Sums to zero, nothing drifted, no member negative: or the script stops here.
    await assertLedgerSound(platform);
    return [
      { backend, path: 'REST', perSec: round(direct.rps, 1), p99Ms: direct.p99, failures: directFailures + direct.errors, ...(statements ? { statements } : {}) },
      { backend, path: 'gateway', perSec: round(viaGateway.rps, 1), p99Ms: viaGateway.p99, failures: operation.failures - directFailures + viaGateway.errors },
    ];
  } finally {
    await gateway.stop();
    await platformServer.stop();
  }
}

export interface LedgerReport {
  clients: number;
  cores: number;
  pgbenchTps?: number;
  /** Transfers through `postTransfer` alone, in process, on PostgreSQL. */
  ledgerAlone?: { perSec: number; p99Ms: number; cpuUsPerTransfer: number };
  argon2VerifyMs: number;
  /** cores ÷ one verification's time: what the password check allows at most. */
  argon2BoundPerSec: number;
  /** Verifications per second measured with `clients` in flight (the bound, checked). */
  argon2VerifiesPerSec: number;
  /**
   * Verifications per second with one in flight per core: the most the cores give Argon2id at
   * once, and so the most a member transfer can reach, nothing else counted.
   */
  argon2VerifiesPerSecOnePerCore: number;
  rows: LedgerRow[];
}

/** The ledger alone ≥ half of pgbench; member transfers ≥ 90 % of the Argon2id bound. */
export const LEDGER_TARGETS = { ledgerVsPgbench: 0.5, transfersVsArgon2Bound: 0.9 } as const;

/** `BENCH_LEDGER_PARTS=database` runs pgbench and the ledger alone only; `members` the member transfers only. */
const PARTS = process.env.BENCH_LEDGER_PARTS ?? 'database,members';

export async function ledgerThroughput(databaseUrl: string | undefined): Promise<LedgerReport> {
  const database = PARTS.includes('database') && databaseUrl !== undefined;
  const pgbenchTps = database ? round(await pgbench(databaseUrl), 1) : undefined;
  const alone = database ? await ledgerAlone(databaseUrl) : undefined;
  const cores = os.availableParallelism();
  const verifyMs = await argon2VerifyMs();
  const argon2VerifiesPerSec = round(await argon2Rate(), 1);
  const argon2VerifiesPerSecOnePerCore = round(await argon2Rate(cores), 1);
  const rows = PARTS.includes('members') ? [...(databaseUrl ? await transferThroughput(databaseUrl) : []), ...(await transferThroughput(undefined))] : [];
  return {
    clients: CLIENTS,
    cores,
    ...(pgbenchTps ? { pgbenchTps } : {}),
    ...(alone ? { ledgerAlone: alone } : {}),
    argon2VerifyMs: round(verifyMs, 2),
    argon2BoundPerSec: round((cores * 1000) / verifyMs, 1),
    argon2VerifiesPerSec,
    argon2VerifiesPerSecOnePerCore,
    rows,
  };
}

export function ledgerTable(report: LedgerReport): string {
  const { ledgerVsPgbench, transfersVsArgon2Bound } = LEDGER_TARGETS;
  const database = report.ledgerAlone
    ? table(
        `Ledger alone vs pgbench TPC-B-like, PostgreSQL, ${report.clients} connections (target ≥ ${ledgerVsPgbench} of pgbench)`,
        [
          { what: 'pgbench, TPC-B-like', 'per s': report.pgbenchTps ?? '', 'p99 ms': '', 'client CPU µs each': '', 'vs pgbench': '' },
          {
            what: 'postTransfer, in process',
            'per s': report.ledgerAlone.perSec,
            'p99 ms': report.ledgerAlone.p99Ms,
            'client CPU µs each': report.ledgerAlone.cpuUsPerTransfer,
            'vs pgbench': report.pgbenchTps ? `${round(report.ledgerAlone.perSec / report.pgbenchTps, 3)} ${mark(report.ledgerAlone.perSec / report.pgbenchTps >= ledgerVsPgbench)}` : '',
          },
        ],
      )
    : '(the ledger alone and pgbench need a PostgreSQL server: BENCH_DATABASE_URL)';
  const members = table(
    `Member transfers vs the Argon2id bound: ${report.cores} cores ÷ ${report.argon2VerifyMs} ms a verification = ${report.argon2BoundPerSec}/s (measured with ${report.clients} in flight: ${report.argon2VerifiesPerSec}/s; with one per core: ${report.argon2VerifiesPerSecOnePerCore}/s, ${round(report.argon2VerifiesPerSecOnePerCore / report.argon2BoundPerSec, 2)} of the bound, the most a transfer can reach here); target ≥ ${transfersVsArgon2Bound} of the bound`,
    report.rows.map((r) => {
      const ratio = round(r.perSec / report.argon2BoundPerSec, 2);
      return {
        backend: r.backend,
        path: r.path,
        'transfers /s': r.perSec,
        'p99 ms': r.p99Ms,
        'vs Argon2id bound': `${ratio} ${mark(ratio >= transfersVsArgon2Bound)}`,
        'vs pgbench': report.pgbenchTps ? round(r.perSec / report.pgbenchTps, 3) : '',
        failures: r.failures,
        'ledger check': 'clean',
      };
    }),
  );
  const profiled = report.rows.find((row) => row.statements);
  const statements = profiled?.statements
    ? table(
        `Where the server's time goes in a ${profiled.backend} ${profiled.path} transfer: ${profiled.statements.perTransfer} statements each (pg_stat_statements, the 6 costliest)`,
        profiled.statements.top.map((row) => ({ 'per transfer': row.perTransfer, 'total ms': row.totalMs, 'mean ms': row.meanMs, statement: row.statement })),
      )
    : '(statements per transfer: load pg_stat_statements on the PostgreSQL server)';
  return `${database}\n\n${members}\n\n${statements}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const report = await ledgerThroughput(process.env.BENCH_DATABASE_URL);
  console.log(JSON.stringify({ machine: machine(), ...report }, null, 2));
  console.log(ledgerTable(report));
}
