import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';
import { startTestPlatform, type TestPlatform } from '@portal/platform/testing';
import { startStack, testConfig, type Stack } from './helpers.ts';

const RESET = 'mutation { sendPasswordResetCode(userName: "someone") }';
const INTROSPECTION = '{ __schema { queryType { name } } }';

// One platform behind the gateways of every setting below.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

describe('cross-site callers', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ encrypt: false, sharedPlatform: platform, gateway: { corsOrigins: ['https://portal.example.com'] } });
  });
  afterAll(() => stack?.close());

  it('allows only the listed origins to read answers, with credentials', async () => {
    const listed = await stack.http.post('/graphql').set('origin', 'https://portal.example.com').send({ query: '{ countries { code } }' });
    expect(listed.headers['access-control-allow-origin']).toBe('https://portal.example.com');
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    const evil = await stack.http.post('/graphql').set('origin', 'https://evil.example').send({ query: '{ countries { code } }' });
    expect(evil.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    const preflight = await stack.http.options('/graphql').set('origin', 'https://evil.example').set('access-control-request-method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  it('refuses a cross-site form post (multipart/form-data without the CSRF header) before it runs', async () => {
    const before = await stack.platform.requestCount('/api/app/user/noLoginSend');
    const forged = await stack.http
      .post('/graphql')
      .set('origin', 'https://evil.example')
      .field('operations', JSON.stringify({ query: RESET, variables: {} }))
      .field('map', '{}');
    expect(forged.status).toBe(403);
    expect(JSON.stringify(forged.body)).not.toContain('"sendPasswordResetCode":true');
    expect(await stack.platform.requestCount('/api/app/user/noLoginSend')).toBe(before);
    // The web app's own uploads send the header and go through.
    const own = await stack.http
      .post('/graphql')
      .set('x-graphql-yoga-csrf', '1')
      .field('operations', JSON.stringify({ query: RESET, variables: {} }))
      .field('map', '{}');
    expect(own.body.data).toEqual({ sendPasswordResetCode: true });
  });

  it('sends no CORS headers at all by default (same origin only)', async () => {
    const gateway = await createGateway(testConfig({ upstreamUrl: stack.platform.url }));
    try {
      await gateway.ready();
      const response = await supertest(gateway.server).post('/graphql').set('origin', 'https://evil.example').send({ query: '{ __typename }' });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });
});

describe('in production', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ encrypt: false, sharedPlatform: platform, gateway: { production: true, introspection: false, graphiql: false } });
  });
  afterAll(() => stack?.close());

  it('answers no introspection and serves no GraphiQL, unless configured', async () => {
    const introspection = await stack.http.post('/graphql').send({ query: INTROSPECTION });
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const page = await stack.http.get('/graphql').set('accept', 'text/html');
    expect(page.headers['content-type'] ?? '').not.toMatch(/text\/html/);

    const opened = await createGateway(testConfig({ upstreamUrl: stack.platform.url, production: true, introspection: true, graphiql: true }));
    try {
      await opened.ready();
      const allowed = await supertest(opened.server).post('/graphql').send({ query: INTROSPECTION });
      expect(allowed.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await opened.close();
    }
  });

  it('serves /metrics on the public port only with METRICS_TOKEN', async () => {
    expect((await stack.http.get('/metrics')).status).toBe(404);
    const token = 'metrics-token-0123456789';
    const guarded = await createGateway(testConfig({ upstreamUrl: stack.platform.url, production: true, metricsToken: token }));
    try {
      await guarded.ready();
      expect((await supertest(guarded.server).get('/metrics')).status).toBe(404);
      expect((await supertest(guarded.server).get('/metrics').set('authorization', 'Bearer wrong-token-0123456789')).status).toBe(404);
      const scraped = await supertest(guarded.server).get('/metrics').set('authorization', `Bearer ${token}`);
      expect(scraped.status).toBe(200);
      expect(scraped.text).toContain('process_cpu_user_seconds_total');
    } finally {
      await guarded.close();
    }
  });

  it('serves /metrics on the operator port (METRICS_PORT), not on the public one', async () => {
    const separate = await createGateway(testConfig({ upstreamUrl: stack.platform.url, production: true, metricsPort: 0 }));
    try {
      await separate.listen({ port: 0, host: '127.0.0.1' });
      expect((await supertest(separate.server).get('/metrics')).status).toBe(404);
      const scraped = await fetch(`${separate.metricsAddress}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('process_cpu_user_seconds_total');
    } finally {
      await separate.close();
    }
  });
});
