import { httpStatusForCode, type ErrorCode, type UpstreamFailure } from '@portal/envelope/catalogue';
import type { FieldIssue } from './field-errors.ts';

/**
 * A platform call that did not succeed, already classified by the shared catalogue.
 * Thrown by the upstream client; turned into a GraphQL error by `toGraphQLError`
 * (which needs the caller's locale, so the client itself stays locale-free).
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';

  constructor(
    readonly failure: UpstreamFailure,
    /** Stable machine key: the platform's `reason`, or the gateway's own (`UPSTREAM_UNREACHABLE`, ...). */
    readonly reason: string | undefined,
    /** The REST path that failed, for logs. */
    readonly path: string,
    options?: { cause?: unknown; fields?: readonly FieldIssue[] },
  ) {
    super(`${path} failed with ${failure.code}${reason ? ` (${reason})` : ''}`, options);
    this.fields = options?.fields;
  }

  /** The bad input fields the platform named (paths already in the schema's terms), when it did. */
  readonly fields: readonly FieldIssue[] | undefined;
}

/**
 * A failure the gateway detects itself (network, timeout, unreadable answer), described with
 * the catalogue's codes and statuses so it reads exactly like a classified platform answer.
 */
export function gatewayFailure(code: ErrorCode): UpstreamFailure {
  return { ok: false, code, httpStatus: httpStatusForCode(code) };
}

/** The failure is about the session, not the call: the client must log in again. */
export function isSessionFailure(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && (error.failure.code === 'SESSION_EXPIRED' || error.failure.code === 'UNAUTHENTICATED');
}
