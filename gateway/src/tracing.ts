import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { getOperationAST, type DocumentNode } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

/**
 * An envelop plugin giving each executed GraphQL operation (and each subscription's start) a span,
 * a child of the request's, named `<type> <name>` (`mutation Convert`): the upstream calls its
 * resolvers make are its children, and their `traceparent` carries it to the platform. Only the
 * operation's type and name are recorded, never its document or variables (they may hold secrets).
 * The span wraps the whole phase through envelop's instrumentation, so the resolvers run inside
 * it over HTTP and WebSocket alike, whichever plugin supplies the execute function (graphql-jit).
 * Without a tracer provider (tracing not started) each span is the API's no-op.
 */
export function useOperationTracing(): Plugin {
  const tracer = trace.getTracer('@portal/gateway');
  const operationSpans = new WeakSet<Span>();
  const traced = (wrapped: () => Promise<void> | void): Promise<void> => {
    const span = tracer.startSpan('graphql', { kind: SpanKind.INTERNAL });
    operationSpans.add(span);
    return context.with(trace.setSpan(context.active(), span), async () => {
      try {
        await wrapped();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    });
  };
  /** Names the operation's span once the document is known (inside `traced`, it is the active one). */
  const named = (document: DocumentNode, operationName: string | null | undefined): Span | undefined => {
    const span = trace.getActiveSpan();
    if (span === undefined || !operationSpans.has(span)) return undefined;
    const operation = getOperationAST(document, operationName ?? undefined);
    const type = operation?.operation ?? 'query';
    const name = operation?.name?.value;
    span.updateName(name === undefined ? type : `${type} ${name}`);
    span.setAttributes({ 'graphql.operation.type': type, ...(name === undefined ? {} : { 'graphql.operation.name': name }) });
    return span;
  };
  return {
    instrumentation: {
      execute: (_payload, wrapped) => traced(wrapped),
      subscribe: (_payload, wrapped) => traced(wrapped),
    },
    onExecute({ args }) {
      const span = named(args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          if (span !== undefined && !isAsyncIterable(result) && (result.errors?.length ?? 0) > 0) {
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
        },
      };
    },
    onSubscribe({ args }) {
      named(args.document, args.operationName);
    },
  };
}

/**
 * Runs a WebSocket subscription's start (subscriptions/websocket.ts, which runs outside Yoga) in
 * a span named and labelled as `useOperationTracing` names Yoga's: the upstream calls it makes
 * (the session check) are its children, and the log lines written inside carry its trace id.
 */
export function traceSubscriptionStart<T>(document: DocumentNode, operationName: string | null | undefined, start: () => Promise<T>): Promise<T> {
  const operation = getOperationAST(document, operationName ?? undefined);
  const name = operation?.name?.value;
  const attributes = { 'graphql.operation.type': 'subscription', ...(name === undefined ? {} : { 'graphql.operation.name': name }) };
  return trace.getTracer('@portal/gateway').startActiveSpan(name === undefined ? 'subscription' : `subscription ${name}`, { kind: SpanKind.INTERNAL, attributes }, async (span) => {
    try {
      return await start();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
