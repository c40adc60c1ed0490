import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Page } from '../lib/route-schemas.ts';
import { BonusEarned, MyOrganization, Organization, Rank, TeamMemberPage } from './answers.ts';
import { bonusEarned, levelLadder, organizationChildren, organizationInfo, ownOrganization, searchOrganization } from './service.ts';

const UserId = Type.String({ minLength: 1, maxLength: 64 });

/** The referral team under /api/app/user (docs/team.md): a member sees only their own downline. */
export async function teamUserRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/getOrganizationInfoByUserId', { schema: { body: Type.Object({ userId: Type.Optional(UserId) }), response: answer(Organization) } }, async (request) =>
    request.ok(await organizationInfo(app.db, request.member.id, request.body.userId)),
  );
  app.post('/userOrganizationInfo', { schema: { response: answer(MyOrganization) } }, async (request) => request.ok(await ownOrganization(app.db, request.member.id)));
  app.post('/organization', { schema: { body: Type.Object({ userId: Type.Optional(UserId), ...Page }), response: answer(TeamMemberPage) } }, async (request) =>
    request.ok(await organizationChildren(app.db, request.member.id, request.body)),
  );
  app.post('/searchOrganization', { schema: { body: Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 64 }), ...Page }), response: answer(TeamMemberPage) } }, async (request) =>
    request.ok(await searchOrganization(app.db, request.member.id, request.body)),
  );
  app.post('/rankLadder', { schema: { response: answer(Type.Array(Rank)) } }, async (request) => request.ok(await levelLadder(app.db)));
}

/** bonusEarned under /api/app/assets. */
export async function teamAssetsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  app.post(
    '/bonusEarned',
    {
      schema: {
        body: Type.Object({ startTime: Type.Optional(Type.String({ format: 'date-time' })), endTime: Type.Optional(Type.String({ format: 'date-time' })) }),
        response: answer(BonusEarned),
      },
    },
    async (request) => request.ok(await bonusEarned(app.db, request.member.id, request.body)),
  );
}
