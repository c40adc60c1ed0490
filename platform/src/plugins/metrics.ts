import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { registry: Registry; requests: Counter<'route' | 'status'> };
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
    app.decorate('metrics', { registry, requests });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ route, status: String(reply.statusCode) });
      duration.observe({ route }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', async (_request, reply) => {
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
