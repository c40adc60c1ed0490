// Whether the member has a second factor, and the rules of the code field money forms then show
// beside the transaction password (the platform refuses FACTOR_CODE_REQUIRED without it), or of
// the passkey that confirms instead (PASSKEY_CONFIRMATION_REQUIRED when it is the only factor).
// The fields themselves are components/credential-fields.tsx.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { failureOf } from './errors';
import { anyPasswordField } from './validation';

const HasSecondFactorQuery = graphql(`
  query HasSecondFactor {
    secondFactors {
      totpEnabled
    }
  }
`);

const HasPasskeyQuery = graphql(`
  query HasPasskey {
    passkeys {
      id
    }
  }
`);

const BeginPasskeyConfirmationMutation = graphql(`
  mutation BeginPasskeyConfirmation {
    beginPasskeyConfirmation {
      optionsJson
    }
  }
`);

/** The refusals a code field shows beside itself. */
export const FACTOR_CODE_REASONS: ReadonlySet<string> = new Set(['FACTOR_CODE_REQUIRED', 'FACTOR_CODE_WRONG']);
/** The refusals the passkey confirmation shows beside itself: missing, not this member's, or already used. */
export const PASSKEY_CONFIRMATION_REASONS: ReadonlySet<string> = new Set(['PASSKEY_CONFIRMATION_REQUIRED', 'PASSKEY_REJECTED', 'PASSKEY_CHALLENGE_EXPIRED']);

/** Whether the member has the authenticator app on: the code field is shown (and required unless a passkey confirms). */
export function useHasSecondFactor(): boolean {
  // The settings page refetches `SecondFactors` after a change; this reads the network once per form.
  const { data } = useQuery(HasSecondFactorQuery, { fetchPolicy: 'cache-and-network' });
  return data?.secondFactors.totpEnabled === true;
}

/** Whether the member has a passkey: "Confirm with passkey" is offered beside the credentials. */
export function useHasPasskey(): boolean {
  const { data } = useQuery(HasPasskeyQuery, { fetchPolicy: 'cache-and-network' });
  return (data?.passkeys.length ?? 0) > 0;
}

/** The options of a passkey confirmation, from the platform (a challenge bound to the member). */
export function useBeginPasskeyConfirmation() {
  return useMutation(BeginPasskeyConfirmationMutation);
}

function refusalIn(error: unknown, reasons: ReadonlySet<string>): string | undefined {
  const failure = failureOf(error);
  if (!failure.reason || !reasons.has(failure.reason)) return undefined;
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? failure.reason) : failure.reason;
}

/** The refusal's own words when it is about the code (missing, wrong or used), else undefined. */
export function factorCodeRefusal(error: unknown): string | undefined {
  return refusalIn(error, FACTOR_CODE_REASONS);
}

/** The refusal's own words when it is about the passkey confirmation, else undefined. */
export function passkeyConfirmationRefusal(error: unknown): string | undefined {
  return refusalIn(error, PASSKEY_CONFIRMATION_REASONS);
}

/** A code of the app (six digits) or a recovery code (ten characters, a dash allowed). */
export const factorCodeField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .regex(/^(\d{6}|[0-9A-Za-z]{5}-?[0-9A-Za-z]{5})$/, 'security.codeFormat');

/**
 * The code field of a form, and the passkey's assertion that may stand in for it (set by "Confirm
 * with passkey"): with the app on, the code is required and checked unless a passkey confirms;
 * without the app it is not read.
 */
export function factorCodeSchema(hasFactor: boolean) {
  return z.object({ totpCode: z.string(), passkeyAssertion: z.string().optional() }).superRefine((values, context) => {
    if (!hasFactor || values.passkeyAssertion) return;
    const checked = factorCodeField.safeParse(values.totpCode);
    if (!checked.success) context.addIssue({ code: 'custom', path: ['totpCode'], message: checked.error.issues[0]?.message ?? 'validation.required' });
  });
}

export type FactorCodeForm = z.infer<ReturnType<typeof factorCodeSchema>>;

/** A confirmation's credentials: the transaction password and, with a factor, the code (or a passkey). */
export function credentialsSchema(hasFactor: boolean) {
  return z.object({ transactionPassword: anyPasswordField }).and(factorCodeSchema(hasFactor));
}
export type CredentialsForm = z.infer<ReturnType<typeof credentialsSchema>>;

/**
 * What a mutation's input gets from the second-factor fields: a typed code when the member has
 * the app, else the passkey's assertion when one was given, else nothing.
 */
export function factorCodeInput(hasFactor: boolean, totpCode: string, passkeyAssertion?: string): { totpCode?: string; passkeyAssertion?: string } {
  const code = totpCode.trim();
  if (hasFactor && code !== '') return { totpCode: code };
  return passkeyAssertion ? { passkeyAssertion } : {};
}
