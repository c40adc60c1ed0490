import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { loginPasswordField, requiredText, transactionPasswordField, userNameField } from '@/lib/validation';

export const registerInputSchema = z
  .object({
    userName: userNameField,
    password: loginPasswordField,
    confirmPassword: z.string().min(1, 'validation.required'),
    transactionPassword: transactionPasswordField,
    countryCode: requiredText,
    referralId: requiredText,
    captchaCode: requiredText,
    email: z.union([z.literal(''), z.email('validation.email')]),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDontMatch' })
  .refine((v) => v.transactionPassword !== v.password, {
    path: ['transactionPassword'],
    message: 'validation.transactionSameAsLogin',
  });
export type RegisterForm = z.infer<typeof registerInputSchema>;

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      userId
      referralId
      session {
        token
        expiresAt
      }
    }
  }
`);

export function useRegister() {
  return useMutation(RegisterMutation);
}
