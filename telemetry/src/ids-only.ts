import { randomFillSync } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  context,
  isSpanContextValid,
  propagation,
  SpanKind,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanContext,
  type SpanOptions,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import type { FastifyPluginAsync } from 'fastify';
import type { TracingMode } from './tracing.ts';
import { isUntraced } from './requests.ts';

/**
 * Tracing for the ids alone, when no span is exported: what a log line needs (a trace id shared by
 * both services for one request, a span id per span) and nothing more, on `@opentelemetry/api`
 * only. No SDK, no instrumentation package, no exporter is loaded (docs/operations.md, "Traces";
 * BENCHMARKS.md, benchmark 11): every span is a non-recording one holding fresh ids, the request
 * spans come from one Fastify hook, and the upstream calls carry `traceparent` through undici's
 * diagnostics channel, the one the undici instrumentation listens on.
 */
export function startIdsOnly(): TracingMode {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new TraceparentPropagator());
  trace.setGlobalTracerProvider(new IdsOnlyTracerProvider());
  diagnosticsChannel.subscribe('undici:request:create', sendTraceparent);
  let running = true;

  const requestSpans = (): FastifyPluginAsync => {
    const plugin: FastifyPluginAsync = async (app) => {
      const tracer = trace.getTracer('@portal/telemetry');
      // A callback hook: `done` runs inside the span's context, so every later hook, the handler and
      // what they await (the gateway's operation, the platform's SQL) run inside it too.
      app.addHook('onRequest', (request, _reply, done) => {
        if (!running || isUntraced(request.url)) {
          done();
          return;
        }
        let parent = context.active();
        if (trace.getSpan(parent) === undefined) parent = propagation.extract(parent, request.headers);
        const span = tracer.startSpan('request', { kind: SpanKind.SERVER }, parent);
        context.with(trace.setSpan(parent, span), done);
      });
    };
    // Its hook applies to the whole app, not to a child context of its own.
    Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: 'portal-request-ids' });
    return plugin;
  };

  return {
    requestSpans,
    async shutdown() {
      running = false;
      diagnosticsChannel.unsubscribe('undici:request:create', sendTraceparent);
      contextManager.disable();
    },
  };
}

/** The active span's `traceparent` on each outgoing undici request (the gateway's upstream calls). */
function sendTraceparent(message: unknown): void {
  const { request } = message as { request: { addHeader(name: string, value: string): unknown } };
  propagation.inject(context.active(), request, { set: (carrier, name, value) => void carrier.addHeader(name, value) });
}

class IdsOnlyTracerProvider implements TracerProvider {
  readonly #tracer = new IdsOnlyTracer();

  getTracer(): Tracer {
    return this.#tracer;
  }
}

/**
 * Spans that record nothing: each a fresh span id, in its parent's trace (a new trace at the root).
 * Not sampled, since nothing of them is kept: a platform that exports behind a gateway that does
 * not records its spans only for calls its own sampler picks (docs/operations.md).
 */
class IdsOnlyTracer implements Tracer {
  startSpan(_name: string, options?: SpanOptions, parentContext: Context = context.active()): Span {
    const parent = options?.root === true ? undefined : trace.getSpanContext(parentContext);
    return trace.wrapSpanContext({
      traceId: parent !== undefined && isSpanContextValid(parent) ? parent.traceId : randomId(16),
      spanId: randomId(8),
      traceFlags: TraceFlags.NONE,
    });
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, parentContext: Context, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, ...rest: [F] | [SpanOptions, F] | [SpanOptions, Context, F]): ReturnType<F> {
    const fn = rest[rest.length - 1] as F;
    const options = rest.length > 1 ? (rest[0] as SpanOptions) : undefined;
    const parentContext = rest.length > 2 ? (rest[1] as Context) : context.active();
    const span = this.startSpan(name, options, parentContext);
    return context.with(trace.setSpan(parentContext, span), () => fn(span) as ReturnType<F>);
  }
}

/** `bytes` random bytes as lower-case hex, never all zeros (an invalid id). */
function randomId(bytes: 8 | 16): string {
  const buffer = Buffer.allocUnsafe(bytes);
  do {
    randomFillSync(buffer);
  } while (buffer.every((byte) => byte === 0));
  return buffer.toString('hex');
}

/** version-traceid-parentid-flags, https://www.w3.org/TR/trace-context/#traceparent-header */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * The W3C `traceparent` header alone, read and written. `tracestate` is neither kept nor passed
 * on: nothing here samples or exports, so a vendor's state has no use. (The SDK mode uses
 * `@opentelemetry/core`'s W3CTraceContextPropagator; this spares loading that package.)
 */
class TraceparentPropagator implements TextMapPropagator {
  inject(activeContext: Context, carrier: unknown, setter: TextMapSetter): void {
    const spanContext = trace.getSpanContext(activeContext);
    if (spanContext === undefined || !isSpanContextValid(spanContext)) return;
    const flags = spanContext.traceFlags & TraceFlags.SAMPLED ? '01' : '00';
    setter.set(carrier, 'traceparent', `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`);
  }

  extract(activeContext: Context, carrier: unknown, getter: TextMapGetter): Context {
    const value = getter.get(carrier, 'traceparent');
    const header = Array.isArray(value) ? value[0] : value;
    if (typeof header !== 'string') return activeContext;
    const parts = TRACEPARENT.exec(header.trim());
    // Version ff is invalid; version 00 has exactly four fields (later versions may add more).
    if (parts === null || parts[1] === 'ff' || (parts[1] === '00' && parts[5] !== undefined)) return activeContext;
    const spanContext: SpanContext = {
      traceId: parts[2]!,
      spanId: parts[3]!,
      traceFlags: Number.parseInt(parts[4]!, 16) & TraceFlags.SAMPLED,
      isRemote: true,
    };
    return isSpanContextValid(spanContext) ? trace.setSpanContext(activeContext, spanContext) : activeContext;
  }

  fields(): string[] {
    return ['traceparent'];
  }
}
