import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const WithdrawableConvertPairsQuery = graphql(`
  query WithdrawableConvertPairs {
    convertConfigs {
      fromCoin
      toCoin
      feeRatio
      minAmount
      enabled
    }
  }
`);

/** The convert pairs, for the way from Bonus to Withdrawable (the platform's configuration). */
export function useWithdrawableConvertPairs(skip: boolean) {
  return useQuery(WithdrawableConvertPairsQuery, { fetchPolicy: 'cache-and-network', skip });
}
