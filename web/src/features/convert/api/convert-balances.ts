import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const ConvertBalancesQuery = graphql(`
  query ConvertBalances {
    balances {
      coinName
      available
      frozen
      locked
    }
  }
`);

/** The balances, for the "available" line (the cached list the dashboard's stream keeps fresh). */
export function useConvertBalances() {
  return useQuery(ConvertBalancesQuery, { fetchPolicy: 'cache-and-network' });
}
