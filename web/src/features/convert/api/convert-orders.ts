import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { useRefetchOnBalanceChange } from '@/lib/balances';

export const CONVERT_PAGE_SIZE = 10;

export const ConvertOrdersQuery = graphql(`
  query ConvertOrders($page: PageInput) {
    convertOrders(page: $page) {
      items {
        id
        fromCoin
        toCoin
        amount
        fee
        rate
        toAmount
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

export function useConvertOrders(pageNum: number) {
  const query = useQuery(ConvertOrdersQuery, {
    variables: { page: { pageNum, pageSize: CONVERT_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  // A balance change (credited, paid, converted) means new rows: ask again.
  useRefetchOnBalanceChange(query.refetch);
  return query;
}
