import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { WITHDRAWAL_REFETCH } from './withdraw-on-chain';

const CancelWithdrawalMutation = graphql(`
  mutation CancelWithdrawal($id: ID!) {
    cancelWithdrawal(id: $id) {
      id
      status
    }
  }
`);

/** Cancels an order still waiting for review; the frozen amount returns to the balance. */
export function useCancelWithdrawal() {
  return useMutation(CancelWithdrawalMutation, { refetchQueries: WITHDRAWAL_REFETCH, awaitRefetchQueries: true });
}
