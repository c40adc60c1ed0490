import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Timings of platform calls, by path and outcome (`ok` or an ErrorCode). */
export interface UpstreamMetrics {
  observe(path: string, outcome: string, seconds: number): void;
}

/** Live-subscription gauges and counters. */
export interface LiveMetrics {
  pollers: Gauge;
  subscribers: Gauge;
  polls: Counter<'feed' | 'outcome'>;
}

export interface GatewayMetrics {
  /** The one registry: Yoga's prometheus plugin, process metrics and ours all report here. */
  registry: Registry;
  upstream: UpstreamMetrics;
  live: LiveMetrics;
}

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const upstreamDuration = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Duration of calls to the platform REST API, by path and outcome (ok or an error code).',
    labelNames: ['path', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const live: LiveMetrics = {
    pollers: new Gauge({ name: 'gateway_live_pollers', help: 'Running live pollers (one per member and feed).', registers: [registry] }),
    subscribers: new Gauge({ name: 'gateway_live_subscribers', help: 'Open live subscriptions.', registers: [registry] }),
    polls: new Counter({
      name: 'gateway_live_polls_total',
      help: 'Polls of the platform made by live pollers, by feed and outcome.',
      labelNames: ['feed', 'outcome'] as const,
      registers: [registry],
    }),
  };
  return {
    registry,
    upstream: { observe: (path, outcome, seconds) => upstreamDuration.observe({ path, outcome }, seconds) },
    live,
  };
}
