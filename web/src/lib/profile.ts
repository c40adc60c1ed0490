// The logged-in member's profile: read by the shell (menus, account info) and the dashboard,
// kept fresh by the gateway's `profileChanged` subscription (the shell subscribes once; the
// result lands in the normalized cache under User:<id>, so every reader updates).
import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { ProfileQuery } from './shell-queries';

export { ProfileQuery };

const ProfileChangedSubscription = graphql(`
  subscription ProfileChanged {
    profileChanged {
      id
      userName
      countryCode
      referralId
      level
      levelName
      commitmentPackageEnabled
      otcEnabled
      matchingCodeEnabled
      agreedToTerms
    }
  }
`);

export function useProfile() {
  return useQuery(ProfileQuery);
}

/** Mounted once, in the shell: live profile updates for the whole app. */
export function useLiveProfile(): void {
  useSubscription(ProfileChangedSubscription, {
    // Written into the cache, whose readers re-render; not the shell that holds the feed.
    ignoreResults: true,
    onData: ({ client, data }) => {
      const profile = data.data?.profileChanged;
      if (profile) client.writeQuery({ query: ProfileQuery, data: { me: profile } });
    },
  });
}
