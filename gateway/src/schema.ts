import { typeDefs } from '@portal/schema';
import { createSchema } from 'graphql-yoga';
import { assetsResolvers } from './assets/resolvers.ts';
import type { GatewayContext, ServerContext } from './context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import { scalarResolvers } from './scalars.ts';
import { userResolvers } from './user/resolvers.ts';

/** The executable schema: the SDL of schema/ with one resolver map per domain. */
export function buildSchema() {
  const resolvers: Resolvers[] = [scalarResolvers, userResolvers, assetsResolvers];
  return createSchema<ServerContext & GatewayContext>({ typeDefs: [...typeDefs], resolvers });
}
