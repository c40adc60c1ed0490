import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import type { CoinName } from '@/generated/graphql';

export const TransferQuoteQuery = graphql(`
  query TransferQuote($coinName: CoinName!, $amount: Decimal!) {
    transferQuote(coinName: $coinName, amount: $amount) {
      coinName
      amount
      feeRatio
      fee
      received
      minAmount
      belowMinimum
    }
  }
`);

/**
 * The platform's figures for transferring `amount` (the fee, what the recipient receives): the
 * review shows them, never a sum of its own. Always asked of the server, since an operator may
 * change the fee at any time.
 */
export function useTransferQuote(request: { coinName: CoinName; amount: string } | undefined) {
  return useQuery(TransferQuoteQuery, request ? { variables: request, fetchPolicy: 'network-only' } : skipToken);
}
