import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CREDIT_TYPES, type CreditType } from '../credits/credit-types.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { adjustCredit, balances } from '../assets/service.ts';
import { memberProfile } from '../user/service.ts';
import { revokeMemberSessions } from '../user/sessions.ts';
import { ensureRootSponsor } from '../user/root-sponsor.ts';
import { memberIdByName } from '../lib/admin-guard.ts';
import { operatorAnswer, Switch, UserName } from '../lib/route-schemas.ts';
import { MemberProfile } from '../user/answers.ts';
import { CreditAdjustment, LedgerCheck, MemberBan, OperatorMember, OutboxMessage, RootSponsor } from './answers.ts';
import { adminOnly, changes, reads } from '../lib/operator-access.ts';

const Flag = Type.Optional(Switch);
/** Why, for the audit trail (the header `x-operator-reason` says the same). */
const OperatorReason = Type.Optional(Type.String({ maxLength: 500 }));

/**
 * The operator's API behind `pnpm admin`: plain JSON, guarded by the admin token,
 * and mounted outside `/api` so the gateway never forwards to it.
 */
export async function adminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const memberId = (userName: string) => memberIdByName(app.db, userName);

  app.post('/root-sponsor', { config: adminOnly('changes'), schema: { response: operatorAnswer(RootSponsor) } }, async () => ensureRootSponsor(app.db));

  app.post('/members/get', { config: reads('support', 'compliance', 'finance'), schema: { body: Type.Object({ userName: UserName }), response: operatorAnswer(OperatorMember) } }, async (request) => {
    const id = await memberId(request.body.userName);
    const banned = await app.db.selectFrom('members').select('banned_at').where('id', '=', id).executeTakeFirstOrThrow();
    return { ...(await memberProfile(app.db, id)), bannedAt: banned.banned_at?.toISOString() ?? null, balances: await balances(app.db, id) };
  });

  app.post(
    '/members/adjust',
    { config: changes('finance', { reasonRequired: true, fourEyes: true }),
      schema: {
        body: Type.Object({
          userName: UserName,
          coinName: Type.Union(CREDIT_TYPES.map((c) => Type.Literal(c))),
          direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
          amount: Type.String({ minLength: 1, maxLength: 40 }),
          remark: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: operatorAnswer(CreditAdjustment),
      },
    },
    async (request) => {
      const id = await memberId(request.body.userName);
      const result = await adjustCredit(app.db, {
        memberId: id,
        coinName: request.body.coinName as CreditType,
        direction: request.body.direction,
        amount: request.body.amount,
        remark: request.body.remark,
        now: app.clock.now(),
      });
      request.log.info({ memberId: id, coin: request.body.coinName, direction: request.body.direction, transaction: result.transactionNumber }, 'operator adjusted a credit');
      return result;
    },
  );

  app.post('/members/ban', { config: changes('compliance'), schema: { body: Type.Object({ userName: UserName, banned: Type.Boolean(), reason: OperatorReason }), response: operatorAnswer(MemberBan) } }, async (request) => {
    const id = await memberId(request.body.userName);
    const now = app.clock.now();
    await app.db.updateTable('members').set({ banned_at: request.body.banned ? now : null, updated_at: now }).where('id', '=', id).execute();
    // A ban takes effect at once: every open session of the member ends.
    if (request.body.banned) await revokeMemberSessions(app.db, app.clock, id);
    request.log.info({ memberId: id, banned: request.body.banned }, 'operator changed a ban');
    return { userName: request.body.userName, banned: request.body.banned };
  });

  app.post(
    '/members/flags',
    { config: adminOnly('changes'),
      schema: {
        body: Type.Object({ userName: UserName, commitmentPackageStatus: Flag, otcStatus: Flag, matchingCodeStatus: Flag }),
        response: operatorAnswer(MemberProfile),
      },
    },
    async (request) => {
      const id = await memberId(request.body.userName);
      const { commitmentPackageStatus, otcStatus, matchingCodeStatus } = request.body;
      await app.db
        .updateTable('members')
        .set({
          ...(commitmentPackageStatus === undefined ? {} : { commitment_package_status: commitmentPackageStatus }),
          ...(otcStatus === undefined ? {} : { otc_status: otcStatus }),
          ...(matchingCodeStatus === undefined ? {} : { matching_code_status: matchingCodeStatus }),
          updated_at: app.clock.now(),
        })
        .where('id', '=', id)
        .execute();
      return memberProfile(app.db, id);
    },
  );

  app.post('/outbox', { config: reads('support'), schema: { body: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) }), response: operatorAnswer(Type.Array(OutboxMessage)) } }, async (request) => {
    const rows = await app.db
      .selectFrom('outbox')
      .leftJoin('members', 'members.id', 'outbox.member_id')
      .select(['outbox.id', 'members.user_name', 'outbox.channel', 'outbox.recipient', 'outbox.subject', 'outbox.body', 'outbox.created_at', 'outbox.sent_at', 'outbox.error'])
      .orderBy('outbox.created_at', 'desc')
      .limit(request.body.limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      userName: r.user_name,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at.toISOString(),
      sentAt: r.sent_at?.toISOString() ?? null,
      error: r.error,
    }));
  });

  app.post('/ledger/check', { config: reads('finance'), schema: { response: operatorAnswer(LedgerCheck) } }, async () => {
    const result = await checkLedger(app.db);
    app.metrics.recordLedgerCheck(result);
    return result;
  });
}
