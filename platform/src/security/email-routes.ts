import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PASSWORD_MAX } from '../lib/passwords.ts';
import { answer, Email, SecondFactorFields } from '../lib/route-schemas.ts';
import { EmailState } from './answers.ts';
import { beginEmailChange, confirmEmailChange, emailState } from './email-change.ts';

/** /api/security/email: the member's address, added or changed with a code sent to the new one (docs/security.md). */
export async function emailRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/state', { schema: { response: answer(EmailState) } }, async (request) => request.ok(await emailState(app.db, request.member.id, app.clock.now())));

  app.post(
    '/begin',
    {
      schema: {
        body: Type.Object({ email: Email, transactionPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }), ...SecondFactorFields }),
        response: answer(EmailState),
      },
    },
    async (request) => request.ok(await beginEmailChange(app.factors, request.member.id, request.body)),
  );

  app.post('/confirm', { schema: { body: Type.Object({ verifyCode: Type.String({ minLength: 1, maxLength: 16 }) }), response: answer(EmailState) } }, async (request) =>
    request.ok(await confirmEmailChange(app.factors, request.member.id, request.body)),
  );
}
