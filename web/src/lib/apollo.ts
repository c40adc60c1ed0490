// The Apollo client: one error link (SPEC §8), the bearer token and accept-language on every
// request (HTTP headers, or the WebSocket's connection parameters), queries and mutations over
// HTTP, subscriptions over one WebSocket per tab (ws-link.ts). An operation
// whose variables hold a File (a deposit receipt) goes as a GraphQL multipart request; every
// other one as JSON.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import i18next from 'i18next';
import { Observable } from 'rxjs';
import { onReconnect, reportUnreachable } from './connection';
import { describeFailure, failureOf, isSessionFailure } from './errors';
import { fieldErrorsShown } from './field-errors';
import { closeAllToasts, toastError } from './notify';
import { takePrefetched } from './prefetch';
import { GRAPHQL_PATH, requestHeaders } from './request-headers';
import { clearSession, getToken, subscribeSession } from './session';
import { documentHash, persistedQueryExtension, SEND_DOCUMENT_HASHES } from './trusted-documents';
import { webSocketUrl, WsLink } from './ws-link';

export { GRAPHQL_PATH, requestHeaders };

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
 *   failure in place with a retry button (see <LoadError>); so do refusals whose every field
 *   message the mutation's form shows beside its field (`fieldErrorsContext` in
 *   lib/field-errors.ts): "Bad request parameters" would only repeat them.
 */
export const errorLink = new ErrorLink(({ error, operation }) => {
  const failure = failureOf(error);
  const t = i18next.t.bind(i18next);
  if (failure.unreachable) {
    // No answer at all: the shell's banner says so, once, and the screens recover by themselves
    // when the gateway answers again (lib/connection.ts); no toast per failed call.
    reportUnreachable();
    return;
  }
  if (isSessionFailure(failure)) {
    // Several operations may fail together (a query and two streams): tell the member once.
    if (clearSession(failure.code === 'SESSION_EXPIRED' ? 'expired' : 'invalid')) {
      closeAllToasts();
      toastError(t(`errors.${failure.code}`));
    }
    return;
  }
  // The member has a factor this screen did not know of (turned on in another tab): the forms'
  // `useHasSecondFactor` asks again, and the code field appears with the refusal beside it.
  if (failure.reason === 'FACTOR_CODE_REQUIRED') void operation.client.refetchQueries({ include: ['HasSecondFactor'] });
  // Likewise a passkey added elsewhere: "Confirm with passkey" appears.
  if (failure.reason === 'PASSKEY_CONFIRMATION_REQUIRED') void operation.client.refetchQueries({ include: ['HasPasskey'] });
  const definition = getMainDefinition(operation.query);
  const isQuery = definition.kind === 'OperationDefinition' && definition.operation === 'query';
  if (isQuery || fieldErrorsShown(error, operation.getContext())) return;
  toastError(describeFailure(failure, t));
});

/** Sends a typed document by its hash instead of its text (see SEND_DOCUMENT_HASHES). */
const documentHashLink = new ApolloLink((operation, forward) => {
  const hash = documentHash(operation.query);
  if (hash) {
    Object.assign(operation.extensions, persistedQueryExtension(hash));
    operation.setContext(({ http = {} }: { http?: Record<string, unknown> }) => ({ http: { ...http, includeQuery: false, includeExtensions: true } }));
  }
  return forward(operation);
});

/**
 * A query the page asked for before the app loaded (lib/prefetch.ts) is answered, on its first
 * run, by that request; without an answer there it goes to the network as usual.
 */
const prefetchedLink = new ApolloLink((operation, forward) => {
  const prefetched = takePrefetched(operation.operationName ?? '');
  if (!prefetched) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let network: { unsubscribe(): void } | undefined;
    let closed = false;
    void prefetched.then((answer) => {
      if (closed) return;
      if (!answer) {
        network = forward(operation).subscribe(observer);
        return;
      }
      observer.next(answer as ApolloLink.Result);
      observer.complete();
    });
    return () => {
      closed = true;
      network?.unsubscribe();
    };
  });
});

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

export function createApolloClient(): ApolloClient {
  const live = new WsLink(webSocketUrl(GRAPHQL_PATH), requestHeaders);
  // A sign-in on this tab: a connection still open carries the old token in its parameters.
  // (Signing out needs nothing: the shell's subscriptions end with it, and the connection.)
  let token = getToken();
  subscribeSession(() => {
    if (getToken() === token) return;
    token = getToken();
    if (token !== null) live.restart();
  });
  const transport = ApolloLink.split(isSubscription, live, new UploadHttpLink({ uri: GRAPHQL_PATH }));
  return new ApolloClient({
    link: ApolloLink.from(
      SEND_DOCUMENT_HASHES ? [errorLink, headersLink, documentHashLink, prefetchedLink, transport] : [errorLink, headersLink, transport],
    ),
    cache: new InMemoryCache({
      typePolicies: {
        // Balances have no id: a new list replaces the old one.
        // Notification preferences have no id either: each answer is every row; so are the member's sessions.
        Query: { fields: { balances: { merge: false }, notificationPreferences: { merge: false }, memberSessions: { merge: false } } },
      },
    }),
    defaultOptions: { watchQuery: { notifyOnNetworkStatusChange: true } },
  });
}

let sharedClient: ApolloClient | undefined;

/**
 * The app's one client, made when the shell first needs it (the sign-in screens never do).
 * Texts the server words (country and record type names, level names) follow a language
 * switch; a member's data never outlives their session.
 */
export function apolloClient(): ApolloClient {
  if (sharedClient) return sharedClient;
  const client = createApolloClient();
  i18next.on('languageChanged', () => void client.refetchQueries({ include: 'active' }));
  subscribeSession(() => {
    if (getToken() === null) void client.clearStore();
  });
  // Back from an outage: every shown screen asks again (its failed queries included).
  onReconnect(() => void client.refetchQueries({ include: 'active' }));
  sharedClient = client;
  return client;
}
