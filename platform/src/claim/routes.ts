import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { oncePerRequest } from '../lib/idempotency.ts';
import { multipartEnvelopeRoutes, readMultipartEnvelope } from '../lib/multipart-envelope.ts';
import { SCREENSHOT_REFUSALS } from '../lib/picture.ts';
import { answer, Page, RequestId } from '../lib/route-schemas.ts';
import { Claim, ClaimPage, ClaimStatus } from './answers.ts';
import { claimList, fileClaim } from './service.ts';

const ClaimData = Type.Object({
  premiumId: Type.String({ minLength: 1, maxLength: 64 }),
  /** 1 to 6; other whole numbers are refused with CLAIM_ORDER_OUT_OF_RANGE (a message, not a 400). */
  tradeOrder: Type.Integer({ minimum: -1000, maximum: 1000 }),
  requestId: RequestId,
  /** Optional: binds the screenshot to the (possibly encrypted) envelope; must match the uploaded bytes. */
  screenshotSha256: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })),
});

/** /api/app/claim-order: claims on insured trade orders, with a screenshot (multipart, like the bank deposit receipt). */
export async function claimRoutes(parent: FastifyInstance, options: { screenshotMaxBytes: number }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  await multipartEnvelopeRoutes(app, options.screenshotMaxBytes);

  app.post('/claimOrderList', { schema: { body: Type.Object({ status: Type.Optional(ClaimStatus), ...Page }), response: answer(ClaimPage) } }, async (request) =>
    request.ok(await claimList(app.db, { memberId: request.member.id, status: request.body.status, pageNum: request.body.pageNum, pageSize: request.body.pageSize })),
  );

  app.post('/claimOrder', { config: { multipartEnvelope: true }, schema: { response: answer(Claim) } }, async (request) => {
    const { data, picture: screenshot } = await readMultipartEnvelope(app, request, {
      schema: ClaimData,
      fileField: 'screenshot',
      sha256Field: 'screenshotSha256',
      maxBytes: options.screenshotMaxBytes,
      refusals: SCREENSHOT_REFUSALS,
    });
    const claim = await oncePerRequest(app.db, { memberId: request.member.id, requestId: data.requestId, operation: 'claimOrder' }, (tx) =>
      fileClaim(tx, { memberId: request.member.id, premiumId: data.premiumId, tradeOrder: data.tradeOrder, screenshot, now: app.clock.now() }),
    );
    request.log.info({ claimId: claim.id, screenshotSha256: screenshot.sha256, screenshotBytes: screenshot.bytes.length }, 'claim filed');
    return request.ok(claim);
  });
}
