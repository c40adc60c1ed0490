import { randomUUID } from 'node:crypto';
import { startTracing, type Tracing } from '@portal/telemetry';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LogCapture, gql, login, registerMember, startStack, uniqueName, type Stack } from './helpers.ts';

const CONVERT = 'mutation Convert($input: ConvertInput!) { convert(input: $input) { id status } }';

interface Line {
  traceId?: string;
  spanId?: string;
  msg?: string;
  reqId?: string;
  operation?: string;
  operationType?: string;
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
}

// What the services run without OTEL_EXPORTER_OTLP_ENDPOINT: no SDK, spans made for their ids
// alone (telemetry/src/ids-only.ts). gateway/test/tracing.test.ts covers the recording mode.
describe('without an OTLP endpoint, one mutation still has one trace id on both services’ log lines', () => {
  const gatewayLogs = new LogCapture();
  const platformLogs: string[] = [];
  let tracing: Tracing;
  let stack: Stack;

  beforeAll(async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', undefined);
    vi.stubEnv('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', undefined);
    vi.stubEnv('OTEL_SDK_DISABLED', undefined);
    tracing = await startTracing({ serviceName: 'portal-test' });
    stack = await startStack({
      logs: gatewayLogs,
      gateway: { logLevel: 'info' },
      platform: { env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void platformLogs.push(line) } },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await tracing?.shutdown();
    vi.unstubAllEnvs();
  });

  it('records nothing, and the gateway’s trace id reaches every line of the platform’s route through traceparent', async () => {
    expect(tracing).toMatchObject({ exporting: false, recording: false });
    const userName = uniqueName('otid');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '100' });

    const gatewayMark = gatewayLogs.lines.length;
    const platformMark = platformLogs.length;
    const done = await gql(stack.http, CONVERT, { input: { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '50', requestId: randomUUID() } }, { token });
    expect(done.errors).toBeUndefined();
    expect(done.data?.convert.status).toBe('SUCCESS');

    const gatewayLines = gatewayLogs.lines.slice(gatewayMark).map((line) => JSON.parse(line) as Line);
    const platformLines = platformLogs.slice(platformMark).map((line) => JSON.parse(line) as Line);
    // One line per request at info, written as it ends: what it was, how it ended, which operation.
    expect(gatewayLines.map((line) => line.msg)).not.toContain('incoming request');
    expect(platformLines.map((line) => line.msg)).not.toContain('incoming request');
    const gatewayRequest = gatewayLines.filter((line) => line.msg === 'request completed');
    expect(gatewayRequest).toHaveLength(1);
    expect(gatewayRequest[0]).toMatchObject({ operation: 'Convert', operationType: 'mutation', req: { method: 'POST', path: '/graphql' }, res: { statusCode: 200 } });
    expect(gatewayLines.filter((line) => line.reqId === gatewayRequest[0]!.reqId)).toHaveLength(1);
    expect(platformLines.filter((line) => line.msg === 'request completed').length).toBeGreaterThan(0);
    const traceId = gatewayLines[0]!.traceId;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    for (const line of [...gatewayLines, ...platformLines]) expect(line, JSON.stringify(line)).toMatchObject({ traceId, spanId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    // Each service's request is a span of its own within the trace.
    const requestSpan = (lines: Line[]) => lines.find((line) => line.msg === 'request completed')!.spanId;
    expect(requestSpan(platformLines)).not.toBe(requestSpan(gatewayLines));
  });

  it('gives each request a trace of its own', async () => {
    const traceIds = new Set<string | undefined>();
    for (let request = 0; request < 3; request += 1) {
      const mark = gatewayLogs.lines.length;
      await gql(stack.http, '{ captcha { captchaId } }', {});
      const completed = gatewayLogs.lines.slice(mark).map((line) => JSON.parse(line) as Line).find((line) => line.msg === 'request completed');
      traceIds.add(completed?.traceId);
    }
    expect(traceIds.size).toBe(3);
    expect(traceIds.has(undefined)).toBe(false);
  });
});
