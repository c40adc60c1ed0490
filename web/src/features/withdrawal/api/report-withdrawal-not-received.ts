import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { WithdrawalsQuery } from './withdrawals';

const ReportWithdrawalNotReceivedMutation = graphql(`
  mutation ReportWithdrawalNotReceived($id: ID!) {
    reportWithdrawalNotReceived(id: $id) {
      id
      status
    }
  }
`);

/** Flags a paid order that never arrived, for an operator to investigate (no money moves). */
export function useReportWithdrawalNotReceived() {
  return useMutation(ReportWithdrawalNotReceivedMutation, { refetchQueries: [WithdrawalsQuery], awaitRefetchQueries: true });
}
