import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { CONSOLE_MANIFEST, trustedDocuments } from './build/trusted-documents.ts';

// The operator console (docs/web.md, "The operator console"): a build of its own, after the
// member app's, into dist/console/ (served at /console/). A separate build rather than a second
// page of the app's: shared chunks of one build are cut by every page that uses a module, so a
// second page would change the member app's chunks; this way they stay byte for byte the same.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  root: fileURLToPath(new URL('./console', import.meta.url)),
  plugins: [react(), trustedDocuments(CONSOLE_MANIFEST), precompress()],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
  base: './',
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist/console', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/admin': { target: gateway, changeOrigin: true } },
  },
});
