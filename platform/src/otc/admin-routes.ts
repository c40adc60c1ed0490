import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Coin, operatorAnswer } from '../lib/route-schemas.ts';
import { OtcId } from './routes.ts';
import { AppealDecision, FeePayer, OperatorOtcTrade, OperatorOtcTradeWithChat, OtcSettings } from './answers.ts';
import { decideAppeal, openAppeals, tradeWithChat } from './appeals.ts';
import { otcSettings, setOtcSettings } from './settings.ts';
import { adminOnly, changes, reads } from '../lib/operator-access.ts';

/** Operator API for OTC (`pnpm admin otc …`): the settings, the appeals and their decisions. */
export async function otcAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.now();

  app.post('/otc/config', { config: reads('support'), schema: { response: operatorAnswer(OtcSettings) } }, async () => otcSettings(app.db));
  app.post(
    '/otc/config/set',
    { config: adminOnly('changes'),
      schema: {
        body: Type.Object({
          payCoinName: Type.Optional(Coin),
          feeRatio: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          feePayer: Type.Optional(FeePayer),
        }),
        response: operatorAnswer(OtcSettings),
      },
    },
    async (request) => {
      const settings = await setOtcSettings(app.db, request.body, now());
      request.log.info(settings, 'operator changed the OTC settings');
      return settings;
    },
  );
  app.post('/otc/appeals', { config: reads('support', 'compliance'), schema: { response: operatorAnswer(Type.Array(OperatorOtcTrade)) } }, async () => openAppeals(app.db));
  app.post('/otc/trade', { config: reads('support', 'compliance'), schema: { body: Type.Object({ tradeId: OtcId }), response: operatorAnswer(OperatorOtcTradeWithChat) } }, async (request) =>
    tradeWithChat(app.db, request.body.tradeId),
  );
  app.post(
    '/otc/appeals/decide',
    { config: changes('compliance'), schema: { body: Type.Object({ tradeId: OtcId, decision: AppealDecision, note: Type.Optional(Type.String({ maxLength: 500 })) }), response: operatorAnswer(OperatorOtcTrade) } },
    async (request) => {
      const decided = await decideAppeal(app.db, request.body, now());
      request.log.info({ tradeId: decided.id, decision: request.body.decision }, 'operator decided an OTC appeal');
      return decided;
    },
  );
}
