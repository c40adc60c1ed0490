import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminGuard, memberIdByName } from '../lib/admin-guard.ts';
import { Note, operatorAnswer, UserName } from '../lib/route-schemas.ts';
import { FactorReset } from './answers.ts';
import { resetFactors } from './second-factor.ts';

/** Operator API (`pnpm admin reset-factors`): remove a member's factors after an identity check, recorded. */
export async function secondFactorAdminRoutes(parent: FastifyInstance, options: { adminToken: string }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', adminGuard(options.adminToken));

  app.post(
    '/factors/reset',
    {
      schema: {
        body: Type.Object({ userName: UserName, operator: Type.String({ minLength: 1, maxLength: 64 }), reason: Note }),
        response: operatorAnswer(FactorReset),
      },
    },
    async (request) => resetFactors(app.factors, await memberIdByName(app.db, request.body.userName), request.body),
  );
}
