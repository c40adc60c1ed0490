import type { Resolvers } from '../generated/resolvers-types.ts';
import { DEMO_ROUTES } from './upstream.ts';

/** Demo mode (schema/demo.graphql). */
export const demoResolvers: Resolvers = {
  Query: {
    demoMode: (_parent, _args, { upstream }) => upstream.public(DEMO_ROUTES.mode, {}),
  },
};
