import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Page, RequestId } from '../lib/route-schemas.ts';
import { JackpotOrder, JackpotOrderPage, JackpotOrderStatus, JackpotPool, JackpotStatus } from './answers.ts';
import { enterJackpot, jackpotAmount, jackpotOrders, jackpotStatus, MAX_TICKETS_PER_ENTRY } from './service.ts';

const OrderStatus = Type.Optional(JackpotOrderStatus);

/** /api/app/grandPrize: the jackpot (docs/jackpot.md). Open to every member; no profile flag. */
export async function jackpotRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  const now = () => app.clock.now();

  /** The current round (in progress or complete, drawn or not), its commitment, and the member's tickets in it. */
  app.post('/getGrandPrizeStatus', { schema: { response: answer(JackpotStatus) } }, async (request) => request.ok(await jackpotStatus(app.db, request.member.id, now())));
  /** Buy tickets of the round the member reviewed: the price × tickets moves to the pool. */
  app.post(
    '/grandPrize',
    {
      schema: {
        body: Type.Object({
          roundId: Type.String({ minLength: 1, maxLength: 64 }),
          tickets: Type.Integer({ minimum: 1, maximum: MAX_TICKETS_PER_ENTRY }),
          requestId: RequestId,
        }),
        response: answer(JackpotOrder),
      },
    },
    async (request) => request.ok(await enterJackpot(app.db, request.member.id, request.body, now())),
  );
  /** The current round's pool and what its winner would be paid now. */
  app.post('/grandPrizeAmount', { schema: { response: answer(JackpotPool) } }, async (request) => request.ok(await jackpotAmount(app.db, now())));
  /** A page of the member's entries, newest first: UNPAID or WINNING, with their round's state. */
  app.post('/grandPrizeOrderList', { schema: { body: Type.Object({ status: OrderStatus, ...Page }), response: answer(JackpotOrderPage) } }, async (request) =>
    request.ok(await jackpotOrders(app.db, request.member.id, request.body, now())),
  );
}
