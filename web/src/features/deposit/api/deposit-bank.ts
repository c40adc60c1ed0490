import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import type { DepositChannelsQuery } from '@/generated/graphql';
import { amountField } from '@/lib/validation';
import { checkDepositAmount } from '../utils/amount-rule';
import { DepositsQuery } from './deposits';

type Channel = DepositChannelsQuery['depositChannels'][number];

/** The pictures the gateway and the platform take as a receipt (they judge by content again). */
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest receipt picture: 5 MiB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

// Plain refinements (not a type check), so the amount's rules are still checked without a picture.
const receiptField = z
  .custom<File | null>()
  .refine(isFile, 'deposit.validation.receiptRequired')
  .refine((file) => !isFile(file) || (RECEIPT_TYPES as readonly string[]).includes(file.type), 'deposit.validation.receiptNotImage')
  .refine((file) => !isFile(file) || file.size <= RECEIPT_MAX_BYTES, 'deposit.validation.receiptTooLarge');

/** The bank deposit form: a listed channel, the amount in USDT (≥ its minimum, in its steps), the receipt picture. */
export function depositBankSchema(channels: readonly Channel[]) {
  return z
    .object({
      channelId: z.string().min(1, 'validation.required'),
      amount: amountField,
      receipt: receiptField,
    })
    .superRefine((value, ctx) => {
      const channel = channels.find((item) => item.id === value.channelId);
      if (channel) checkDepositAmount(ctx, 'amount', value.amount, channel);
    });
}
export type DepositBankForm = z.input<ReturnType<typeof depositBankSchema>>;

const DepositBankMutation = graphql(`
  mutation DepositBank($input: DepositBankInput!, $receipt: File!) {
    depositBank(input: $input, receipt: $receipt) {
      id
      status
    }
  }
`);

/** Sent as a GraphQL multipart request: the receipt is a File in the variables. */
export function useDepositBank() {
  return useMutation(DepositBankMutation, { refetchQueries: [DepositsQuery], awaitRefetchQueries: true });
}
