import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { SECURITY_ROUTES } from './upstream.ts';

export const securityResolvers: Resolvers = {
  Query: {
    memberSessions: async (_parent, _args, { upstream }) => (await upstream.member(SECURITY_ROUTES.sessions, {})).list,
    signInHistory: (_parent, { page }, { upstream, locale }) => upstream.member(SECURITY_ROUTES.signIns, pageArgs(page, locale)),
    accountFreeze: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.freezeState, {}),
    withdrawalWhitelist: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.whitelist, {}),
  },

  Mutation: {
    endSession: async (_parent, { id }, { upstream }) => (await upstream.member(SECURITY_ROUTES.endSession, { sessionId: id })).list,
    endOtherSessions: async (_parent, _args, { upstream }) => (await upstream.member(SECURITY_ROUTES.endOtherSessions, {})).count,
    freezeAccount: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.freeze, {}),
    setWithdrawalWhitelistMode: (_parent, { on }, { upstream }) => upstream.member(SECURITY_ROUTES.whitelistMode, { on }),
    setAddressWhitelisted: (_parent, { id, listed }, { upstream }) => upstream.member(SECURITY_ROUTES.whitelistAddress, { addressId: id, listed }),
    // Public: the link works from an email opened where the member is not signed in. Its token
    // is 32 random bytes, so guessing one is hopeless without a rate limit of its own.
    freezeAccountByLink: async (_parent, { token }, { upstream }) => (await upstream.public(SECURITY_ROUTES.freezeByLink, { token })).frozen,
  },

  WhitelistAddress: {
    network: (address) => address.type,
  },

  SignInEventPage: {
    items: (page) => page.list,
    pageInfo: (page) => pageInfoOf(page),
  },
};
