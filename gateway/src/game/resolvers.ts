import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { GAME_ROUTES } from './upstream.ts';

/** The Hash Kingdom game area (schema/game.graphql): thin calls of the platform's game paths. */
export const gameResolvers: Resolvers = {
  Query: {
    gameAccount: (_parent, _args, { upstream }) => upstream.member(GAME_ROUTES.info, {}),
    gameBetFlow: (_parent, _args, { upstream }) => upstream.member(GAME_ROUTES.betFlow, {}),
    gameTransfers: (_parent, { page }, { upstream, locale }) => upstream.member(GAME_ROUTES.transfers, pageArgs(page, locale)),
    launchGames: (_parent, _args, { upstream }) => upstream.member(GAME_ROUTES.launchGames, {}),
    appMedia: (_parent, _args, { upstream }) => upstream.member(GAME_ROUTES.media, {}),
  },

  Mutation: {
    registerGameAccount: (_parent, _args, { upstream }) => upstream.member(GAME_ROUTES.register, {}),
    bindGameAddress: (_parent, { input }, { upstream }) => upstream.member(GAME_ROUTES.bind, { address: input.address }),
    gameLogin: (_parent, _args, { upstream }) => upstream.member(GAME_ROUTES.login, {}),
    transferGameWallet: (_parent, { input }, { upstream }) =>
      upstream.member(GAME_ROUTES.transfer, { direction: input.direction, amount: input.amount, requestId: input.requestId }),
  },

  GameTransferPage: {
    items: (page) => page.list,
    pageInfo: (page) => pageInfoOf(page),
  },
};
