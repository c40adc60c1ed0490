// Trusted (persisted) documents: the web app's operations, hashed at build time by codegen,
// run by their hash; in production a document sent as text is refused unless the explorer is
// enabled. docs/gateway.md, "Trusted documents".
import { messageFor, resolveLocale, type ErrorCode } from '@portal/envelope/catalogue';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GatewayConfig } from './config.ts';

/** Yoga's persisted operations plugin over the trusted documents, with catalogued refusals. */
export function trustedDocumentsPlugin(config: Pick<GatewayConfig, 'trustedDocuments' | 'allowArbitraryDocuments'>): Plugin {
  const documents = config.trustedDocuments ?? new Map<string, string>();
  const refusal =
    (code: ErrorCode, reason: string) =>
    ({ request }: { request: Request }) =>
      createGraphQLError(messageFor(code, resolveLocale(request.headers.get('accept-language'))), {
        extensions: { code, reason, http: { status: 400 } },
      });
  return usePersistedOperations({
    allowArbitraryOperations: config.allowArbitraryDocuments,
    getPersistedOperation: (hash) => documents.get(hash) ?? null,
    customErrors: {
      // A hash not in the list: an app of another build than the gateway's.
      notFound: refusal('PERSISTED_QUERY_NOT_FOUND', 'UNKNOWN_DOCUMENT_HASH'),
      // A document sent as text where only trusted documents run.
      persistedQueryOnly: refusal('PERSISTED_QUERY_ONLY', 'DOCUMENT_NOT_TRUSTED'),
      // Neither text nor hash.
      keyNotFound: refusal('BAD_REQUEST', 'NO_DOCUMENT'),
    },
  });
}

/** Where a document's text comes from, or why it is refused (the plugin's refusals, by code). */
export type DocumentLookup = { query: string } | { code: ErrorCode; reason: string };

/**
 * The same rules for a request that does not pass through Yoga's HTTP pipeline (a
 * subscription over WebSocket): a known hash gives its document; text runs only where
 * arbitrary documents are allowed.
 */
export function lookUpDocument(
  config: Pick<GatewayConfig, 'trustedDocuments' | 'allowArbitraryDocuments'>,
  params: { query?: string | null; extensions?: Readonly<Record<string, unknown>> | null },
): DocumentLookup {
  const persisted = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  if (typeof persisted?.sha256Hash === 'string') {
    const query = config.trustedDocuments?.get(persisted.sha256Hash);
    return query === undefined ? { code: 'PERSISTED_QUERY_NOT_FOUND', reason: 'UNKNOWN_DOCUMENT_HASH' } : { query };
  }
  if (typeof params.query === 'string' && params.query !== '') {
    return config.allowArbitraryDocuments ? { query: params.query } : { code: 'PERSISTED_QUERY_ONLY', reason: 'DOCUMENT_NOT_TRUSTED' };
  }
  return { code: 'BAD_REQUEST', reason: 'NO_DOCUMENT' };
}
