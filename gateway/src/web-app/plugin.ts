import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface WebAppOptions {
  /** The built web app (`web/dist`): index.html, hashed files under assets/, their .br and .gz. */
  distDir: string;
  /** Paths the gateway answers itself: never given the app's HTML as a fallback. */
  reservedPrefixes: readonly string[];
}

/** Vite names every bundled file `name-<hash>.ext` under assets/ (console/assets/ for the console): its content never changes. */
const HASHED_ASSET = /^(console\/)?assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

const CONSOLE_PAGE = 'console/index.html';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, the manifest, icons) is revalidated with its ETag on each visit,
// so a new release is picked up at once while the hashed files it names stay cached.
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Serves the built web app at `/`: the precompressed `.br`/`.gz` sibling a browser accepts
 * (written at build time, see web/vite.config.ts), hashed assets cached for a year, the rest
 * revalidated, and index.html for any other page path (the app routes by hash, but a deep
 * link or a reload on a path must still open the app).
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const root = path.resolve(options.distDir);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      const relative = path.relative(root, file).split(path.sep).join('/').replace(COMPRESSED_SUFFIX, '');
      reply.header('cache-control', HASHED_ASSET.test(relative) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    },
  });
  // The operator console is a build of its own under console/ (web/vite.console.config.ts).
  const hasConsole = existsSync(path.join(root, CONSOLE_PAGE));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isAppPage(request.method, pathname, options.reservedPrefixes)) {
      const page = hasConsole && (pathname === '/console' || pathname.startsWith('/console/')) ? CONSOLE_PAGE : 'index.html';
      return reply.type('text/html; charset=utf-8').sendFile(page);
    }
    return reply.status(404).send({ error: 'Not Found', path: pathname });
  });
}

function isAppPage(method: string, pathname: string, reservedPrefixes: readonly string[]): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (reservedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  // A missing file (`/assets/app.js`) is a 404, not the app's HTML.
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
