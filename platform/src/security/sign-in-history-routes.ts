import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Page } from '../lib/route-schemas.ts';
import { SignInPage } from './answers.ts';
import { signInHistory } from './sign-in-history.ts';

/** `/api/security/sign-ins`: the member's sign-in history, failed attempts included, 90 days. */
export async function signInHistoryRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  app.post('/list', { schema: { body: Type.Object({ ...Page }), response: answer(SignInPage) } }, async (request) =>
    request.ok(await signInHistory(app.db, app.clock.now(), request.member.id, request.body)),
  );
}
