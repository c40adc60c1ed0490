import type { FastifyInstance } from 'fastify';
import { approveWaitingDeposits, openDemoChannel } from './service.ts';

/** How often demo mode looks for deposits to approve. */
export const DEMO_CHECK_INTERVAL_MS = 2_000;

/**
 * Demo mode inside the platform process: the demo bank channel opened when no receiving account
 * is offered, and deposits approved once they have waited `depositApprovalSeconds`.
 */
export function startDemo(app: FastifyInstance, depositApprovalSeconds: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = approveWaitingDeposits(app.db, app.clock.now(), depositApprovalSeconds)
      .then((approved) => {
        if (approved.length > 0) app.log.info({ deposits: approved }, 'demo mode approved deposits');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'demo mode could not approve deposits; it tries again shortly'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (await openDemoChannel(app.db, app.clock.now())) app.log.info('demo mode opened the demo bank channel');
    timer = setInterval(tick, DEMO_CHECK_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
