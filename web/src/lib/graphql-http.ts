// What every call to the gateway's GraphQL endpoint shares, with no dependency: the sign-in
// screens' fetch (graphql-request.ts), the Apollo links (apollo.ts, via request-headers.ts) and
// the page's first script (prefetch.ts), which must not wait for i18next or a GraphQL client.
import type { DocumentNode } from 'graphql';

export const GRAPHQL_PATH = '/graphql';

/**
 * The headers every call carries: the member's language, the session token, and the header
 * the gateway's CSRF prevention requires on requests an HTML form could also make (receipt
 * uploads are multipart).
 */
export function callerHeaders(locale: string, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': locale, 'x-graphql-yoga-csrf': '1' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** The name of a document's operation, if it has one. */
export function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}
