import { graphql } from '@/generated/gql';
import {
  differentFrom,
  loginPasswordLength,
  noSpaces,
  optionalEmail,
  plainUserName,
  required,
  sameAs,
  transactionPasswordLength,
  type FormRules,
} from '@/lib/form-rules';
import { useRequestMutation } from '@/lib/use-graphql-request';

export interface RegisterForm {
  userName: string;
  password: string;
  confirmPassword: string;
  transactionPassword: string;
  countryCode: string;
  referralId: string;
  captchaCode: string;
  email: string;
}

export const REGISTER_FIELDS = [
  'userName',
  'password',
  'confirmPassword',
  'transactionPassword',
  'countryCode',
  'referralId',
  'captchaCode',
  'email',
] as const satisfies readonly (keyof RegisterForm)[];

export const REGISTER_RULES: FormRules<RegisterForm> = {
  userName: [required, noSpaces, plainUserName],
  password: [required, loginPasswordLength],
  confirmPassword: [required, sameAs('password', 'validation.passwordsDontMatch')],
  transactionPassword: [required, transactionPasswordLength, differentFrom('password', 'validation.transactionSameAsLogin')],
  countryCode: [required],
  referralId: [required],
  captchaCode: [required],
  email: [optionalEmail],
};

/** Submitted without surrounding spaces. */
export const REGISTER_TRIMMED = ['countryCode', 'referralId', 'captchaCode', 'email'] as const satisfies readonly (keyof RegisterForm)[];

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      userId
      referralId
      session {
        token
        expiresAt
        idleTimeoutSeconds
      }
    }
  }
`);

export function useRegister() {
  return useRequestMutation(RegisterMutation);
}
