import assert from 'node:assert/strict';
import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { fastifyInstrumentation } from './fastify.ts';

export interface TracingOptions {
  /** `service.name` of the spans (OTEL_SERVICE_NAME, when set, wins). */
  serviceName: string;
  /** Processors besides the OTLP export, e.g. a SimpleSpanProcessor over an InMemorySpanExporter in tests. */
  spanProcessors?: SpanProcessor[];
}

export interface Tracing {
  /** Whether the spans go to an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or its traces-only form). */
  exporting: boolean;
  /** Sends what is buffered, then unregisters everything `startTracing` registered. */
  shutdown(): Promise<void>;
}

let started = false;

/**
 * Starts the process's tracing: a tracer provider with the W3C `traceparent` propagator and the
 * async-hooks context manager, spans for outgoing undici requests (with `traceparent` sent), and
 * the Fastify plugin's request spans switched on. Spans are exported over OTLP/HTTP only when
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; the exporter is not
 * even loaded otherwise, and the ids still reach the log lines. The exporter, the batch processor,
 * the sampler and the resource read the standard OTEL_* variables themselves.
 * OTEL_SDK_DISABLED=true starts nothing: every span is then the API's no-op.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  assert.ok(options.serviceName.length > 0, 'a service name');
  assert.ok(!started, 'tracing is already started in this process');
  if (process.env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return { exporting: false, shutdown: async () => undefined };

  const processors = [...(options.spanProcessors ?? [])];
  const exporting = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
  if (exporting) {
    // Loaded only when used: a process that exports nothing never holds the exporter's modules
    // (its idle memory is measured by bench/idle-memory.ts).
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    processors.push(new BatchSpanProcessor(new OTLPTraceExporter()));
  }
  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(resourceFromAttributes({ 'service.name': options.serviceName }))
      .merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: processors,
  });
  // The trace context only: a caller's `baggage` header is not passed on to the platform.
  provider.register({ propagator: new W3CTraceContextPropagator() });

  const undici = new UndiciInstrumentation({
    // Named by method and path (the platform's paths hold no ids); its query string is not kept.
    requestHook: (span, request) => {
      span.updateName(`${request.method} ${request.path.split('?')[0]}`);
    },
  });
  undici.setTracerProvider(provider);
  const fastify = fastifyInstrumentation();
  fastify.setTracerProvider(provider);
  fastify.enable();
  started = true;

  return {
    exporting,
    async shutdown() {
      undici.disable();
      fastify.disable();
      try {
        await provider.shutdown();
      } finally {
        trace.disable();
        propagation.disable();
        context.disable();
        started = false;
      }
    },
  };
}
