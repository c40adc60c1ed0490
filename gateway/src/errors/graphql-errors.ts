import { messageFor, messageForFailure, httpStatusForCode, type ErrorCode, type Locale } from '@portal/envelope/catalogue';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { UpstreamError, gatewayFailure } from './upstream-error.ts';

/**
 * The one place where failures become GraphQL errors. Every expected error carries
 * `extensions.code` (an `ErrorCode` of the shared catalogue), `extensions.reason` (a stable
 * machine key, when known) and `extensions.http.status` (Yoga uses it as the HTTP status and
 * strips it from the body). The message is localized for the request's accept-language.
 */
export function toGraphQLError(error: UpstreamError, locale: Locale): GraphQLError {
  return createGraphQLError(messageForFailure(error.failure, locale), {
    // No originalError: Yoga would mask the error as unexpected. The upstream client has
    // already logged the failure with its path and codes.
    extensions: {
      ...extensionsFor(error.failure.code, error.reason, error.failure.httpStatus),
      // Every bad field with its own localized message, so a form shows each beside its field.
      ...(error.fields ? { fields: error.fields } : {}),
    },
  });
}

/** An error the gateway raises itself, with the catalogue's message for `code`. */
export function gatewayError(code: ErrorCode, locale: Locale, reason?: string): GraphQLError {
  return createGraphQLError(messageFor(code, locale), {
    extensions: extensionsFor(code, reason, httpStatusForCode(code)),
  });
}

/** Input the gateway refuses before calling the platform (shape the schema cannot express). */
export function badInput(locale: Locale, detail: string): GraphQLError {
  return createGraphQLError(`${messageFor('BAD_REQUEST', locale)}: ${detail}`, {
    extensions: extensionsFor('BAD_REQUEST', 'VALIDATION', httpStatusForCode('BAD_REQUEST')),
  });
}

/** Converts what a resolver caught: upstream failures are mapped, anything else is rethrown (and masked by Yoga). */
export function mapUpstreamError(error: unknown, locale: Locale): never {
  if (error instanceof UpstreamError) throw toGraphQLError(error, locale);
  throw error;
}

export function upstreamErrorFor(code: ErrorCode, reason: string, path: string, cause?: unknown): UpstreamError {
  return new UpstreamError(gatewayFailure(code), reason, path, { cause });
}

function extensionsFor(code: ErrorCode, reason: string | undefined, status: number) {
  return reason === undefined ? { code, http: { status } } : { code, reason, http: { status } };
}
