import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import type { BonusEarnedFilter } from '@/generated/graphql';
import { useRefetchOnBalanceChange } from '@/lib/balances';

const BonusEarnedQuery = graphql(`
  query BonusEarned($filter: BonusEarnedFilter) {
    bonusEarned(filter: $filter) {
      total
      byType {
        recordType
        amount
        count
      }
    }
  }
`);

/** The bonuses earned in a period (all time without one); skipped while the period is not valid. */
export function useBonusEarned(filter: BonusEarnedFilter | null) {
  const result = useQuery(BonusEarnedQuery, {
    variables: { filter: filter ?? {} },
    skip: filter === null,
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnBalanceChange(result.refetch, filter === null);
  return result;
}
