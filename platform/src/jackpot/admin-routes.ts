import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Amount, Coin, Id, operatorAnswer } from '../lib/route-schemas.ts';
import { OperatorJackpotRound, OperatorJackpotRoundDetail } from './answers.ts';
import { closeRound, drawRound, openRound, roundForOperator, roundsForOperator } from './service.ts';
import { adminOnly, reads } from '../lib/operator-access.ts';

/** Operator API for the jackpot (`pnpm admin jackpot …`): open, close, draw and inspect rounds. */
export async function jackpotAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.now();

  app.post(
    '/jackpot/open',
    { config: adminOnly('changes'), schema: { body: Type.Object({ coinName: Coin, ticketPrice: Amount, feeRatio: Type.String({ pattern: '^\\d{1,2}(\\.\\d{1,8})?$' }), closesAt: Type.Optional(Type.String({ format: 'date-time' })) }), response: operatorAnswer(OperatorJackpotRound) } },
    async (request) => {
      const round = await openRound(app.db, request.body, now());
      // The commitment is public; the seed itself never reaches a log line.
      request.log.info({ roundId: round.id, seedHash: round.seedHash }, 'operator opened a jackpot round');
      return round;
    },
  );
  app.post('/jackpot/close', { config: adminOnly('changes'), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(OperatorJackpotRound) } }, async (request) => {
    const round = await closeRound(app.db, request.body, now());
    request.log.info({ roundId: round.id }, 'operator closed a jackpot round');
    return round;
  });
  app.post('/jackpot/draw', { config: adminOnly('changes'), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(OperatorJackpotRound) } }, async (request) => {
    const round = await drawRound(app.db, request.body, now());
    request.log.info({ roundId: round.id, winningTicket: round.winningTicket, winningOrderId: round.winningOrderId }, 'operator drew a jackpot round');
    return round;
  });
  app.post('/jackpot/list', { config: reads('support'), schema: { body: Type.Object({}), response: operatorAnswer(Type.Array(OperatorJackpotRound)) } }, async () => roundsForOperator(app.db, now()));
  app.post('/jackpot/show', { config: reads('support'), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(OperatorJackpotRoundDetail) } }, async (request) => roundForOperator(app.db, request.body, now()));
}
