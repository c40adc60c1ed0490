import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import type { ConvertConfigsQuery } from '@/generated/graphql';
import { BalancesQuery } from '@/lib/balances';
import { compareDecimal, isDecimal } from '@/lib/decimal';
import { amountField } from '@/lib/validation';
import { ConvertOrdersQuery } from './convert-orders';

type Config = ConvertConfigsQuery['convertConfigs'][number];

export function findPair(configs: readonly Config[], from: string, to: string): Config | undefined {
  return configs.find((config) => config.fromCoin === from && config.toCoin === to);
}

/**
 * The convert form: a listed pair and an amount above 0, ≤ 8 places, at least the pair's minimum
 * and, once the balance is known, not above what is available (a courtesy: the platform decides).
 */
export function convertSchema(configs: readonly Config[], availableOf: (coin: string) => string | undefined = () => undefined) {
  return z
    .object({
      fromCoin: z.string().min(1, 'validation.required'),
      toCoin: z.string().min(1, 'validation.required'),
      amount: amountField,
    })
    .superRefine((value, ctx) => {
      const pair = findPair(configs, value.fromCoin, value.toCoin);
      if (!pair) {
        if (value.fromCoin && value.toCoin) ctx.addIssue({ code: 'custom', path: ['toCoin'], message: 'validation.pairUnavailable' });
        return;
      }
      if (isDecimal(value.amount) && compareDecimal(value.amount, pair.minAmount) < 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amountBelowMinimum' });
        return;
      }
      const available = availableOf(value.fromCoin);
      if (available !== undefined && isDecimal(value.amount) && compareDecimal(value.amount, available) > 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amountAboveAvailable' });
      }
    });
}
export type ConvertForm = z.infer<ReturnType<typeof convertSchema>>;
/** The form's fields a refusal is shown beside. */
export const CONVERT_FIELDS = ['fromCoin', 'toCoin', 'amount'] as const satisfies readonly (keyof ConvertForm)[];

const ConvertMutation = graphql(`
  mutation Convert($input: ConvertInput!) {
    convert(input: $input) {
      id
      status
      toAmount
      toCoin
    }
  }
`);

export function useConvert() {
  return useMutation(ConvertMutation, {
    refetchQueries: [ConvertOrdersQuery, BalancesQuery],
    awaitRefetchQueries: true,
  });
}
