import { isSpanContextValid, trace } from '@opentelemetry/api';

/** What a log line carries of the span it was written in. */
export interface TraceFields {
  traceId?: string;
  spanId?: string;
}

/**
 * A pino `mixin`: the trace and span ids of the active span, so a log line can be found from its
 * trace and the other way round. Nothing when no span is active (tracing not started, a line
 * written outside any request).
 */
export function traceMixin(): TraceFields {
  const span = trace.getActiveSpan();
  if (span === undefined) return {};
  const spanContext = span.spanContext();
  if (!isSpanContextValid(spanContext)) return {};
  return { traceId: spanContext.traceId, spanId: spanContext.spanId };
}
