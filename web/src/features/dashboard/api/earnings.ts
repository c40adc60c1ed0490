import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

/** What the member earned each GMT+8 day of the last 30, by kind, in USDT (the platform's `earnings`). */
export const EarningsQuery = graphql(`
  query Earnings {
    earnings {
      unit
      from
      to
      days {
        day
        profit
        bonus
      }
      totals {
        profit
        bonus
      }
      leftOut
      nextProfitAt
    }
  }
`);

export function useEarnings() {
  return useQuery(EarningsQuery, { fetchPolicy: 'cache-and-network' });
}
