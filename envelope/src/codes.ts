// The languages and the failure codes, without their texts: what the web app's first screen
// needs of the catalogue (catalogue.ts re-exports them for the gateway and the platform).

export const LOCALES = ['en-US', 'zh-CN', 'ja-JP', 'ko-KP', 'id-ID'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/**
 * The stable codes of a failure, as the gateway's `extensions.code` carries them (SPEC §8).
 * Their texts are in error-messages/, a module per language.
 */
export const ERROR_CODES = [
  // Fallback only: a 9001 answer normally carries its own localized msg.
  'SERVER_MESSAGE',
  'SESSION_EXPIRED',
  'UNAUTHENTICATED',
  'BAD_REQUEST',
  'FORBIDDEN',
  'NOT_FOUND',
  'INTERNAL_SERVER_ERROR',
  'NOT_IMPLEMENTED',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
  'HTTP_VERSION_NOT_SUPPORTED',
  'SERVER_BUSY',
  'UPSTREAM_TIMEOUT',
  // The gateway's rate limits on sign-in, registration, captchas and password resets; its
  // answer names the wait (and carries Retry-After), this is the fallback text.
  'TOO_MANY_REQUESTS',
  // A document hash the gateway does not know: in practice an app older or newer than the gateway.
  'PERSISTED_QUERY_NOT_FOUND',
  // A document sent as text where only the web app's trusted documents run (production).
  'PERSISTED_QUERY_ONLY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
