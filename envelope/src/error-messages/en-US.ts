import type { ErrorCode } from '../codes.ts';

// The texts of the failure codes in en-US (the codes: ERROR_CODES in ../codes.ts).
export const errorMessages: Readonly<Record<ErrorCode, string>> = {
  SERVER_MESSAGE: 'The request could not be completed',
  SESSION_EXPIRED: 'Your login information has expired',
  UNAUTHENTICATED: 'Your login information is invalid!',
  BAD_REQUEST: 'Bad request parameters',
  FORBIDDEN: 'Access denied',
  NOT_FOUND: 'The requested resource was not found',
  INTERNAL_SERVER_ERROR: 'Internal server error',
  NOT_IMPLEMENTED: 'Service not implemented',
  BAD_GATEWAY: 'Gateway error',
  SERVICE_UNAVAILABLE: 'Service unavailable',
  GATEWAY_TIMEOUT: 'Gateway timeout',
  HTTP_VERSION_NOT_SUPPORTED: 'HTTP version not supported',
  SERVER_BUSY: 'The server is busy, please try again later',
  UPSTREAM_TIMEOUT: 'The request timed out',
  TOO_MANY_REQUESTS: 'Too many attempts, please try again later',
  PERSISTED_QUERY_NOT_FOUND: 'This version of the app is out of date, please reload the page',
  PERSISTED_QUERY_ONLY: 'Only the operations of the app are accepted',
};
