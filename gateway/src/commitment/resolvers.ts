import type { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../errors/graphql-errors.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { COMMITMENT_AREA_DISABLED, COMMITMENT_ROUTES } from './upstream.ts';
import type { UpstreamRoute } from '../upstream/route.ts';

/**
 * A member call of the commitment area. The platform refuses every one while the member's area
 * is off; that refusal is a closed door, not a business answer: it leaves as FORBIDDEN (HTTP 403)
 * with the platform's reason.
 */
async function commitmentCall<S extends z.ZodType>({ upstream, locale }: GatewayContext, route: UpstreamRoute<S>, data: unknown): Promise<z.output<S>> {
  try {
    return await upstream.member(route, data);
  } catch (error) {
    if (reasonOf(error) === COMMITMENT_AREA_DISABLED) throw gatewayError('FORBIDDEN', locale, COMMITMENT_AREA_DISABLED);
    throw error;
  }
}

/** The `extensions.reason` of a mapped upstream error (no instanceof: Yoga's GraphQLError may come from another copy of graphql). */
function reasonOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return undefined;
  return (error as { extensions?: { reason?: unknown } }).extensions?.reason;
}

export const commitmentResolvers: Resolvers = {
  Query: {
    commitmentArea: (_parent, { filter, page }, context) =>
      commitmentCall(context, COMMITMENT_ROUTES.list, { ...(filter?.status ? { status: filter.status } : {}), ...pageArgs(page, context.locale) }),
  },

  Mutation: {
    addCommitmentPackage: (_parent, { input }, context) => commitmentCall(context, COMMITMENT_ROUTES.add, { matchingId: input.planId, requestId: input.requestId }),
    receiveCommitmentPackage: (_parent, { input }, context) => commitmentCall(context, COMMITMENT_ROUTES.receive, { requestId: input.requestId }),
  },

  CommitmentPlan: {
    id: (plan) => plan.matchingId,
  },

  CommitmentFreePackage: {
    planId: (free) => free.matchingId,
  },

  Commitment: {
    planId: (commitment) => commitment.matchingId,
    planName: (commitment) => commitment.name,
  },

  CommitmentArea: {
    freePackage: (area) => area.free,
    commitments: (area) => ({ items: area.list, pageInfo: pageInfoOf(area) }),
  },

  CommitmentClaim: {
    insurancePackage: (claim) => (claim.package.kind === 'INSURANCE' ? claim.package : null),
    entrustPackage: (claim) => (claim.package.kind === 'ENTRUST' ? claim.package : null),
  },
};
