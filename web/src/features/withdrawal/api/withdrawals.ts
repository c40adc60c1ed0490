import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { useRefetchOnBalanceChange } from '@/lib/balances';
import type { WithdrawalKind } from '@/generated/graphql';

export const WITHDRAWAL_PAGE_SIZE = 10;

export const WithdrawalsQuery = graphql(`
  query Withdrawals($kind: WithdrawalKind, $page: PageInput) {
    withdrawals(filter: { kind: $kind }, page: $page) {
      items {
        id
        kind
        amount
        fee
        actualAmount
        network
        address
        bankName
        accountName
        accountNumber
        status
        reason
        payoutHash
        approvalDate
        createdAt
      }
      pageInfo {
        pageNum
        pageSize
        total
        hasNextPage
      }
    }
  }
`);

/** One kind's orders, newest first, a page at a time. */
export function useWithdrawals(kind: WithdrawalKind, pageNum: number) {
  const query = useQuery(WithdrawalsQuery, {
    variables: { kind, page: { pageNum, pageSize: WITHDRAWAL_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  // A balance change (credited, paid, converted) means new rows: ask again.
  useRefetchOnBalanceChange(query.refetch);
  return query;
}
