import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LedgerCheck } from '../ledger/ledger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      requests: Counter<'route' | 'status'>;
      /** Records the result of a ledger reconciliation (operator `ledger-check`). */
      recordLedgerCheck(result: LedgerCheck): void;
    };
  }
}

/** Prometheus metrics on the instance's own registry (several platforms may share a process in tests). */
export const metricsPlugin = fp<{ defaultMetrics: boolean }>(
  async function metrics(app: FastifyInstance, options) {
    const registry = new Registry();
    if (options.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'platform_' });
    const requests = new Counter({
      name: 'platform_http_requests_total',
      help: 'Requests served, by route and HTTP status',
      labelNames: ['route', 'status'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'platform_http_request_duration_seconds',
      help: 'Time to answer, by route',
      labelNames: ['route'] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    });
    const db = app.db;
    // Read at scrape time, one small query each: what waits for an operator, and the ledger's size.
    new Gauge({
      name: 'platform_approval_queue',
      help: 'Orders waiting for an operator: deposits and withdrawals pending review, convert orders pending.',
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        const counts = await scrape(() =>
          sql<{ deposit: string; withdrawal: string; convert: string }>`
            select (select count(*) from deposit_orders where status = 'PENDING_REVIEW')::text as deposit,
                   (select count(*) from withdrawal_orders where status = 'PENDING_REVIEW')::text as withdrawal,
                   (select count(*) from convert_orders where status = 'PENDING')::text as convert`.execute(db),
        );
        const row = counts?.rows[0];
        if (!row) return;
        for (const queue of ['deposit', 'withdrawal', 'convert'] as const) this.set({ queue }, Number(row[queue]));
      },
    });
    new Gauge({
      name: 'platform_withdrawals_in_payout',
      help: 'Withdrawals approved and not yet paid or failed (APPROVED, PAYABLE, WITHDRAWING).',
      registers: [registry],
      async collect() {
        const result = await scrape(() =>
          sql<{ n: string }>`select count(*)::text as n from withdrawal_orders where status in ('APPROVED', 'PAYABLE', 'WITHDRAWING')`.execute(db),
        );
        if (result?.rows[0]) this.set(Number(result.rows[0].n));
      },
    });
    new Gauge({
      name: 'platform_ledger_transfers',
      help: 'Transfers recorded in the double-entry ledger.',
      registers: [registry],
      async collect() {
        const result = await scrape(() => sql<{ n: string }>`select count(*)::text as n from ledger_transfers`.execute(db));
        if (result?.rows[0]) this.set(Number(result.rows[0].n));
      },
    });
    // Reconciliation scans every entry, too much for each scrape: the last operator run is shown.
    const ledgerCheckProblems = new Gauge({
      name: 'platform_ledger_check_problems',
      help: 'Findings of the last ledger reconciliation (ledger-check), by kind; all 0 when the ledger is sound.',
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    const ledgerCheckTime = new Gauge({
      name: 'platform_ledger_check_timestamp_seconds',
      help: 'When the last ledger reconciliation ran (Unix time); 0 until one ran since the start.',
      registers: [registry],
    });
    const recordLedgerCheck = (result: LedgerCheck) => {
      for (const [kind, list] of Object.entries(result)) ledgerCheckProblems.set({ kind }, list.length);
      ledgerCheckTime.set(Date.now() / 1000);
    };
    app.decorate('metrics', { registry, requests, recordLedgerCheck });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ route, status: String(reply.statusCode) });
      duration.observe({ route }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', async (_request, reply) => {
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);

/** A scrape must not fail because the database is busy or closing: that gauge is left out. */
async function scrape<T>(query: () => Promise<T>): Promise<T | undefined> {
  try {
    return await query();
  } catch {
    return undefined;
  }
}
