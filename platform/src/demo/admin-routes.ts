import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminGuard } from '../lib/admin-guard.ts';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { RuleViolation } from '../errors.ts';
import { NextDay } from './answers.ts';
import type { DemoClock } from './clock.ts';
import { advanceOneDay } from './service.ts';

/** Operator API of demo mode (`pnpm admin demo next-day`); refused outside demo mode. */
export async function demoAdminRoutes(parent: FastifyInstance, options: { adminToken: string; clock: DemoClock | undefined }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', adminGuard(options.adminToken));
  app.post('/demo/next-day', { schema: { body: Type.Object({}), response: operatorAnswer(NextDay) } }, async (request) => {
    if (!options.clock) throw new RuleViolation('DEMO_MODE_OFF');
    const moved = await advanceOneDay(app.db, options.clock);
    request.log.info({ today: moved.today, daysAhead: moved.daysAhead }, 'operator moved the demo one day on');
    return moved;
  });
}
