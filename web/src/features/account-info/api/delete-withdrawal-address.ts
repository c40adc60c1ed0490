import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { WithdrawalAddressesQuery } from './withdrawal-addresses';

const DeleteWithdrawalAddressMutation = graphql(`
  mutation DeleteWithdrawalAddress($id: ID!, $totpCode: String) {
    deleteWithdrawalAddress(id: $id, totpCode: $totpCode)
  }
`);

export function useDeleteWithdrawalAddress() {
  return useMutation(DeleteWithdrawalAddressMutation, {
    refetchQueries: [WithdrawalAddressesQuery],
    awaitRefetchQueries: true,
  });
}
