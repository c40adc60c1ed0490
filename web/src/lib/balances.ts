// The member's seven balances, read by the dashboard, the wallet and the money screens: loaded
// once, then pushed by the gateway's `balancesChanged` stream (no client-side timer), which the
// shell keeps open once for every screen. Every screen reads the one cached list, so a change
// shows wherever the member is; records and histories ask again when it reports a change.
import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from './shell-queries';
import type { BalancesQuery as BalancesResult } from '@/generated/graphql';

export { BalancesQuery };

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

type Listener = () => void;
const balanceListeners = new Set<Listener>();

/** Mounted once, in the shell: each push replaces the cached list and tells the listeners. */
export function useBalancesFeed(): void {
  useSubscription(BalancesChangedSubscription, {
    // The feed writes into the cache, whose readers re-render; the shell that holds it must not
    // (each push would render every screen again).
    ignoreResults: true,
    onData: ({ client, data }) => {
      const balances = data.data?.balancesChanged;
      if (!balances) return;
      client.writeQuery({ query: BalancesQuery, data: { balances } });
      for (const listener of balanceListeners) listener();
    },
  });
}

/** Calls `listener` whenever the balance feed reports a change; returns the unsubscribe. */
export function onBalancesChanged(listener: Listener): () => void {
  balanceListeners.add(listener);
  return () => balanceListeners.delete(listener);
}

/**
 * A record list or history asks again when the balance feed reports a change (a deposit
 * credited, a withdrawal paid): pass the query's `refetch`.
 */
export function useRefetchOnBalanceChange(refetch: () => unknown, skip = false): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (skip) return undefined;
    return onBalancesChanged(() => void latest.current());
  }, [skip]);
}

/** The balances, kept live by the shell's feed; each push replaces the cached list. */
export function useLiveBalances() {
  return useQuery(BalancesQuery, { fetchPolicy: 'cache-and-network' });
}
