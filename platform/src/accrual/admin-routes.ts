import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Day, operatorAnswer } from '../lib/route-schemas.ts';
import { AccrualDay, AccrualRun } from './answers.ts';
import { accrualRuns, accrueDay, accrueDue } from './service.ts';
import { adminOnly, reads } from '../lib/operator-access.ts';

/** Operator API for the daily profit run (`pnpm admin accrue`). */
export async function accrualAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.now();

  /** One day (`date`), or every day not yet run up to today when no date is given. */
  app.post('/accrual/run', { config: adminOnly('changes'), schema: { body: Type.Object({ date: Type.Optional(Day) }), response: operatorAnswer(Type.Array(AccrualDay)) } }, async (request) => {
    const results = request.body.date ? [await accrueDay(app.db, request.body.date, now())] : await accrueDue(app.db, now());
    request.log.info({ days: results }, 'operator ran the daily profit');
    return results;
  });
  app.post('/accrual/runs', { config: reads('support', 'finance'), schema: { body: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 400, default: 30 }) }), response: operatorAnswer(Type.Array(AccrualRun)) } }, async (request) => accrualRuns(app.db, request.body.limit));
}
