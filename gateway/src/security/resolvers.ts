import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { SECURITY_ROUTES } from './upstream.ts';

export const securityResolvers: Resolvers = {
  Query: {
    memberSessions: async (_parent, _args, { upstream }) => (await upstream.member(SECURITY_ROUTES.sessions, {})).list,
    signInHistory: (_parent, { page }, { upstream, locale }) => upstream.member(SECURITY_ROUTES.signIns, pageArgs(page, locale)),
  },

  Mutation: {
    endSession: async (_parent, { id }, { upstream }) => (await upstream.member(SECURITY_ROUTES.endSession, { sessionId: id })).list,
    endOtherSessions: async (_parent, _args, { upstream }) => (await upstream.member(SECURITY_ROUTES.endOtherSessions, {})).count,
  },

  SignInEventPage: {
    items: (page) => page.list,
    pageInfo: (page) => pageInfoOf(page),
  },
};
