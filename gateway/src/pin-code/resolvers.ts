import type { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../errors/graphql-errors.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { PIN_AREA_DISABLED, PIN_ROUTES } from './upstream.ts';
import type { UpstreamRoute } from '../upstream/route.ts';

/**
 * A member call of the PIN code area. The platform refuses every one while the member's area is
 * off; that refusal is not a business answer to show as a server message but a closed door, so
 * it leaves here as FORBIDDEN (HTTP 403) with the platform's reason.
 */
async function pinCall<S extends z.ZodType>({ upstream, locale }: GatewayContext, route: UpstreamRoute<S>, data: unknown): Promise<z.output<S>> {
  try {
    return await upstream.member(route, data);
  } catch (error) {
    if (reasonOf(error) === PIN_AREA_DISABLED) throw gatewayError('FORBIDDEN', locale, PIN_AREA_DISABLED);
    throw error;
  }
}

/** The `extensions.reason` of a mapped upstream error (Yoga's GraphQLError may come from another copy of graphql, so no instanceof). */
function reasonOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return undefined;
  const extensions = (error as { extensions?: { reason?: unknown } }).extensions;
  return extensions?.reason;
}

export const pinCodeResolvers: Resolvers = {
  Query: {
    pinCodePlans: (_parent, _args, context) => pinCall(context, PIN_ROUTES.plans, {}),
    pinCodes: (_parent, { filter, page }, context) =>
      pinCall(context, PIN_ROUTES.codes, { ...(filter?.state ? { state: filter.state } : {}), ...pageArgs(page, context.locale) }),
    pinCodeCustody: (_parent, { id, page }, context) => pinCall(context, PIN_ROUTES.records, { id, ...pageArgs(page, context.locale) }),
    pinCodeRecords: (_parent, { page }, context) => pinCall(context, PIN_ROUTES.records, pageArgs(page, context.locale)),
  },

  Mutation: {
    buyPinCodes: (_parent, { input }, context) =>
      pinCall(context, PIN_ROUTES.buy, { matchingId: input.planId, quantity: input.quantity ?? 1, requestId: input.requestId }),
    activatePinCode: (_parent, { id, input }, context) =>
      pinCall(context, PIN_ROUTES.activate, { id, ...(input.forUserName != null ? { userName: input.forUserName } : {}), requestId: input.requestId }),
    transferPinCode: (_parent, { id, input }, context) => pinCall(context, PIN_ROUTES.transfer, { id, toUser: input.toUserName, requestId: input.requestId }),
  },

  PinCodePlan: {
    id: (plan) => plan.matchingId,
  },

  PinCode: {
    planId: (code) => code.matchingId,
    planName: (code) => code.name,
  },

  PinCodePage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },

  PinCodeEventPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },

  PinCodeActivation: {
    insurancePackage: (activation) => (activation.package.kind === 'INSURANCE' ? activation.package : null),
    entrustPackage: (activation) => (activation.package.kind === 'ENTRUST' ? activation.package : null),
  },

  PinCodeTransfer: {
    code: (transfer) => transfer,
  },
};
