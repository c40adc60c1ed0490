import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { memberIdByName } from '../lib/admin-guard.ts';
import { operatorAnswer, UserName } from '../lib/route-schemas.ts';
import { CatalogueKind, GameBetFlow, GameConfig, LaunchTokenHolder, OperatorGameAccount } from './answers.ts';
import { gameAccountForOperator, gameConfig, recordBetFlow, redeemLaunchToken, setCatalogueItem, setGameConfig } from './service.ts';
import { adminOnly, changes, reads } from '../lib/operator-access.ts';

/** Operator API for the game area (`pnpm admin game …`, docs/game.md). */
export async function gameAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.now();

  app.post('/game/config', { config: reads('support'), schema: { response: operatorAnswer(GameConfig) } }, async () => gameConfig(app.db));
  app.post(
    '/game/config/set',
    { config: adminOnly('changes'),
      schema: {
        body: Type.Object({
          launchUrl: Type.Optional(Type.String({ maxLength: 500 })),
          tokenTtlSeconds: Type.Optional(Type.Integer({ minimum: 30, maximum: 3600 })),
          minTransfer: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        }),
        response: operatorAnswer(GameConfig),
      },
    },
    async (request) => {
      const result = await setGameConfig(app.db, request.body, now());
      request.log.info({ launchUrlSet: result.launchUrl !== null, tokenTtlSeconds: result.tokenTtlSeconds, minTransfer: result.minTransfer }, 'operator changed the game settings');
      return result;
    },
  );
  app.post(
    '/game/catalogue/set',
    { config: adminOnly('changes'),
      schema: {
        body: Type.Object({
          kind: CatalogueKind,
          code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
          name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          image: Type.Optional(Type.String({ maxLength: 500 })),
          link: Type.Optional(Type.String({ maxLength: 500 })),
          sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
          enabled: Type.Optional(Type.Boolean()),
        }),
        response: operatorAnswer(GameConfig),
      },
    },
    async (request) => setCatalogueItem(app.db, request.body, now()),
  );
  app.post('/game/account', { config: reads('support', 'finance'), schema: { body: Type.Object({ userName: UserName }), response: operatorAnswer(OperatorGameAccount) } }, async (request) =>
    gameAccountForOperator(app.db, await memberIdByName(app.db, request.body.userName), now()),
  );
  app.post(
    '/game/bet-flow',
    { config: changes('finance'),
      schema: {
        body: Type.Object({
          userName: UserName,
          amount: Type.String({ minLength: 1, maxLength: 40 }),
          day: Type.Optional(Type.String({ minLength: 10, maxLength: 10 })),
          reference: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        }),
        response: operatorAnswer(GameBetFlow),
      },
    },
    async (request) => {
      const memberId = await memberIdByName(app.db, request.body.userName);
      const result = await recordBetFlow(app.db, memberId, request.body, now());
      request.log.info({ memberId, amount: request.body.amount, day: request.body.day }, 'bet flow reported');
      return result;
    },
  );
  /** The game platform's server redeems a launch token once, to learn whom it launches. */
  app.post(
    '/game/launch-token/redeem',
    { config: changes('finance'), schema: { body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 1000 }) }), response: operatorAnswer(LaunchTokenHolder) } },
    async (request) => redeemLaunchToken(app.db, request.body.token, now()),
  );
}
