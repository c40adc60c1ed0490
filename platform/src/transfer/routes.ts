import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Amount, answer, Coin, Page, RequestId, SecondFactorFields } from '../lib/route-schemas.ts';
import { Transfer, TransferConfig, TransferDirection, TransferPage, TransferQuote } from './answers.ts';
import { transferCredits, transferConfigs, transferOrders, transferQuote } from './service.ts';

/** Whom a transfer goes to: a user name or a user id. */
const Recipient = Type.String({ minLength: 1, maxLength: 64 });

/** /api/app/makeOver: transfers between members. */
export async function transferRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/makeOverConfigList', { schema: { response: answer(Type.Array(TransferConfig)) } }, async (request) => request.ok(await transferConfigs(app.db, { enabledOnly: true })));
  app.post(
    '/makeOverQuote',
    { schema: { body: Type.Object({ coinName: Coin, amount: Amount, toUser: Type.Optional(Recipient) }), response: answer(TransferQuote) } },
    async (request) => request.ok(await transferQuote(app.db, request.member.id, request.body)),
  );
  app.post(
    '/makeOver',
    {
      schema: {
        body: Type.Object({
          toUser: Recipient,
          coinName: Coin,
          amount: Amount,
          transactionPassword: Type.String({ minLength: 1, maxLength: 128 }),
          ...SecondFactorFields,
          requestId: RequestId,
        }),
        response: answer(Transfer),
      },
    },
    async (request) => request.ok(await transferCredits(app.factors, request.member, request.body, app.clock.now())),
  );
  app.post(
    '/makeOverOrderList',
    { schema: { body: Type.Object({ direction: Type.Optional(TransferDirection), coinName: Type.Optional(Coin), ...Page }), response: answer(TransferPage) } },
    async (request) => request.ok(await transferOrders(app.db, request.member.id, request.body)),
  );
}
