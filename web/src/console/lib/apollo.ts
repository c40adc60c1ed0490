import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import type { i18n } from 'i18next';
import { documentHash, persistedQueryExtension, SEND_DOCUMENT_HASHES } from '@/lib/trusted-documents';
import { consoleToken } from './session';

/** The console's own GraphQL endpoint (gateway/src/operator/endpoint.ts); the member app's /graphql never serves it. */
export const OPERATOR_GRAPHQL_PATH = '/admin/graphql';
export const AUDIT_EXPORT_PATH = '/admin/export/audit.csv';

export function consoleHeaders(i18n: i18n): Record<string, string> {
  const token = consoleToken();
  return { 'accept-language': i18n.language, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** The console's Apollo client: the operator's bearer token, the console's language, documents by hash in a production build. */
export function createConsoleClient(i18n: i18n): ApolloClient {
  const headersLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, ...consoleHeaders(i18n) } }));
    return forward(operation);
  });
  const documentHashLink = new ApolloLink((operation, forward) => {
    const hash = documentHash(operation.query);
    if (hash) {
      Object.assign(operation.extensions, persistedQueryExtension(hash));
      operation.setContext(({ http = {} }: { http?: Record<string, unknown> }) => ({ http: { ...http, includeQuery: false, includeExtensions: true } }));
    }
    return forward(operation);
  });
  const transport = new HttpLink({ uri: OPERATOR_GRAPHQL_PATH });
  return new ApolloClient({
    link: ApolloLink.from(SEND_DOCUMENT_HASHES ? [headersLink, documentHashLink, transport] : [headersLink, transport]),
    cache: new InMemoryCache({ typePolicies: { Query: { fields: { operatorQueues: { merge: false } } } } }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
