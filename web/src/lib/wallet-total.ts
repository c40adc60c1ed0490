// The member's total value in one unit, as the platform computes it (`walletTotal`): read by the
// wallet and the dashboard, asked again whenever the live balances change, so the total never
// disagrees with the balances beside it. No arithmetic here: the rule is the platform's.
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { useRefetchOnBalanceChange } from './balances';

export const WalletTotalQuery = graphql(`
  query WalletTotal {
    walletTotal {
      unit
      total
      leftOut
      change {
        since
        amount
      }
    }
  }
`);

export function useWalletTotal() {
  const query = useQuery(WalletTotalQuery, { fetchPolicy: 'cache-and-network' });
  useRefetchOnBalanceChange(query.refetch);
  return query;
}
