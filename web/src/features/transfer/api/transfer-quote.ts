import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import type { CoinName } from '@/generated/graphql';
import { fieldErrorsContext } from '@/lib/field-errors';
import { TRANSFER_FIELDS } from './transfer';

export const TransferQuoteQuery = graphql(`
  query TransferQuote($coinName: CoinName!, $amount: Decimal!, $toUser: String) {
    transferQuote(coinName: $coinName, amount: $amount, toUser: $toUser) {
      coinName
      amount
      feeRatio
      fee
      received
      minAmount
      belowMinimum
      recipientUserName
    }
  }
`);

/**
 * The platform's figures for transferring `amount` (the fee, what the recipient receives) and,
 * with `toUser`, the recipient as registered: the review shows them, never a sum of its own.
 * Always asked of the server, since an operator may change the fee at any time. A refusal of
 * one of the form's fields (an unknown recipient, oneself) is the form's to show beside it.
 */
export function useTransferQuote(request: { coinName: CoinName; amount: string; toUser?: string } | undefined) {
  return useQuery(
    TransferQuoteQuery,
    request ? { variables: request, fetchPolicy: 'network-only', context: fieldErrorsContext(TRANSFER_FIELDS) } : skipToken,
  );
}
