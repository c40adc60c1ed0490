import { graphql } from '@/generated/gql';
import { codeFormat, loginPasswordLength, required, sameAs, type FormRules } from '@/lib/form-rules';
import { useRequestMutation } from '@/lib/use-graphql-request';

export interface ResetPasswordForm {
  verifyCode: string;
  password: string;
  confirmPassword: string;
}

export const RESET_PASSWORD_RULES: FormRules<ResetPasswordForm> = {
  verifyCode: [codeFormat],
  password: [required, loginPasswordLength],
  confirmPassword: [required, sameAs('password', 'validation.passwordsDontMatch')],
};

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export function useResetPassword() {
  return useRequestMutation(ResetPasswordMutation);
}
