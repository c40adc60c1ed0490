import { typeDefs } from '@portal/schema';
import { parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { accountResolvers } from './account/resolvers.ts';
import { assetsResolvers } from './assets/resolvers.ts';
import type { GatewayContext, ServerContext } from './context.ts';
import { claimResolvers } from './claim/resolvers.ts';
import { convertResolvers } from './convert/resolvers.ts';
import { demoResolvers } from './demo/resolvers.ts';
import { depositResolvers } from './deposit/resolvers.ts';
import { entrustResolvers } from './entrust/resolvers.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import { insuranceResolvers } from './insurance/resolvers.ts';
import { kycResolvers } from './kyc/resolvers.ts';
import { notificationResolvers } from './notification/resolvers.ts';
import { securityResolvers } from './security/resolvers.ts';
import { otcResolvers } from './otc/resolvers.ts';
import { pinCodeResolvers } from './pin-code/resolvers.ts';
import { commitmentResolvers } from './commitment/resolvers.ts';
import { jackpotResolvers } from './jackpot/resolvers.ts';
import { gameResolvers } from './game/resolvers.ts';
import { scalarResolvers } from './scalars.ts';
import { teamResolvers } from './team/resolvers.ts';
import { transferResolvers } from './transfer/resolvers.ts';
import { userResolvers } from './user/resolvers.ts';
import { withdrawalResolvers } from './withdrawal/resolvers.ts';

let memberSchema: ReturnType<typeof createMemberSchema> | undefined;

/**
 * The executable schema: the SDL of schema/ with one resolver map per domain. Made once per
 * process: the resolver maps hold nothing of a gateway's own (what a call needs comes in its
 * context), so every gateway a process builds shares it (the test suites build a hundred; a
 * build is 60–120 ms of processor time).
 */
export function executableSchema() {
  return (memberSchema ??= createMemberSchema());
}

function createMemberSchema() {
  const resolvers: Resolvers[] = [
    scalarResolvers,
    userResolvers,
    assetsResolvers,
    accountResolvers,
    convertResolvers,
    transferResolvers,
    depositResolvers,
    withdrawalResolvers,
    insuranceResolvers,
    entrustResolvers,
    claimResolvers,
    teamResolvers,
    kycResolvers,
    pinCodeResolvers,
    otcResolvers,
    commitmentResolvers,
    jackpotResolvers,
    gameResolvers,
    notificationResolvers,
    securityResolvers,
    demoResolvers,
  ];
  // Parsed without source locations: the schema keeps its AST for the life of the process, and
  // the locations of the SDL's every token (1.7 MB of heap) serve nothing once it is built.
  return createSchema<ServerContext & GatewayContext>({ typeDefs: typeDefs.map((sdl) => parse(sdl, { noLocation: true })), resolvers });
}
