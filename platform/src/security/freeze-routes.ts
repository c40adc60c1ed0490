import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Note, operatorAnswer, UserName } from '../lib/route-schemas.ts';
import { FreezeState, FrozenByLink, LiftedFreeze } from './answers.ts';
import { freezeByLink, freezeFromSettings, freezeState, liftFreeze } from './freeze.ts';
import { changes } from '../lib/operator-access.ts';

/** `/api/security/freeze/*`: the state and freezing from settings (signed in), and the notice's link (signed in or not). */
export async function freezeRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/link', { schema: { body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) }), response: answer(FrozenByLink) } }, async (request) =>
    request.ok(await freezeByLink(app.db, app.clock.now(), request.body.token)),
  );

  await app.register(async function memberOnly(member) {
    const routes = member.withTypeProvider<TypeBoxTypeProvider>();
    routes.addHook('onRequest', app.requireMember);
    routes.post('/state', { schema: { response: answer(FreezeState) } }, async (request) => request.ok(await freezeState(app.db, request.member.id)));
    routes.post('/freeze', { schema: { response: answer(FreezeState) } }, async (request) => request.ok(await freezeFromSettings(app.db, app.clock.now(), request.member.id)));
  });
}

/** `/admin/api/security/freeze/lift`: only an operator lifts a freeze; who and why are recorded. */
export async function freezeAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/freeze/lift',
    { config: changes('compliance'), schema: { body: Type.Object({ userName: UserName, operator: Type.String({ minLength: 1, maxLength: 64 }), note: Note }), response: operatorAnswer(LiftedFreeze) } },
    async (request) => {
      const lifted = await liftFreeze(app.db, app.clock.now(), request.body);
      request.log.info({ freezeId: lifted.freezeId, operator: lifted.liftedBy }, 'operator lifted a freeze');
      return lifted;
    },
  );
}
