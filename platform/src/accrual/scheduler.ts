import type { FastifyInstance } from 'fastify';
import { accrueDue } from './service.ts';

/** How often the platform looks whether a GMT+8 day has turned (a run of a day already done costs one query). */
export const ACCRUAL_CHECK_INTERVAL_MS = 60_000;

/**
 * The daily profit run inside the platform process: once when the platform is ready (catching
 * up the days missed while it was stopped), then every minute, which credits each new GMT+8 day
 * shortly after 00:00. Replicas may all do this: the run's advisory lock and the unique accrual
 * per package and day make it happen once.
 */
export function startAccrualScheduler(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = accrueDue(app.db, app.clock.now())
      .then((results) => {
        const credited = results.filter((r) => r.accrued > 0 || r.renewed > 0);
        if (credited.length > 0) app.log.info({ days: credited }, 'daily profit credited');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'daily profit run failed; it is retried at the next check'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, ACCRUAL_CHECK_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
