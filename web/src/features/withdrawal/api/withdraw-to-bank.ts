import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { WITHDRAWAL_REFETCH } from './withdraw-on-chain';

const WithdrawToBankMutation = graphql(`
  mutation WithdrawToBank($input: WithdrawToBankInput!) {
    withdrawToBank(input: $input) {
      id
      amount
      status
      approvalDate
    }
  }
`);

/** The same form as on-chain (`withdrawalFormSchema`), to one of the member's bank accounts. */
export function useWithdrawToBank() {
  return useMutation(WithdrawToBankMutation, { refetchQueries: WITHDRAWAL_REFETCH, awaitRefetchQueries: true });
}
