import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const MyOrganizationQuery = graphql(`
  query MyOrganization {
    myOrganization {
      member {
        id
        userName
        level
        depth
        personalVolume
        teamVolume
        directCount
        createdAt
      }
      teamCount
      activeDirectCount
      levelCounts {
        level
        count
      }
      nextRank {
        level
        requirements {
          name
          have
          need
          met
        }
      }
    }
  }
`);

/** The member's own organization and their progress toward the next rank. */
export function useMyOrganization() {
  return useQuery(MyOrganizationQuery, { fetchPolicy: 'cache-and-network' });
}
