// Whether the member has a second factor: money forms then show a code field beside the
// transaction password (the platform refuses FACTOR_CODE_REQUIRED without it).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { failureOf } from './errors';

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
