import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Page, RequestId, Switch } from '../lib/route-schemas.ts';
import { MemberCatalogueEntry, MemberPackage, MemberPackagePage, PackageTotals, RedeemQuote, Redemption, UpgradeOption } from '../packages/answers.ts';
import { MatchingId, PackageId, PackageStatus } from '../packages/route-schemas.ts';
import { setAutoAdd } from '../packages/auto-add.ts';
import { memberCatalogue } from '../packages/catalogue.ts';
import { memberPackages, packageTotals } from '../packages/holdings.ts';
import { buyPackage, upgradeOptions, upgradePackage } from '../packages/purchases.ts';
import { redeemFee, redeemPackage } from '../packages/redeem.ts';

/** /api/app/trusteeship: entrust packages (docs/rest-api-products.md). */
export async function entrustRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  const now = () => app.clock.now();

  app.post('/matchingList', { schema: { response: answer(Type.Array(MemberCatalogueEntry)) } }, async (request) => request.ok(await memberCatalogue(app.db, 'ENTRUST', request.member.id, request.locale)));
  app.post('/buyMatchingList', { schema: { body: Type.Object({ status: PackageStatus, ...Page }), response: answer(MemberPackagePage) } }, async (request) =>
    request.ok(await memberPackages(app.db, request.member.id, 'ENTRUST', request.body, now(), request.locale)),
  );
  app.post('/buyMatching', { schema: { body: Type.Object({ matchingId: MatchingId, requestId: RequestId }), response: answer(MemberPackage) } }, async (request) =>
    request.ok(await buyPackage(app.db, request.member.id, 'ENTRUST', request.body, now())),
  );
  /** The plans a package may be upgraded to, each with its cost (not a SPEC path: the review before upgradeMatching). */
  app.post('/upgradeOptions', { schema: { body: Type.Object({ id: PackageId }), response: answer(Type.Array(UpgradeOption)) } }, async (request) =>
    request.ok(await upgradeOptions(app.db, request.member.id, 'ENTRUST', request.body.id, now())),
  );
  app.post('/upgradeMatching', { schema: { body: Type.Object({ id: PackageId, matchingId: MatchingId, requestId: RequestId }), response: answer(MemberPackage) } }, async (request) =>
    request.ok(await upgradePackage(app.db, request.member.id, 'ENTRUST', request.body, now())),
  );
  app.post('/redeemFee', { schema: { body: Type.Object({ id: PackageId }), response: answer(RedeemQuote) } }, async (request) =>
    request.ok(await redeemFee(app.db, request.member.id, 'ENTRUST', request.body.id, now())),
  );
  app.post('/redeem', { schema: { body: Type.Object({ id: PackageId, requestId: RequestId }), response: answer(Redemption) } }, async (request) =>
    request.ok(await redeemPackage(app.db, request.member.id, 'ENTRUST', request.body, now())),
  );
  app.post('/updateAutoAddWarehouseStatus', { schema: { body: Type.Object({ id: PackageId, status: Switch }), response: answer(MemberPackage) } }, async (request) =>
    request.ok(await setAutoAdd(app.db, request.member.id, 'ENTRUST', request.body, now())),
  );
  app.post('/totalBuyMatchingAmount', { schema: { response: answer(PackageTotals) } }, async (request) => request.ok(await packageTotals(app.db, request.member.id, 'ENTRUST')));
}
