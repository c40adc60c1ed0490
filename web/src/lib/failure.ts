// What a failed call means to the member, read from the GraphQL errors of an answer (the
// `errors` array, whoever carried it) or from a transport failure. No GraphQL client here: the
// sign-in screens use it without Apollo (lib/graphql-request.ts), the app's screens through
// lib/errors.ts.
import type { TFunction } from 'i18next';
import { ERROR_CODES, type ErrorCode } from '@portal/envelope/codes';

export type { ErrorCode };

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** What a failed operation means to the member: a catalogue code and, where they are meant for the member, the server's words. */
export interface Failure {
  code: ErrorCode;
  serverMessage?: string;
  /**
   * No answer came at all (the device is offline or the gateway cannot be reached): said as
   * such, not as "the server is busy", which is what a gateway's own 503 means.
   */
  unreachable?: true;
  /** The platform's stable name for a refusal (`extensions.reason`), when it gave one. */
  reason?: string;
}

export interface GraphQLErrorLike {
  message?: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/**
 * Refusals the gateway words itself, in the request's language: what is wrong with a picture
 * (schema `depositBank`, `fileClaim`, `submitKyc`), more than the catalogue's "Bad request
 * parameters"; how long to wait after too many attempts (TOO_MANY_REQUESTS).
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

/** The first GraphQL error with a catalogue code; none → SERVER_BUSY. */
export function failureOfErrors(errors: readonly GraphQLErrorLike[]): Failure {
  for (const graphQLError of errors) {
    const code = graphQLError.extensions?.code;
    if (isErrorCode(code)) {
      const reason = graphQLError.extensions?.reason;
      const worded = code === 'SERVER_MESSAGE' || WORDED_BY_GATEWAY.has(reason);
      return {
        code,
        ...(worded && graphQLError.message ? { serverMessage: graphQLError.message } : {}),
        ...(typeof reason === 'string' ? { reason } : {}),
      };
    }
  }
  return { code: 'SERVER_BUSY' };
}

/** A fetch that got no answer: the browser's `TypeError: Failed to fetch` (or Firefox's, Safari's wording). */
export function isUnreachable(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError || (error as { name?: unknown } | null)?.name === 'TypeError';
}

export const UNREACHABLE: Failure = { code: 'SERVER_BUSY', unreachable: true };

/** The text to show for a failure in the member's language. */
export function describeFailure(failure: Failure, t: TFunction): string {
  if (failure.unreachable) {
    return t(typeof navigator !== 'undefined' && navigator.onLine === false ? 'network.offline' : 'network.unreachable');
  }
  return failure.serverMessage ?? t(`errors.${failure.code}`);
}

export function isSessionFailure(failure: Failure): boolean {
  return failure.code === 'SESSION_EXPIRED' || failure.code === 'UNAUTHENTICATED';
}
