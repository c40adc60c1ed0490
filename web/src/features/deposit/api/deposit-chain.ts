import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { amountField, requiredText } from '@/lib/validation';
import { checkDepositAmount, type DepositAmountRule } from '../utils/amount-rule';
import { DepositsQuery } from './deposits';

/** A transaction hash as the platform takes it: 64 hex digits, with or without `0x`. */
export const TRANSACTION_HASH = /^(0x)?[0-9a-fA-F]{64}$/;
export const RECEIPT_NUMBER_MAX = 64;

/** The on-chain deposit form: the amount sent (≥ the minimum, in steps), its hash, the member's reference. */
export function depositChainSchema(rule: DepositAmountRule) {
  return z
    .object({
      amount: amountField,
      hash: requiredText.regex(TRANSACTION_HASH, 'deposit.validation.hash'),
      paymentReference: requiredText.max(RECEIPT_NUMBER_MAX, 'deposit.validation.receiptNumberLength'),
    })
    .superRefine((value, ctx) => checkDepositAmount(ctx, 'amount', value.amount, rule));
}
export type DepositChainForm = z.infer<ReturnType<typeof depositChainSchema>>;

const DepositChainMutation = graphql(`
  mutation DepositChain($input: DepositChainInput!) {
    depositChain(input: $input) {
      id
      status
    }
  }
`);

export function useDepositChain() {
  return useMutation(DepositChainMutation, { refetchQueries: [DepositsQuery], awaitRefetchQueries: true });
}
