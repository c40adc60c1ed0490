import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Coin, Decimal, Id, operatorAnswer, Page } from '../lib/route-schemas.ts';
import { ConvertConfig, ConvertOrder, ConvertStatus, OperatorConvertOrderPage } from './answers.ts';
import { approveConvert, convertConfigs, convertOrders, releaseConvert, setConvertConfig } from './service.ts';
import { adminOnly, changes, reads } from '../lib/operator-access.ts';

/** Operator API (`pnpm admin convert …`, `pnpm admin convert-config …`). */
export async function convertAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/convert/list', { config: reads('support', 'finance'), schema: { body: Type.Object({ status: Type.Optional(ConvertStatus), ...Page }), response: operatorAnswer(OperatorConvertOrderPage) } }, async (request) =>
    convertOrders(app.db, null, request.body),
  );
  app.post('/convert/approve', { config: changes('finance'), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(ConvertOrder) } }, async (request) => {
    const order = await approveConvert(app.db, request.body.id, app.clock.now());
    request.log.info({ convertOrder: order.id }, 'operator approved a convert');
    return order;
  });
  app.post('/convert/reject', { config: changes('finance'), schema: { body: Type.Object({ id: Id, reason: Type.Optional(Type.String({ maxLength: 200 })) }), response: operatorAnswer(ConvertOrder) } }, async (request) => {
    const order = await releaseConvert(app.db, request.body.id, { memberId: null, status: 'REJECTED', reason: request.body.reason ?? null, now: app.clock.now() });
    request.log.info({ convertOrder: order.id }, 'operator rejected a convert');
    return order;
  });

  app.post('/convert-config/list', { config: reads('support', 'finance'), schema: { response: operatorAnswer(Type.Array(ConvertConfig)) } }, async () => convertConfigs(app.db, { enabledOnly: false }));
  app.post(
    '/convert-config/set',
    { config: adminOnly('changes', { reasonRequired: true }),
      schema: {
        body: Type.Object({
          fromCoin: Coin,
          toCoin: Coin,
          rate: Type.Optional(Decimal),
          feeRatio: Type.Optional(Decimal),
          minAmount: Type.Optional(Decimal),
          reviewAbove: Type.Optional(Type.Union([Decimal, Type.Null()])),
          enabled: Type.Optional(Type.Boolean()),
        }),
        response: operatorAnswer(ConvertConfig),
      },
    },
    async (request) => {
      const config = await setConvertConfig(app.db, request.body, app.clock.now());
      request.log.info({ convertConfig: `${config.fromCoin}->${config.toCoin}` }, 'operator changed a convert pair');
      return config;
    },
  );
}
