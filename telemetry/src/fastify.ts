import { LogController, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { requestSpanPlugin } from './tracing.ts';

/** The "incoming request" line of a request, held until its span has started. */
const kIncomingLine = Symbol('portal.telemetry.incomingLine');

type WithIncomingLine = FastifyRequest & { [kIncomingLine]?: (() => void) | undefined };

/**
 * The Fastify plugin giving each request a server span, continued from the caller's W3C
 * `traceparent` when it sends one. Register it first, so every later hook runs inside the span;
 * with `TracedLogController` it writes the request's "incoming request" line inside it too.
 */
export function fastifyTracing(): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    // None when tracing is not started (e.g. most tests): the requests then run without a span.
    const requestSpans = requestSpanPlugin();
    if (requestSpans !== undefined) await app.register(requestSpans);
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
 * started (by `fastifyTracing`'s hook, after the one that starts the span) rather than before it, so the line
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
