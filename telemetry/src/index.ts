// Public surface of @portal/telemetry: the services' traces (OpenTelemetry) and their trace ids in log lines.
export { startTracing, type Tracing, type TracingOptions } from './tracing.ts';
export { addRequestLogFacts, fastifyTracing, TracedLogController } from './fastify.ts';
export { traceMixin, type TraceFields } from './log-mixin.ts';
