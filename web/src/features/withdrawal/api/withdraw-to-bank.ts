import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { WITHDRAWAL_REFETCH } from './withdraw-on-chain';

const WithdrawBankMutation = graphql(`
  mutation WithdrawBank($input: WithdrawBankInput!) {
    withdrawBank(input: $input) {
      id
      amount
      status
      approvalDate
    }
  }
`);

/** The same form as on-chain (`withdrawalFormSchema`), to one of the member's bank accounts. */
export function useWithdrawBank() {
  return useMutation(WithdrawBankMutation, { refetchQueries: WITHDRAWAL_REFETCH, awaitRefetchQueries: true });
}
