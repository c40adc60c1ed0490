import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const WithdrawalConfigsQuery = graphql(`
  query WithdrawalConfigs {
    withdrawalConfigs {
      kind
      coinName
      feeType
      fee
      minAmount
      maxAmount
      multiple
      dailyLimit
      approvalText
    }
  }
`);

/** The terms of both kinds of withdrawal, with the review note in the member's language. */
export function useWithdrawalConfig() {
  return useQuery(WithdrawalConfigsQuery, { fetchPolicy: 'cache-and-network' });
}
