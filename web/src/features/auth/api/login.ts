import { graphql } from '@/generated/gql';
import { noSpaces, required, type FormRules } from '@/lib/form-rules';
import { useRequestMutation } from '@/lib/use-graphql-request';

export interface LoginForm {
  userName: string;
  password: string;
}

/** Sign-in: any non-empty password (old accounts may predate the length rule). */
export const LOGIN_RULES: FormRules<LoginForm> = { userName: [required, noSpaces], password: [required] };

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      expiresAt
      idleTimeoutSeconds
    }
  }
`);

export function useLogin() {
  return useRequestMutation(LoginMutation);
}
