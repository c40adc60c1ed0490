import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** Where codegen writes the web app's operations by hash (codegen.ts, `persistedDocuments`). */
export const CONSOLE_MANIFEST = new URL('../src/console/generated/persisted-documents.json', import.meta.url);
const MANIFEST = new URL('../src/generated/persisted-documents.json', import.meta.url);

/**
 * Ships the trusted documents with the build, as `persisted-documents.json` beside
 * `index.html`: the gateway serving this build runs exactly these operations by hash
 * (docs/gateway.md, "Trusted documents"), so the list and the app can never be of two builds.
 */
export function trustedDocuments(manifest: URL = MANIFEST): Plugin {
  return {
    name: 'portal:trusted-documents',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'persisted-documents.json', source: await readFile(manifest, 'utf8') });
    },
  };
}
