import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { useRefetchOnBalanceChange } from '@/lib/balances';

export const TRANSFER_PAGE_SIZE = 10;

export const TransferOrdersQuery = graphql(`
  query Transfers($filter: TransferFilter, $page: PageInput) {
    transfers(filter: $filter, page: $page) {
      items {
        id
        direction
        coinName
        amount
        fee
        actualAmount
        counterpartyUserName
        transactionNumber
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

export function useTransferOrders(pageNum: number) {
  const query = useQuery(TransferOrdersQuery, {
    variables: { page: { pageNum, pageSize: TRANSFER_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  // A balance change (credited, paid, converted) means new rows: ask again.
  useRefetchOnBalanceChange(query.refetch);
  return query;
}
