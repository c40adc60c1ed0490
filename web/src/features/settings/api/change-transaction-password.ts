import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { transactionPasswordField } from '@/lib/validation';

export const changeTransactionPasswordSchema = z
  .object({
    oldTransactionPassword: z.string().min(1, 'validation.required'),
    transactionPassword: transactionPasswordField,
    confirmTransactionPassword: z.string().min(1, 'validation.required'),
    /** The authenticator code, shown and sent only when the member has a second factor. */
    totpCode: z.string().trim().optional(),
    /** The assertion of "Confirm with passkey", for a member with a passkey. */
    passkeyAssertion: z.string().optional(),
  })
  .refine((v) => v.transactionPassword === v.confirmTransactionPassword, {
    path: ['confirmTransactionPassword'],
    message: 'validation.passwordsDontMatch',
  });
export type ChangeTransactionPasswordForm = z.infer<typeof changeTransactionPasswordSchema>;

const ChangeTransactionPasswordMutation = graphql(`
  mutation ChangeTransactionPassword($input: ChangeTransactionPasswordInput!) {
    changeTransactionPassword(input: $input)
  }
`);

export function useChangeTransactionPassword() {
  return useMutation(ChangeTransactionPasswordMutation);
}
