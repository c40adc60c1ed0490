import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { useRefetchOnBalanceChange } from '@/lib/balances';
import type { RecordFilter } from '@/generated/graphql';

/** Largest page a member can ask for (the schema allows 1–100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

const RecordsQuery = graphql(`
  query Records($filter: RecordFilter, $page: PageInput) {
    records(filter: $filter, page: $page) {
      items {
        id
        receiptNumber
        transactionNumber
        coinName
        recordType
        recordTypeName
        amount
        fee
        actualAmount
        status
        reason
        hash
        remark
        note {
          kind
          fromCoin
          toCoin
          orderId
          counterparty
          destination
          packageName
          targetPackageName
          round
          tradeOrder
          firstTicket
          lastTicket
          quantity
          day
          depth
          text
        }
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

export function useRecords(filter: RecordFilter, pageNum: number, pageSize: number, skip: boolean) {
  const query = useQuery(RecordsQuery, {
    variables: { filter, page: { pageNum, pageSize } },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  // A balance change (credited, paid, converted) means new rows: ask again.
  useRefetchOnBalanceChange(query.refetch, skip);
  return query;
}
