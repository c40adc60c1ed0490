import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of `shutdown()`: `/readyz` answers 503 `draining`. */
    readonly draining: boolean;
    /**
     * Graceful stop (SIGTERM): fail readiness so the load balancer stops sending requests,
     * keep serving for `drainMs` while it notices, then close: live streams complete, pollers
     * stop (with Redis their leases go to another replica at once), requests in flight finish.
     */
    shutdown(): Promise<void>;
  }
}

/**
 * Adds readiness draining and `shutdown()` to the gateway. Register it before the routes, so
 * its `/readyz` hook runs ahead of the platform check.
 */
export function registerLifecycle(app: FastifyInstance, options: { drainMs: number }): void {
  let draining = false;
  let closing: Promise<void> | undefined;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (draining && request.url.split('?')[0] === '/readyz') {
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'draining' });
    }
  });
  app.decorate('shutdown', function shutdown(this: FastifyInstance): Promise<void> {
    closing ??= (async () => {
      draining = true;
      app.log.info({ drainMs: options.drainMs }, 'draining: readiness now fails');
      if (options.drainMs > 0) await delay(options.drainMs);
      await app.close();
    })();
    return closing;
  });
}
