import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, MemberText, Page, RequestId, SecondFactorFields } from '../lib/route-schemas.ts';
import { PASSWORD_MAX } from '../lib/passwords.ts';
import { checkSecondFactor } from '../security/factor-check.ts';
import { checkTransactionPassword } from '../security/transaction-password.ts';
import { OtcBuyQuote, OtcCancelled, OtcChatMessage, OtcChatPage, OtcLobby, OtcOfferPage, OtcOfferStatus, OtcPublished, OtcPurchase, OtcTrade, OtcTradePage, TradeRole } from './answers.ts';
import { appealTrade } from './appeals.ts';
import { chatList, sendChat } from './chat.ts';
import { cancelOffer, lobby, memberOffers, publishOffer } from './offers.ts';
import { rateTrade } from './ratings.ts';
import { buyFromOffer, buyQuote, memberTrades } from './trades.ts';

export const OtcId = Type.String({ minLength: 1, maxLength: 64 });
const OtcAmount = Type.String({ minLength: 1, maxLength: 40 });
const TransactionPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });

/**
 * /api/app/otc: peer-to-peer trading of USDT_POINT (docs/otc.md). Every path is refused with
 * OTC_AREA_DISABLED unless the member's profile flag otcStatus is 1.
 */
export async function otcRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  const now = () => app.clock.now();

  /** The lobby: open offers, best price first, with each seller's record; and the settings (paying credit, fee). */
  app.post('/info', { schema: { body: Type.Object({ ...Page }), response: answer(OtcLobby) } }, async (request) => request.ok(await lobby(app.db, request.member.id, request.body)));
  app.post(
    '/publish',
    {
      schema: {
        body: Type.Object({ amount: OtcAmount, price: OtcAmount, minAmount: OtcAmount, maxAmount: OtcAmount, transactionPassword: TransactionPassword, ...SecondFactorFields, requestId: RequestId }),
        response: answer(OtcPublished),
      },
    },
    // Publishing moves the amount into escrow at once: it asks for the transaction password (and the second factor's code).
    async (request) => {
      const { transactionPassword, totpCode, passkeyAssertion, ...offer } = request.body;
      await checkTransactionPassword(app.db, request.member.id, transactionPassword, now());
      await checkSecondFactor(app.factors, request.member.id, { totpCode, passkeyAssertion });
      return request.ok(await publishOffer(app.db, request.member.id, offer, now()));
    },
  );
  app.post('/cancel', { schema: { body: Type.Object({ id: OtcId, requestId: RequestId }), response: answer(OtcCancelled) } }, async (request) =>
    request.ok(await cancelOffer(app.db, request.member.id, request.body, now())),
  );
  app.post('/buyQuote', { schema: { body: Type.Object({ id: OtcId, amount: OtcAmount }), response: answer(OtcBuyQuote) } }, async (request) =>
    request.ok(await buyQuote(app.db, request.member.id, request.body)),
  );
  app.post('/buy', { schema: { body: Type.Object({ id: OtcId, amount: OtcAmount, requestId: RequestId }), response: answer(OtcPurchase) } }, async (request) =>
    request.ok(await buyFromOffer(app.db, request.member.id, request.body, now())),
  );
  /** The member's own offers. */
  app.post('/otcRecordList', { schema: { body: Type.Object({ status: Type.Optional(OtcOfferStatus), ...Page }), response: answer(OtcOfferPage) } }, async (request) =>
    request.ok(await memberOffers(app.db, request.member.id, request.body)),
  );
  /** The trades (fills) the member took part in, as buyer or seller. */
  app.post(
    '/buyOtcRecordList',
    { schema: { body: Type.Object({ role: Type.Optional(TradeRole), offerId: Type.Optional(OtcId), ...Page }), response: answer(OtcTradePage) } },
    async (request) => request.ok(await memberTrades(app.db, request.member.id, request.body)),
  );
  app.post('/chatList', { schema: { body: Type.Object({ tradeId: OtcId, ...Page }), response: answer(OtcChatPage) } }, async (request) =>
    request.ok(await chatList(app.db, request.member.id, request.body)),
  );
  app.post('/sendChat', { schema: { body: Type.Object({ tradeId: OtcId, content: MemberText({ minLength: 1, maxLength: 1000 }) }), response: answer(OtcChatMessage) } }, async (request) =>
    request.ok(await sendChat(app.db, request.member.id, request.body, now())),
  );
  app.post(
    '/appeal',
    { schema: { body: Type.Object({ tradeId: OtcId, reason: MemberText({ minLength: 1, maxLength: 500 }), requestId: RequestId }), response: answer(OtcTrade) } },
    async (request) => request.ok(await appealTrade(app.db, request.member.id, request.body, now())),
  );
  app.post(
    '/rate',
    {
      schema: {
        body: Type.Object({ tradeId: OtcId, score: Type.Integer({ minimum: 1, maximum: 5 }), comment: Type.Optional(MemberText({ maxLength: 500 })) }),
        response: answer(OtcTrade),
      },
    },
    async (request) => request.ok(await rateTrade(app.db, request.member.id, request.body, now())),
  );
}
