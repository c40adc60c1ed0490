import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

// The gateway serves the built app at `/` and GraphQL at `/graphql` on the same origin, so
// the app always calls relative URLs; in development Vite proxies them to a running gateway.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/export': { target: gateway, changeOrigin: true },
    },
  },
  test: { environment: 'node', include: ['test/**/*.test.ts', 'src/**/*.test.ts'] },
});
