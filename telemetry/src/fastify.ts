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

/** The levels that write "incoming request". */
const DEBUG_LEVELS = new Set(['trace', 'debug']);

/** What the app adds to a request's one log line (the GraphQL operation, …). */
const kLineFacts = Symbol('portal.telemetry.lineFacts');

type WithLineFacts = FastifyRequest & { [kLineFacts]?: Record<string, unknown> };

/**
 * Adds facts to the line the request is logged with when it ends (e.g. which GraphQL operation
 * it carried): one line a request says what it was and how it ended.
 */
export function addRequestLogFacts(request: FastifyRequest, facts: Record<string, unknown>): void {
  const withFacts = request as WithLineFacts;
  withFacts[kLineFacts] = { ...withFacts[kLineFacts], ...facts };
}

/**
 * Fastify's request lines, one per request at `info`: written when it ends, with its method,
 * path and caller (the `req` serializer), its status and time, and what the app added
 * (`addRequestLogFacts`). Each line costs the request its serialization and redaction: three a
 * request were a tenth of the gateway's processor time (BENCHMARKS.md (a)). "incoming request"
 * stays at `debug`, for finding a request that never ends; it is written once the request's span
 * has started (by `fastifyTracing`'s hook), so it carries the trace id as the request's other
 * lines do. A request that never reaches its hooks (a malformed URL) still gets it, just before
 * the line that ends it.
 */
export class TracedLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request) || !DEBUG_LEVELS.has(request.log.level)) return;
    (request as WithIncomingLine)[kIncomingLine] = () => request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    writeIncomingLine(request);
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(request as WithLineFacts)[kLineFacts] };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

function writeIncomingLine(request: FastifyRequest): void {
  const write = (request as WithIncomingLine)[kIncomingLine];
  if (write === undefined) return;
  (request as WithIncomingLine)[kIncomingLine] = undefined;
  write();
}
