import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startStack, type Stack } from './helpers.ts';

describe('the HTTP surface', () => {
  let stack: Stack;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("app")');
    stack = await startStack({ encrypt: false, gateway: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz', async () => {
    expect((await stack.http.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await stack.http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('serves GraphiQL at /graphql with the example operations', async () => {
    const page = await stack.http.get('/graphql').set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Portal gateway');
    expect(page.text).toContain('mutation Register');
    expect(page.text).toContain('Bearer');
  });

  it('exposes prometheus metrics at /metrics from one registry', async () => {
    await gql(stack.http, '{ coins { coinName } }');
    const metrics = await stack.http.get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/text\/plain/);
    expect(metrics.text).toContain('gateway_graphql_operation_duration_seconds_count{operation="anonymous",type="query",outcome="ok"}');
    expect(metrics.text).toContain('gateway_upstream_request_duration_seconds_count{path="/api/app/user/coinList",outcome="ok"}');
    expect(metrics.text).toContain('process_cpu_user_seconds_total');
  });

  it('lets GraphiQL introspect the schema within the armor limits', async () => {
    const result = await gql(stack.http, getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, schemaDescription: true }));
    expect(result.errors).toBeUndefined();
    expect(JSON.stringify(result.data)).toContain('balancesChanged');
  });

  it('words variable errors precisely (graphql-js, not graphql-jit), as BAD_REQUEST in the caller\'s language', async () => {
    const query = 'query ($f: RecordFilter) { records(filter: $f) { pageInfo { total } } }';
    const badEnum = await gql(stack.http, query, { f: { coinName: 'NOPE' } }, { token: 't' });
    expect(badEnum.status).toBe(400);
    expect(badEnum.errors?.[0]?.message).toBe('Bad request parameters: Variable "$f" got invalid value "NOPE" at "f.coinName"; Value "NOPE" does not exist in "CoinName" enum.');
    expect(badEnum.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
    const missing = await gql(stack.http, 'query ($f: RecordFilter!) { records(filter: $f) { pageInfo { total } } }', {}, { token: 't', locale: 'ja-JP' });
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0]?.message).toBe('リクエストパラメータが正しくありません: Variable "$f" of required type "RecordFilter!" was not provided.');
    expect(missing.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
    const badTime = await gql(stack.http, query, { f: { from: 12 } }, { token: 't' });
    expect(badTime.status).toBe(400);
    expect(badTime.errors?.[0]?.message).toMatch(/at "f.from"; DateTime must be an ISO-8601 string/);
    expect(badTime.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
  });

  it('applies graphql-armor limits', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: coins { coinName }`).join(' ');
    const result = await gql(stack.http, `{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toMatch(/aliases/i);
    expect(result.data).toBeUndefined();
  });

  it('serves the web app at / with an SPA fallback, never over the gateway paths', async () => {
    const root = await stack.http.get('/');
    expect(root.status).toBe(200);
    expect(root.text).toContain('<div id="root">');
    expect((await stack.http.get('/assets/app.js')).text).toContain('console.log');

    const deep = await stack.http.get('/records/cash').set('accept', 'text/html');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<div id="root">');

    expect((await stack.http.get('/assets/missing.js')).status).toBe(404);
    expect((await stack.http.get('/graphql/anything')).status).toBe(404);
    expect((await stack.http.get('/metrics/x')).status).toBe(404);
    expect((await stack.http.post('/nowhere')).status).toBe(404);
  });
});
