import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Page, RequestId } from '../lib/route-schemas.ts';
import { MatchingId } from '../packages/route-schemas.ts';
import { addCommitment, commitmentList, receiveFreePackage } from './service.ts';

const Status = Type.Optional(Type.Union([Type.Literal('PENDING_REVIEW'), Type.Literal('APPROVED'), Type.Literal('REJECTED')]));

/**
 * /api/app/commitment-package (docs/commitment.md). Every path is refused with
 * COMMITMENT_AREA_DISABLED unless the member's profile flag commitmentPackageStatus is 1.
 */
export async function commitmentRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  const now = () => app.clock.now();

  /** The packages one may commit to, the free package offer, and a page of the member's commitments. */
  app.post('/commitmentPackageList', { schema: { body: Type.Object({ status: Status, ...Page }) } }, async (request) =>
    request.ok(await commitmentList(app.db, request.member.id, request.body)),
  );
  app.post('/addCommitmentPackage', { schema: { body: Type.Object({ matchingId: MatchingId, requestId: RequestId }) } }, async (request) =>
    request.ok(await addCommitment(app.db, request.member.id, request.body, now())),
  );
  app.post('/receiveCommitmentPackage', { schema: { body: Type.Object({ requestId: RequestId }) } }, async (request) =>
    request.ok(await receiveFreePackage(app.db, request.member.id, request.body, now())),
  );
}
