import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const OrganizationQuery = graphql(`
  query Organization($id: ID!) {
    organization(id: $id) {
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
      levelCounts {
        level
        count
      }
    }
  }
`);

/** The organization of one member of the downline (the platform refuses anyone else). */
export function useOrganization(id: string) {
  return useQuery(OrganizationQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
}
