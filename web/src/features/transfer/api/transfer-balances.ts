import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const TransferBalancesQuery = graphql(`
  query TransferBalances {
    balances {
      coinName
      available
      frozen
      locked
    }
  }
`);

export function useTransferBalances() {
  return useQuery(TransferBalancesQuery, { fetchPolicy: 'cache-and-network' });
}
