import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BankAccountsQuery } from './bank-accounts';

const DeleteBankAccountMutation = graphql(`
  mutation DeleteBankAccount($id: ID!) {
    deleteBankAccount(id: $id)
  }
`);

export function useDeleteBankAccount() {
  return useMutation(DeleteBankAccountMutation, { refetchQueries: [BankAccountsQuery], awaitRefetchQueries: true });
}
