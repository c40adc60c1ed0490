import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';
import { amountField } from '@/lib/validation';
import { amountProblem, type AmountTerms } from '../utils/withdrawal-rules';
import { WithdrawalQuoteQuery } from './withdrawal-quote';
import { WithdrawalsQuery } from './withdrawals';

/**
 * The withdrawal form of both tabs: a destination (a wallet address or a bank account) and an
 * amount above 0 with at most 8 places, within the terms, above the platform's quoted fee (once
 * its quote for that amount has come) and within the available balance. The platform checks
 * every rule again.
 */
export function withdrawalFormSchema(terms: AmountTerms | undefined, available: string | undefined, quotedFee: (amount: string) => string | undefined = () => undefined) {
  return z
    .object({
      destinationId: z.string().min(1, 'withdrawal.chooseDestination'),
      amount: amountField,
    })
    .superRefine((value, ctx) => {
      const problem = terms ? amountProblem(value.amount, terms, available, quotedFee(value.amount)) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}
export type WithdrawalForm = z.infer<ReturnType<typeof withdrawalFormSchema>>;
/** The form's fields a refusal is shown beside: the input's address or bank account is its destination. */
export const WITHDRAWAL_FIELDS = ['destinationId', 'amount'] as const satisfies readonly (keyof WithdrawalForm)[];
export const WITHDRAWAL_FIELD_OF = { addressId: 'destinationId', bankAccountId: 'destinationId' } as const;

/** After an order is made, cancelled or reported: the lists, the quota and the balances change. */
export const WITHDRAWAL_REFETCH = [WithdrawalsQuery, WithdrawalQuoteQuery, BalancesQuery];

const WithdrawChainMutation = graphql(`
  mutation WithdrawChain($input: WithdrawChainInput!) {
    withdrawChain(input: $input) {
      id
      amount
      status
      approvalDate
    }
  }
`);

export function useWithdrawChain() {
  return useMutation(WithdrawChainMutation, { refetchQueries: WITHDRAWAL_REFETCH, awaitRefetchQueries: true });
}
