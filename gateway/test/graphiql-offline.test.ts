// GraphiQL on a network without the internet: the page names no other origin, and every file
// it loads comes from the gateway itself.
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';
import { testConfig } from './helpers.ts';

describe('GraphiQL served from our own dependencies', () => {
  let gateway: FastifyInstance;
  let html: string;

  beforeAll(async () => {
    gateway = await createGateway(testConfig({ upstreamUrl: 'http://127.0.0.1:9' }));
    const page = await gateway.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    html = page.body;
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const referenced = () => [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);

  it('references no external origin', () => {
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/["'(]\/\//);
    expect(html).not.toContain('unpkg');
    for (const url of referenced()) expect(url, url).toMatch(/^\/[^/]/);
  });

  it('serves every script, style sheet, editor worker and icon the page names', async () => {
    const urls = [...referenced(), ...[...html.matchAll(/"(\/graphiql\/[^"]+\.worker\.js)"/g)].map((match) => match[1]!)];
    expect(urls.some((url) => url.endsWith('.js'))).toBe(true);
    expect(urls.some((url) => url.endsWith('.css'))).toBe(true);
    expect(urls.filter((url) => url.endsWith('.worker.js'))).toHaveLength(3);
    for (const url of urls) {
      const file = await gateway.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.length, url).toBeGreaterThan(100);
      expect(file.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const script = referenced().find((url) => url.endsWith('graphiql.js'))!;
    const plain = await gateway.inject({ method: 'GET', url: script });
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body).toContain('renderYogaGraphiQL');
    const gzipped = await gateway.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('opens with our title and example tabs, passed through unchanged', () => {
    expect(html).toContain('<title>Portal gateway</title>');
    expect(html).toContain('mutation Register');
    expect(html).toContain('Bearer \\u003ctoken from Login>');
  });
});
