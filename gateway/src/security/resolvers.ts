import type { Resolvers } from '../generated/resolvers-types.ts';
import { SECURITY_ROUTES } from './upstream.ts';

export const securityResolvers: Resolvers = {
  Query: {
    securityGuards: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.guards, {}),
  },
};
