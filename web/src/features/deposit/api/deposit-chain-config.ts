import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const DepositChainConfigQuery = graphql(`
  query DepositChainConfig {
    depositChainConfig {
      coin
      network
      address
      minAmount
      multiple
    }
  }
`);

/** Where to send USDT on chain and the amounts accepted (`address` is null while closed). */
export function useDepositChainConfig() {
  return useQuery(DepositChainConfigQuery, { fetchPolicy: 'cache-and-network' });
}
