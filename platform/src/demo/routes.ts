import type { FastifyInstance } from 'fastify';
import { answer } from '../lib/route-schemas.ts';
import { gmt8Day } from '../lib/gmt8.ts';
import { DemoMode } from './answers.ts';
import type { DemoClock } from './clock.ts';

/** Public: whether this installation runs in demo mode (every screen shows a banner when it does). */
export async function demoRoutes(app: FastifyInstance, options: { demo: { clock: DemoClock; depositApprovalSeconds: number } | undefined }) {
  app.post('/mode', { schema: { response: answer(DemoMode) } }, async (request) =>
    request.ok({
      enabled: options.demo !== undefined,
      depositApprovalSeconds: options.demo?.depositApprovalSeconds ?? 0,
      today: gmt8Day(app.clock.now()),
      daysAhead: options.demo?.clock.days() ?? 0,
    }),
  );
}
