import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { memberIdByName } from '../lib/admin-guard.ts';
import { formatGmt8 } from '../lib/gmt8.ts';
import { Coin, Decimal, operatorAnswer, UserName } from '../lib/route-schemas.ts';
import { TransferConfig, TransferLock, TransferUnlock } from './answers.ts';
import { lockTransfersUntilNextDayGmt8, transferConfigs, setTransferConfig } from './service.ts';
import { adminOnly, changes, reads } from '../lib/operator-access.ts';

/** Operator API (`pnpm admin transfer-config …`, `pnpm admin transfer-lock …`). */
export async function transferAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/transfer-config/list', { config: reads('support'), schema: { response: operatorAnswer(Type.Array(TransferConfig)) } }, async () => transferConfigs(app.db, { enabledOnly: false }));
  app.post(
    '/transfer-config/set',
    { config: adminOnly('changes'), schema: { body: Type.Object({ coinName: Coin, minAmount: Type.Optional(Decimal), feeRatio: Type.Optional(Decimal), enabled: Type.Optional(Type.Boolean()) }), response: operatorAnswer(TransferConfig) } },
    async (request) => setTransferConfig(app.db, request.body, app.clock.now()),
  );

  /** Closes a member's transfers until 00:00 GMT+8 tomorrow, as an insurance redeem will. */
  app.post('/transfer-lock', { config: changes('compliance'), schema: { body: Type.Object({ userName: UserName }), response: operatorAnswer(TransferLock) } }, async (request) => {
    const memberId = await memberIdByName(app.db, request.body.userName);
    const until = await app.db.transaction().execute((tx) => lockTransfersUntilNextDayGmt8(tx, memberId, app.clock.now(), 'OPERATOR'));
    request.log.info({ memberId, until }, 'operator closed transfers');
    return { userName: request.body.userName, until: until.toISOString(), untilGmt8: formatGmt8(until) };
  });
  app.post('/transfer-lock/clear', { config: changes('compliance'), schema: { body: Type.Object({ userName: UserName }), response: operatorAnswer(TransferUnlock) } }, async (request) => {
    const memberId = await memberIdByName(app.db, request.body.userName);
    await app.db.deleteFrom('transfer_locks').where('member_id', '=', memberId).execute();
    request.log.info({ memberId }, 'operator reopened transfers');
    return { userName: request.body.userName, locked: false };
  });
}
