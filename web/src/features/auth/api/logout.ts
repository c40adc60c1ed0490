import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/generated/gql';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Ends the session on the server by its token. The tab has already let go of it
 * (hooks/use-logout.ts), so the token is given here rather than read from the session.
 */
export function endSessionOnServer(client: ApolloClient, token: string) {
  return client.mutate({ mutation: LogoutMutation, context: { headers: { authorization: `Bearer ${token}` } } });
}
