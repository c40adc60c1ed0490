// Whether the member has a second factor, and the rules of the code field money forms then show
// beside the transaction password (the platform refuses FACTOR_CODE_REQUIRED without it). The
// field itself is components/credential-fields.tsx.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
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

/** The refusals a code field shows beside itself. */
export const FACTOR_CODE_REASONS: ReadonlySet<string> = new Set(['FACTOR_CODE_REQUIRED', 'FACTOR_CODE_WRONG']);

export function useHasSecondFactor(): boolean {
  // The settings page refetches `SecondFactors` after a change; this reads the network once per form.
  const { data } = useQuery(HasSecondFactorQuery, { fetchPolicy: 'cache-and-network' });
  return data?.secondFactors.totpEnabled === true;
}

/** The refusal's own words when it is about the code (missing, wrong or used), else undefined. */
export function factorCodeRefusal(error: unknown): string | undefined {
  const failure = failureOf(error);
  if (!failure.reason || !FACTOR_CODE_REASONS.has(failure.reason)) return undefined;
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? failure.reason) : failure.reason;
}

/** A code of the app (six digits) or a recovery code (ten characters, a dash allowed). */
export const factorCodeField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .regex(/^(\d{6}|[0-9A-Za-z]{5}-?[0-9A-Za-z]{5})$/, 'security.codeFormat');

/** The code field of a form: required and checked with a factor, ignored without one. */
export function factorCodeSchema(hasFactor: boolean) {
  return z.object({ totpCode: hasFactor ? factorCodeField : z.string() });
}

/** A confirmation's credentials: the transaction password and, with a factor, the code. */
export function credentialsSchema(hasFactor: boolean) {
  return z.object({ transactionPassword: anyPasswordField }).extend(factorCodeSchema(hasFactor).shape);
}
export type CredentialsForm = z.infer<ReturnType<typeof credentialsSchema>>;

/** What a mutation's input gets from the code field: `totpCode` when the member has a factor. */
export function factorCodeInput(hasFactor: boolean, totpCode: string): { totpCode?: string } {
  const code = totpCode.trim();
  return hasFactor && code !== '' ? { totpCode: code } : {};
}
