// The Apollo client: one error link (SPEC §8), the bearer token and accept-language on every
// request (HTTP and SSE), queries and mutations over HTTP, subscriptions over SSE. An operation
// whose variables hold a File (a deposit receipt) goes as a GraphQL multipart request; every
// other one as JSON.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import i18next from 'i18next';
import { describeFailure, failureOf, isSessionFailure } from './errors';
import { currentLocale } from './i18n';
import { closeAllToasts, toastError } from './notify';
import { clearSession, getToken } from './session';
import { SseLink } from './sse-link';

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

const headersLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...requestHeaders() },
  }));
  return forward(operation);
});

/**
 * The one place errors are handled (SPEC §8):
 * - SESSION_EXPIRED / UNAUTHENTICATED: close every toast, clear the session, say so; the
 *   router then sends the member to /login (and back after sign-in).
 * - SERVER_MESSAGE: the server's message as a 3-second error toast.
 * - Any other code: its localized message. Queries skip this toast: their screens show the
 *   failure in place with a retry button (see <LoadError>).
 */
export const errorLink = new ErrorLink(({ error, operation }) => {
  const failure = failureOf(error);
  const t = i18next.t.bind(i18next);
  if (isSessionFailure(failure)) {
    // Several operations may fail together (a query and two streams): tell the member once.
    if (clearSession(failure.code === 'SESSION_EXPIRED' ? 'expired' : 'invalid')) {
      closeAllToasts();
      toastError(t(`errors.${failure.code}`));
    }
    return;
  }
  const definition = getMainDefinition(operation.query);
  const isQuery = definition.kind === 'OperationDefinition' && definition.operation === 'query';
  if (isQuery) return;
  toastError(describeFailure(failure, t));
});

/**
 * Whether operations go by their hash alone (trusted documents, docs/gateway.md): in
 * production builds, which the gateway serving them knows by their hashes; in development the
 * text goes, so documents being edited need no new build of the list.
 */
export const SEND_DOCUMENT_HASHES: boolean = import.meta.env.PROD;

/** The SHA-256 codegen gave a typed document (`__meta__.hash`), if it has one. */
export function documentHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * The GraphQL-over-HTTP body of an operation: by hash (Apollo's `persistedQuery` extension,
 * no text) when SEND_DOCUMENT_HASHES and the document has one; otherwise with its text. For
 * callers that POST to GRAPHQL_PATH themselves.
 */
export function operationBody(
  document: DocumentNode,
  variables?: Record<string, unknown>,
): { query?: string; variables?: Record<string, unknown>; operationName?: string; extensions?: Record<string, unknown> } {
  const definition = getMainDefinition(document);
  const operationName = definition.name?.value;
  const hash = SEND_DOCUMENT_HASHES ? documentHash(document) : undefined;
  if (hash) return { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
  return { query: print(document), operationName, variables };
}

/** Sends a typed document by its hash instead of its text (see SEND_DOCUMENT_HASHES). */
const documentHashLink = new ApolloLink((operation, forward) => {
  const hash = documentHash(operation.query);
  if (hash) {
    operation.extensions.persistedQuery = { version: 1, sha256Hash: hash };
    operation.setContext(({ http = {} }: { http?: Record<string, unknown> }) => ({ http: { ...http, includeQuery: false, includeExtensions: true } }));
  }
  return forward(operation);
});

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

export function createApolloClient(): ApolloClient {
  const transport = ApolloLink.split(
    isSubscription,
    new SseLink(GRAPHQL_PATH, requestHeaders),
    new UploadHttpLink({ uri: GRAPHQL_PATH }),
  );
  return new ApolloClient({
    link: ApolloLink.from(SEND_DOCUMENT_HASHES ? [errorLink, headersLink, documentHashLink, transport] : [errorLink, headersLink, transport]),
    cache: new InMemoryCache({
      typePolicies: {
        // Balances have no id: a new list replaces the old one.
        Query: { fields: { balances: { merge: false } } },
      },
    }),
    defaultOptions: { watchQuery: { notifyOnNetworkStatusChange: true } },
  });
}
