import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, operatorAnswer } from '../lib/route-schemas.ts';
import { Premium } from './answers.ts';
import { issuePremium, recallPremium } from './premiums.ts';
import { changes } from '../lib/operator-access.ts';

/** Operator API for insurance premiums (`pnpm admin premium …`). */
export async function premiumAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.now();

  app.post('/premiums/issue', { config: changes('finance'), schema: { body: Type.Object({ packageId: Id }), response: operatorAnswer(Premium) } }, async (request) => issuePremium(app.db, request.body.packageId, now()));
  app.post('/premiums/recall', { config: changes('finance'), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(Premium) } }, async (request) => recallPremium(app.db, request.body.id, now()));
}
