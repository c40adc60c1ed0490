import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PASSWORD_MAX } from '../lib/passwords.ts';
import { answer, SecondFactorFields } from '../lib/route-schemas.ts';
import { clearAntiPhishingCode, setAntiPhishingCode, antiPhishingState } from './anti-phishing.ts';
import { AntiPhishingState } from './answers.ts';

const Credentials = {
  transactionPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  ...SecondFactorFields,
};

/** /api/security/anti-phishing: the phrase shown at the top of every email (docs/security.md). */
export async function antiPhishingRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/state', { schema: { response: answer(AntiPhishingState) } }, async (request) => request.ok(await antiPhishingState(app.db, request.member.id)));

  app.post(
    '/set',
    // The length and characters are the service's rule, with their own messages; the schema only bounds the body.
    { schema: { body: Type.Object({ antiPhishingCode: Type.String({ maxLength: 200 }), ...Credentials }), response: answer(AntiPhishingState) } },
    async (request) => request.ok(await setAntiPhishingCode(app.factors, request.member.id, request.body)),
  );

  app.post('/clear', { schema: { body: Type.Object(Credentials), response: answer(AntiPhishingState) } }, async (request) =>
    request.ok(await clearAntiPhishingCode(app.factors, request.member.id, request.body)),
  );
}
