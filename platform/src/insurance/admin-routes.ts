import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminGuard } from '../lib/admin-guard.ts';
import { Id, operatorAnswer } from '../lib/route-schemas.ts';
import { Premium } from './answers.ts';
import { issuePremium, recallPremium } from './premiums.ts';

/** Operator API for insurance premiums (`pnpm admin premium …`). */
export async function premiumAdminRoutes(parent: FastifyInstance, options: { adminToken: string }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', adminGuard(options.adminToken));
  const now = () => app.clock.now();

  app.post('/premiums/issue', { schema: { body: Type.Object({ packageId: Id }), response: operatorAnswer(Premium) } }, async (request) => issuePremium(app.db, request.body.packageId, now()));
  app.post('/premiums/recall', { schema: { body: Type.Object({ id: Id }), response: operatorAnswer(Premium) } }, async (request) => recallPremium(app.db, request.body.id, now()));
}
