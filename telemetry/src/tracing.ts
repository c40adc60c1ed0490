import assert from 'node:assert/strict';
import { context, propagation, trace } from '@opentelemetry/api';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';

export interface TracingOptions {
  /** `service.name` of the spans (OTEL_SERVICE_NAME, when set, wins). */
  serviceName: string;
  /** Processors besides the OTLP export, e.g. a SimpleSpanProcessor over an InMemorySpanExporter in tests. */
  spanProcessors?: SpanProcessor[];
}

export interface Tracing {
  /** Whether the spans go to an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or its traces-only form). */
  exporting: boolean;
  /** Whether spans are recorded (the SDK is loaded), rather than made for their ids alone. */
  recording: boolean;
  /**
   * Sends what is buffered, then unregisters everything `startTracing` registered. A collector
   * that cannot be reached loses those spans but does not fail the stop: the error is returned.
   */
  shutdown(): Promise<{ exportError?: unknown }>;
}

/** What a mode of tracing (`sdk.ts`, `ids-only.ts`) hands back when it starts. */
export interface TracingMode {
  /** A Fastify plugin starting each request's span, for every app built while tracing runs. */
  requestSpans: () => FastifyPluginAsync | FastifyPluginCallback;
  shutdown(): Promise<void>;
}

/** The request spans of the running tracing, for `fastifyTracing`; none when tracing is not started. */
let requestSpans: TracingMode['requestSpans'] | undefined;

/** The Fastify plugin that gives each request its span, in the mode tracing was started in. */
export function requestSpanPlugin(): ReturnType<TracingMode['requestSpans']> | undefined {
  return requestSpans?.();
}

let started = false;

/**
 * Starts the process's tracing, before any Fastify app is built (an app built earlier gets no
 * request spans). Two modes:
 *
 * - **recording**, when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set
 *   or span processors are given: the OpenTelemetry SDK, @fastify/otel, the undici
 *   instrumentation and (with an endpoint) the OTLP/HTTP protobuf exporter (`sdk.ts`);
 * - **ids only** otherwise: no SDK loaded, spans that record nothing but carry the ids the log
 *   lines need, `traceparent` still sent upstream so both services' lines share one trace id
 *   (`ids-only.ts`).
 *
 * OTEL_SDK_DISABLED=true starts nothing: every span is then the API's no-op, no line has an id.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  assert.ok(options.serviceName.length > 0, 'a service name');
  assert.ok(!started, 'tracing is already started in this process');
  if (process.env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return { exporting: false, recording: false, shutdown: async () => ({}) };

  const exporting = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
  const spanProcessors = options.spanProcessors ?? [];
  const recording = exporting || spanProcessors.length > 0;
  // Each mode's modules are loaded only when it starts (their memory: BENCHMARKS.md, benchmark 11).
  const mode = recording
    ? await (await import('./sdk.ts')).startSdk({ serviceName: options.serviceName, spanProcessors, exporting })
    : (await import('./ids-only.ts')).startIdsOnly();
  requestSpans = mode.requestSpans;
  started = true;

  return {
    exporting,
    recording,
    async shutdown() {
      requestSpans = undefined;
      try {
        await mode.shutdown();
        return {};
      } catch (exportError) {
        return { exportError };
      } finally {
        trace.disable();
        propagation.disable();
        context.disable();
        started = false;
      }
    },
  };
}
