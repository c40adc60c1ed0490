import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import type { WalletBalancesQuery as WalletBalancesResult } from '@/generated/graphql';

export const WalletBalancesQuery = graphql(`
  query WalletBalances {
    balances {
      coinName
      available
      frozen
      locked
    }
  }
`);

/** The member's seven balances, loaded once; `useWalletBalancesChanged` keeps them fresh. */
export function useWalletBalances() {
  return useQuery(WalletBalancesQuery);
}

export type WalletBalance = WalletBalancesResult['balances'][number];
