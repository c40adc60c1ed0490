import { CombinedGraphQLErrors, CombinedProtocolErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { ERROR_CODES, type ErrorCode } from '@portal/envelope/catalogue';

export type { ErrorCode };

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** What a failed operation means to the member: a catalogue code and, where they are meant for the member, the server's words. */
export interface Failure {
  code: ErrorCode;
  serverMessage?: string;
}

/**
 * Refusals the gateway words itself, in the request's language: what is wrong with a picture
 * (schema `depositBank`, `fileClaim`), more than the catalogue's "Bad request parameters"; how
 * long to wait after too many attempts (TOO_MANY_REQUESTS).
 */
const WORDED_BY_GATEWAY: ReadonlySet<unknown> = new Set([
  'RECEIPT_TOO_LARGE',
  'RECEIPT_NOT_IMAGE',
  'RECEIPT_REQUIRED',
  'SCREENSHOT_TOO_LARGE',
  'SCREENSHOT_NOT_IMAGE',
  'SCREENSHOT_REQUIRED',
  'KYC_PHOTO_TOO_LARGE',
  'KYC_PHOTO_NOT_IMAGE',
  'KYC_PHOTO_REQUIRED',
  'RATE_LIMITED',
]);

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
      const worded = code === 'SERVER_MESSAGE' || WORDED_BY_GATEWAY.has(graphQLError.extensions?.reason);
      return worded && graphQLError.message ? { code, serverMessage: graphQLError.message } : { code };
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
