import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { anyPasswordField, loginPasswordField } from '@/lib/validation';

export const changePasswordSchema = z
  .object({
    oldPassword: anyPasswordField,
    password: loginPasswordField,
    confirmPassword: z.string().min(1, 'validation.required'),
    /** The authenticator code, shown and sent only when the member has a second factor. */
    totpCode: z.string().trim().optional(),
    /** The assertion of "Confirm with passkey", for a member with a passkey. */
    passkeyAssertion: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDontMatch' })
  // The platform also refuses the transaction password here, which only it can compare.
  .refine((v) => v.password === '' || v.password !== v.oldPassword, { path: ['password'], message: 'validation.passwordSameAsCurrent' });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export function useChangePassword() {
  return useMutation(ChangePasswordMutation);
}
