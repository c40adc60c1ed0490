import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const UpdateBankAccountMutation = graphql(`
  mutation UpdateBankAccount($id: ID!, $input: BankAccountInput!) {
    updateBankAccount(id: $id, input: $input) {
      id
      bankName
      accountName
      accountNumber
      updatedAt
    }
  }
`);

export function useUpdateBankAccount() {
  return useMutation(UpdateBankAccountMutation);
}
