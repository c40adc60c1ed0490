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
