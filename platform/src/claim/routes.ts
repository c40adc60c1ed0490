import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RuleViolation } from '../errors.ts';
import { Page, RequestId } from '../convert/routes.ts';
import { checkReceiptImage, receiptLimitMiB } from '../deposit/receipt-image.ts';
import { refuseNulCharacters } from '../lib/hostile-input.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { claimList, fileClaim } from './service.ts';

const ClaimData = Type.Object({
  premiumId: Type.String({ minLength: 1, maxLength: 64 }),
  /** 1–6; other whole numbers are refused with CLAIM_ORDER_OUT_OF_RANGE (a message, not a 400). */
  tradeOrder: Type.Integer({ minimum: -1000, maximum: 1000 }),
  requestId: RequestId,
  /** Optional: binds the screenshot to the (possibly encrypted) envelope; must match the uploaded bytes. */
  screenshotSha256: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })),
});
const ClaimStatus = Type.Optional(
  Type.Union(['PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED'].map((s) => Type.Literal(s as 'PENDING_REVIEW'))),
);

const PART_LIMITS = { fields: 2, files: 1, parts: 3, fieldSize: 256 * 1024, fieldNameSize: 32, headerPairs: 20 };

/** /api/app/claim-order: claims on insured trade orders, with a screenshot (multipart, like the bank deposit receipt). */
export async function claimRoutes(parent: FastifyInstance, options: { screenshotMaxBytes: number }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  app.addHook('onRoute', (route) => {
    if (route.config?.multipartEnvelope) route.config = { ...route.config, envelope: false };
  });
  await app.register(multipart, { limits: { ...PART_LIMITS, fileSize: options.screenshotMaxBytes }, throwFileSizeLimit: true });

  app.post('/claimOrderList', { schema: { body: Type.Object({ status: ClaimStatus, ...Page }) } }, async (request) =>
    request.ok(await claimList(app.db, { memberId: request.member.id, status: request.body.status, pageNum: request.body.pageNum, pageSize: request.body.pageSize })),
  );

  app.post('/claimOrder', { config: { multipartEnvelope: true } }, async (request) => {
    const { data, screenshot } = await readClaim(app, request, options.screenshotMaxBytes);
    const claim = await oncePerRequest(app.db, { memberId: request.member.id, requestId: data.requestId, operation: 'claimOrder' }, (tx) =>
      fileClaim(tx, { memberId: request.member.id, premiumId: data.premiumId, tradeOrder: data.tradeOrder, screenshot, now: app.clock.now() }),
    );
    request.log.info({ claimId: claim.id, screenshotSha256: screenshot.sha256, screenshotBytes: screenshot.bytes.length }, 'claim filed');
    return request.ok(claim);
  });
}

/** The multipart claim: `data` holds the `{data, needEn}` envelope, `screenshot` the picture. */
async function readClaim(app: FastifyInstance, request: FastifyRequest, maxBytes: number) {
  let envelopeText: string | undefined;
  let bytes: Buffer | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'screenshot' || bytes) {
          part.file.resume();
          continue;
        }
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new RuleViolation('RECEIPT_TOO_LARGE', { maxMiB: receiptLimitMiB(maxBytes) });
          throw error;
        }
      } else if (part.fieldname === 'data' && typeof part.value === 'string') {
        envelopeText = part.value;
      }
    }
  } else {
    envelopeText = request.body === undefined ? undefined : JSON.stringify(request.body);
  }
  if (envelopeText === undefined) throw badRequest('the multipart field "data" (the request envelope) is required');
  let envelope: unknown;
  try {
    envelope = JSON.parse(envelopeText);
  } catch {
    throw badRequest('the multipart field "data" is not JSON');
  }
  const opened = await app.envelope.open(envelope);
  request.envelopeReply = (res) => opened.reply(res);
  const validate = request.compileValidationSchema(ClaimData);
  const data = opened.data ?? {};
  refuseNulCharacters(data);
  if (!validate(data)) throw Object.assign(new Error('bad claim data'), { validation: validate.errors ?? [] });
  const input = data as Static<typeof ClaimData>;
  const screenshot = checkReceiptImage(bytes, maxBytes);
  if (input.screenshotSha256 !== undefined && input.screenshotSha256 !== screenshot.sha256) throw badRequest('screenshotSha256 does not match the uploaded screenshot');
  return { data: input, screenshot };
}

function badRequest(detail: string): Error {
  return Object.assign(new Error(detail), { validation: [{ instancePath: '', message: detail }] });
}
