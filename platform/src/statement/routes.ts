import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Coin, Day } from '../lib/route-schemas.ts';
import { Statement } from './answers.ts';
import { buildStatement } from './service.ts';

const StatementBody = Type.Object({ coinName: Coin, startDay: Day, endDay: Day });

/** Not a SPEC path: the statement the gateway lays out as CSV and PDF (`/export/statement.*`). */
export async function statementRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/statement', { schema: { body: StatementBody, response: answer(Statement) } }, async (request) =>
    request.ok(await buildStatement(app.db, request.member, request.body, app.clock.now(), request.locale)),
  );
}
