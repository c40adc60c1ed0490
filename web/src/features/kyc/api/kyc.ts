import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const KycQuery = graphql(`
  query Kyc {
    kyc {
      status
      canSubmit
      reason
      idNumber
      submittedAt
      reviewedAt
    }
  }
`);

/** Where the member's identity verification stands (asked again each time the screen opens: an operator decides meanwhile). */
export function useKyc() {
  return useQuery(KycQuery, { fetchPolicy: 'cache-and-network' });
}
