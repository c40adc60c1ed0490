import type { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../errors/graphql-errors.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import type { UpstreamRoute } from '../upstream/route.ts';
import { OTC_AREA_DISABLED, OTC_ROUTES } from './upstream.ts';
import { secondFactorBody } from '../upstream/second-factor.ts';

/**
 * A member call of the P2P area. The platform refuses every one while the member's area is off;
 * that refusal is a closed door, not a business answer, so it leaves here as FORBIDDEN (HTTP 403)
 * with the platform's reason.
 */
async function otcCall<S extends z.ZodType>({ upstream, locale }: GatewayContext, route: UpstreamRoute<S>, data: unknown): Promise<z.output<S>> {
  try {
    return await upstream.member(route, data);
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
    otcLobby: (_parent, { page }, context) => otcCall(context, OTC_ROUTES.lobby, pageArgs(page, context.locale)),
    otcBuyQuote: (_parent, { id, amount }, context) => otcCall(context, OTC_ROUTES.buyQuote, { id, amount }),
    otcOffers: (_parent, { filter, page }, context) =>
      otcCall(context, OTC_ROUTES.offers, { ...(filter?.status ? { status: filter.status } : {}), ...pageArgs(page, context.locale) }),
    otcTrades: (_parent, { filter, page }, context) =>
      otcCall(
        context,
        OTC_ROUTES.trades,
        { ...(filter?.role ? { role: filter.role } : {}), ...(filter?.offerId ? { offerId: filter.offerId } : {}), ...pageArgs(page, context.locale) },
      ),
    otcChat: (_parent, { tradeId, page }, context) => otcCall(context, OTC_ROUTES.chat, { tradeId, ...pageArgs(page, context.locale) }),
  },

  Mutation: {
    publishOtcOffer: (_parent, { input }, context) =>
      otcCall(
        context,
        OTC_ROUTES.publish,
        { amount: input.amount, price: input.price, minAmount: input.minAmount, maxAmount: input.maxAmount, transactionPassword: input.transactionPassword, requestId: input.requestId, ...secondFactorBody(input) },
      ),
    cancelOtcOffer: (_parent, { id, input }, context) => otcCall(context, OTC_ROUTES.cancel, { id, requestId: input.requestId }),
    buyOtcOffer: (_parent, { id, input }, context) => otcCall(context, OTC_ROUTES.buy, { id, amount: input.amount, requestId: input.requestId }),
    sendOtcChatMessage: (_parent, { tradeId, input }, context) => otcCall(context, OTC_ROUTES.sendChat, { tradeId, content: input.content }),
    appealOtcTrade: (_parent, { tradeId, input }, context) => otcCall(context, OTC_ROUTES.appeal, { tradeId, reason: input.reason, requestId: input.requestId }),
    rateOtcTrade: (_parent, { tradeId, input }, context) =>
      otcCall(context, OTC_ROUTES.rate, { tradeId, score: input.score, ...(input.comment ? { comment: input.comment } : {}) }),
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
