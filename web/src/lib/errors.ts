import { CombinedGraphQLErrors, CombinedProtocolErrors } from '@apollo/client/errors';
import { failureOfErrors, isUnreachable, UNREACHABLE, type Failure } from './failure';

export { describeFailure, isSessionFailure, type ErrorCode, type Failure } from './failure';

/** Reads the first GraphQL error's `extensions.code`; no answer at all is UNREACHABLE, any other transport failure SERVER_BUSY. */
export function failureOf(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return failureOfErrors(error.errors);
  if (isUnreachable(error)) return UNREACHABLE;
  return { code: 'SERVER_BUSY' };
}
