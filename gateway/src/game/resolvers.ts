import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { accountAnswer, betFlowAnswer, GAME_PATHS, launchAnswer, listAnswer, receiptAnswer, transfersAnswer } from './upstream.ts';

/** The Hash Kingdom game area (schema/game.graphql): thin calls of the platform's game paths. */
export const gameResolvers: Resolvers = {
  Query: {
    gameAccount: (_parent, _args, { upstream }) => upstream.member(GAME_PATHS.info, {}, accountAnswer),
    gameBetFlow: (_parent, _args, { upstream }) => upstream.member(GAME_PATHS.betFlow, {}, betFlowAnswer),
    gameTransfers: (_parent, { page }, { upstream, locale }) => upstream.member(GAME_PATHS.transfers, pageArgs(page, locale), transfersAnswer),
    launchGames: (_parent, _args, { upstream }) => upstream.member(GAME_PATHS.launchGames, {}, listAnswer),
    appMedia: (_parent, _args, { upstream }) => upstream.member(GAME_PATHS.media, {}, listAnswer),
  },

  Mutation: {
    registerGameAccount: (_parent, _args, { upstream }) => upstream.member(GAME_PATHS.register, {}, accountAnswer),
    bindGameAddress: (_parent, { input }, { upstream }) => upstream.member(GAME_PATHS.bind, { address: input.address }, accountAnswer),
    gameLogin: (_parent, _args, { upstream }) => upstream.member(GAME_PATHS.login, {}, launchAnswer),
    transferGameWallet: (_parent, { input }, { upstream }) =>
      upstream.member(GAME_PATHS.transfer, { direction: input.direction, amount: input.amount, requestId: input.requestId }, receiptAnswer),
  },

  GameTransferPage: {
    items: (page) => page.list,
    pageInfo: (page) => pageInfoOf(page),
  },
};
