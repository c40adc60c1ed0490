import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { OperatorSysBankAccount, RemovedSysBankAccount, SysBankAccount } from './answers.ts';
import { addSysBankAccount, listSysBankAccounts, removeSysBankAccount } from './service.ts';
import { adminOnly, reads } from '../lib/operator-access.ts';

/** Operator API (`pnpm admin bank …`): the platform's receiving bank accounts. */
export async function bankAccountAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/bank/add',
    { config: adminOnly('changes'),
      schema: {
        body: Type.Object({
          channelName: Type.String({ maxLength: 200 }),
          bankName: Type.String({ maxLength: 200 }),
          accountName: Type.String({ maxLength: 200 }),
          accountNumber: Type.String({ maxLength: 100 }),
          exchangeRate: Type.String({ minLength: 1, maxLength: 40 }),
        }),
        response: operatorAnswer(SysBankAccount),
      },
    },
    async (request) => {
      const account = await addSysBankAccount(app.db, request.body, app.clock.now());
      request.log.info({ sysBankAccount: account.id }, 'operator added a receiving bank account');
      return account;
    },
  );
  app.post('/bank/list', { config: reads('support', 'finance'), schema: { body: Type.Object({ includeRemoved: Type.Optional(Type.Boolean()) }), response: operatorAnswer(Type.Array(OperatorSysBankAccount)) } }, async (request) =>
    listSysBankAccounts(app.db, { includeRemoved: request.body.includeRemoved ?? false }),
  );
  app.post('/bank/remove', { config: adminOnly('changes'), schema: { body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: operatorAnswer(RemovedSysBankAccount) } }, async (request) => {
    await removeSysBankAccount(app.db, request.body.id, app.clock.now());
    request.log.info({ sysBankAccount: request.body.id }, 'operator removed a receiving bank account');
    return { id: request.body.id, removed: true };
  });
}
