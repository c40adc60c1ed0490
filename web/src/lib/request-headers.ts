import { callerHeaders, GRAPHQL_PATH } from './graphql-http';
import { currentLocale } from './i18n';
import { getToken } from './session';

export { GRAPHQL_PATH };

/** The headers of a call made now: the active language and the current session. */
export function requestHeaders(): Record<string, string> {
  return callerHeaders(currentLocale(), getToken());
}
