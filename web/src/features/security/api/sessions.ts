// The member's live sessions and sign-in history (docs/security.md).
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const MemberSessionsQuery = graphql(`
  query MemberSessions {
    memberSessions {
      id
      current
      browser
      os
      kind
      userAgent
      address
      startedAt
      lastSeenAt
    }
  }
`);

const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id) {
      id
      current
      browser
      os
      kind
      userAgent
      address
      startedAt
      lastSeenAt
    }
  }
`);

const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

export const SignInHistoryQuery = graphql(`
  query SignInHistory($page: PageInput) {
    signInHistory(page: $page) {
      items {
        id
        outcome
        browser
        os
        kind
        userAgent
        address
        at
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

/** Asked again each time the page opens: sessions come and go on other devices. */
export function useMemberSessions() {
  return useQuery(MemberSessionsQuery, { fetchPolicy: 'cache-and-network' });
}

/** Ends one session; the answer (the sessions left) replaces the cached list. */
export function useEndSession() {
  return useMutation(EndSessionMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: MemberSessionsQuery, data: { memberSessions: data.endSession } });
    },
  });
}

export function useEndOtherSessions() {
  return useMutation(EndOtherSessionsMutation, { refetchQueries: [MemberSessionsQuery] });
}

export function useSignInHistory(pageNum: number, pageSize: number) {
  return useQuery(SignInHistoryQuery, { variables: { page: { pageNum, pageSize } }, fetchPolicy: 'cache-and-network' });
}
