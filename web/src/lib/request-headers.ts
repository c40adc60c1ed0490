import { currentLocale } from './i18n';
import { getToken } from './session';

export const GRAPHQL_PATH = '/graphql';

/**
 * The headers every call carries: the session token, the member's language, and the header
 * the gateway's CSRF prevention requires on requests an HTML form could also make (receipt
 * uploads are multipart).
 */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': currentLocale(), 'x-graphql-yoga-csrf': '1' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}
