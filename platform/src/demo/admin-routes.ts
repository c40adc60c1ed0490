import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminOnly } from '../lib/operator-access.ts';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { RuleViolation } from '../errors.ts';
import { NextDay } from './answers.ts';
import type { DemoClock } from './clock.ts';
import { advanceOneDay } from './service.ts';

/** Operator API of demo mode (`pnpm admin demo next-day`); refused outside demo mode. */
export async function demoAdminRoutes(parent: FastifyInstance, options: { clock: DemoClock | undefined }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/demo/next-day', { config: adminOnly('changes'), schema: { body: Type.Object({}), response: operatorAnswer(NextDay) } }, async (request) => {
    if (!options.clock) throw new RuleViolation('DEMO_MODE_OFF');
    const moved = await advanceOneDay(app.db, options.clock);
    request.log.info({ today: moved.today, daysAhead: moved.daysAhead }, 'operator moved the demo one day on');
    return moved;
  });
}
