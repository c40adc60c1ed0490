import { FastifyOtelInstrumentation } from '@fastify/otel';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
// Imported here, not on first export: this module is itself loaded only when spans are recorded,
// and a CommonJS package's named exports are lost to an `import()` inside the gateway's bundle.
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { isUntraced, pathOf } from './requests.ts';
import type { TracingMode } from './tracing.ts';

/**
 * Tracing that records spans, for an OTLP endpoint or a test's span processors: the SDK's tracer
 * provider with the W3C `traceparent` propagator and the async-hooks context manager, spans for
 * outgoing undici requests (with `traceparent` sent) and @fastify/otel's request spans. Loaded by
 * `startTracing` only in this mode. The exporter, the batch processor, the sampler and the resource
 * read the standard OTEL_* variables themselves.
 */
export async function startSdk(options: {
  serviceName: string;
  spanProcessors: SpanProcessor[];
  exporting: boolean;
}): Promise<TracingMode> {
  const processors = [...options.spanProcessors];
  if (options.exporting) {
    // OTLP over HTTP with protobuf, the protocol's default.
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
      span.updateName(`${request.method} ${pathOf(request.path)}`);
    },
  });
  undici.setTracerProvider(provider);

  const fastify = new FastifyOtelInstrumentation({
    enabled: false,
    // One span per request, named by its route. Fastify keeps the request's async context through
    // its hooks and body parsing, so what the route does (the platform's SQL, the gateway's
    // GraphQL operation) becomes the request span's children without a span per hook.
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: ({ url }) => isUntraced(url),
    requestHook: (span, request) => {
      span.updateName(request.routeOptions.url === undefined ? request.method : `${request.method} ${request.routeOptions.url}`);
      // The path only: a query string could hold a GET operation's variables.
      span.setAttribute('url.path', pathOf(request.url));
    },
  });
  fastify.setTracerProvider(provider);
  fastify.enable();

  return {
    requestSpans: () => fastify.plugin(),
    async shutdown() {
      undici.disable();
      fastify.disable();
      await provider.shutdown();
    },
  };
}
