import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const TransferConfigsQuery = graphql(`
  query TransferConfigs {
    transferConfigs {
      coinName
      minAmount
      feeRatio
      enabled
    }
  }
`);

export function useTransferConfigs() {
  return useQuery(TransferConfigsQuery, { fetchPolicy: 'cache-and-network' });
}
