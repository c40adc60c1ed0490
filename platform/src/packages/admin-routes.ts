import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { memberIdByName } from '../lib/admin-guard.ts';
import { Coin, Decimal, Id, Note, operatorAnswer } from '../lib/route-schemas.ts';
import { MemberPackage, MemberPackagePage, OperatorCatalogueEntry, PackageKind } from './answers.ts';
import { catalogue, setCatalogue } from './catalogue.ts';
import { finePackage, grantPackage } from './grants-and-fines.ts';
import { memberPackages } from './holdings.ts';
import { adminOnly, changes, reads } from '../lib/operator-access.ts';

/** Operator API for packages (`pnpm admin package …`). */
export async function packageAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.now();

  app.post('/packages/catalogue', { config: reads('support'), schema: { body: Type.Object({ kind: Type.Optional(PackageKind) }), response: operatorAnswer(Type.Array(OperatorCatalogueEntry)) } }, async (request) => {
    const kinds = request.body.kind ? [request.body.kind] : (['INSURANCE', 'ENTRUST'] as const);
    return (await Promise.all(kinds.map((kind) => catalogue(app.db, kind)))).flat();
  });
  app.post(
    '/packages/catalogue/set',
    { config: adminOnly('changes', { reasonRequired: true }),
      schema: {
        body: Type.Object({
          id: Type.String({ minLength: 2, maxLength: 32 }),
          kind: Type.Optional(PackageKind),
          name: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          amount: Type.Optional(Decimal),
          contractDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
          dailyProfitRatio: Type.Optional(Decimal),
          maxPurchaseCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
          coinName: Type.Optional(Coin),
          profitCoinName: Type.Optional(Coin),
          redeemFeeRatio: Type.Optional(Decimal),
          premiumRatio: Type.Optional(Decimal),
          premiumRounds: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
          claimPayoutRatio: Type.Optional(Decimal),
          enabled: Type.Optional(Type.Boolean()),
          sortOrder: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
          /** Names in the other languages (zh-CN, ja-JP, ko-KP, id-ID; `setCatalogue` refuses any other); an empty one removes it. */
          names: Type.Optional(Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength: 64 }))),
        }),
        response: operatorAnswer(OperatorCatalogueEntry),
      },
    },
    async (request) => {
      const result = await setCatalogue(app.db, request.body, now());
      request.log.info({ packageId: result.id }, 'operator changed a catalogue package');
      return result;
    },
  );
  app.post('/packages/list', { config: reads('support', 'finance'), schema: { body: Type.Object({ userName: Type.String({ minLength: 1, maxLength: 32 }), kind: PackageKind }), response: operatorAnswer(MemberPackagePage) } }, async (request) =>
    memberPackages(app.db, await memberIdByName(app.db, request.body.userName), request.body.kind, { pageNum: 1, pageSize: 100 }, now()),
  );
  app.post(
    '/packages/grant',
    { config: changes('finance', { reasonRequired: true }), schema: { body: Type.Object({ userName: Type.String({ minLength: 1, maxLength: 32 }), matchingId: Type.String({ minLength: 1, maxLength: 32 }), origin: Type.Union([Type.Literal('SPECIAL'), Type.Literal('TRIAL')]) }), response: operatorAnswer(MemberPackage) } },
    async (request) => {
      const memberId = await memberIdByName(app.db, request.body.userName);
      const result = await grantPackage(app.db, memberId, request.body, now());
      request.log.info({ memberId, packageId: result.id, origin: request.body.origin }, 'operator granted a package');
      return result;
    },
  );
  app.post('/packages/fine', { config: changes('finance', { reasonRequired: true, fourEyes: true }), schema: { body: Type.Object({ id: Id, amount: Decimal, reason: Note }), response: operatorAnswer(MemberPackage) } }, async (request) => {
    const result = await finePackage(app.db, request.body.id, request.body, now());
    request.log.info({ packageId: request.body.id }, 'operator fined a package');
    return result;
  });
}
