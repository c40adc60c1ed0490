import { randomUUID } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { startTracing, type Tracing } from '@portal/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture, PASSWORD, SseSubscription, gql, login, registerMember, startStack, uniqueName, waitUntil, type Stack } from './helpers.ts';

const CONVERT = 'mutation Convert($input: ConvertInput!) { convert(input: $input) { id status } }';
const CONVERT_PATH = '/api/app/convert/convert';

/** The headers undici wrote for each request to `path` (its diagnostics channel sees the wire). */
function sentHeaders(path: string): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const onSend = (message: unknown) => {
    const { request, headers } = message as { request: { path: string }; headers: string | string[] };
    if (request.path.endsWith(path)) lines.push(Array.isArray(headers) ? headers.join('\r\n') : headers);
  };
  diagnosticsChannel.subscribe('undici:client:sendHeaders', onSend);
  return { lines, stop: () => diagnosticsChannel.unsubscribe('undici:client:sendHeaders', onSend) };
}

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const idOf = (span: ReadableSpan) => span.spanContext().spanId;

describe('one mutation is one trace across the gateway and the platform', () => {
  const exporter = new InMemorySpanExporter();
  const gatewayLogs = new LogCapture();
  const platformLogs: string[] = [];
  let tracing: Tracing;
  let stack: Stack;

  beforeAll(async () => {
    // As each main.ts does at process start; here both services share the test's process.
    tracing = await startTracing({ serviceName: 'portal-test', spanProcessors: [new SimpleSpanProcessor(exporter)] });
    stack = await startStack({
      logs: gatewayLogs,
      // Live polls every 200 ms, for the second test.
      gateway: { logLevel: 'info', pollIntervalMs: 200 },
      platform: { env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void platformLogs.push(line) } },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await tracing?.shutdown();
  });

  it('chains the operation, the upstream call, the platform route and its SQL, and puts the trace id on both services’ log lines', async () => {
    const userName = uniqueName('otel');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '100' });

    exporter.reset();
    const gatewayMark = gatewayLogs.lines.length;
    const platformMark = platformLogs.length;
    const wire = sentHeaders(CONVERT_PATH);
    const requestId = randomUUID();
    const done = await gql(stack.http, CONVERT, { input: { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '50', requestId } }, { token });
    wire.stop();
    expect(done.errors).toBeUndefined();
    expect(done.data?.convert.status).toBe('SUCCESS');

    const spans = exporter.getFinishedSpans();
    const operation = spans.find((span) => span.name === 'mutation Convert');
    expect(operation, spans.map((span) => span.name).join(', ')).toBeDefined();
    const traceId = operation!.spanContext().traceId;
    const inTrace = spans.filter((span) => span.spanContext().traceId === traceId);

    // The gateway: its request span, then the operation's.
    const gatewayRequest = inTrace.find((span) => span.name === 'POST /graphql');
    expect(gatewayRequest?.kind).toBe(SpanKind.SERVER);
    expect(parentOf(operation!)).toBe(idOf(gatewayRequest!));
    expect(operation!.attributes).toMatchObject({ 'graphql.operation.type': 'mutation', 'graphql.operation.name': 'Convert' });

    // The upstream call, a child of the operation, sent with its own context as `traceparent`.
    const upstream = inTrace.filter((span) => span.kind === SpanKind.CLIENT && span.attributes['url.path'] === CONVERT_PATH);
    expect(upstream).toHaveLength(1);
    expect(upstream[0]!.name).toBe(`POST ${CONVERT_PATH}`);
    expect(parentOf(upstream[0]!)).toBe(idOf(operation!));
    expect(wire.lines).toHaveLength(1);
    expect(wire.lines[0]).toContain(`traceparent: 00-${traceId}-${idOf(upstream[0]!)}-01`);

    // The platform's route, continued from that header.
    const route = inTrace.find((span) => span.name === `POST ${CONVERT_PATH}` && span.kind === SpanKind.SERVER);
    expect(route, inTrace.map((span) => `${span.name} (${span.kind})`).join(', ')).toBeDefined();
    expect(parentOf(route!)).toBe(idOf(upstream[0]!));

    // Its SQL statements, each a child of the route: the text with placeholders, never a value.
    const statements = inTrace.filter((span) => span.name === 'db.query');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(parentOf(statement)).toBe(idOf(route!));
    const sql = statements.map((span) => String(span.attributes['db.statement']));
    expect(sql.some((text) => /^insert into "convert_orders"/i.test(text)), sql.join('\n')).toBe(true);
    expect(sql.some((text) => text.includes('$1'))).toBe(true);

    // Nothing secret in any span: not the token, the password, nor a parameter value.
    const recorded = JSON.stringify(spans.map((span) => ({ name: span.name, attributes: span.attributes, events: span.events })));
    for (const secret of [token, PASSWORD, requestId]) expect(recorded).not.toContain(secret);

    // Every line both services wrote for the mutation carries its trace id.
    const gatewayLines = gatewayLogs.lines.slice(gatewayMark).map((line) => JSON.parse(line) as { traceId?: string; msg?: string });
    const platformLines = platformLogs.slice(platformMark).map((line) => JSON.parse(line) as { traceId?: string; msg?: string });
    expect(gatewayLines.length).toBeGreaterThan(0);
    expect(platformLines.length).toBeGreaterThan(0);
    for (const line of [...gatewayLines, ...platformLines]) expect(line, JSON.stringify(line)).toMatchObject({ traceId });
  });

  it('makes each live poll a trace of its own, not part of the subscription request that opened the feed', async () => {
    const userName = uniqueName('otlv');
    await registerMember(stack, userName);
    const token = await login(stack, userName);

    exporter.reset();
    const pollsSoFar = () => exporter.getFinishedSpans().filter((span) => span.name === 'live poll balances');
    const live = new SseSubscription(stack.url, 'subscription Balances { balancesChanged { coinName available } }', { token });
    try {
      await live.waitFor((events) => events.length > 0);
      await waitUntil(() => pollsSoFar().length >= 2);
    } finally {
      await live.close();
    }

    const spans = exporter.getFinishedSpans();
    const subscription = spans.find((span) => span.name === 'subscription Balances');
    expect(subscription).toBeDefined();
    const polls = pollsSoFar();
    expect(new Set(polls.map((poll) => poll.spanContext().traceId)).size).toBe(polls.length);
    for (const poll of polls) {
      expect(poll.parentSpanContext).toBeUndefined();
      expect(poll.spanContext().traceId).not.toBe(subscription!.spanContext().traceId);
      const call = spans.find((span) => span.kind === SpanKind.CLIENT && parentOf(span) === idOf(poll));
      expect(call?.attributes['url.path']).toMatch(/^\/api\//);
      const route = spans.find((span) => span.kind === SpanKind.SERVER && parentOf(span) === idOf(call!));
      expect(route?.name).toBe(`POST ${call!.attributes['url.path']}`);
    }
  });
});
