import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { WalletBalancesQuery } from './wallet-balances';

const WalletBalancesChangedSubscription = graphql(`
  subscription WalletBalancesChanged {
    balancesChanged {
      coinName
      available
      frozen
      locked
    }
  }
`);

/**
 * The gateway's `balancesChanged` stream (the current value at once, then every change; no
 * client-side timer). Each push replaces the cached list the wallet's query reads.
 */
export function useWalletBalancesChanged() {
  useSubscription(WalletBalancesChangedSubscription, {
    onData: ({ client, data }) => {
      const balances = data.data?.balancesChanged;
      if (balances) client.writeQuery({ query: WalletBalancesQuery, data: { balances } });
    },
  });
}
