/* eslint-disable @typescript-eslint/no-explicit-any -- payloads are read as loose JSON in tests */
// The web app's WebSocket link against real gateways: a gateway restarting (deploy) completes
// its subscriptions and closes its connections, and the link starts them again on the next
// gateway so the member's screen stays live; several subscriptions share one connection.
import { startTestPlatform, type TestPlatform } from '@portal/platform/testing';
import { parse } from 'graphql';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { webSocketUrl, WsLink } from '../../web/src/lib/ws-link.ts';
import { createGateway } from '../src/index.ts';
import { cashOf as cash, gql, login, registerMember, testConfig, uniqueName, waitUntil, type Stack } from './helpers.ts';

const BALANCES = 'subscription BalancesChanged { balancesChanged { coinName available } }';
const PROFILE = 'subscription ProfileChanged { profileChanged { userName } }';


describe("the web app's WebSocket link across a gateway restart", () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ requireEncryption: true });
  });
  afterAll(async () => {
    await platform?.close();
  });

  async function gatewayOn(port: number) {
    const gateway = await createGateway(
      testConfig({ upstreamUrl: platform.url, envelope: { encrypt: true, publicKeyPem: platform.publicKeyPem }, pollIntervalMs: 300 }),
    );
    return { gateway, listen: () => gateway.listen({ port, host: '127.0.0.1' }) };
  }

  it('starts a completed subscription again on the next gateway, and leaves one ended by an expired session ended', async () => {
    const first = await gatewayOn(0);
    const url = await first.listen();
    const port = Number(new URL(url).port);
    const stack: Stack = { platform, gateway: first.gateway, url, http: supertest(url), close: async () => undefined };
    const userName = uniqueName('web');
    await registerMember(stack, userName);
    const token = await login(stack, userName);

    const link = new WsLink(webSocketUrl('/graphql', url), () => ({ authorization: `Bearer ${token}` }), {
      reopenDelayMs: { min: 200, spread: 100 },
      webSocketImpl: WebSocket,
    });
    const received: any[] = [];
    let completed = false;
    let failed: unknown;
    const operation = { query: parse(BALANCES), variables: {}, operationName: 'BalancesChanged', extensions: {} } as any;
    const profile: any[] = [];
    const profileSubscription = link
      .request({ query: parse(PROFILE), variables: {}, operationName: 'ProfileChanged', extensions: {} } as any)
      .subscribe({ next: (value) => void profile.push(value) });
    const subscription = link.request(operation).subscribe({
      next: (value) => void received.push(value),
      complete: () => {
        completed = true;
      },
      error: (error: unknown) => {
        failed = error;
      },
    });
    const second = await gatewayOn(port);
    try {
      await waitUntil(() => cash(received.at(-1)) === '0' && profile.length === 1);
      // Both subscriptions over one connection.
      expect(first.gateway.websocketServer.clients.size).toBe(1);

      // The gateway stops (its streams complete) and a new one takes its place on the same address.
      await first.gateway.close();
      await second.listen();
      await platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '7' });
      await waitUntil(() => cash(received.at(-1)) === '7', 15_000);
      // Each subscription is started again on its own; the profile one may arrive a moment later.
      await waitUntil(() => second.gateway.live.pollerCount === 2 && profile.length >= 2, 15_000);
      expect(completed).toBe(false);
      expect(failed).toBeUndefined();
      expect(second.gateway.websocketServer.clients.size).toBe(1);
      expect(profile.at(-1).data.profileChanged.userName).toBe(userName);

      // A session ending is an error event: the stream ends for good.
      await gql(supertest(url), 'mutation { logout }', undefined, { token });
      await waitUntil(() => completed, 15_000);
      expect(received.at(-1).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      await waitUntil(() => second.gateway.live.pollerCount === 0);
    } finally {
      subscription.unsubscribe();
      profileSubscription.unsubscribe();
      await link.dispose();
      await first.gateway.close();
      await second.gateway.close();
    }
  });
});
