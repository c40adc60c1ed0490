import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const KycStatusQuery = graphql(`
  query KycStatus {
    me {
      id
      kycStatus
    }
  }
`);

/** The member's identity verification state, as the profile carries it (asked again on each visit: an operator decides meanwhile). */
export function useKycStatus() {
  return useQuery(KycStatusQuery, { fetchPolicy: 'cache-and-network' });
}
