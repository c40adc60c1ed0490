import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer } from '../lib/route-schemas.ts';
import { credentialPauseUntil } from './credential-pause.ts';
import { SecurityGuards } from './guard-answers.ts';
import { moneyLockedUntil } from './transaction-password.ts';

/** /api/security/guards: what holds the member's money back now, so screens can say until when. */
export async function securityGuardRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/status', { schema: { response: answer(SecurityGuards) } }, async (request) => {
    const now = app.clock.now();
    const [locked, paused] = await Promise.all([moneyLockedUntil(app.db, request.member.id, now), credentialPauseUntil(app.db, request.member.id, now)]);
    return request.ok({ moneyLockedUntil: locked?.toISOString() ?? null, withdrawalsPausedUntil: paused?.toISOString() ?? null });
  });
}
