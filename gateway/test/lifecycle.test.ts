import net from 'node:net';
import { startTestPlatform, type TestPlatform } from '@portal/platform/testing';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';
import { LogCapture, SseSubscription, gql, login, registerMember, testConfig, uniqueName, waitUntil, type Stack } from './helpers.ts';
import { UpstreamProxy } from './upstream-proxy.ts';

const HELD_PATH = '/api/app/assets/recordTypeList';
const BALANCES = 'subscription { balancesChanged { coinName available } }';

describe('graceful shutdown', () => {
  let platform: TestPlatform;
  let proxy: UpstreamProxy;

  beforeAll(async () => {
    platform = await startTestPlatform({ requireEncryption: true });
    proxy = new UpstreamProxy(platform.url);
    await proxy.start();
  });
  afterAll(async () => {
    await proxy?.close();
    await platform?.close();
  });

  async function startGateway() {
    const gateway = await createGateway(
      testConfig({
        upstreamUrl: proxy.url,
        envelope: { encrypt: true, publicKeyPem: platform.publicKeyPem },
        pollIntervalMs: 400,
        // Long enough to read /readyz while draining; the test never waits for it to pass.
        shutdownDrainMs: 1_500,
      }),
    );
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const stack: Stack = { platform, gateway, url, http: supertest(url), close: () => gateway.close() };
    return stack;
  }

  it('fails readiness first, ends live streams cleanly, lets a request in flight finish, and a restart carries on', async () => {
    const stack = await startGateway();
    const userName = uniqueName('drain');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    expect((await stack.http.get('/readyz')).body).toEqual({ status: 'ready' });

    const stream = new SseSubscription(stack.url, BALANCES, { token });
    await stream.waitFor(() => stream.payloads.length >= 1);
    expect(stack.gateway.live.pollerCount).toBe(1);

    // A request whose platform call is held: it is in flight when the shutdown starts.
    proxy.hold(HELD_PATH);
    const inFlight = gql(stack.http, '{ recordTypes { name } }', undefined, { token });
    await waitUntil(() => proxy.held === 1);

    const shutdown = stack.gateway.shutdown();
    const readiness = await fetch(`${stack.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'draining' });
    expect(stack.gateway.draining).toBe(true);

    // The stream ends with `complete` (not a reset) while the request is still held.
    await waitUntil(() => stream.ended, 10_000);
    expect(stream.failure).toBeUndefined();
    expect(stream.events.at(-1)?.event).toBe('complete');
    expect(stream.events.some((e) => e.data?.errors)).toBe(false);
    expect(stack.gateway.live.pollerCount).toBe(0);

    // The held request finishes with its answer; only then is the gateway closed.
    let closed = false;
    void shutdown.then(() => {
      closed = true;
    });
    expect(closed).toBe(false);
    proxy.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.recordTypes.length).toBeGreaterThan(0);
    await shutdown;

    // Nothing lived in the stopped gateway: a new one serves the same session.
    const restarted = await startGateway();
    try {
      const me = await gql(restarted.http, '{ me { userName } }', undefined, { token });
      expect(me.data?.me).toEqual({ userName });
      const again = new SseSubscription(restarted.url, BALANCES, { token });
      await again.waitFor(() => again.payloads.length >= 1);
      await again.close();
    } finally {
      await restarted.close();
    }
  });

  it('a caller that goes away while its platform call is in flight: the call ends, and is neither logged nor counted as a platform failure', async () => {
    const logs = new LogCapture();
    const gateway = await createGateway(testConfig({ upstreamUrl: proxy.url, envelope: { encrypt: true, publicKeyPem: platform.publicKeyPem }, logLevel: 'debug' }), { logDestination: logs });
    const url = new URL(await gateway.listen({ port: 0, host: '127.0.0.1' }));
    const countryList = async () => (await supertest(url.origin).get('/metrics')).text.split('\n').filter((line) => line.startsWith('gateway_upstream_requests_total{path="/api/country/list"'));
    try {
      proxy.hold('/api/country/list');
      const heldBefore = proxy.held;
      // A browser tab closed or reloaded while the sign-in screen's countries were on their way.
      const body = JSON.stringify({ query: '{ countries { code name } }' });
      const socket = net.connect(Number(url.port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`POST /graphql HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      await waitUntil(() => proxy.held === heldBefore + 1);
      socket.destroy();
      await waitUntil(async () => (await countryList()).length > 0);
      expect(await countryList()).toEqual([expect.stringMatching(/outcome="ABORTED"\} 1$/)]);
      expect(logs.text).not.toMatch(/upstream connection failed|UPSTREAM_CONNECTION_LOST|BAD_GATEWAY/);
      // A caller who went away is no fault of the gateway's: no error line for an operator to chase.
      await waitUntil(() => logs.text.includes('This operation was aborted'));
      expect(logs.lines.filter((line) => /"level":50/.test(line) && line.includes('This operation was aborted'))).toEqual([]);
    } finally {
      // The held call goes on to the platform once let go; the platform is still up for it.
      const callsBefore = proxy.calls.length;
      proxy.release();
      await waitUntil(() => proxy.calls.length > callsBefore);
      await gateway.close();
    }
  });
});
