import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Id } from '../lib/route-schemas.ts';
import { WhitelistState } from './answers.ts';
import { setAddressWhitelisted, setWhitelistMode, whitelistState } from './whitelist.ts';

/** `/api/security/whitelist/*`: the withdrawal whitelist, served beside the rest of the security centre. */
export async function whitelistRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  app.post('/state', { schema: { response: answer(WhitelistState) } }, async (request) => request.ok(await whitelistState(app.db, request.member.id, app.clock.now())));
  app.post('/mode', { schema: { body: Type.Object({ on: Type.Boolean() }), response: answer(WhitelistState) } }, async (request) =>
    request.ok(await setWhitelistMode(app.db, request.member.id, request.body.on, app.clock.now())),
  );
  app.post('/address', { schema: { body: Type.Object({ addressId: Id, listed: Type.Boolean() }), response: answer(WhitelistState) } }, async (request) =>
    request.ok(await setAddressWhitelisted(app.db, request.member.id, request.body.addressId, request.body.listed, app.clock.now())),
  );
}
