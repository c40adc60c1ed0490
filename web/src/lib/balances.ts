// The member's seven balances, read by the dashboard, the wallet and the money screens: loaded
// once, then pushed by the gateway's `balancesChanged` stream (no client-side timer). Every
// screen reads the one cached list, so a change shows wherever the member is.
import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import type { BalancesQuery as BalancesResult } from '@/generated/graphql';

export const BalancesQuery = graphql(`
  query Balances {
    balances {
      coinName
      available
      frozen
      locked
    }
  }
`);

const BalancesChangedSubscription = graphql(`
  subscription BalancesChanged {
    balancesChanged {
      coinName
      available
      frozen
      locked
    }
  }
`);

export type Balance = BalancesResult['balances'][number];

/** The balances, kept live while the screen is shown; each push replaces the cached list. */
export function useLiveBalances() {
  const query = useQuery(BalancesQuery, { fetchPolicy: 'cache-and-network' });
  useSubscription(BalancesChangedSubscription, {
    onData: ({ client, data }) => {
      const balances = data.data?.balancesChanged;
      if (balances) client.writeQuery({ query: BalancesQuery, data: { balances } });
    },
  });
  return query;
}
