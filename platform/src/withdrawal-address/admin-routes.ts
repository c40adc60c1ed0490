import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { memberIdByName } from '../lib/admin-guard.ts';
import { operatorAnswer, UserName } from '../lib/route-schemas.ts';
import { WithdrawalAddress } from './answers.ts';
import { listAddresses } from './service.ts';
import { reads } from '../lib/operator-access.ts';

/** Operator API (`pnpm admin addresses <user>`): a member's withdrawal addresses, for support. */
export async function withdrawalAddressAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/withdrawal-address/list', { config: reads('support', 'compliance', 'finance'), schema: { body: Type.Object({ userName: UserName }), response: operatorAnswer(Type.Array(WithdrawalAddress)) } }, async (request) =>
    listAddresses(app.db, await memberIdByName(app.db, request.body.userName), app.clock.now()),
  );
}
