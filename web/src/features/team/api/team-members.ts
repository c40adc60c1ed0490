import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import type { TeamMembersQuery as TeamMembersResult } from '@/generated/graphql';

export type TeamMember = TeamMembersResult['teamMembers']['items'][number];

/** Members per page, in the tree and in search results. */
export const TEAM_PAGE_SIZE = 20;
/** The longest search the form sends. */
export const SEARCH_MAX = 64;

const TeamMembersQuery = graphql(`
  query TeamMembers($filter: TeamMemberFilter, $page: PageInput) {
    teamMembers(filter: $filter, page: $page) {
      items {
        id
        userName
        level
        depth
        personalVolume
        teamVolume
        directCount
        createdAt
      }
      pageInfo {
        pageNum
        pageSize
        total
        hasNextPage
      }
    }
  }
`);

/** One page of the direct referrals of `parentId` (the viewer's own when undefined): the tree a level at a time. */
export function useDirectReferrals(parentId: string | undefined, pageNum: number) {
  return useQuery(TeamMembersQuery, {
    variables: { filter: parentId ? { parentId } : {}, page: { pageNum, pageSize: TEAM_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
}

/** One page of the downline members whose user name contains `keyword` (or whose ID it is). */
export function useTeamSearch(keyword: string, pageNum: number) {
  return useQuery(TeamMembersQuery, {
    variables: { filter: { keyword }, page: { pageNum, pageSize: TEAM_PAGE_SIZE } },
    skip: keyword === '',
    fetchPolicy: 'cache-and-network',
  });
}
