import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const DepositGuideQuery = graphql(`
  query DepositGuide {
    depositGuide {
      expectedReviewSeconds
      approvedAutomatically
      supportContact
    }
  }
`);

/** What happens next with a deposit (the platform's settings): the review time and the support contact. */
export function useDepositGuide() {
  return useQuery(DepositGuideQuery, { fetchPolicy: 'cache-first' });
}
