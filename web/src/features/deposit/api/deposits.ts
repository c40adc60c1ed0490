import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { useRefetchOnBalanceChange } from '@/lib/balances';
import type { DepositKind } from '@/generated/graphql';

export const DEPOSIT_PAGE_SIZE = 10;

export const DepositsQuery = graphql(`
  query Deposits($kind: DepositKind, $page: PageInput) {
    deposits(filter: { kind: $kind }, page: $page) {
      items {
        id
        kind
        amount
        hash
        paymentReference
        channelName
        bankName
        currency
        exchangeRate
        localAmount
        status
        reason
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

/** One kind of the member's deposit orders, newest first, a page at a time. */
export function useDeposits(kind: DepositKind, pageNum: number) {
  const query = useQuery(DepositsQuery, {
    variables: { kind, page: { pageNum, pageSize: DEPOSIT_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  // A balance change (credited, paid, converted) means new rows: ask again.
  useRefetchOnBalanceChange(query.refetch);
  return query;
}
