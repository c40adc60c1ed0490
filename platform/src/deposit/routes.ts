import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { oncePerRequest } from '../lib/idempotency.ts';
import { multipartEnvelopeRoutes, readMultipartEnvelope } from '../lib/multipart-envelope.ts';
import { RECEIPT_REFUSALS } from '../lib/picture.ts';
import { Amount, answer, Page, RequestId } from '../lib/route-schemas.ts';
import { BankDepositQuote, ChainDepositTerms, Deposit, DepositChannel, DepositGuide, DepositPage, DepositStatus } from './answers.ts';
import type { DepositConfig } from './config.ts';
import { depositSettings } from './settings.ts';
import { bankChannels, bankDepositQuote, chainDepositTerms, listMemberDeposits, submitBankDeposit, submitChainDeposit } from './service.ts';

const Status = Type.Optional(DepositStatus);

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
  ...Page,
});

export async function depositRoutes(
  parent: FastifyInstance,
  options: { config: DepositConfig; guide: { supportContact: string; demoApprovalSeconds: number | undefined } },
) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const config = options.config;
  // The environment's minimum and multiple with an admin's overrides, read per request (settings.ts).
  const settings = () => depositSettings(app.db, config);
  app.addHook('onRequest', app.requireMember);
  await multipartEnvelopeRoutes(app, config.receiptMaxBytes);

  app.post('/deposit', { schema: { body: ChainDepositBody, response: answer(Deposit) } }, async (request) => {
    const { requestId, ...input } = request.body;
    const terms = await settings();
    const order = await oncePerRequest(app.db, { memberId: request.member.id, requestId, operation: 'deposit' }, (tx) =>
      submitChainDeposit(tx, terms, { ...input, memberId: request.member.id, now: app.clock.now() }),
    );
    return request.ok(order);
  });

  app.post('/bankDeposit', { config: { multipartEnvelope: true }, schema: { response: answer(Deposit) } }, async (request) => {
    // The `data` field holds the envelope, the `receipt` file part the picture.
    const { data, picture: receipt } = await readMultipartEnvelope(app, request, {
      schema: BankDepositData,
      fileField: 'receipt',
      sha256Field: 'receiptSha256',
      maxBytes: config.receiptMaxBytes,
      refusals: RECEIPT_REFUSALS,
    });
    const terms = await settings();
    const order = await oncePerRequest(app.db, { memberId: request.member.id, requestId: data.requestId, operation: 'bankDeposit' }, (tx) =>
      submitBankDeposit(tx, terms, { memberId: request.member.id, channelId: data.channelId, amountUsd: data.amountUsd, receipt, now: app.clock.now() }),
    );
    request.log.info({ depositId: order.id, receiptSha256: receipt.sha256, receiptBytes: receipt.bytes.length }, 'bank deposit submitted');
    return request.ok(order);
  });

  /** What a member can expect next (not a SPEC path; docs/rest-api-deposit-withdrawal.md, "What happens next"). */
  const guide = options.guide;
  app.post('/depositGuide', { schema: { response: answer(DepositGuide) } }, async (request) =>
    request.ok({
      expectedReviewSeconds: guide.demoApprovalSeconds ?? config.reviewHours * 3600,
      approvedAutomatically: guide.demoApprovalSeconds !== undefined,
      supportContact: guide.supportContact,
    }),
  );
  app.post('/depositConfig', { schema: { response: answer(ChainDepositTerms) } }, async (request) => request.ok(chainDepositTerms(await settings())));
  app.post('/depositBankConfigList', { schema: { response: answer(Type.Array(DepositChannel)) } }, async (request) => request.ok(await bankChannels(app.db, await settings(), request.locale)));
  app.post(
    '/bankDepositQuote',
    { schema: { body: Type.Object({ channelId: Type.String({ minLength: 1, maxLength: 64 }), amount: Amount }), response: answer(BankDepositQuote) } },
    async (request) => request.ok(await bankDepositQuote(app.db, request.body)),
  );

  app.post('/depositRecordList', { schema: { body: ListBody, response: answer(DepositPage) } }, async (request) =>
    request.ok(await listMemberDeposits(app.db, request.member.id, request.body, request.locale)),
  );
  app.post('/bscDepositRecordList', { schema: { body: ListBody, response: answer(DepositPage) } }, async (request) =>
    request.ok(await listMemberDeposits(app.db, request.member.id, { ...request.body, kind: 'CHAIN' }, request.locale)),
  );
  app.post('/depositBankOrderList', { schema: { body: ListBody, response: answer(DepositPage) } }, async (request) =>
    request.ok(await listMemberDeposits(app.db, request.member.id, { ...request.body, kind: 'BANK' }, request.locale)),
  );
}
