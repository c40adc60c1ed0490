import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { loginPasswordField, verifyCodeField } from '@/lib/validation';

export const resetPasswordSchema = z
  .object({
    verifyCode: verifyCodeField,
    password: loginPasswordField,
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDontMatch' });
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export function useResetPassword() {
  return useMutation(ResetPasswordMutation);
}
