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
 *
 * Never merged with a quote already on its way: the form asks for a new quote 300 ms after a
 * withdrawal empties it, and a member who cancels within that time would otherwise get the
 * answer to the question asked before the cancel ("today's withdrawal is used") as the answer
 * to the refetch after it. Each ask is its own request, and the newest answer is the one shown.
 */
export function useWithdrawalQuote(amount: string | null) {
  return useQuery(WithdrawalQuoteQuery, { variables: { amount }, fetchPolicy: 'network-only', context: { queryDeduplication: false } });
}
