import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const WithdrawalQuoteQuery = graphql(`
  query WithdrawalQuote($amount: Decimal) {
    withdrawalQuote(amount: $amount) {
      coinName
      available
      feeType
      feeValue
      amount
      fee
      actualAmount
      dailyLimit
      usedToday
      quotaFree
      quotaResetsAt
      approvalDate
    }
  }
`);

/**
 * The fee and net for `amount` (null: none typed yet), the day's quota, when it resets and the
 * review day. Always asked of the server (a cached answer could still say the quota is free);
 * the screen keeps `previousData` on show while a new amount is quoted.
 */
export function useWithdrawalQuote(amount: string | null) {
  return useQuery(WithdrawalQuoteQuery, { variables: { amount }, fetchPolicy: 'network-only' });
}
