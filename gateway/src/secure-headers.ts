// Secure headers on every answer (helmet) and the Content-Security-Policy of the two
// pages the gateway serves: the web app and GraphiQL. docs/gateway.md, "Secure headers".
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The web app: its own scripts and styles only; MUI's emotion writes <style> elements at run
 * time, so styles also allow 'unsafe-inline' (a nonce would need every HTML answer rendered per
 * request and emotion's cache told the nonce, for the one thing an inline style cannot do,
 * which is run code). Images: its icons, the captcha (a data: URL) and the receipt and
 * screenshot previews (blob: URLs). Calls: GraphQL, its WebSocket ('self' covers ws:/wss: of
 * this host) and the CSV export, all on this origin. Workers: the notification service worker
 * (`/notification-sw.js`, Web Push), from this origin only.
 */
export const WEB_APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The SHA-256 sources of a page's inline scripts (`<script>` without attributes), for script-src. */
function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`,
  );
}

/**
 * The web app's policy for its built index.html: the page's own inline scripts by their SHA-256
 * and no other. The build puts two there that must run before the first paint (docs/web.md,
 * "The sign-in screen in index.html"): MUI's colour-scheme script and the check of whether the
 * sign-in markup the page carries fits the visit. The page is read once, when the gateway starts.
 */
export function webAppCsp(page: string | undefined): Directives {
  const hashes = page === undefined ? [] : inlineScriptHashes(page);
  return { ...WEB_APP_CSP, 'script-src': ["'self'", ...hashes] };
}

/**
 * GraphiQL: its files from this gateway, its inline start-up scripts by their SHA-256 (the page
 * is the same for every answer of a running gateway), the editor's workers from this origin,
 * and the inline styles its editor sets.
 */
export function graphiqlCsp(page: string): Directives {
  return {
    ...WEB_APP_CSP,
    'script-src': ["'self'", ...inlineScriptHashes(page)],
    'worker-src': ["'self'"],
  };
}

export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Helmet's headers on every answer, with the web app's policy (GraphQL answers are not pages; it
 * costs them nothing). Helmet's middleware is built once: @fastify/helmet built it again for
 * every request, parsing the policy each time (BENCHMARKS.md (a), "Where the time goes").
 */
export async function registerSecureHeaders(app: FastifyInstance, webAppPage?: string): Promise<void> {
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: webAppCsp(webAppPage) },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
