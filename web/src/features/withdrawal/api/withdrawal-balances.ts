import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const WithdrawalBalancesQuery = graphql(`
  query WithdrawalBalances {
    balances {
      coinName
      available
      frozen
      locked
    }
  }
`);

/** The balances, for the available and frozen lines (the cached list the dashboard's stream keeps fresh). */
export function useWithdrawalBalances() {
  return useQuery(WithdrawalBalancesQuery, { fetchPolicy: 'cache-and-network' });
}
