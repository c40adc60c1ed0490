import type { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../errors/graphql-errors.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import {
  buyQuoteAnswer,
  chatAnswer,
  lobbyAnswer,
  messageAnswer,
  offerReceiptAnswer,
  offersAnswer,
  OTC_AREA_DISABLED,
  OTC_PATHS,
  purchaseAnswer,
  tradeAnswer,
  tradesAnswer,
} from './upstream.ts';

/**
 * A member call of the P2P area. The platform refuses every one while the member's area is off;
 * that refusal is a closed door, not a business answer, so it leaves here as FORBIDDEN (HTTP 403)
 * with the platform's reason.
 */
async function otcCall<S extends z.ZodType>({ upstream, locale }: GatewayContext, path: string, data: unknown, schema: S): Promise<z.output<S>> {
  try {
    return await upstream.member(path, data, schema);
  } catch (error) {
    if (reasonOf(error) === OTC_AREA_DISABLED) throw gatewayError('FORBIDDEN', locale, OTC_AREA_DISABLED);
    throw error;
  }
}

/** The `extensions.reason` of a mapped upstream error (Yoga's GraphQLError may come from another copy of graphql, so no instanceof). */
function reasonOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return undefined;
  return (error as { extensions?: { reason?: unknown } }).extensions?.reason;
}

export const otcResolvers: Resolvers = {
  Query: {
    otcLobby: (_parent, { page }, context) => otcCall(context, OTC_PATHS.lobby, pageArgs(page, context.locale), lobbyAnswer),
    otcBuyQuote: (_parent, { id, amount }, context) => otcCall(context, OTC_PATHS.buyQuote, { id, amount }, buyQuoteAnswer),
    otcOffers: (_parent, { filter, page }, context) =>
      otcCall(context, OTC_PATHS.offers, { ...(filter?.status ? { status: filter.status } : {}), ...pageArgs(page, context.locale) }, offersAnswer),
    otcTrades: (_parent, { filter, page }, context) =>
      otcCall(
        context,
        OTC_PATHS.trades,
        { ...(filter?.role ? { role: filter.role } : {}), ...(filter?.offerId ? { offerId: filter.offerId } : {}), ...pageArgs(page, context.locale) },
        tradesAnswer,
      ),
    otcChat: (_parent, { tradeId, page }, context) => otcCall(context, OTC_PATHS.chat, { tradeId, ...pageArgs(page, context.locale) }, chatAnswer),
  },

  Mutation: {
    publishOtcOffer: (_parent, { input }, context) =>
      otcCall(
        context,
        OTC_PATHS.publish,
        { amount: input.amount, price: input.price, minAmount: input.minAmount, maxAmount: input.maxAmount, requestId: input.requestId },
        offerReceiptAnswer,
      ),
    cancelOtcOffer: (_parent, { id, input }, context) => otcCall(context, OTC_PATHS.cancel, { id, requestId: input.requestId }, offerReceiptAnswer),
    buyOtcOffer: (_parent, { id, input }, context) => otcCall(context, OTC_PATHS.buy, { id, amount: input.amount, requestId: input.requestId }, purchaseAnswer),
    sendOtcChatMessage: (_parent, { tradeId, input }, context) => otcCall(context, OTC_PATHS.sendChat, { tradeId, content: input.content }, messageAnswer),
    appealOtcTrade: (_parent, { tradeId, input }, context) => otcCall(context, OTC_PATHS.appeal, { tradeId, reason: input.reason, requestId: input.requestId }, tradeAnswer),
    rateOtcTrade: (_parent, { tradeId, input }, context) =>
      otcCall(context, OTC_PATHS.rate, { tradeId, score: input.score, ...(input.comment ? { comment: input.comment } : {}) }, tradeAnswer),
  },

  OtcOffer: {
    seller: (offer) => offer.seller ?? null,
  },

  OtcLobby: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },

  OtcOfferPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },

  OtcOfferReceipt: {
    offer: (receipt) => receipt,
    returned: (receipt) => receipt.returned ?? null,
  },

  OtcTradePage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },

  OtcPurchase: {
    trade: (purchase) => purchase,
  },

  OtcChatPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
