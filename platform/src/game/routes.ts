import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Amount, answer, Page, RequestId } from '../lib/route-schemas.ts';
import { CatalogueEntry, GameAccount, GameBetFlow, GameDirection, GameLaunch, GameTransferPage, GameTransferReceipt } from './answers.ts';
import { betFlowInfo, bindGameAddress, catalogue, gameLogin, gameTransfer, gameTransferList, gameUserInfo, registerGameAccount } from './service.ts';

/** /api/app/game: the member's Hash Kingdom account, game wallet and bet flow (docs/game.md). No profile flag gates it. */
export async function gameRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  const now = () => app.clock.now();

  app.post('/gmtUserInfo', { schema: { response: answer(GameAccount) } }, async (request) => request.ok(await gameUserInfo(app.db, request.member.id)));
  app.post('/gmtRegister', { schema: { response: answer(GameAccount) } }, async (request) => {
    const info = await registerGameAccount(app.db, request.member.id, now());
    request.log.info({ memberId: request.member.id }, 'member registered a game account');
    return request.ok(info);
  });
  app.post('/gmtBind', { schema: { body: Type.Object({ address: Type.String({ minLength: 1, maxLength: 128 }) }), response: answer(GameAccount) } }, async (request) =>
    request.ok(await bindGameAddress(app.db, request.member.id, request.body, now())),
  );
  // The answer carries the launch token: it is never logged.
  app.post('/gmtLogin', { schema: { response: answer(GameLaunch) } }, async (request) => request.ok(await gameLogin(app.db, request.member.id, now())));
  /** Move GMT: OUT from the member's GMT credit into the game wallet, IN back. */
  app.post(
    '/deposit',
    { schema: { body: Type.Object({ direction: GameDirection, amount: Amount, requestId: RequestId }), response: answer(GameTransferReceipt) } },
    async (request) => request.ok(await gameTransfer(app.db, request.member.id, request.body, now())),
  );
  app.post('/gmtTransferList', { schema: { body: Type.Object({ ...Page }), response: answer(GameTransferPage) } }, async (request) =>
    request.ok(await gameTransferList(app.db, request.member.id, request.body)),
  );
  app.post('/gmtBetFlowAmountInfo', { schema: { response: answer(GameBetFlow) } }, async (request) => request.ok(await betFlowInfo(app.db, request.member.id, now())));
}

/** /api/app/ybo/launchGames: the games the operator lists. */
export async function gameListRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  app.post('/launchGames', { schema: { response: answer(Type.Array(CatalogueEntry)) } }, async (request) => request.ok(await catalogue(app.db, 'GAME')));
}

/** /api/app/media/appMediaList: the banners and media the operator lists. */
export async function mediaRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  app.post('/appMediaList', { schema: { response: answer(Type.Array(CatalogueEntry)) } }, async (request) => request.ok(await catalogue(app.db, 'MEDIA')));
}
