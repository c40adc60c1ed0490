import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { anyPasswordField, userNameField } from '@/lib/validation';

export const loginInputSchema = z.object({
  userName: userNameField,
  password: anyPasswordField,
});
export type LoginInput = z.infer<typeof loginInputSchema>;

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      expiresAt
    }
  }
`);

export function useLogin() {
  return useMutation(LoginMutation);
}
