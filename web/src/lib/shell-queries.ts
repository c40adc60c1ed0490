// The two queries a signed-in first screen starts with, kept apart from their Apollo hooks
// (lib/profile.ts, lib/balances.ts) so the page can ask for them before the app has loaded
// (lib/prefetch.ts): no GraphQL client here, only the documents.
import { graphql } from '@/generated/gql';

export const ProfileQuery = graphql(`
  query Profile {
    me {
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

export const BalancesQuery = graphql(`
  query Balances {
    balances {
      coinName
      available
      frozen
      locked
    }
  }
`);
