import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

// Returns the profile, so the cached User (and every screen showing it) updates itself.
const SetAgreeStatusMutation = graphql(`
  mutation SetAgreeStatus($agreed: Boolean!) {
    setAgreeStatus(agreed: $agreed) {
      id
      agreedToTerms
    }
  }
`);

export function useSetAgreeStatus() {
  return useMutation(SetAgreeStatusMutation);
}
