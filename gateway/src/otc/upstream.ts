import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

/** The platform's refusal while the member's P2P area is off; the gateway answers it as FORBIDDEN. */
export const OTC_AREA_DISABLED = 'OTC_AREA_DISABLED';

const coinName = z.enum(COIN_NAMES);

const trackRecordSchema = z.object({ completedTrades: z.number().int(), rating: upstreamDecimal.nullable(), ratingCount: z.number().int() });

const offerSchema = z.object({
  id: upstreamId,
  sellerUserName: z.string(),
  coinName,
  amount: upstreamDecimal,
  remaining: upstreamDecimal,
  sold: upstreamDecimal,
  price: upstreamDecimal,
  payCoinName: coinName,
  minAmount: upstreamDecimal,
  maxAmount: upstreamDecimal,
  takeMin: upstreamDecimal.nullable(),
  takeMax: upstreamDecimal.nullable(),
  status: z.enum(['PUBLISHED', 'COMPLETED', 'CANCELLED']),
  mine: z.boolean(),
  createdAt: upstreamInstant,
  updatedAt: upstreamInstant,
});
/** The lobby's offers, and only they, carry their seller's track record. */
const lobbyOfferSchema = offerSchema.extend({ seller: trackRecordSchema });
/** The mapper of the GraphQL `OtcOffer` type: a lobby offer has its seller's record, the member's own offers do not. */
export type UpstreamOtcOffer = z.output<typeof offerSchema> & { seller?: z.output<typeof trackRecordSchema> };

export const lobbyAnswer = upstreamPage(lobbyOfferSchema).extend({ payCoinName: coinName, feeRatio: upstreamDecimal, feePayer: z.enum(['SELLER', 'BUYER']) });
/** The mapper of the GraphQL `OtcLobby` type. */
export type UpstreamOtcLobby = z.output<typeof lobbyAnswer>;

export const offersAnswer = upstreamPage(offerSchema);
/** The mapper of the GraphQL `OtcOfferPage` type. */
export type UpstreamOtcOfferPage = z.output<typeof offersAnswer>;

/** A published offer, with the receipt of its escrow. */
export const publishedAnswer = offerSchema.extend({ receiptNumber: z.string() });
/** A cancelled offer, with what returned from the escrow and its receipt. */
export const cancelledAnswer = publishedAnswer.extend({ returned: upstreamDecimal });
/** The mapper of the GraphQL `OtcOfferReceipt` type: `returned` only after a cancel. */
export type UpstreamOtcOfferReceipt = z.output<typeof publishedAnswer> & { returned?: string };

const ratingSchema = z.object({ score: z.number().int(), comment: z.string().nullable() }).nullable();

const tradeSchema = z.object({
  id: upstreamId,
  offerId: upstreamId,
  role: z.enum(['BUYER', 'SELLER']),
  sellerUserName: z.string(),
  buyerUserName: z.string(),
  counterpartyUserName: z.string(),
  coinName,
  amount: upstreamDecimal,
  price: upstreamDecimal,
  payCoinName: coinName,
  payAmount: upstreamDecimal,
  fee: upstreamDecimal,
  feeCoinName: coinName,
  buyerReceives: upstreamDecimal,
  sellerReceives: upstreamDecimal,
  status: z.enum(['COMPLETED', 'APPEALING', 'REVERSED']),
  appeal: z
    .object({
      byUserName: z.string(),
      reason: z.string(),
      appealedAt: upstreamInstant,
      decision: z.enum(['RELEASE', 'REVERSE']).nullable(),
      decisionNote: z.string().nullable(),
      decidedAt: upstreamInstant.nullable(),
    })
    .nullable(),
  myRating: ratingSchema,
  counterpartyRating: ratingSchema,
  createdAt: upstreamInstant,
});

/** What a buy would move: the trade's figures, before there is a trade. */
export const buyQuoteAnswer = tradeSchema.pick({
  offerId: true,
  amount: true,
  price: true,
  payCoinName: true,
  payAmount: true,
  fee: true,
  feeCoinName: true,
  buyerReceives: true,
  sellerReceives: true,
});
/** The mapper of the GraphQL `OtcTrade` type. */
export type UpstreamOtcTrade = z.output<typeof tradeSchema>;
export const tradeAnswer = tradeSchema;

export const tradesAnswer = upstreamPage(tradeSchema);
/** The mapper of the GraphQL `OtcTradePage` type. */
export type UpstreamOtcTradePage = z.output<typeof tradesAnswer>;

export const purchaseAnswer = tradeSchema.extend({ receiptNumber: z.string() });
/** The mapper of the GraphQL `OtcPurchase` type. */
export type UpstreamOtcPurchase = z.output<typeof purchaseAnswer>;

const messageSchema = z.object({ id: upstreamId, tradeId: upstreamId, senderUserName: z.string(), mine: z.boolean(), content: z.string(), createdAt: upstreamInstant });
/** The mapper of the GraphQL `OtcChatMessage` type. */
export type UpstreamOtcChatMessage = z.output<typeof messageSchema>;
export const messageAnswer = messageSchema;

export const chatAnswer = upstreamPage(messageSchema);
/** The mapper of the GraphQL `OtcChatPage` type. */
export type UpstreamOtcChatPage = z.output<typeof chatAnswer>;

/** The platform paths of this domain, each with the parser of its answer (SPEC §7: /api/app/otc). */
export const OTC_ROUTES = {
  lobby: upstreamRoute('/api/app/otc/info', lobbyAnswer),
  buyQuote: upstreamRoute('/api/app/otc/buyQuote', buyQuoteAnswer),
  offers: upstreamRoute('/api/app/otc/otcRecordList', offersAnswer),
  trades: upstreamRoute('/api/app/otc/buyOtcRecordList', tradesAnswer),
  chat: upstreamRoute('/api/app/otc/chatList', chatAnswer),
  publish: upstreamRoute('/api/app/otc/publish', publishedAnswer),
  cancel: upstreamRoute('/api/app/otc/cancel', cancelledAnswer),
  buy: upstreamRoute('/api/app/otc/buy', purchaseAnswer),
  sendChat: upstreamRoute('/api/app/otc/sendChat', messageAnswer),
  appeal: upstreamRoute('/api/app/otc/appeal', tradeAnswer),
  rate: upstreamRoute('/api/app/otc/rate', tradeAnswer),
};
