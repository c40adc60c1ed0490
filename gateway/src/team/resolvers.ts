import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { localizedLevelName } from '../user/level-directory.ts';
import { bonusEarnedAnswer, myOrganizationAnswer, organizationAnswer, ranksAnswer, TEAM_PATHS, teamMembersAnswer, type UpstreamTeamMember } from './upstream.ts';

/** The member part of an organization answer. */
const memberOf = (answer: UpstreamTeamMember): UpstreamTeamMember => answer;

export const teamResolvers: Resolvers = {
  Query: {
    myOrganization: (_parent, _args, { upstream }) => upstream.member(TEAM_PATHS.myOrganization, {}, myOrganizationAnswer),
    organization: (_parent, { id }, { upstream }) => upstream.member(TEAM_PATHS.organization, { userId: id }, organizationAnswer),
    teamMembers: (_parent, { filter, page }, { upstream, locale }) => {
      const paging = pageArgs(page, locale);
      if (filter?.keyword !== undefined && filter.keyword !== null) {
        return upstream.member(TEAM_PATHS.search, { keyword: filter.keyword, ...paging }, teamMembersAnswer);
      }
      return upstream.member(TEAM_PATHS.children, { ...(filter?.parentId ? { userId: filter.parentId } : {}), ...paging }, teamMembersAnswer);
    },
    ranks: (_parent, _args, { upstream }) => upstream.member(TEAM_PATHS.ranks, {}, ranksAnswer),
    bonusEarned: (_parent, { filter }, { upstream }) =>
      upstream.member(TEAM_PATHS.bonusEarned, { ...(filter?.from ? { startTime: filter.from } : {}), ...(filter?.to ? { endTime: filter.to } : {}) }, bonusEarnedAnswer),
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
