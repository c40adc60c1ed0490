import type { FastifyInstance } from 'fastify';
import { sendDueMonthlyStatements } from './monthly.ts';

/** How often the platform looks whether a GMT+8 month has turned (a month already run costs one query). */
export const MONTHLY_STATEMENT_CHECK_INTERVAL_MS = 60_000;

/**
 * The monthly statement emails inside the platform process, driven by the platform clock like
 * the daily profit (accrual/scheduler.ts): once when ready (catching up a month missed while
 * stopped), then every minute, which sends the last month's statements shortly after 00:00 GMT+8
 * of the 1st. Replicas may all do this: the dedupe key per member and month queues one email.
 */
export function startMonthlyStatementScheduler(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = sendDueMonthlyStatements(app.db, app.clock.now(), app.log)
      .then((run) => {
        if (run) app.log.info({ run }, 'monthly statements queued');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'monthly statement run failed; it is retried at the next check'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, MONTHLY_STATEMENT_CHECK_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
