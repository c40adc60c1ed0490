import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const WithdrawalChainAddressesQuery = graphql(`
  query WithdrawalChainAddresses {
    withdrawalAddresses {
      id
      network
      address
      label
      usableFrom
      usable
    }
  }
`);

/** The member's wallet addresses, the destinations of an on-chain withdrawal, with their cooling. */
export function useWithdrawalChainAddresses() {
  return useQuery(WithdrawalChainAddressesQuery, { fetchPolicy: 'cache-and-network' });
}
