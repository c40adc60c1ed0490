import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, operatorAnswer } from '../lib/route-schemas.ts';
import { Commitment, FreePackageSetting, OperatorCommitment } from './answers.ts';
import { approveCommitment, commitmentsForOperator, rejectCommitment, setFreePackage } from './service.ts';
import { changes, reads } from '../lib/operator-access.ts';

/** Operator API for commitment packages (`pnpm admin commitment …`): review applications, configure the free package. */
export async function commitmentAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.now();

  app.post('/commitments/list', { config: reads('support', 'finance'), schema: { body: Type.Object({ pending: Type.Optional(Type.Boolean()), userName: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) }), response: operatorAnswer(Type.Array(OperatorCommitment)) } }, async (request) =>
    commitmentsForOperator(app.db, { pending: request.body.pending ?? false, userName: request.body.userName }),
  );
  app.post('/commitments/approve', { config: changes('finance'), schema: { body: Type.Object({ id: Id, note: Type.Optional(Type.String({ maxLength: 500 })) }), response: operatorAnswer(Commitment) } }, async (request) => {
    const result = await approveCommitment(app.db, request.body, now());
    request.log.info({ commitmentId: result.id, packageId: result.packageId }, 'operator approved a commitment package');
    return result;
  });
  app.post('/commitments/reject', { config: changes('finance'), schema: { body: Type.Object({ id: Id, reason: Type.String({ minLength: 1, maxLength: 500 }) }), response: operatorAnswer(Commitment) } }, async (request) => {
    const result = await rejectCommitment(app.db, request.body, now());
    request.log.info({ commitmentId: result.id }, 'operator rejected a commitment package');
    return result;
  });
  app.post('/commitments/free', { config: changes('finance'), schema: { body: Type.Object({ matchingId: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })), enabled: Type.Optional(Type.Boolean()) }), response: operatorAnswer(FreePackageSetting) } }, async (request) =>
    setFreePackage(app.db, request.body, now()),
  );
}
