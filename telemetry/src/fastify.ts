import { FastifyOtelInstrumentation } from '@fastify/otel';
import { LogController, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';

/** Probes and scrapes, answered in place many times a minute: not worth a trace each. */
const UNTRACED_PATHS = new Set(['/healthz', '/metrics']);
/** The "incoming request" line of a request, held until its span has started. */
const kIncomingLine = Symbol('portal.telemetry.incomingLine');

type WithIncomingLine = FastifyRequest & { [kIncomingLine]?: (() => void) | undefined };

let instrumentation: FastifyOtelInstrumentation | undefined;

/**
 * The one @fastify/otel instrumentation of the process. Every Fastify app registers its plugin;
 * it stays disabled (its hooks pass straight through) until `startTracing` enables it, so an app
 * built without tracing behaves exactly as before.
 */
export function fastifyInstrumentation(): FastifyOtelInstrumentation {
  instrumentation ??= new FastifyOtelInstrumentation({
    enabled: false,
    // One span per request, named by its route. Fastify keeps the request's async context through
    // its hooks and body parsing, so what the route does (the platform's SQL, the gateway's
    // GraphQL operation) becomes the request span's children without a span per hook.
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: ({ url }) => UNTRACED_PATHS.has(pathOf(url)),
    requestHook: (span, request) => {
      span.updateName(request.routeOptions.url === undefined ? request.method : `${request.method} ${request.routeOptions.url}`);
      // The path only: a query string could hold a GET operation's variables.
      span.setAttribute('url.path', pathOf(request.url));
    },
  });
  return instrumentation;
}

/**
 * The Fastify plugin giving each request a server span, continued from the caller's W3C
 * `traceparent` when it sends one. Register it first, so every later hook runs inside the span;
 * with `TracedLogController` it writes the request's "incoming request" line inside it too.
 */
export function fastifyTracing(): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(fastifyInstrumentation().plugin());
    app.decorateRequest(kIncomingLine, undefined);
    app.addHook('onRequest', async (request) => {
      writeIncomingLine(request);
    });
  };
  // Its hooks apply to the whole app, not to a child context of its own.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: 'portal-tracing' });
  return plugin;
}

/**
 * Fastify's request log lines, with "incoming request" written once the request's span has
 * started (by `fastifyTracing`'s hook, after @fastify/otel's) rather than before it, so the line
 * carries the trace id as the request's other lines do. A request that never reaches its hooks
 * (a malformed URL) still gets the line, just before its "request completed".
 */
export class TracedLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    (request as WithIncomingLine)[kIncomingLine] = () => super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    writeIncomingLine(request);
    super.requestCompleted(error, request, reply, metadata);
  }
}

function writeIncomingLine(request: FastifyRequest): void {
  const write = (request as WithIncomingLine)[kIncomingLine];
  if (write === undefined) return;
  (request as WithIncomingLine)[kIncomingLine] = undefined;
  write();
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
