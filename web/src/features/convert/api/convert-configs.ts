import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const ConvertConfigsQuery = graphql(`
  query ConvertConfigs {
    convertConfigs {
      fromCoin
      toCoin
      rate
      feeRatio
      minAmount
      reviewAbove
      enabled
    }
  }
`);

export function useConvertConfigs() {
  return useQuery(ConvertConfigsQuery, { fetchPolicy: 'cache-and-network' });
}
