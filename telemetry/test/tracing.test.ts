import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTracing, traceMixin } from '../src/index.ts';

interface Received {
  path: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

/** An OTLP/HTTP collector that keeps what it is sent. */
async function collector(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ path: request.url, contentType: request.headers['content-type'], body: Buffer.concat(chunks) });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Runs one span and returns the ids the log mixin gave inside it. */
function oneSpan(name: string): { traceId: string; fields: ReturnType<typeof traceMixin> } {
  return trace.getTracer('telemetry-test').startActiveSpan(name, (span) => {
    const fields = traceMixin();
    span.end();
    return { traceId: span.spanContext().traceId, fields };
  });
}

describe('startTracing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('exports the spans over OTLP/HTTP in protobuf when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    const otlp = await collector();
    try {
      vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', otlp.url);
      vi.stubEnv('OTEL_RESOURCE_ATTRIBUTES', 'deployment.environment.name=test');
      const tracing = await startTracing({ serviceName: 'telemetry-test' });
      expect(tracing).toMatchObject({ exporting: true, recording: true });
      const { traceId } = oneSpan('exported work');
      // Shutting down sends what the batch still holds.
      expect(await tracing.shutdown()).toEqual({});
      expect(otlp.received).toHaveLength(1);
      expect(otlp.received[0]).toMatchObject({ path: '/v1/traces', contentType: 'application/x-protobuf' });
      // Protobuf: the strings as they are, the trace id as its 16 bytes.
      const body = otlp.received[0]!.body;
      for (const expected of ['exported work', 'telemetry-test', 'deployment.environment.name']) expect(body.includes(expected), expected).toBe(true);
      expect(body.includes(Buffer.from(traceId, 'hex'))).toBe(true);
    } finally {
      await otlp.close();
    }
  });

  it('exports nothing without an endpoint, and still gives log lines the ids of their span', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', undefined);
    vi.stubEnv('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', undefined);
    const tracing = await startTracing({ serviceName: 'telemetry-test' });
    // Ids only: no SDK, the spans record nothing.
    expect(tracing).toMatchObject({ exporting: false, recording: false });
    const { traceId, fields } = oneSpan('local work');
    expect(fields).toEqual({ traceId, spanId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await tracing.shutdown();
  });

  it('without an endpoint, continues a caller\'s traceparent, gives each span its own id and passes the trace on', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', undefined);
    vi.stubEnv('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', undefined);
    const tracing = await startTracing({ serviceName: 'telemetry-test' });
    try {
      const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
      const incoming = propagation.extract(ROOT_CONTEXT, { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` });
      const tracer = trace.getTracer('telemetry-test');
      const sent: Record<string, string> = {};
      const fields = tracer.startActiveSpan('request', {}, incoming, (request) => {
        const inner = tracer.startActiveSpan('statement', (statement) => {
          propagation.inject(context.active(), sent);
          return { statement: traceMixin(), spanId: statement.spanContext().spanId };
        });
        return { request: traceMixin(), requestSpanId: request.spanContext().spanId, ...inner };
      });
      expect(fields.request.traceId).toBe(callerTrace);
      expect(fields.statement.traceId).toBe(callerTrace);
      expect(new Set([fields.requestSpanId, fields.spanId, '00f067aa0ba902b7']).size).toBe(3);
      // Sent on with the inner span as the parent; not sampled, since nothing of it is recorded.
      expect(sent).toEqual({ traceparent: `00-${callerTrace}-${fields.spanId}-00` });

      // A malformed or invalid header starts a trace of its own.
      for (const traceparent of ['ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`, 'garbage']) {
        const own = tracer.startActiveSpan('request', {}, propagation.extract(ROOT_CONTEXT, { traceparent }), () => traceMixin());
        expect(own.traceId).toMatch(/^[0-9a-f]{32}$/);
        expect(own.traceId).not.toBe(callerTrace);
      }
      // `root` leaves the active trace.
      const rooted = tracer.startActiveSpan('request', {}, incoming, () => tracer.startActiveSpan('poll', { root: true }, () => traceMixin()));
      expect(rooted.traceId).not.toBe(callerTrace);
    } finally {
      await tracing.shutdown();
    }
  });

  it('stops cleanly when the collector is away: the last spans are lost and the error returned', async () => {
    const otlp = await collector();
    await otlp.close();
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', otlp.url);
    // The exporter retries until this time-out (10 s by default).
    vi.stubEnv('OTEL_EXPORTER_OTLP_TIMEOUT', '300');
    const tracing = await startTracing({ serviceName: 'telemetry-test' });
    oneSpan('never delivered');
    const { exportError } = await tracing.shutdown();
    expect(exportError).toBeInstanceOf(Error);
    // Unregistered all the same: tracing starts again.
    await (await startTracing({ serviceName: 'telemetry-test' })).shutdown();
  });

  it('leaves the API a no-op once shut down, and when OTEL_SDK_DISABLED is true', async () => {
    await (await startTracing({ serviceName: 'telemetry-test' })).shutdown();
    expect(oneSpan('after shutdown').fields).toEqual({});

    vi.stubEnv('OTEL_SDK_DISABLED', 'true');
    const disabled = await startTracing({ serviceName: 'telemetry-test' });
    expect(disabled).toMatchObject({ exporting: false, recording: false });
    expect(oneSpan('disabled').fields).toEqual({});
    await disabled.shutdown();
  });

  it('refuses to start twice in one process', async () => {
    const tracing = await startTracing({ serviceName: 'telemetry-test' });
    try {
      await expect(startTracing({ serviceName: 'telemetry-test' })).rejects.toThrow(/already started/);
    } finally {
      await tracing.shutdown();
    }
  });
});
