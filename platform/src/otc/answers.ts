import { Type } from '@fastify/type-provider-typebox';
import { Coin, DecimalText, Instant, Nullable, OneOf, PageOf, UserName } from '../lib/route-schemas.ts';

/** What the OTC routes answer (docs/otc.md): the `data` of each success. */

export const OtcOfferStatus = OneOf(['PUBLISHED', 'COMPLETED', 'CANCELLED']);
export const OtcTradeStatus = OneOf(['COMPLETED', 'APPEALING', 'REVERSED']);
/** A member's side of a trade. */
export const TradeRole = OneOf(['BUYER', 'SELLER']);
/** Who pays a fill's fee: the seller from the paying credit, or the buyer from the USDT_POINT received. */
export const FeePayer = OneOf(['SELLER', 'BUYER']);
const APPEAL_DECISIONS = ['RELEASE', 'REVERSE'] as const;
/** An operator's decision on an appeal. */
export const AppealDecision = OneOf(APPEAL_DECISIONS);

/** The operator's settings: the paying credit, the fee rate, who pays the fee. */
export const OtcSettings = Type.Object({
  payCoinName: Coin,
  feeRatio: DecimalText,
  feePayer: FeePayer,
});

/** An offer as its seller and the lobby see it. */
export const OtcOffer = Type.Object({
  id: Type.String(),
  sellerUserName: UserName,
  coinName: Coin,
  amount: DecimalText,
  remaining: DecimalText,
  /** Sold so far. */
  sold: DecimalText,
  price: DecimalText,
  payCoinName: Coin,
  minAmount: DecimalText,
  maxAmount: DecimalText,
  /** What the next fill may be, while the offer is open (null once it is closed). */
  takeMin: Nullable(DecimalText),
  takeMax: Nullable(DecimalText),
  status: OtcOfferStatus,
  mine: Type.Boolean(),
  createdAt: Instant,
  updatedAt: Instant,
});

/** A member's track record: trades taken part in (not reversed) and the average rating received. */
export const OtcTrackRecord = Type.Object({
  completedTrades: Type.Integer({ minimum: 0 }),
  rating: Nullable(DecimalText),
  ratingCount: Type.Integer({ minimum: 0 }),
});

/** The lobby's offers carry their seller's record. */
export const OtcLobbyOffer = Type.Object({ ...OtcOffer.properties, seller: OtcTrackRecord });

/** The lobby: a page of open offers, with the settings a buyer needs. */
export const OtcLobby = Type.Object({ ...PageOf(OtcLobbyOffer).properties, ...OtcSettings.properties });

export const OtcOfferPage = PageOf(OtcOffer);

/** A published offer, with the receipt of its escrow. */
export const OtcPublished = Type.Object({ ...OtcOffer.properties, receiptNumber: Type.String() });

/** A cancelled offer: what returned from the escrow, and its receipt. */
export const OtcCancelled = Type.Object({ ...OtcOffer.properties, returned: DecimalText, receiptNumber: Type.String() });

/** What buying an amount from an offer would move now. */
export const OtcBuyQuote = Type.Object({
  offerId: Type.String(),
  amount: DecimalText,
  price: DecimalText,
  payCoinName: Coin,
  payAmount: DecimalText,
  fee: DecimalText,
  feeCoinName: Coin,
  buyerReceives: DecimalText,
  sellerReceives: DecimalText,
});

/** One member's rating of the other. */
export const OtcRating = Type.Object({ score: Type.Integer({ minimum: 1, maximum: 5 }), comment: Nullable(Type.String()) });

/** A trade's appeal, once made: who made it, why, and the operator's decision once taken. */
export const OtcAppeal = Type.Object({
  byUserName: UserName,
  reason: Type.String(),
  appealedAt: Instant,
  decision: Nullable(OneOf(APPEAL_DECISIONS)),
  decisionNote: Nullable(Type.String()),
  decidedAt: Nullable(Instant),
});

/** What every view of a trade holds: what its quote said, who took part, where it stands. */
const tradeFields = {
  id: Type.String(),
  ...OtcBuyQuote.properties,
  sellerUserName: UserName,
  buyerUserName: UserName,
  coinName: Coin,
  status: OtcTradeStatus,
  appeal: Nullable(OtcAppeal),
  createdAt: Instant,
};

/** A trade as one of its two members sees it: their side, the other member, the ratings both ways. */
export const OtcTrade = Type.Object({
  ...tradeFields,
  role: TradeRole,
  counterpartyUserName: UserName,
  myRating: Nullable(OtcRating),
  counterpartyRating: Nullable(OtcRating),
});

export const OtcTradePage = PageOf(OtcTrade);

/** A buy: the trade, with the receipt of the buyer's payment. */
export const OtcPurchase = Type.Object({ ...OtcTrade.properties, receiptNumber: Type.String() });

/** One chat message of a trade. */
export const OtcChatMessage = Type.Object({
  id: Type.String(),
  tradeId: Type.String(),
  senderUserName: UserName,
  /** Sent by the viewer (always false for operators). */
  mine: Type.Boolean(),
  content: Type.String(),
  createdAt: Instant,
});

export const OtcChatPage = PageOf(OtcChatMessage);

/**
 * A trade as an operator sees it: no side of their own (the member-relative fields are null), and
 * the ratings each member gave, present once either of them rated.
 */
export const OperatorOtcTrade = Type.Object({
  ...tradeFields,
  role: Type.Null(),
  counterpartyUserName: Type.Null(),
  myRating: Type.Null(),
  counterpartyRating: Type.Null(),
  ratings: Type.Optional(Type.Object({ seller: Nullable(OtcRating), buyer: Nullable(OtcRating) })),
});

/** A trade with its whole chat, to decide its appeal. */
export const OperatorOtcTradeWithChat = Type.Object({ ...OperatorOtcTrade.properties, chat: Type.Array(OtcChatMessage) });
