import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { recordTypeList } from '../credits/record-types.ts';
import { answer, Coin, Page } from '../lib/route-schemas.ts';
import { AssetRecordPage, Balance, Hold, RecordExportColumn, RecordStatus, RecordType, RecordTypeName, WalletTotal } from './answers.ts';
import { walletTotal } from './total.ts';
import { recordExportColumns } from './export-columns.ts';
import { holds } from './holds.ts';
import { balances, records } from './service.ts';

const RecordListBody = Type.Object({
  coinName: Type.Optional(Coin),
  recordType: Type.Optional(RecordType),
  startTime: Type.Optional(Type.String({ format: 'date-time' })),
  endTime: Type.Optional(Type.String({ format: 'date-time' })),
  status: Type.Optional(RecordStatus),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  ...Page,
});

export async function assetsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/assetsList', { schema: { response: answer(Type.Array(Balance)) } }, async (request) => request.ok(await balances(app.db, request.member.id)));
  /** The member's total value in USDT_POINT at the convert rates (not a SPEC path; docs/rest-api.md, "Wallet total"). */
  app.post('/assetsTotal', { schema: { response: answer(WalletTotal) } }, async (request) => request.ok(await walletTotal(app.db, request.member.id, app.clock.now())));
  /** What holds each frozen and locked amount (not a SPEC path; docs/rest-api.md, "Held amounts"). */
  app.post('/assetsHoldList', { schema: { body: Type.Object({ coinName: Type.Optional(Coin) }), response: answer(Type.Array(Hold)) } }, async (request) =>
    request.ok(await holds(app.db, request.member.id, request.body.coinName, app.clock.now())),
  );
  app.post('/assetsRecordList', { schema: { body: RecordListBody, response: answer(AssetRecordPage) } }, async (request) =>
    request.ok(await records(app.db, request.member.id, request.body, request.locale)),
  );
  app.post('/recordTypeList', { schema: { response: answer(Type.Array(RecordTypeName)) } }, async (request) => request.ok(recordTypeList(request.locale)));
  /** The columns of a records export and their headings in the member's language (not a SPEC path: the gateway's CSV export). */
  app.post('/recordsExportColumns', { schema: { response: answer(Type.Array(RecordExportColumn)) } }, async (request) => request.ok(recordExportColumns(request.locale)));
}
