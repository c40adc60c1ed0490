import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTracing, traceMixin } from '../src/index.ts';

interface Received {
  path: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** An OTLP/HTTP collector that keeps what it is sent. */
async function collector(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ path: request.url, contentType: request.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
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

  it('exports the spans over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    const otlp = await collector();
    try {
      vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', otlp.url);
      vi.stubEnv('OTEL_RESOURCE_ATTRIBUTES', 'deployment.environment.name=test');
      const tracing = await startTracing({ serviceName: 'telemetry-test' });
      expect(tracing.exporting).toBe(true);
      const { traceId } = oneSpan('exported work');
      // Shutting down sends what the batch still holds.
      await tracing.shutdown();
      expect(otlp.received).toHaveLength(1);
      expect(otlp.received[0]).toMatchObject({ path: '/v1/traces', contentType: 'application/json' });
      const body = otlp.received[0]!.body;
      for (const expected of ['exported work', traceId, 'telemetry-test', 'deployment.environment.name']) expect(body).toContain(expected);
    } finally {
      await otlp.close();
    }
  });

  it('exports nothing without an endpoint, and still gives log lines the ids of their span', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', undefined);
    vi.stubEnv('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', undefined);
    const tracing = await startTracing({ serviceName: 'telemetry-test' });
    expect(tracing.exporting).toBe(false);
    const { traceId, fields } = oneSpan('local work');
    expect(fields).toEqual({ traceId, spanId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await tracing.shutdown();
  });

  it('leaves the API a no-op once shut down, and when OTEL_SDK_DISABLED is true', async () => {
    await (await startTracing({ serviceName: 'telemetry-test' })).shutdown();
    expect(oneSpan('after shutdown').fields).toEqual({});

    vi.stubEnv('OTEL_SDK_DISABLED', 'true');
    const disabled = await startTracing({ serviceName: 'telemetry-test' });
    expect(disabled.exporting).toBe(false);
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
