import { readPicture } from '../deposit/receipt.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { CLAIM_ROUTES } from './upstream.ts';

export const claimResolvers: Resolvers = {
  Query: {
    claims: (_parent, { filter, page }, { upstream, locale }) =>
      upstream.member(CLAIM_ROUTES.claims, { ...(filter?.status ? { status: filter.status } : {}), ...pageArgs(page, locale) }),
  },

  Mutation: {
    fileClaim: async (_parent, { input, screenshot }, { upstream, locale }) => {
      // The picture is checked (size, type by content) before the platform is called.
      const { file, sha256 } = await readPicture(screenshot, locale, 'screenshot');
      return upstream.memberMultipart(
        CLAIM_ROUTES.file,
        { premiumId: input.premiumId, tradeOrder: input.tradeOrder, requestId: input.requestId, screenshotSha256: sha256 },
        [file],
      );
    },
  },

  ClaimPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
