import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const WithdrawalAddressesQuery = graphql(`
  query WithdrawalAddresses {
    withdrawalAddresses {
      id
      network
      address
      label
      usableFrom
      usable
      createdAt
    }
  }
`);

export function useWithdrawalAddresses() {
  return useQuery(WithdrawalAddressesQuery, { fetchPolicy: 'cache-and-network' });
}
