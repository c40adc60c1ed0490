import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { localizedLevelName } from '../user/level-directory.ts';
import { TEAM_ROUTES, type UpstreamTeamMember } from './upstream.ts';

/** The member part of an organization answer. */
const memberOf = (answer: UpstreamTeamMember): UpstreamTeamMember => answer;

export const teamResolvers: Resolvers = {
  Query: {
    myOrganization: (_parent, _args, { upstream }) => upstream.member(TEAM_ROUTES.myOrganization, {}),
    organization: (_parent, { id }, { upstream }) => upstream.member(TEAM_ROUTES.organization, { userId: id }),
    teamMembers: (_parent, { filter, page }, { upstream, locale }) => {
      const paging = pageArgs(page, locale);
      if (filter?.keyword !== undefined && filter.keyword !== null) {
        return upstream.member(TEAM_ROUTES.search, { keyword: filter.keyword, ...paging });
      }
      return upstream.member(TEAM_ROUTES.children, { ...(filter?.parentId ? { userId: filter.parentId } : {}), ...paging });
    },
    ranks: (_parent, _args, { upstream }) => upstream.member(TEAM_ROUTES.ranks, {}),
    bonusEarned: (_parent, { filter }, { upstream }) =>
      upstream.member(TEAM_ROUTES.bonusEarned, { ...(filter?.from ? { startTime: filter.from } : {}), ...(filter?.to ? { endTime: filter.to } : {}) }),
  },

  TeamMember: {
    id: (member) => member.userId,
  },

  TeamMemberPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },

  Organization: {
    member: memberOf,
  },

  MyOrganization: {
    member: memberOf,
  },

  Rank: {
    name: (rank, _args, { locale }) => localizedLevelName(rank, locale),
  },

  BonusEarned: {
    byType: (earned) => earned.list,
  },
};
