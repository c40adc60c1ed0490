import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export function useLogoutMutation() {
  return useMutation(LogoutMutation);
}
