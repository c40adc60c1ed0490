import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';
import { ConvertOrdersQuery } from './convert-orders';

const CancelConvertMutation = graphql(`
  mutation CancelConvert($id: ID!) {
    cancelConvert(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

export function useCancelConvert() {
  return useMutation(CancelConvertMutation, { refetchQueries: [ConvertOrdersQuery, BalancesQuery] });
}
