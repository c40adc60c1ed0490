import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { previousGmt8Month } from '../lib/gmt8.ts';
import { sendMonthlyStatements } from './monthly.ts';
import { adminOnly } from '../lib/operator-access.ts';

const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'a GMT+8 month, YYYY-MM' });

const MonthlyStatementRun = Type.Object({
  month: Month,
  members: Type.Integer({ minimum: 0 }),
  queued: Type.Integer({ minimum: 0 }),
  alreadySent: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
});

/** Operator API for the monthly statement emails (`pnpm admin monthly-statements`). */
export async function statementAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  /** One month's emails (default: the last month that has ended); a member already sent that month gets none again. */
  app.post('/statements/monthly/run', { config: adminOnly('changes'), schema: { body: Type.Object({ month: Type.Optional(Month) }), response: operatorAnswer(MonthlyStatementRun) } }, async (request) => {
    const now = app.clock.now();
    const run = await sendMonthlyStatements(app.db, request.body.month ?? previousGmt8Month(now), now, request.log);
    request.log.info({ run }, 'operator ran the monthly statements');
    return run;
  });
}
