import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Page, RequestId } from '../lib/route-schemas.ts';
import { MatchingId } from '../packages/route-schemas.ts';
import { PinCodeActivation, PinCodeEventPage, PinCodePage, PinCodePlan, PinCodePurchase, PinCodeState, PinCodeTransfer } from './answers.ts';
import { activateCode, buyCodes, custodyRecords, MAX_CODES_AT_ONCE, memberCodes, pinPrices, refuseUnlessAreaEnabled, transferCode } from './service.ts';

export const PinCodeId = Type.String({ minLength: 1, maxLength: 64 });
export const Quantity = Type.Integer({ minimum: 1, maximum: MAX_CODES_AT_ONCE });
const UserRef = Type.String({ minLength: 1, maxLength: 64 });

/**
 * /api/app/matchingCode: PIN codes (docs/pin-codes.md). Every path is refused with
 * PIN_CODE_AREA_DISABLED unless the member's profile flag matchingCodeStatus is 1.
 */
export async function matchingCodeRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  const now = () => app.clock.now();

  /** The plans a code can be bought for, with the price of one code. */
  app.post('/matchingCodePriceList', { schema: { response: answer(Type.Array(PinCodePlan)) } }, async (request) => {
    await refuseUnlessAreaEnabled(app.db, request.member.id);
    return request.ok(await pinPrices(app.db, { onSaleOnly: true, locale: request.locale }));
  });
  app.post(
    '/buyMatchingCode',
    { schema: { body: Type.Object({ matchingId: MatchingId, quantity: Type.Optional(Quantity), requestId: RequestId }), response: answer(PinCodePurchase) } },
    async (request) =>
      request.ok(await buyCodes(app.db, request.member.id, { matchingId: request.body.matchingId, quantity: request.body.quantity ?? 1, requestId: request.body.requestId }, now())),
  );
  app.post('/matchingCodeList', { schema: { body: Type.Object({ state: Type.Optional(PinCodeState), ...Page }), response: answer(PinCodePage) } }, async (request) =>
    request.ok(await memberCodes(app.db, request.member.id, request.body, request.locale)),
  );
  app.post('/matchingCodeRecordList', { schema: { body: Type.Object({ id: Type.Optional(PinCodeId), ...Page }), response: answer(PinCodeEventPage) } }, async (request) =>
    request.ok(await custodyRecords(app.db, request.member.id, request.body)),
  );
  app.post(
    '/activeMatchingCode',
    { schema: { body: Type.Object({ id: PinCodeId, userName: Type.Optional(UserRef), requestId: RequestId }), response: answer(PinCodeActivation) } },
    async (request) => request.ok(await activateCode(app.db, request.member.id, request.body, now())),
  );
  app.post('/transferMatchingCode', { schema: { body: Type.Object({ id: PinCodeId, toUser: UserRef, requestId: RequestId }), response: answer(PinCodeTransfer) } }, async (request) =>
    request.ok(await transferCode(app.db, request.member.id, request.body, now())),
  );
}
