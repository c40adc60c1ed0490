import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Coin, Day } from '../lib/route-schemas.ts';
import { Earnings, Statement } from './answers.ts';
import { earnings } from './earnings.ts';
import { statementFile } from './files.ts';
import { buildStatement } from './service.ts';

const StatementBody = Type.Object({ coinName: Coin, startDay: Day, endDay: Day });
const StatementFileBody = Type.Object({ coinName: Coin, startDay: Day, endDay: Day, format: Type.Union([Type.Literal('csv'), Type.Literal('pdf')]) });

/**
 * A file answer (docs/protocol.md, "Files"): the bytes themselves, not `{code, msg, data}`; sealed
 * (`application/octet-stream`) when the request was. Refusals are the usual JSON.
 */
export const FileAnswer = { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The file: its own content type to a plain request; iv ‖ ciphertext ‖ tag (application/octet-stream) to an encrypted one.' }) };

/** Not SPEC paths: a member's verified statement, as data and as the file the member downloads. */
export async function statementRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/statement', { schema: { body: StatementBody, response: answer(Statement) } }, async (request) =>
    request.ok(await buildStatement(app.db, request.member, request.body, app.clock.now(), request.locale)),
  );

  /** What the member earned on each of the last 30 GMT+8 days, by kind (the dashboard's chart; docs/rest-api.md, "Earnings"). */
  app.post('/earnings', { schema: { response: answer(Earnings) } }, async (request) => request.ok(await earnings(app.db, request.member.id, app.clock.now())));

  /** The statement as CSV or PDF in the caller's language: what the gateway's `/export/statement.*` passes on. */
  app.post('/statementFile', { schema: { body: StatementFileBody, response: FileAnswer } }, async (request, reply) => {
    const { coinName, startDay, endDay, format } = request.body;
    const statement = await buildStatement(app.db, request.member, { coinName, startDay, endDay }, app.clock.now(), request.locale);
    const file = await statementFile(statement, format, request.locale, `statement-${statement.coinName.toLowerCase()}-${startDay}-${endDay}`);
    return reply
      .type(request.envelopeSealed ? 'application/octet-stream' : file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(request.envelopeFile(file.bytes));
  });
}
