import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/index.ts';
import { startTestPlatform, type TestPlatform } from '@portal/platform/testing';
import { WEB_TRUSTED_DOCUMENTS, startStack, trustedHashOf, type Stack } from './helpers.ts';

// The web app's own trusted documents, as codegen writes them and the web build ships them.
const MANIFEST = fileURLToPath(new URL('../../web/src/generated/persisted-documents.json', import.meta.url));
const documents = WEB_TRUSTED_DOCUMENTS;
const hashOf = trustedHashOf;
const METRICS_TOKEN = 'scrape-token-of-the-test';
const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

// One platform behind the gateways of every setting below.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

describe('trusted documents in production', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      encrypt: false,
      sharedPlatform: platform,
      gateway: { production: true, introspection: false, graphiql: false, allowArbitraryDocuments: false, trustedDocuments: documents, metricsToken: METRICS_TOKEN },
    });
  });
  afterAll(() => stack?.close());

  it('runs a web app document sent by its hash alone', async () => {
    const answer = await stack.http.post('/graphql').send({ operationName: 'Countries', ...byHash(hashOf('Countries')) });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.countries.length).toBeGreaterThan(0);
  });

  it('runs mutations with variables and subscriptions by hash', async () => {
    const captcha = await stack.http.post('/graphql').send(byHash(hashOf('Captcha')));
    const captchaId = captcha.body.data.captcha.captchaId as string;
    const registered = await stack.http.post('/graphql').send({
      ...byHash(hashOf('Register')),
      variables: {
        input: {
          userName: 'trusted1',
          password: 'correct-horse-7',
          confirmPassword: 'correct-horse-7',
          transactionPassword: 'tx-secret-9',
          countryCode: 'US',
          referralId: stack.platform.rootReferralId,
          captchaId,
          captchaCode: stack.platform.captchaAnswer,
        },
      },
    });
    expect(registered.body.errors).toBeUndefined();
    const token = registered.body.data.register.session.token as string;

    const stream = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify(byHash(hashOf('BalancesChanged'))),
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: next')) text += (await reader.read()).value ?? '';
    expect(text).toContain('CASH_POINT');
    await reader.cancel();
  });

  it('refuses an unknown hash with PERSISTED_QUERY_NOT_FOUND, in the caller language', async () => {
    const answer = await stack.http.post('/graphql').set('accept-language', 'ko-KP').send(byHash('0'.repeat(64)));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'PERSISTED_QUERY_NOT_FOUND', reason: 'UNKNOWN_DOCUMENT_HASH' });
    expect(answer.body.errors[0].message).toBe('앱 버전이 오래되었습니다. 페이지를 새로 고쳐 주십시오');
    // Counted among the operations, under its code: a flood of unknown hashes shows on a dashboard.
    const metrics = await stack.http.get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`);
    expect(metrics.text).toMatch(/^gateway_graphql_operation_duration_seconds_count\{operation="unknown",type="unknown",outcome="PERSISTED_QUERY_NOT_FOUND"\} [1-9]/m);
  });

  it('refuses a document sent as text with PERSISTED_QUERY_ONLY, the web app own text included', async () => {
    const before = await stack.platform.requestCount('/api/country/list');
    for (const query of ['{ countries { code } }', documents.get(hashOf('Countries'))!]) {
      const answer = await stack.http.post('/graphql').send({ query });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].extensions).toMatchObject({ code: 'PERSISTED_QUERY_ONLY', reason: 'DOCUMENT_NOT_TRUSTED' });
      expect(answer.body.errors[0].message).toBe('Only the operations of the app are accepted');
      expect(answer.body.data).toBeUndefined();
    }
    const get = await stack.http.get('/graphql').query({ query: '{ countries { code } }' }).set('accept', 'application/json').set('x-graphql-yoga-csrf', '1');
    expect(get.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
    expect(await stack.platform.requestCount('/api/country/list')).toBe(before);
  });
});

describe('trusted documents in development', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ encrypt: false, sharedPlatform: platform, gateway: { trustedDocuments: documents } });
  });
  afterAll(() => stack?.close());

  it('runs documents sent as text as well as by hash', async () => {
    const text = await stack.http.post('/graphql').send({ query: '{ countries { code } }' });
    expect(text.body.data.countries.length).toBeGreaterThan(0);
    const hashed = await stack.http.post('/graphql').send(byHash(hashOf('Countries')));
    expect(hashed.body.data.countries.length).toBeGreaterThan(0);
    const unknown = await stack.http.post('/graphql').send(byHash('f'.repeat(64)));
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});

describe('trusted documents from the configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-trusted-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const base = { UPSTREAM_URL: 'http://127.0.0.1:3000', ENVELOPE_ENCRYPT: 'false' };

  it('reads the web build list beside WEB_DIST_DIR, or PERSISTED_DOCUMENTS_FILE', () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'persisted-documents.json'), readFileSync(MANIFEST));
    const config = loadGatewayConfig({ ...base, NODE_ENV: 'production', WEB_DIST_DIR: dir });
    expect(config.trustedDocuments?.size).toBe(documents.size);
    expect(config.allowArbitraryDocuments).toBe(false);
    expect(loadGatewayConfig({ ...base, PERSISTED_DOCUMENTS_FILE: MANIFEST }).trustedDocuments?.get(hashOf('Countries'))).toMatch(/^query Countries/);
  });

  it('allows documents as text outside production, and in production with GraphiQL or ALLOW_ARBITRARY_DOCUMENTS', () => {
    expect(loadGatewayConfig(base).allowArbitraryDocuments).toBe(true);
    expect(loadGatewayConfig({ ...base, NODE_ENV: 'production', GRAPHIQL: 'true' }).allowArbitraryDocuments).toBe(true);
    expect(loadGatewayConfig({ ...base, NODE_ENV: 'production', ALLOW_ARBITRARY_DOCUMENTS: 'true' }).allowArbitraryDocuments).toBe(true);
  });

  it('refuses to start in production with neither trusted documents nor documents as text', () => {
    expect(() => loadGatewayConfig({ ...base, NODE_ENV: 'production' })).toThrow(/only trusted documents run .* but there are none/);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ short: 'query { x }' }));
    expect(() => loadGatewayConfig({ ...base, PERSISTED_DOCUMENTS_FILE: join(dir, 'bad.json') })).toThrow(/must map SHA-256 hashes/);
  });
});
