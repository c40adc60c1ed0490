import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BankAccountsQuery } from './bank-accounts';

const DeleteBankAccountMutation = graphql(`
  mutation DeleteBankAccount($id: ID!, $totpCode: String) {
    deleteBankAccount(id: $id, totpCode: $totpCode)
  }
`);

export function useDeleteBankAccount() {
  return useMutation(DeleteBankAccountMutation, { refetchQueries: [BankAccountsQuery], awaitRefetchQueries: true });
}
