// What holds a member's frozen and locked amounts (the gateway's `holds`), read by the dashboard
// and the wallet when the member opens an amount. Always asked afresh: a hold changes with every
// review, offer and redeem, and the list must add up to the balance shown next to it.
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import type { CoinName, HoldsQuery } from '@/generated/graphql';

const HoldsListQuery = graphql(`
  query Holds($coinName: CoinName) {
    holds(coinName: $coinName) {
      kind
      coinName
      state
      amount
      since
      until
      reference
      path
    }
  }
`);

export type Hold = HoldsQuery['holds'][number];
export type HeldState = Hold['state'];

export function useHolds(coinName: CoinName, skip: boolean) {
  return useQuery(HoldsListQuery, { variables: { coinName }, fetchPolicy: 'network-only', skip });
}
