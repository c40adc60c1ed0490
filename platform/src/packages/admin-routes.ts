import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminGuard, memberIdByName } from '../admin/guard.ts';
import { Coin } from '../convert/routes.ts';
import { accrualRuns, accrueDay, accrueDue } from '../accrual/service.ts';
import { claimList, claimScreenshot, decideClaim } from '../claim/service.ts';
import { issuePremium, recallPremium } from '../insurance/premiums.ts';
import { catalogue, finePackage, grantPackage, memberPackages, setCatalogue } from './service.ts';

const Decimal = Type.String({ minLength: 1, maxLength: 40 });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Kind = Type.Union([Type.Literal('INSURANCE'), Type.Literal('ENTRUST')]);
const Text = Type.String({ minLength: 1, maxLength: 500 });

/** Operator API for packages, premiums, claims and the daily profit run (`pnpm admin package …`, `claim …`, `premium …`, `accrue`). */
export async function packageAdminRoutes(parent: FastifyInstance, options: { adminToken: string }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', adminGuard(options.adminToken));
  const now = () => app.clock.now();

  app.post('/packages/catalogue', { schema: { body: Type.Object({ kind: Type.Optional(Kind) }) } }, async (request) => {
    const kinds = request.body.kind ? [request.body.kind] : (['INSURANCE', 'ENTRUST'] as const);
    return (await Promise.all(kinds.map((kind) => catalogue(app.db, kind, { enabledOnly: false })))).flat();
  });
  app.post(
    '/packages/catalogue/set',
    {
      schema: {
        body: Type.Object({
          id: Type.String({ minLength: 2, maxLength: 32 }),
          kind: Type.Optional(Kind),
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
        }),
      },
    },
    async (request) => {
      const result = await setCatalogue(app.db, request.body, now());
      request.log.info({ packageId: result.id }, 'operator changed a catalogue package');
      return result;
    },
  );
  app.post('/packages/list', { schema: { body: Type.Object({ userName: Type.String({ minLength: 1, maxLength: 32 }), kind: Kind }) } }, async (request) =>
    memberPackages(app.db, await memberIdByName(app.db, request.body.userName), request.body.kind, { pageNum: 1, pageSize: 100 }, now()),
  );
  app.post(
    '/packages/grant',
    { schema: { body: Type.Object({ userName: Type.String({ minLength: 1, maxLength: 32 }), matchingId: Type.String({ minLength: 1, maxLength: 32 }), origin: Type.Union([Type.Literal('SPECIAL'), Type.Literal('TRIAL')]) }) } },
    async (request) => {
      const memberId = await memberIdByName(app.db, request.body.userName);
      const result = await grantPackage(app.db, memberId, request.body, now());
      request.log.info({ memberId, packageId: result.id, origin: request.body.origin }, 'operator granted a package');
      return result;
    },
  );
  app.post('/packages/fine', { schema: { body: Type.Object({ id: Id, amount: Decimal, reason: Text }) } }, async (request) => {
    const result = await finePackage(app.db, request.body.id, request.body, now());
    request.log.info({ packageId: request.body.id }, 'operator fined a package');
    return result;
  });

  app.post('/premiums/issue', { schema: { body: Type.Object({ packageId: Id }) } }, async (request) => issuePremium(app.db, request.body.packageId, now()));
  app.post('/premiums/recall', { schema: { body: Type.Object({ id: Id }) } }, async (request) => recallPremium(app.db, request.body.id, now()));

  app.post(
    '/claims/list',
    {
      schema: {
        body: Type.Object({
          status: Type.Optional(Type.Union(['PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED'].map((s) => Type.Literal(s as 'PENDING_REVIEW')))),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
        }),
      },
    },
    async (request) => claimList(app.db, { status: request.body.status, pageNum: 1, pageSize: request.body.limit }),
  );
  app.post('/claims/review', { schema: { body: Type.Object({ id: Id, note: Type.Optional(Text) }) } }, async (request) =>
    decideClaim(app.db, request.body.id, { action: 'review', note: request.body.note }, now()),
  );
  app.post('/claims/request-info', { schema: { body: Type.Object({ id: Id, note: Text }) } }, async (request) =>
    decideClaim(app.db, request.body.id, { action: 'requestInfo', note: request.body.note }, now()),
  );
  app.post('/claims/approve', { schema: { body: Type.Object({ id: Id, amount: Type.Optional(Decimal), note: Type.Optional(Text) }) } }, async (request) => {
    const result = await decideClaim(app.db, request.body.id, { action: 'approve', amount: request.body.amount, note: request.body.note }, now());
    request.log.info({ claimId: result.id, payout: result.payout }, 'operator approved a claim');
    return result;
  });
  app.post('/claims/reject', { schema: { body: Type.Object({ id: Id, reason: Text }) } }, async (request) =>
    decideClaim(app.db, request.body.id, { action: 'reject', reason: request.body.reason }, now()),
  );
  app.post('/claims/screenshot', { schema: { body: Type.Object({ id: Id }) } }, async (request) => claimScreenshot(app.db, request.body.id));

  /** One day (`date`), or every day not yet run up to today when no date is given. */
  app.post('/accrual/run', { schema: { body: Type.Object({ date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) }) } }, async (request) => {
    const results = request.body.date ? [await accrueDay(app.db, request.body.date, now())] : await accrueDue(app.db, now());
    request.log.info({ days: results }, 'operator ran the daily profit');
    return results;
  });
  app.post('/accrual/runs', { schema: { body: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 400, default: 30 }) }) } }, async (request) => accrualRuns(app.db, request.body.limit));
}
