// Trusted documents (docs/gateway.md): a production build sends each operation by the SHA-256
// codegen gave it, with no text, and the gateway serving the build runs only its own list. Kept
// free of any GraphQL client, so the sign-in screens' plain fetch (lib/graphql-request.ts) and
// the Apollo link (lib/apollo.ts) decide it the same way.
import type { DocumentNode } from 'graphql';

/**
 * Whether operations go by their hash alone: in production builds, which the gateway serving
 * them knows by their hashes; in development the text goes, so documents being edited need no
 * new build of the list.
 */
export const SEND_DOCUMENT_HASHES: boolean = import.meta.env.PROD;

/** The SHA-256 codegen gave a typed document (`__meta__.hash`), if it has one. */
export function documentHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/** Apollo's `persistedQuery` extension naming a document by its hash. */
export function persistedQueryExtension(hash: string): { persistedQuery: { version: 1; sha256Hash: string } } {
  return { persistedQuery: { version: 1, sha256Hash: hash } };
}
