// How a platform call ends (upstream/platform-call.ts): a caller's signal that outlives many calls
// (a live feed's poller keeps one for as long as it runs) is left as it was found after each, and
// a deadline ends a call the platform does not answer, or one still waiting for a connection.
import { getEventListeners, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EnvelopeClient } from '@portal/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../src/logging.ts';
import { UpstreamClient } from '../src/upstream/client.ts';
import { UpstreamError } from '../src/errors/upstream-error.ts';
import { upstreamRoute } from '../src/upstream/route.ts';

const ANSWERED = upstreamRoute('/api/answered', z.object({ ok: z.boolean() }));
const SILENT = upstreamRoute('/api/silent', z.unknown());
const OVERSIZED = upstreamRoute('/api/oversized', z.unknown());

describe('the upstream client, one call at a time', () => {
  let server: http.Server;
  let client: UpstreamClient;

  beforeAll(async () => {
    // A stand-in platform: answers one path at once, never answers the other.
    server = http.createServer((request, response) => {
      if (request.url === '/api/silent') return;
      if (request.url === '/api/oversized') {
        // More than the 8 MiB any platform answer may be, sent in pieces as a real answer is.
        response.setHeader('content-type', 'application/json');
        const piece = Buffer.alloc(1024 * 1024, 0x20);
        for (let sent = 0; sent < 9; sent++) response.write(piece);
        response.end();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: 20000, msg: 'ok', data: { ok: true } }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    client = new UpstreamClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      envelope: new EnvelopeClient({ encrypt: false }),
      timeoutMs: 5_000,
      logger: createLogger('silent'),
    });
  });

  afterAll(async () => {
    await client.close();
    server.closeAllConnections();
    server.close();
  });

  it("leaves a long-lived caller's signal without listeners, however many calls it served", async () => {
    const poller = new AbortController();
    for (let call = 0; call < 50; call++) {
      await expect(client.call(ANSWERED, {}, { locale: 'en-US', ip: '', signal: poller.signal })).resolves.toEqual({ ok: true });
    }
    expect(getEventListeners(poller.signal, 'abort')).toHaveLength(0);
  });

  it('ends an unanswered call at its deadline as UPSTREAM_TIMEOUT, and its caller then has no listener left', async () => {
    const poller = new AbortController();
    const failure = await client.call(SILENT, {}, { locale: 'en-US', ip: '', signal: poller.signal, timeoutMs: 200 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).reason).toBe('UPSTREAM_TIMEOUT');
    expect(getEventListeners(poller.signal, 'abort')).toHaveLength(0);
  });

  it('ends a call its caller gives up on with the caller’s own abort, not as a timeout', async () => {
    const poller = new AbortController();
    const call = client.call(SILENT, {}, { locale: 'en-US', ip: '', signal: poller.signal }).catch((error: unknown) => error);
    poller.abort();
    const failure = await call;
    expect(failure).not.toBeInstanceOf(UpstreamError);
    expect((failure as Error).name).toBe('AbortError');
    expect(getEventListeners(poller.signal, 'abort')).toHaveLength(0);
  });

  it('ends a call still waiting for a connection at its deadline, while the call ahead of it goes on', async () => {
    const single = new UpstreamClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      envelope: new EnvelopeClient({ encrypt: false }),
      timeoutMs: 5_000,
      logger: createLogger('silent'),
      connections: 1,
    });
    const ahead = new AbortController();
    let aheadSettled = false;
    const first = single.call(SILENT, {}, { locale: 'en-US', ip: '', signal: ahead.signal }).then(
      () => (aheadSettled = true),
      () => (aheadSettled = true),
    );
    const queued = await single.call(ANSWERED, {}, { locale: 'en-US', ip: '', timeoutMs: 200 }).catch((error: unknown) => error);
    expect((queued as UpstreamError).reason).toBe('UPSTREAM_TIMEOUT');
    // It failed on its own deadline, not when the only connection came free.
    expect(aheadSettled).toBe(false);
    ahead.abort();
    await first;
    await single.close();
  });

  it('refuses an answer larger than any platform answer may be, without holding it whole', async () => {
    const failure = await client.call(OVERSIZED, {}, { locale: 'en-US', ip: '' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).reason).toBe('UPSTREAM_MALFORMED');
  });
});
