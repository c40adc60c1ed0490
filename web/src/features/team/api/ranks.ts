import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

// Names come from the catalogues (lib/ranks.ts), in every language: only the rules are asked.
const RanksQuery = graphql(`
  query Ranks {
    ranks {
      level
      personalVolume
      teamVolume
      directReferrals
    }
  }
`);

/** The rank ladder with each rank's requirements. */
export function useRanks() {
  return useQuery(RanksQuery);
}
