import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '../src/index.ts';
import { testConfig } from './helpers.ts';

/** A Content-Security-Policy header as directive → sources. */
function policy(header: string | undefined): Map<string, string[]> {
  expect(header, 'content-security-policy').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('secure headers and body limits', () => {
  let gateway: FastifyInstance;
  let http: ReturnType<typeof supertest>;
  const dist = mkdtempSync(join(tmpdir(), 'gateway-csp-'));
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    // Nothing here reaches the platform.
    gateway = await createGateway(testConfig({ upstreamUrl: 'http://127.0.0.1:9', webDistDir: dist }));
    await gateway.ready();
    http = supertest(gateway.server);
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the web app with helmet headers and a policy of its own origin only', async () => {
    const page = await http.get('/');
    expect(page.status).toBe(200);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = policy(page.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // The SPA fallback and the API answers carry the same headers.
    expect((await http.get('/wallet')).headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect((await http.post('/graphql').send({ query: '{ __typename }' })).headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows GraphiQL inline scripts by their hashes and nothing else inline', async () => {
    const page = await http.get('/graphql').set('accept', 'text/html');
    expect(page.status).toBe(200);
    const scripts = [...page.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    expect(scripts.length).toBeGreaterThan(0);
    const csp = policy(page.headers['content-security-policy']);
    const allowed = csp.get('script-src')!;
    expect(allowed).not.toContain("'unsafe-inline'");
    for (const body of scripts) expect(allowed).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(allowed).toHaveLength(scripts.length + 1);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
  });

  it("allows the web app's own inline scripts by their hashes, read from its index.html, and nothing else inline", async () => {
    const builtDist = mkdtempSync(join(tmpdir(), 'gateway-csp-inline-'));
    const before = 'document.documentElement.classList.add("dark")';
    const check = 'document.documentElement.setAttribute("data-prerender-unfit","")';
    writeFileSync(join(builtDist, 'index.html'), `<!doctype html><head><script>${before}</script><script>${check}</script><script type="module" src="./assets/index-abcdefgh.js"></script></head><div id="root"></div>`);
    const built = await createGateway(testConfig({ upstreamUrl: 'http://127.0.0.1:9', webDistDir: builtDist }));
    try {
      await built.ready();
      const page = await supertest(built.server).get('/');
      const allowed = policy(page.headers['content-security-policy']).get('script-src')!;
      const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      expect(allowed).toEqual(["'self'", hash(before), hash(check)]);
    } finally {
      await built.close();
      rmSync(builtDist, { recursive: true, force: true });
    }
  });

  it('refuses a JSON body over 1 MiB with HTTP 413, before any GraphQL work', async () => {
    const big = await http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1024 * 1024) } }));
    expect(big.status).toBe(413);
  });
});
