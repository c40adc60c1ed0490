import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RuleViolation } from '../errors.ts';
import { badRequest, readMultipartEnvelope } from '../lib/multipart-envelope.ts';
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
 * Reads a bank deposit's multipart body: the `data` field holds the envelope `{data, needEn}`,
 * the `receipt` file part the picture.
 */
async function readBankDeposit(app: FastifyInstance, request: FastifyRequest, config: DepositConfig) {
  const { data: input, files } = await readMultipartEnvelope(app, request, {
    schema: BankDepositData,
    files: ['receipt'],
    tooLarge: () => new RuleViolation('RECEIPT_TOO_LARGE', { maxMiB: receiptLimitMiB(config.receiptMaxBytes) }),
  });
  const receipt = checkReceiptImage(files.get('receipt'), config.receiptMaxBytes);
  if (input.receiptSha256 !== undefined && input.receiptSha256 !== receipt.sha256) {
    throw badRequest('receiptSha256 does not match the uploaded receipt');
  }
  return { data: input, receipt };
}
