import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Page, RequestId, Switch } from '../lib/route-schemas.ts';
import { insuranceAutoAddDefault, setAutoAdd, setInsuranceAutoAddDefault } from '../packages/auto-add.ts';
import { memberCatalogue } from '../packages/catalogue.ts';
import { findPackage, memberPackages, packageView } from '../packages/holdings.ts';
import { buyPackage, refillPackage, upgradeOptions, upgradePackage } from '../packages/purchases.ts';
import { redeemFee, redeemPackage } from '../packages/redeem.ts';
import { MemberCatalogueEntry, MemberPackage, RedeemQuote, Redemption, UpgradeOption } from '../packages/answers.ts';
import { MatchingId, PackageId, PackageStatus } from '../packages/route-schemas.ts';
import {
  CurrentInsurancePackage,
  InsuranceAutoAddDefault,
  InsuranceAutoAddDefaultChange,
  InsurancePackagePage,
  Premium,
  PremiumCheck,
  PremiumCount,
  PremiumCover,
  PremiumPage,
  PremiumTotals,
} from './answers.ts';
import { buyPremium, checkPremium, claimableOrders, premiumCount, premiumInfo, premiumRecords, premiumTotals } from './premiums.ts';

/** /api/app/insurance: insurance packages (docs/rest-api-products.md). */
export async function insuranceRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  const now = () => app.clock.now();

  app.post('/matchingList', { schema: { response: answer(Type.Array(MemberCatalogueEntry)) } }, async (request) => request.ok(await memberCatalogue(app.db, 'INSURANCE', request.member.id, request.locale)));
  app.post('/buyMatchingList', { schema: { body: Type.Object({ status: PackageStatus, ...Page }), response: answer(InsurancePackagePage) } }, async (request) => {
    const page = await memberPackages(app.db, request.member.id, 'INSURANCE', request.body, now(), request.locale);
    const claimable = await claimableOrders(app.db, page.list.map((pkg) => pkg.id));
    return request.ok({ ...page, list: page.list.map((pkg) => ({ ...pkg, claimableOrders: claimable.get(pkg.id) ?? 0 })) });
  });
  app.post('/buyMatching', { schema: { body: Type.Object({ matchingId: MatchingId, requestId: RequestId }), response: answer(MemberPackage) } }, async (request) =>
    request.ok(await buyPackage(app.db, request.member.id, 'INSURANCE', request.body, now())),
  );
  /** The plans a package may be upgraded to, each with its cost (not a SPEC path: the review before upgradeMatching). */
  app.post('/upgradeOptions', { schema: { body: Type.Object({ id: PackageId }), response: answer(Type.Array(UpgradeOption)) } }, async (request) =>
    request.ok(await upgradeOptions(app.db, request.member.id, 'INSURANCE', request.body.id, now())),
  );
  app.post('/upgradeMatching', { schema: { body: Type.Object({ id: PackageId, matchingId: MatchingId, requestId: RequestId }), response: answer(MemberPackage) } }, async (request) =>
    request.ok(await upgradePackage(app.db, request.member.id, 'INSURANCE', request.body, now())),
  );
  app.post('/fillingPositions', { schema: { body: Type.Object({ id: PackageId, requestId: RequestId }), response: answer(MemberPackage) } }, async (request) =>
    request.ok(await refillPackage(app.db, request.member.id, 'INSURANCE', request.body, now())),
  );
  /** The member's newest active insurance package, or NOT_PURCHASED. */
  app.post('/getCurrentBuyMatching', { schema: { response: answer(CurrentInsurancePackage) } }, async (request) => {
    const page = await memberPackages(app.db, request.member.id, 'INSURANCE', { status: 'ACTIVE', pageNum: 1, pageSize: 1 }, now());
    const current = page.list[0] ?? null;
    return request.ok({ state: current?.state ?? 'NOT_PURCHASED', package: current });
  });
  app.post('/buyInsuranceRecord', { schema: { body: Type.Object({ packageId: Type.Optional(PackageId), ...Page }), response: answer(PremiumPage) } }, async (request) =>
    request.ok(await premiumRecords(app.db, request.member.id, request.body)),
  );
  app.post('/buyInsurance', { schema: { body: Type.Object({ id: PackageId, requestId: RequestId }), response: answer(Premium) } }, async (request) =>
    request.ok(await buyPremium(app.db, request.member.id, request.body, now())),
  );
  app.post('/redeemFee', { schema: { body: Type.Object({ id: PackageId }), response: answer(RedeemQuote) } }, async (request) =>
    request.ok(await redeemFee(app.db, request.member.id, 'INSURANCE', request.body.id, now())),
  );
  app.post('/redeem', { schema: { body: Type.Object({ id: PackageId, requestId: RequestId }), response: answer(Redemption) } }, async (request) =>
    request.ok(await redeemPackage(app.db, request.member.id, 'INSURANCE', request.body, now())),
  );
  app.post('/buyInsuranceNumberInfo', { schema: { body: Type.Object({ id: PackageId }), response: answer(PremiumCover) } }, async (request) =>
    request.ok(await premiumInfo(app.db, request.member.id, request.body.id, now())),
  );
  /** The auto-add (compound) switch of one package. */
  app.post('/addWarehouse', { schema: { body: Type.Object({ id: PackageId, status: Switch }), response: answer(MemberPackage) } }, async (request) =>
    request.ok(await setAutoAdd(app.db, request.member.id, 'INSURANCE', request.body, now())),
  );
  app.post('/matchingInfo', { schema: { body: Type.Object({ id: PackageId }), response: answer(MemberPackage) } }, async (request) =>
    request.ok(packageView(await findPackage(app.db, request.member.id, request.body.id, 'INSURANCE'), now())),
  );
}

/** /api/app/buy-insurance: premium counters and checks. */
export async function buyInsuranceRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  app.post('/totalBuyInsuranceAmount', { schema: { response: answer(PremiumTotals) } }, async (request) => request.ok(await premiumTotals(app.db, request.member.id)));
  app.post('/checkBuyInsurance', { schema: { body: Type.Object({ id: PackageId }), response: answer(PremiumCheck) } }, async (request) =>
    request.ok(await checkPremium(app.db, request.member.id, request.body.id, app.clock.now())),
  );
  app.post('/buyInsuranceNumber', { schema: { body: Type.Object({ id: PackageId }), response: answer(PremiumCount) } }, async (request) =>
    request.ok(await premiumCount(app.db, request.member.id, request.body.id, app.clock.now())),
  );
}

/**
 * /api/app/user/updateInsuranceAutoAddWarehouseStatus: the member-wide insurance auto-add switch
 * (kept here, beside the packages it changes), and /insuranceAutoAddWarehouseStatus, where it stands.
 */
export async function insuranceUserRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  app.post('/updateInsuranceAutoAddWarehouseStatus', { schema: { body: Type.Object({ status: Switch }), response: answer(InsuranceAutoAddDefaultChange) } }, async (request) =>
    request.ok(await setInsuranceAutoAddDefault(app.db, request.member.id, request.body.status, app.clock.now())),
  );
  app.post('/insuranceAutoAddWarehouseStatus', { schema: { response: answer(InsuranceAutoAddDefault) } }, async (request) => request.ok(await insuranceAutoAddDefault(app.db, request.member.id)));
}
