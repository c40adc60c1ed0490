import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const BalancesQuery = graphql(`
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

/**
 * The member's seven balances: loaded once, then pushed by the gateway's `balancesChanged`
 * stream (no client-side timers); each push replaces the cached list.
 */
export function useLiveBalances() {
  const query = useQuery(BalancesQuery);
  useSubscription(BalancesChangedSubscription, {
    onData: ({ client, data }) => {
      const balances = data.data?.balancesChanged;
      if (balances) client.writeQuery({ query: BalancesQuery, data: { balances } });
    },
  });
  return query;
}
