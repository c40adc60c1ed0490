import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

// Returns the profile, so the cached User (and every screen showing it) updates itself.
const SetAgreedToTermsMutation = graphql(`
  mutation SetAgreedToTerms($input: SetAgreedToTermsInput!) {
    setAgreedToTerms(input: $input) {
      id
      agreedToTerms
    }
  }
`);

export function useSetAgreedToTerms() {
  return useMutation(SetAgreedToTermsMutation);
}
