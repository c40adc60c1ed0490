// The built web app as the gateway serves it: the precompressed copy the browser accepts,
// hashed files cached for a year, everything else revalidated, index.html for page paths.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';
import { testConfig } from './helpers.ts';

const INDEX = '<!doctype html><title>portal</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(200))});`;
const HASHED = '/assets/index-B3kDjRAw.js';

describe('the web app as served by the gateway', () => {
  let dist: string;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    // A small dist laid out as `vite build` (with its precompress plugin) writes it.
    dist = mkdtempSync(join(tmpdir(), 'gateway-web-app-'));
    mkdirSync(join(dist, 'assets'));
    const files: Record<string, string> = {
      'index.html': INDEX,
      [HASHED.slice(1)]: SCRIPT,
      'manifest.webmanifest': '{"name":"portal"}',
    };
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(dist, name), content);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
    }
    // A hashed file the build left uncompressed (too small to gain).
    writeFileSync(join(dist, 'assets', 'tiny-Ds8btxE1.js'), 'export{}');
    // The upstream is never called here: these are static files.
    gateway = await createGateway(testConfig({ upstreamUrl: 'http://127.0.0.1:9', webDistDir: dist }));
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    gateway.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, identity otherwise', async () => {
    const br = await get(HASHED, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get(HASHED, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(HASHED);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const identity = await get(HASHED, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);

    // No compressed copy: the file itself.
    const tiny = await get('/assets/tiny-Ds8btxE1.js', 'br');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export{}');
  });

  it('caches hashed assets for a year and makes the rest revalidate', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get(HASHED, encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get('/', encoding)).headers['cache-control']).toBe('no-cache');
      expect((await get('/index.html', encoding)).headers['cache-control']).toBe('no-cache');
      expect((await get('/manifest.webmanifest', encoding)).headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/assets/tiny-Ds8btxE1.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html, compressed and revalidated, for any page path, never for gateway paths or missing files', async () => {
    const root = await get('/', 'br');
    expect(root.headers['content-encoding']).toBe('br');
    expect(root.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(root.rawPayload).toString()).toBe(INDEX);

    for (const encoding of ['br', undefined]) {
      const deep = await get('/records/cash', encoding);
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toMatch(/text\/html/);
      expect(deep.headers['cache-control']).toBe('no-cache');
      const body = encoding === 'br' ? brotliDecompressSync(deep.rawPayload).toString() : deep.body;
      expect(body).toBe(INDEX);
    }

    expect((await get('/assets/missing-B3kDjRAw.js', 'br')).statusCode).toBe(404);
    expect((await get('/graphql/anything')).statusCode).toBe(404);
    expect((await get('/metrics/x')).statusCode).toBe(404);
    expect((await gateway.inject({ method: 'POST', url: '/nowhere' })).statusCode).toBe(404);
  });
});
