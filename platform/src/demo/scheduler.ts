import type { FastifyInstance } from 'fastify';
import { approveWaitingDeposits, approveWaitingWithdrawals, openDemoChannel } from './service.ts';

/** How often demo mode looks for deposits and withdrawals to approve. */
export const DEMO_CHECK_INTERVAL_MS = 2_000;

/**
 * Demo mode inside the platform process: the demo bank channel opened when no receiving account
 * is offered, and deposits and withdrawals approved once they have waited `depositApprovalSeconds`
 * (one delay for both: a demo's reviews all take the same short wait).
 */
export function startDemo(app: FastifyInstance, depositApprovalSeconds: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    // One after the other: PGlite runs one transaction at a time anyway.
    running = approveWaitingDeposits(app.db, app.clock.now(), depositApprovalSeconds)
      .then(async (deposits) => [deposits, await approveWaitingWithdrawals(app.db, app.clock.now(), depositApprovalSeconds)] as const)
      .then(([deposits, withdrawals]) => {
        if (deposits.length > 0) app.log.info({ deposits }, 'demo mode approved deposits');
        if (withdrawals.length > 0) app.log.info({ withdrawals }, 'demo mode approved withdrawals');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'demo mode could not approve deposits or withdrawals; it tries again shortly'))
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
