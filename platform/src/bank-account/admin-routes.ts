import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { OperatorSysBankAccount, RemovedSysBankAccount } from './answers.ts';
import { addSysBankAccount, listSysBankAccounts, removeSysBankAccount, setSysBankAccountNames } from './service.ts';
import { adminOnly, reads } from '../lib/operator-access.ts';

/** A channel's names by language: at most 100 characters, an empty one removes that language's. */
const ChannelNames = Type.Record(Type.String({ maxLength: 10 }), Type.String({ maxLength: 100 }));

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
          names: Type.Optional(ChannelNames),
        }),
        response: operatorAnswer(OperatorSysBankAccount),
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
  app.post(
    '/bank/set',
    { config: adminOnly('changes'), schema: { body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), names: ChannelNames }), response: operatorAnswer(OperatorSysBankAccount) } },
    async (request) => {
      const account = await setSysBankAccountNames(app.db, request.body.id, request.body.names);
      request.log.info({ sysBankAccount: account.id, missingLanguages: account.missingLanguages }, 'operator named a receiving bank channel');
      return account;
    },
  );
  app.post('/bank/remove', { config: adminOnly('changes'), schema: { body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: operatorAnswer(RemovedSysBankAccount) } }, async (request) => {
    await removeSysBankAccount(app.db, request.body.id, app.clock.now());
    request.log.info({ sysBankAccount: request.body.id }, 'operator removed a receiving bank account');
    return { id: request.body.id, removed: true };
  });
}
