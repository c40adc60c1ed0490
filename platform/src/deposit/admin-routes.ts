import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, operatorAnswer } from '../lib/route-schemas.ts';
import { DepositReceipt, DepositSettings, OperatorDeposit } from './answers.ts';
import { approveDeposit, operatorDeposits, receiptOf, rejectDeposit } from './service.ts';
import { adminOnly, changes, reads } from '../lib/operator-access.ts';
import { Decimal } from '../lib/route-schemas.ts';
import type { DepositConfig } from './config.ts';
import { operatorDepositSettings, setDepositSettings } from './settings.ts';

/** The operator's deposit review, under /admin/api, behind the admin token. */
export async function depositAdminRoutes(parent: FastifyInstance, options: { config: DepositConfig }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  // The minimum and multiple: the environment's, or an admin's overrides (settings.ts).
  app.post('/settings', { config: reads('support', 'finance'), schema: { response: operatorAnswer(DepositSettings) } }, async () => operatorDepositSettings(app.db, options.config));
  app.post(
    '/settings/set',
    { config: adminOnly('changes', { reasonRequired: true }),
      schema: {
        body: Type.Object({ minAmount: Type.Optional(Decimal), multiple: Type.Optional(Decimal), useEnvironment: Type.Optional(Type.Boolean()) }),
        response: operatorAnswer(DepositSettings),
      },
    },
    async (request) => {
      const settings = await setDepositSettings(app.db, options.config, request.body, app.clock.now());
      request.log.info({ useEnvironment: request.body.useEnvironment === true }, 'operator changed the deposit settings');
      return settings;
    },
  );

  app.post(
    '/list',
    { config: reads('support', 'finance'), schema: { body: Type.Object({ pending: Type.Boolean({ default: false }), limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) }), response: operatorAnswer(Type.Array(OperatorDeposit)) } },
    async (request) => operatorDeposits(app.db, request.body),
  );

  app.post('/approve', { config: changes('finance'), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(OperatorDeposit) } }, async (request) => {
    const order = await approveDeposit(app.db, request.body.id, app.clock.now());
    request.log.info({ depositId: order.id, transaction: order.transactionNumber }, 'operator approved a deposit');
    return order;
  });

  app.post('/reject', { config: changes('finance'), schema: { body: Type.Object({ id: Id, reason: Type.String({ minLength: 1, maxLength: 200 }) }), response: operatorAnswer(OperatorDeposit) } }, async (request) => {
    const order = await rejectDeposit(app.db, request.body.id, request.body.reason, app.clock.now());
    request.log.info({ depositId: order.id }, 'operator rejected a deposit');
    return order;
  });

  // The picture as base64 (the operator API speaks JSON); never logged.
  app.post('/receipt', { config: reads('finance'), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(DepositReceipt) } }, async (request) => {
    const receipt = await receiptOf(app.db, request.body.id);
    return { sha256: receipt.sha256, contentType: receipt.contentType, base64: receipt.bytes.toString('base64') };
  });
}
