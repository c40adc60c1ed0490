import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Id } from '../lib/route-schemas.ts';
import { EndedSessions, MemberSessions } from './answers.ts';
import { endSession, listSessions, revokeMemberSessions, type SessionPolicy } from './sessions.ts';

/**
 * `/api/security/sessions`: the member's live sessions, ending one or all but the current. They
 * stay in `user`, which owns the sessions table and its rules (docs/security.md).
 */
export async function sessionRoutes(parent: FastifyInstance, options: { session: SessionPolicy }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/list', { schema: { response: answer(MemberSessions) } }, async (request) =>
    request.ok(await listSessions(app.db, app.clock, options.session, request.member)),
  );

  app.post('/end', { schema: { body: Type.Object({ sessionId: Id }), response: answer(MemberSessions) } }, async (request) => {
    await endSession(app.db, app.clock, request.member, request.body.sessionId);
    return request.ok(await listSessions(app.db, app.clock, options.session, request.member));
  });

  app.post('/end-others', { schema: { response: answer(EndedSessions) } }, async (request) => {
    const count = await revokeMemberSessions(app.db, app.clock, request.member.id, request.member.tokenHash);
    return request.ok({ count });
  });
}
