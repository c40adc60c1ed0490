import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Decimal, Id, Note, operatorAnswer } from '../lib/route-schemas.ts';
import { ClaimScreenshot, ClaimStatus, OperatorClaim, OperatorClaimPage } from './answers.ts';
import { claimList, claimScreenshot, decideClaim, prospectivePayout } from './service.ts';
import { changes, reads } from '../lib/operator-access.ts';

/** Operator API for insurance claims (`pnpm admin claim …`). */
export async function claimAdminRoutes(parent: FastifyInstance, options: { fourEyesAbove: string }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.now();

  app.post(
    '/claims/list',
    { config: reads('support', 'compliance', 'finance'),
      schema: {
        body: Type.Object({
          status: Type.Optional(ClaimStatus),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
        }),
        response: operatorAnswer(OperatorClaimPage),
      },
    },
    async (request) => claimList(app.db, { status: request.body.status, pageNum: 1, pageSize: request.body.limit }),
  );
  app.post('/claims/review', { config: changes('compliance'), schema: { body: Type.Object({ id: Id, note: Type.Optional(Note) }), response: operatorAnswer(OperatorClaim) } }, async (request) =>
    decideClaim(app.db, request.body.id, { action: 'review', note: request.body.note }, now()),
  );
  app.post('/claims/request-info', { config: changes('compliance'), schema: { body: Type.Object({ id: Id, note: Note }), response: operatorAnswer(OperatorClaim) } }, async (request) =>
    decideClaim(app.db, request.body.id, { action: 'requestInfo', note: request.body.note }, now()),
  );
  app.post('/claims/approve', {
    // A payout above the threshold waits for a second operator (docs/operations.md, "Four eyes").
    config: changes('compliance', {
      fourEyes: async (body) => {
        const { id, amount } = body as { id: string; amount?: string };
        const payout = await prospectivePayout(app.db, id, amount);
        return payout !== undefined && payout.greaterThan(options.fourEyesAbove);
      },
    }), schema: { body: Type.Object({ id: Id, amount: Type.Optional(Decimal), note: Type.Optional(Note) }), response: operatorAnswer(OperatorClaim) } }, async (request) => {
    const result = await decideClaim(app.db, request.body.id, { action: 'approve', amount: request.body.amount, note: request.body.note }, now());
    request.log.info({ claimId: result.id, payout: result.payout }, 'operator approved a claim');
    return result;
  });
  app.post('/claims/reject', { config: changes('compliance'), schema: { body: Type.Object({ id: Id, reason: Note }), response: operatorAnswer(OperatorClaim) } }, async (request) =>
    decideClaim(app.db, request.body.id, { action: 'reject', reason: request.body.reason }, now()),
  );
  app.post('/claims/screenshot', { config: reads('compliance'), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(ClaimScreenshot) } }, async (request) => claimScreenshot(app.db, request.body.id));
}
