/* eslint-disable @typescript-eslint/no-explicit-any -- payloads are read as loose JSON in tests */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair } from '@portal/envelope';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type GatewayConfig } from '../src/index.ts';
import { gql, testConfig } from './helpers.ts';

// The real platform cannot answer 501 or 505 on demand, so this file puts a tiny stub
// upstream behind the gateway: each test tells it how to answer the next call.

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

interface Stub {
  url: string;
  server: Server;
  next: Handler;
  seen: Array<{ path: string; headers: IncomingMessage['headers']; body: any }>;
}

async function startStub(): Promise<Stub> {
  const stub: Stub = { url: '', server: undefined as unknown as Server, next: () => undefined, seen: [] };
  stub.server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      stub.seen.push({ path: req.url ?? '', headers: req.headers, body: body ? JSON.parse(body) : undefined });
      stub.next(req, res, body);
    });
  });
  await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
  return stub;
}

function answer(status: number, body: unknown): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

const COUNTRIES = '{ countries { code name } }';

describe('upstream outcomes map to stable extensions.code', () => {
  let stub: Stub;
  let gateway: FastifyInstance;
  let http: ReturnType<typeof supertest>;

  beforeAll(async () => {
    stub = await startStub();
    gateway = await createGateway(testConfig({ upstreamUrl: stub.url, upstreamTimeoutMs: 300 }));
    await gateway.ready();
    http = supertest(gateway.server);
  });
  afterAll(async () => {
    await gateway.close();
    stub.server.closeAllConnections();
    await new Promise((resolve) => stub.server.close(resolve));
  });
  afterEach(() => {
    stub.seen.length = 0;
  });

  it('passes a success through and sends the REST contract headers and body', async () => {
    stub.next = answer(200, { code: 20000, msg: 'ok', data: [{ code: 'US', name: 'United States' }] });
    const result = await gql(http, COUNTRIES, undefined, { token: 'abc.DEF-123', locale: 'ja-JP' });
    expect(result.data).toEqual({ countries: [{ code: 'US', name: 'United States' }] });
    const [call] = stub.seen;
    expect(call?.path).toBe('/api/country/list');
    expect(call?.headers['login-type']).toBe('USER');
    expect(call?.headers['accept-language']).toBe('ja-JP');
    // A public path never carries the member's token.
    expect(call?.headers.token).toBeUndefined();
    expect(call?.body).toEqual({ data: {}, needEn: false });
    expect(call?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(call?.headers['x-request-id']).toMatch(/\S+/);
  });

  it('forwards the bearer token as the token header on member paths', async () => {
    stub.next = answer(200, {
      code: 20000,
      msg: 'ok',
      data: [{ coinName: 'CASH_POINT', assetsAvailable: '1.5', assetsFrozen: '0', assetsLocked: '0' }],
    });
    const result = await gql(http, '{ balances { coinName available } }', undefined, { token: 'abc.DEF-123' });
    expect(result.data).toEqual({ balances: [{ coinName: 'CASH_POINT', available: '1.5' }] });
    expect(stub.seen[0]?.headers.token).toBe('abc.DEF-123');
    expect(stub.seen[0]?.path).toBe('/api/app/assets/assetsList');
  });

  // [stub status, stub body, expected code, expected HTTP status, expected message]
  const table: Array<[number, unknown, string, number, string]> = [
    [200, { code: 9001, msg: 'Insufficient balance', reason: 'INSUFFICIENT_BALANCE' }, 'SERVER_MESSAGE', 200, 'Insufficient balance'],
    [401, { code: 87321, msg: 'expired', reason: 'SESSION_EXPIRED' }, 'SESSION_EXPIRED', 401, 'Your login information has expired'],
    [200, { code: 87321, msg: 'expired' }, 'SESSION_EXPIRED', 401, 'Your login information has expired'],
    [401, { code: 401, msg: 'Token rejected' }, 'UNAUTHENTICATED', 401, 'Token rejected'],
    [401, '', 'UNAUTHENTICATED', 401, 'The server is busy, please try again later'],
    [400, { code: 400, msg: 'bad', reason: 'VALIDATION' }, 'BAD_REQUEST', 400, 'Bad request parameters'],
    [403, { code: 403, msg: 'no', reason: 'FORBIDDEN' }, 'FORBIDDEN', 403, 'Access denied'],
    [404, { code: 404, msg: 'no', reason: 'NOT_FOUND' }, 'NOT_FOUND', 404, 'The requested resource was not found'],
    [500, { code: 500, msg: 'boom', reason: 'INTERNAL' }, 'INTERNAL_SERVER_ERROR', 500, 'Internal server error'],
    [501, 'Not Implemented', 'NOT_IMPLEMENTED', 501, 'Service not implemented'],
    [502, '<html>bad gateway</html>', 'BAD_GATEWAY', 502, 'Gateway error'],
    [503, '', 'SERVICE_UNAVAILABLE', 503, 'Service unavailable'],
    [504, '', 'GATEWAY_TIMEOUT', 504, 'Gateway timeout'],
    [505, '', 'HTTP_VERSION_NOT_SUPPORTED', 505, 'HTTP version not supported'],
    [418, '', 'SERVER_BUSY', 503, 'The server is busy, please try again later'],
    [429, { code: 429, msg: 'slow down' }, 'SERVER_BUSY', 503, 'The server is busy, please try again later'],
    [200, 'not json at all', 'SERVER_BUSY', 503, 'The server is busy, please try again later'],
    [200, { code: 12345, msg: 'what' }, 'SERVER_BUSY', 503, 'The server is busy, please try again later'],
  ];

  it.each(table)('HTTP %i %j → %s', async (status, body, code, httpStatus, message) => {
    stub.next = answer(status, body);
    const result = await gql(http, COUNTRIES);
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.status).toBe(httpStatus);
  });

  it('keeps the platform reason as extensions.reason', async () => {
    stub.next = answer(200, { code: 9001, msg: 'Name taken', reason: 'USERNAME_TAKEN' });
    const result = await gql(http, COUNTRIES);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'SERVER_MESSAGE', reason: 'USERNAME_TAKEN' });
  });

  it('localizes catalogue messages by accept-language', async () => {
    stub.next = answer(500, '');
    const zh = await gql(http, COUNTRIES, undefined, { locale: 'zh-CN,zh;q=0.9' });
    expect(zh.errors?.[0]?.message).toBe('服务器内部错误');
    stub.next = answer(500, '');
    const id = await gql(http, COUNTRIES, undefined, { locale: 'id' });
    expect(id.errors?.[0]?.message).toBe('Terjadi kesalahan internal pada server');
  });

  it('refuses an answer that breaks the contract as BAD_GATEWAY / UPSTREAM_CONTRACT', async () => {
    stub.next = answer(200, { code: 20000, msg: 'ok', data: [{ code: 1 }] });
    const result = await gql(http, COUNTRIES);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_GATEWAY', reason: 'UPSTREAM_CONTRACT' });
    expect(result.status).toBe(502);
  });

  it('refuses a time that is not ISO-8601 as a contract break', async () => {
    stub.next = answer(200, {
      code: 20000,
      msg: 'ok',
      data: { list: [{ id: 'r1', coinName: 'GMT', recordType: 'ADJUST_IN', recordTypeName: 'x', amount: '1', createdAt: 'yesterday' }], total: 1, pageNum: 1, pageSize: 20 },
    });
    const result = await gql(http, '{ records { items { createdAt } } }', undefined, { token: 't' });
    expect(result.errors?.[0]?.extensions?.reason).toBe('UPSTREAM_CONTRACT');
  });

  it('refuses money sent as a JSON number', async () => {
    stub.next = answer(200, { code: 20000, msg: 'ok', data: [{ coinName: 'CASH_POINT', assetsAvailable: 1.1, assetsFrozen: '0', assetsLocked: '0' }] });
    const result = await gql(http, '{ balances { available } }', undefined, { token: 't' });
    expect(result.errors?.[0]?.extensions?.reason).toBe('UPSTREAM_CONTRACT');
  });

  it('gives up after UPSTREAM_TIMEOUT_MS with UPSTREAM_TIMEOUT', async () => {
    stub.next = () => undefined; // never answers
    const started = Date.now();
    const result = await gql(http, COUNTRIES);
    const elapsed = Date.now() - started;
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT', reason: 'UPSTREAM_TIMEOUT' });
    expect(result.errors?.[0]?.message).toBe('The request timed out');
    expect(result.status).toBe(504);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('reports a connection dropped mid-call as BAD_GATEWAY / UPSTREAM_CONNECTION_LOST', async () => {
    stub.next = (_req, res) => res.socket?.destroy();
    const result = await gql(http, COUNTRIES);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_GATEWAY', reason: 'UPSTREAM_CONNECTION_LOST' });
    expect(result.status).toBe(502);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const forwardedWith = async (trustProxy: GatewayConfig['trustProxy'], forwardedFor: string) => {
    const stub = await startStub();
    const gateway = await createGateway(testConfig({ upstreamUrl: stub.url, trustProxy }));
    await gateway.ready();
    try {
      stub.next = answer(200, { code: 20000, msg: 'ok', data: [] });
      await supertest(gateway.server).post('/graphql').set('x-forwarded-for', forwardedFor).send({ query: COUNTRIES });
      return stub.seen[0]?.headers['x-forwarded-for'];
    } finally {
      await gateway.close();
      await new Promise((resolve) => stub.server.close(resolve));
    }
  };

  it('sends the connection address, not a caller-chosen X-Forwarded-For, when no proxy is trusted', async () => {
    expect(await forwardedWith(false, '203.0.113.7')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('believes only the trusted hops: a hop count or the listed proxy addresses', async () => {
    // The client forged the first entry; the one trusted proxy (loopback) added the second.
    expect(await forwardedWith(1, '198.51.100.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await forwardedWith(['loopback'], '198.51.100.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await forwardedWith(['10.0.0.1'], '203.0.113.7')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('passes the end user address from X-Forwarded-For to the platform', async () => {
    const stub = await startStub();
    const gateway = await createGateway(testConfig({ upstreamUrl: stub.url, trustProxy: true }));
    await gateway.ready();
    try {
      stub.next = answer(200, { code: 20000, msg: 'ok', data: [] });
      await supertest(gateway.server).post('/graphql').set('x-forwarded-for', '203.0.113.7').send({ query: COUNTRIES });
      expect(stub.seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    } finally {
      await gateway.close();
      await new Promise((resolve) => stub.server.close(resolve));
    }
  });
});

describe('an unreachable platform', () => {
  it('is SERVICE_UNAVAILABLE / UPSTREAM_UNREACHABLE, and /readyz says so', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));

    const gateway = await createGateway(testConfig({ upstreamUrl: `http://127.0.0.1:${port}` }));
    await gateway.ready();
    try {
      const http = supertest(gateway.server);
      const result = await gql(http, COUNTRIES);
      expect(result.errors?.[0]?.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', reason: 'UPSTREAM_UNREACHABLE' });
      expect(result.status).toBe(503);
      const ready = await http.get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', code: 'SERVICE_UNAVAILABLE', reason: 'UPSTREAM_UNREACHABLE' });
      const healthy = await http.get('/healthz');
      expect(healthy.status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('an encrypting gateway', () => {
  it('refuses a plain success to an encrypted request as BAD_GATEWAY / ENVELOPE_PLAINTEXT_REFUSED', async () => {
    const stub = await startStub();
    const keys = generateKeyPair();
    const gateway = await createGateway(
      testConfig({ upstreamUrl: stub.url, envelope: { encrypt: true, publicKeyPem: keys.publicKeyPem } }),
    );
    await gateway.ready();
    try {
      stub.next = answer(200, { code: 20000, msg: 'ok', data: [{ code: 'US', name: 'United States' }] });
      const result = await gql(supertest(gateway.server), COUNTRIES);
      expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_GATEWAY', reason: 'ENVELOPE_PLAINTEXT_REFUSED' });
      // What went over the wire was the encrypted form, not the data.
      expect(stub.seen[0]?.body).toMatchObject({ needEn: true, requestData: expect.any(String), encrypted: expect.any(String) });
      expect(stub.seen[0]?.body.data).toBeUndefined();
    } finally {
      await gateway.close();
      await new Promise((resolve) => stub.server.close(resolve));
    }
  });
});
