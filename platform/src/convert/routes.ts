import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Amount, answer, Coin, Page, RequestId } from '../lib/route-schemas.ts';
import { ConvertConfig, ConvertOrder, ConvertOrderPage, ConvertQuote, ConvertStatus } from './answers.ts';
import { convert, convertConfigs, convertOrders, convertQuote, releaseConvert } from './service.ts';

/** /api/app/convert: one credit into another at the configured rate and fee. */
export async function convertRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/convertConfigList', { schema: { response: answer(Type.Array(ConvertConfig)) } }, async (request) => request.ok(await convertConfigs(app.db, { enabledOnly: true })));
  app.post('/convertQuote', { schema: { body: Type.Object({ fromCoin: Coin, toCoin: Coin, amount: Amount }), response: answer(ConvertQuote) } }, async (request) =>
    request.ok(await convertQuote(app.db, request.body)),
  );
  app.post(
    '/convert',
    { schema: { body: Type.Object({ fromCoin: Coin, toCoin: Coin, amount: Amount, requestId: RequestId }), response: answer(ConvertOrder) } },
    async (request) => request.ok(await convert(app.db, request.member.id, request.body, app.clock.now())),
  );
  app.post('/convertOrderList', { schema: { body: Type.Object({ status: Type.Optional(ConvertStatus), ...Page }), response: answer(ConvertOrderPage) } }, async (request) =>
    request.ok(await convertOrders(app.db, request.member.id, request.body)),
  );
  app.post('/cancelConvert', { schema: { body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: answer(ConvertOrder) } }, async (request) =>
    request.ok(await releaseConvert(app.db, request.body.id, { memberId: request.member.id, status: 'CANCELLED', reason: null, now: app.clock.now() })),
  );
}
