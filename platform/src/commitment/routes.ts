import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Page, RequestId } from '../lib/route-schemas.ts';
import { MatchingId } from '../packages/route-schemas.ts';
import { Commitment, CommitmentArea, CommitmentStatus, FreePackageClaim } from './answers.ts';
import { addCommitment, commitmentList, receiveFreePackage } from './service.ts';

/**
 * /api/app/commitment-package (docs/commitment.md). Every path is refused with
 * COMMITMENT_AREA_DISABLED unless the member's profile flag commitmentPackageStatus is 1.
 */
export async function commitmentRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  const now = () => app.clock.now();

  /** The packages one may commit to, the free package offer, and a page of the member's commitments. */
  app.post('/commitmentPackageList', { schema: { body: Type.Object({ status: Type.Optional(CommitmentStatus), ...Page }), response: answer(CommitmentArea) } }, async (request) =>
    request.ok(await commitmentList(app.db, request.member.id, request.body, request.locale)),
  );
  app.post('/addCommitmentPackage', { schema: { body: Type.Object({ matchingId: MatchingId, requestId: RequestId }), response: answer(Commitment) } }, async (request) =>
    request.ok(await addCommitment(app.db, request.member.id, request.body, now())),
  );
  app.post('/receiveCommitmentPackage', { schema: { body: Type.Object({ requestId: RequestId }), response: answer(FreePackageClaim) } }, async (request) =>
    request.ok(await receiveFreePackage(app.db, request.member.id, request.body, now())),
  );
}
