import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import type { TransferConfigsQuery } from '@/generated/graphql';
import { BalancesQuery } from '@/lib/balances';
import { compareDecimal, isDecimal } from '@/lib/decimal';
import { amountField, requiredText } from '@/lib/validation';
import { TransferOrdersQuery } from './transfer-orders';

type Config = TransferConfigsQuery['transferConfigs'][number];

/**
 * The transfer form: recipient, an open credit, an amount ≥ its minimum and, once the balance is
 * known, not above what is available (a courtesy: the platform decides). The review step asks
 * for the transaction password.
 */
export function transferSchema(configs: readonly Config[], availableOf: (coin: string) => string | undefined = () => undefined) {
  return z
    .object({
      toUser: requiredText,
      coinName: z.string().min(1, 'validation.required'),
      amount: amountField,
    })
    .superRefine((value, ctx) => {
      const config = configs.find((item) => item.coinName === value.coinName);
      if (config && isDecimal(value.amount) && compareDecimal(value.amount, config.minAmount) < 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amountBelowMinimum' });
        return;
      }
      const available = availableOf(value.coinName);
      if (available !== undefined && isDecimal(value.amount) && compareDecimal(value.amount, available) > 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amountAboveAvailable' });
      }
    });
}
export type TransferForm = z.infer<ReturnType<typeof transferSchema>>;
/** The form's fields a refusal is shown beside (the review step shows the transaction password's). */
export const TRANSFER_FIELDS = ['toUser', 'coinName', 'amount'] as const satisfies readonly (keyof TransferForm)[];

const TransferMutation = graphql(`
  mutation Transfer($input: TransferInput!) {
    transfer(input: $input) {
      id
      actualAmount
      counterpartyUserName
    }
  }
`);

export function useTransfer() {
  return useMutation(TransferMutation, {
    refetchQueries: [TransferOrdersQuery, BalancesQuery],
    awaitRefetchQueries: true,
  });
}
