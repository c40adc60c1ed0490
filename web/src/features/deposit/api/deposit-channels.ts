import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const DepositChannelsQuery = graphql(`
  query DepositChannels {
    depositChannels {
      id
      channelName
      bankName
      accountName
      accountNumber
      currency
      exchangeRate
      minAmount
      multiple
    }
  }
`);

/** The bank channels a deposit can be paid into, with their rates and limits. */
export function useDepositChannels() {
  return useQuery(DepositChannelsQuery, { fetchPolicy: 'cache-and-network' });
}
