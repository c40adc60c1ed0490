import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const BankDepositQuoteQuery = graphql(`
  query BankDepositQuote($channelId: ID!, $amount: Decimal!) {
    bankDepositQuote(channelId: $channelId, amount: $amount) {
      channelId
      currency
      exchangeRate
      amount
      localAmount
    }
  }
`);

/**
 * What `amount` USD costs in the channel's currency, as the platform computes it and records it on
 * the order: the form shows it, never a product of its own. Always asked of the server, since an
 * operator may change the channel's rate at any time.
 */
export function useBankDepositQuote(request: { channelId: string; amount: string } | undefined) {
  return useQuery(BankDepositQuoteQuery, request ? { variables: request, fetchPolicy: 'network-only' } : skipToken);
}
