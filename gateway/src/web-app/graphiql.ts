import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type * as GraphiqlBundle from '@graphql-yoga/render-graphiql/graphiql';
import type { GraphiQLOptions } from 'graphql-yoga';
import { CACHE_IMMUTABLE } from './plugin.ts';

// GraphiQL at /graphql without the internet: Yoga's default page loads its script, styles and
// editor workers from unpkg.com, which a closed network (or a privacy-minded browser) cannot
// reach. The same build ships in @graphql-yoga/render-graphiql; the gateway serves its parts
// as files under a versioned path, so the page names no other origin.

const { version } = createRequire(import.meta.url)('@graphql-yoga/render-graphiql/package.json') as { version: string };

/** Where GraphiQL's files are served; the version in the path makes them cacheable for good. */
export const GRAPHIQL_ASSETS_PATH = `/graphiql/${version}`;

type Bundle = typeof GraphiqlBundle;

interface Asset {
  type: string;
  content: (bundle: Bundle) => string | Buffer;
}

const ASSETS: Readonly<Record<string, Asset>> = {
  'graphiql.js': { type: 'text/javascript; charset=utf-8', content: (bundle) => bundle.js },
  'graphiql.css': { type: 'text/css; charset=utf-8', content: (bundle) => bundle.css },
  'editor.worker.js': { type: 'text/javascript; charset=utf-8', content: (bundle) => bundle.editorWorkerService },
  'json.worker.js': { type: 'text/javascript; charset=utf-8', content: (bundle) => bundle.jsonWorker },
  'graphql.worker.js': { type: 'text/javascript; charset=utf-8', content: (bundle) => bundle.graphqlWorker },
  'favicon.ico': {
    type: 'image/x-icon',
    content: (bundle) => Buffer.from(bundle.favicon.slice(bundle.favicon.indexOf(',') + 1), 'base64'),
  },
};

const gzipAsync = promisify(gzip);

interface Prepared {
  type: string;
  plain: Buffer;
  gzipped: Buffer | undefined;
}

/**
 * Serves GraphiQL's script, styles, editor workers and icon under GRAPHIQL_ASSETS_PATH. The
 * bundle (about 9 MB of text) is read on the first request, not at start, and each file is
 * gzipped once (to about a fifth) and kept.
 */
export function registerGraphiqlAssets(app: FastifyInstance): void {
  let bundle: Promise<Bundle> | undefined;
  const prepared = new Map<string, Promise<Prepared>>();
  const prepare = (name: string, asset: Asset): Promise<Prepared> => {
    let entry = prepared.get(name);
    if (!entry) {
      bundle ??= import('@graphql-yoga/render-graphiql/graphiql');
      entry = bundle.then(async (loaded) => {
        const content = asset.content(loaded);
        const plain = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
        const compressible = asset.type.startsWith('text/');
        return { type: asset.type, plain, gzipped: compressible ? await gzipAsync(plain) : undefined };
      });
      prepared.set(name, entry);
    }
    return entry;
  };

  for (const [name, asset] of Object.entries(ASSETS)) {
    app.get(`${GRAPHIQL_ASSETS_PATH}/${name}`, async (request, reply) => {
      const { type, plain, gzipped } = await prepare(name, asset);
      reply.type(type).header('cache-control', CACHE_IMMUTABLE).header('vary', 'accept-encoding');
      if (gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(gzipped);
      }
      return reply.send(plain);
    });
  }
}

/** Yoga's GraphiQL page with every file from the gateway itself (the options pass through unchanged). */
export function renderOfflineGraphiQL(options: GraphiQLOptions): string {
  const asset = (name: keyof typeof ASSETS) => `${GRAPHIQL_ASSETS_PATH}/${name}`;
  // `<` escaped, so no text in the example operations can end the script element.
  const optionsJson = JSON.stringify(options).replaceAll('<', '\\u003c');
  const title = escapeHtml(options.title ?? 'GraphiQL');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="icon" href="${asset('favicon.ico')}" />
    <link rel="stylesheet" href="${asset('graphiql.css')}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
    <script>
      // Same-origin worker scripts load directly; no blob: URLs needed.
      const workers = {
        editorWorkerService: ${JSON.stringify(asset('editor.worker.js'))},
        json: ${JSON.stringify(asset('json.worker.js'))},
        graphql: ${JSON.stringify(asset('graphql.worker.js'))},
      };
      self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => workers[label] };
    </script>
    <script src="${asset('graphiql.js')}"></script>
    <script>
      YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ${optionsJson});
    </script>
  </body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
