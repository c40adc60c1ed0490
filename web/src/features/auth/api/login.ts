import { graphql } from '@/generated/gql';
import { noSpaces, required, type FormRules } from '@/lib/form-rules';
import { useRequestMutation } from '@/lib/use-graphql-request';

export interface LoginForm {
  userName: string;
  password: string;
  /** Only once the platform asked for a captcha (CAPTCHA_REQUIRED). */
  captchaCode: string;
}

/** Sign-in: any non-empty password (old accounts may predate the length rule). */
export const LOGIN_RULES: FormRules<LoginForm> = { userName: [required, noSpaces], password: [required] };

/** Sign-in once the platform asked for a captcha: its answer too. */
export const LOGIN_WITH_CAPTCHA_RULES: FormRules<LoginForm> = { ...LOGIN_RULES, captchaCode: [required] };

/** The refusal that asks the form for a captcha (docs/security.md, "Sign-in limits"). */
export const CAPTCHA_REQUIRED = 'CAPTCHA_REQUIRED';

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

const SignInMutation = graphql(`
  mutation SignIn($input: LoginInput!) {
    signIn(input: $input) {
      session {
        token
        expiresAt
        idleTimeoutSeconds
      }
      factorChallenge {
        challenge
        expiresAt
        factors
      }
    }
  }
`);

/** Sign-in that also answers a ticket for a member with a second factor (then `useCompleteSignIn`). */
export function useSignIn() {
  return useRequestMutation(SignInMutation);
}

export interface FactorCodeForm {
  totpCode: string;
}

/** Six digits from the app, or a recovery code. */
export const FACTOR_CODE_RULES: FormRules<FactorCodeForm> = { totpCode: [required] };

const CompleteSignInMutation = graphql(`
  mutation CompleteSignIn($input: CompleteSignInInput!) {
    completeSignIn(input: $input) {
      token
      expiresAt
      idleTimeoutSeconds
    }
  }
`);

export function useCompleteSignIn() {
  return useRequestMutation(CompleteSignInMutation);
}

const BeginSignInPasskeyFactorMutation = graphql(`
  mutation BeginSignInPasskeyFactor($challenge: String!) {
    beginSignInPasskeyFactor(challenge: $challenge) {
      optionsJson
    }
  }
`);

/** Options for answering the sign-in ticket with a passkey (then `useCompleteSignInWithPasskey`). */
export function useBeginSignInPasskeyFactor() {
  return useRequestMutation(BeginSignInPasskeyFactorMutation);
}

const CompleteSignInWithPasskeyMutation = graphql(`
  mutation CompleteSignInWithPasskey($input: CompleteSignInWithPasskeyInput!) {
    completeSignInWithPasskey(input: $input) {
      token
      expiresAt
      idleTimeoutSeconds
    }
  }
`);

export function useCompleteSignInWithPasskey() {
  return useRequestMutation(CompleteSignInWithPasskeyMutation);
}

const BeginPasskeySignInMutation = graphql(`
  mutation BeginPasskeySignIn {
    beginPasskeySignIn {
      optionsJson
    }
  }
`);

/** Options for a sign-in with a passkey alone: no user name, no password (then `useSignInWithPasskey`). */
export function useBeginPasskeySignIn() {
  return useRequestMutation(BeginPasskeySignInMutation);
}

const SignInWithPasskeyMutation = graphql(`
  mutation SignInWithPasskey($credential: String!) {
    signInWithPasskey(credential: $credential) {
      token
      expiresAt
      idleTimeoutSeconds
    }
  }
`);

export function useSignInWithPasskey() {
  return useRequestMutation(SignInWithPasskeyMutation);
}
