import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { memberIdByName } from '../lib/admin-guard.ts';
import { Note, operatorAnswer, UserName } from '../lib/route-schemas.ts';
import { FactorReset } from './answers.ts';
import { resetFactors } from './second-factor.ts';
import { changes } from '../lib/operator-access.ts';

/** Operator API (`pnpm admin reset-factors`): remove a member's factors after an identity check, recorded. */
export async function secondFactorAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/factors/reset',
    { config: changes('compliance'),
      schema: {
        body: Type.Object({ userName: UserName, operator: Type.String({ minLength: 1, maxLength: 64 }), reason: Note }),
        response: operatorAnswer(FactorReset),
      },
    },
    async (request) => resetFactors(app.factors, await memberIdByName(app.db, request.body.userName), request.body),
  );
}
