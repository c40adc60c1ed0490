// Queries asked for the moment the page opens (app/preload.ts), before the app's libraries have
// arrived: on a slow phone the dashboard's profile and balances are then in by the time it
// first renders, instead of being asked for only then. Apollo's first run of each such query
// takes the answer (lib/apollo.ts, prefetchedLink) instead of asking again. Only by trusted
// document hash (production builds); this module imports no GraphQL client and no i18next, so
// the page's first script stays small and runs at once.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { callerHeaders, GRAPHQL_PATH, operationName } from './graphql-http';
import { storedLocale } from './locales/loaders';
import { getToken } from './session';
import { documentHash, persistedQueryExtension, SEND_DOCUMENT_HASHES } from './trusted-documents';

/** A GraphQL answer as it came, errors and all: the error link reads it as any other. */
export interface PrefetchedAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
  extensions?: Record<string, unknown>;
}

/** An answer unused for this long is dropped: the app asks afresh. */
const PREFETCH_TTL_MS = 20_000;

const pending = new Map<string, Promise<PrefetchedAnswer | undefined>>();

/** Starts a query without variables now, for the app to take later; nothing without a session or a hash. */
export function prefetchQuery(document: TypedDocumentNode<unknown, Record<string, never>>): void {
  const token = getToken();
  const hash = SEND_DOCUMENT_HASHES ? documentHash(document) : undefined;
  const name = operationName(document);
  if (!token || !hash || !name || pending.has(name)) return;
  const answer = fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      ...callerHeaders(storedLocale(), token),
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
    },
    body: JSON.stringify({ operationName: name, extensions: persistedQueryExtension(hash) }),
  })
    .then(async (response) => {
      const body = (await response.json()) as PrefetchedAnswer | null;
      return body && (body.data !== undefined || body.errors !== undefined) ? body : undefined;
    })
    // No answer (offline, a proxy's page): the app asks again and reports it its own way.
    .catch(() => undefined);
  pending.set(name, answer);
  setTimeout(() => {
    if (pending.get(name) === answer) pending.delete(name);
  }, PREFETCH_TTL_MS);
}

/** The answer prefetched for an operation, once: the next run of it goes to the network. */
export function takePrefetched(name: string): Promise<PrefetchedAnswer | undefined> | undefined {
  const answer = pending.get(name);
  pending.delete(name);
  return answer;
}
