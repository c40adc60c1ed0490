import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import type { CoinName } from '@/generated/graphql';

export const ConvertQuoteQuery = graphql(`
  query ConvertQuote($fromCoin: CoinName!, $toCoin: CoinName!, $amount: Decimal!) {
    convertQuote(fromCoin: $fromCoin, toCoin: $toCoin, amount: $amount) {
      fromCoin
      toCoin
      amount
      rate
      feeRatio
      fee
      toAmount
      minAmount
      belowMinimum
      heldForReview
    }
  }
`);

/**
 * The platform's figures for converting `amount` (the fee, what arrives, whether it waits for a
 * review): the screens show them, never a sum of their own. Skipped until there is an amount to
 * quote; always asked of the server, since an operator may change a pair's rate at any time.
 */
export function useConvertQuote(request: { fromCoin: CoinName; toCoin: CoinName; amount: string } | undefined) {
  return useQuery(ConvertQuoteQuery, request ? { variables: request, fetchPolicy: 'network-only' } : skipToken);
}
