import { CombinedGraphQLErrors, CombinedProtocolErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { ERROR_CODES, type ErrorCode } from '@portal/envelope/catalogue';

export type { ErrorCode };

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** What a failed operation means to the member: a catalogue code and, for SERVER_MESSAGE, the server's words. */
export interface Failure {
  code: ErrorCode;
  serverMessage?: string;
}

/** Reads the first GraphQL error's `extensions.code`; a transport failure is SERVER_BUSY. */
export function failureOf(error: unknown): Failure {
  const graphQLErrors = CombinedGraphQLErrors.is(error)
    ? error.errors
    : CombinedProtocolErrors.is(error)
      ? error.errors
      : [];
  for (const graphQLError of graphQLErrors) {
    const code = graphQLError.extensions?.code;
    if (isErrorCode(code)) {
      return code === 'SERVER_MESSAGE' && graphQLError.message
        ? { code, serverMessage: graphQLError.message }
        : { code };
    }
  }
  return { code: 'SERVER_BUSY' };
}

/** The text to show for a failure in the member's language. */
export function describeFailure(failure: Failure, t: TFunction): string {
  return failure.serverMessage ?? t(`errors.${failure.code}`);
}

export function isSessionFailure(failure: Failure): boolean {
  return failure.code === 'SESSION_EXPIRED' || failure.code === 'UNAUTHENTICATED';
}
