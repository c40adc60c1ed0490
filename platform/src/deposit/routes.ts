import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RuleViolation } from '../errors.ts';
import { refuseNulCharacters } from '../lib/hostile-input.ts';
import { oncePerRequest, RequestId } from '../lib/idempotency.ts';
import type { DepositConfig } from './config.ts';
import { checkReceiptImage, receiptLimitMiB } from './receipt-image.ts';
import { bankChannels, chainDepositTerms, listMemberDeposits, submitBankDeposit, submitChainDeposit } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart route whose `data` field holds the `{data, needEn}` envelope (opened by the handler). */
    multipartEnvelope?: boolean;
  }
}

const Amount = Type.String({ minLength: 1, maxLength: 40 });
const Status = Type.Optional(Type.Union([Type.Literal('PENDING_REVIEW'), Type.Literal('APPROVED'), Type.Literal('REJECTED')]));

const ChainDepositBody = Type.Object({
  amount: Amount,
  hash: Type.String({ minLength: 1, maxLength: 80 }),
  receiptNumber: Type.String({ minLength: 1, maxLength: 64 }),
  requestId: RequestId,
});

const BankDepositData = Type.Object({
  channelId: Type.String({ minLength: 1, maxLength: 64 }),
  amountUsd: Amount,
  requestId: RequestId,
  /** Optional: binds the picture to the (possibly encrypted) envelope; must match the uploaded bytes. */
  receiptSha256: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })),
});

const ListBody = Type.Object({
  status: Status,
  pageNum: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

/** The multipart parts of a bank deposit: the envelope text and the picture, at most one each. */
const PART_LIMITS = { fields: 2, files: 1, parts: 3, fieldSize: 256 * 1024, fieldNameSize: 32, headerPairs: 20 };

export async function depositRoutes(parent: FastifyInstance, options: { config: DepositConfig }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const config = options.config;
  app.addHook('onRequest', app.requireMember);
  // The /api scope marks every route as an envelope route; a multipart one opens its envelope itself.
  app.addHook('onRoute', (route) => {
    if (route.config?.multipartEnvelope) route.config = { ...route.config, envelope: false };
  });
  await app.register(multipart, { limits: { ...PART_LIMITS, fileSize: config.receiptMaxBytes }, throwFileSizeLimit: true });

  app.post('/deposit', { schema: { body: ChainDepositBody } }, async (request) => {
    const { requestId, ...input } = request.body;
    const order = await oncePerRequest(app.db, { memberId: request.member.id, requestId, operation: 'deposit' }, (tx) =>
      submitChainDeposit(tx, config, { ...input, memberId: request.member.id, now: app.clock.now() }),
    );
    return request.ok(order);
  });

  app.post('/bankDeposit', { config: { multipartEnvelope: true } }, async (request) => {
    const { data, receipt } = await readBankDeposit(app, request, config);
    const order = await oncePerRequest(app.db, { memberId: request.member.id, requestId: data.requestId, operation: 'bankDeposit' }, (tx) =>
      submitBankDeposit(tx, config, { memberId: request.member.id, channelId: data.channelId, amountUsd: data.amountUsd, receipt, now: app.clock.now() }),
    );
    request.log.info({ depositId: order.id, receiptSha256: receipt.sha256, receiptBytes: receipt.bytes.length }, 'bank deposit submitted');
    return request.ok(order);
  });

  app.post('/depositConfig', async (request) => request.ok(chainDepositTerms(config)));
  app.post('/depositBankConfigList', async (request) => request.ok(await bankChannels(app.db, config)));

  app.post('/depositRecordList', { schema: { body: ListBody } }, async (request) =>
    request.ok(await listMemberDeposits(app.db, request.member.id, request.body)),
  );
  app.post('/bscDepositRecordList', { schema: { body: ListBody } }, async (request) =>
    request.ok(await listMemberDeposits(app.db, request.member.id, { ...request.body, kind: 'CHAIN' })),
  );
  app.post('/depositBankOrderList', { schema: { body: ListBody } }, async (request) =>
    request.ok(await listMemberDeposits(app.db, request.member.id, { ...request.body, kind: 'BANK' })),
  );
}

/**
 * Reads a bank deposit's multipart body: the `data` field holds the envelope `{data, needEn}`
 * (plain or encrypted, as on every other path), the `receipt` file part the picture. The envelope
 * is opened here (the route is not an envelope route), so answers are sealed the way it came.
 */
async function readBankDeposit(app: FastifyInstance, request: FastifyRequest, config: DepositConfig) {
  let envelopeText: string | undefined;
  let bytes: Buffer | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'receipt' || bytes) {
          part.file.resume();
          continue;
        }
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
            throw new RuleViolation('RECEIPT_TOO_LARGE', { maxMiB: receiptLimitMiB(config.receiptMaxBytes) });
          }
          throw error;
        }
      } else if (part.fieldname === 'data' && typeof part.value === 'string') {
        envelopeText = part.value;
      }
    }
  } else {
    // A JSON body has no picture: open it anyway so the refusal is answered like any other call.
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

  const validate = request.compileValidationSchema(BankDepositData);
  const data = opened.data ?? {};
  refuseNulCharacters(data);
  if (!validate(data)) throw Object.assign(new Error('bad bank deposit data'), { validation: validate.errors ?? [] });
  const input = data as Static<typeof BankDepositData>;
  const receipt = checkReceiptImage(bytes, config.receiptMaxBytes);
  if (input.receiptSha256 !== undefined && input.receiptSha256 !== receipt.sha256) {
    throw badRequest('receiptSha256 does not match the uploaded receipt');
  }
  return { data: input, receipt };
}

/** A malformed request (HTTP 400, reason VALIDATION), shaped like the schema validator's errors. */
function badRequest(detail: string): Error {
  return Object.assign(new Error(detail), { validation: [{ instancePath: '', message: detail }] });
}
