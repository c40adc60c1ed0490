import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider, type Transaction } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { preparingPool } from './server-prepared.ts';
import { tracedDialect } from './tracing.ts';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

/** The DATA_DIR that keeps nothing: PGlite in memory, keys and token made afresh, photos in a temporary folder (tests). */
export const IN_MEMORY = 'memory://';

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, PGlite runs in-process. */
  databaseUrl: string | undefined;
  /** PGlite keeps its files in `<dataDir>/pglite`; `memory://` keeps them in memory. */
  dataDir: string;
  /** Connections to a real server (PGlite always has exactly one). */
  poolSize?: number;
  /** Told when an idle pooled connection fails (server restart, connection killed). */
  onConnectionError?: (error: Error) => void;
  /**
   * An in-memory PGlite starts from this dump of a migrated data directory instead of running
   * initdb (seconds): the test suites' template (src/testing-template.ts).
   */
  pgliteTemplate?: Blob;
}

export interface OpenedDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

// node-postgres would turn bigint and timestamps into JS types of its own choosing; keep
// numeric/bigint as strings (exact), which is what PGlite gives too.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const size = options.poolSize ?? 10;
    // A fixed-size pool: a connection once opened stays. node-postgres closes one idle for 10 s,
    // and the next burst reopens it (a backend forked, SCRAM's key derivation, the prepared
    // statements prepared again): requests waited up to 200 ms for it (BENCHMARKS.md (a)).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: size, min: size });
    // An idle connection the server drops must not bring the process down: the pool replaces
    // it at the next checkout, and an unhandled 'error' event would crash us.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: tracedDialect(new PostgresDialect({ pool: preparingPool(pool) })) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let dataPath: string | undefined;
  if (options.dataDir !== IN_MEMORY) {
    dataPath = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  // Loaded only for PGlite: a platform on a PostgreSQL server never holds it.
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
  const pglite = dataPath ? new PGlite(dataPath) : new PGlite(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {});
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: tracedDialect(new PGliteDialect(pglite)) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; the same migrations run on PGlite and PostgreSQL. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
