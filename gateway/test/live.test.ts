import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';
import { SseSubscription, cashOf as cash, gql, login, testConfig, registerMember, sleep, startStack, uniqueName, waitUntil, type Stack } from './helpers.ts';

const INTERVAL_MS = 400;
const ASSETS_PATH = '/api/app/assets/assetsList';
const BALANCES = 'subscription { balancesChanged { coinName available frozen locked } }';


describe('live subscriptions over SSE', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ encrypt: true, gateway: { pollIntervalMs: INTERVAL_MS } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shares one poller among 20 subscribers of a member, emits changes, and stops with the last', async () => {
    const userName = uniqueName('live');
    await registerMember(stack, userName);
    const token = await login(stack, userName);

    const subscriptions = Array.from({ length: 20 }, () => new SseSubscription(stack.url, BALANCES, { token }));
    try {
      // The first value arrives at once for everyone: seven zero balances.
      for (const sub of subscriptions) await sub.waitFor(() => sub.payloads.length >= 1);
      for (const sub of subscriptions) {
        expect(sub.payloads[0].data.balancesChanged).toHaveLength(7);
        expect(cash(sub.payloads[0])).toBe('0');
      }
      expect(stack.gateway.live.pollerCount).toBe(1);

      // Over a window of several intervals the platform serves about one call per interval,
      // not one per subscriber.
      const before = await stack.platform.requestCount(ASSETS_PATH);
      const windowMs = INTERVAL_MS * 5;
      await sleep(windowMs);
      const calls = (await stack.platform.requestCount(ASSETS_PATH)) - before;
      expect(calls).toBeGreaterThanOrEqual(3);
      expect(calls).toBeLessThanOrEqual(windowMs / INTERVAL_MS + 1);

      // Nothing changed, so nothing more was emitted.
      for (const sub of subscriptions) expect(sub.payloads).toHaveLength(1);

      // An operator's adjustment shows up in every stream at the next poll.
      await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '42.5' });
      for (const sub of subscriptions) await sub.waitFor(() => cash(sub.payloads.at(-1)) === '42.5', INTERVAL_MS * 10);
      for (const sub of subscriptions) expect(sub.payloads).toHaveLength(2);
    } finally {
      await Promise.all(subscriptions.map((sub) => sub.close()));
    }

    // The last subscriber gone, the poller stops: no more platform calls.
    await waitUntil(() => stack.gateway.live.pollerCount === 0, 5_000);
    const after = await stack.platform.requestCount(ASSETS_PATH);
    await sleep(INTERVAL_MS * 3);
    expect(await stack.platform.requestCount(ASSETS_PATH)).toBe(after);
  });

  it('keeps members apart: each member has its own poller', async () => {
    const a = uniqueName('la');
    const b = uniqueName('lb');
    await registerMember(stack, a);
    await registerMember(stack, b);
    const subA = new SseSubscription(stack.url, BALANCES, { token: await login(stack, a) });
    const subB = new SseSubscription(stack.url, BALANCES, { token: await login(stack, b) });
    try {
      await subA.waitFor(() => subA.payloads.length >= 1);
      await subB.waitFor(() => subB.payloads.length >= 1);
      expect(stack.gateway.live.pollerCount).toBe(2);
      await stack.platform.admin('members/adjust', { userName: a, coinName: 'CASH_POINT', direction: 'in', amount: '7' });
      await subA.waitFor(() => cash(subA.payloads.at(-1)) === '7', INTERVAL_MS * 10);
      await sleep(INTERVAL_MS * 2);
      expect(subB.payloads.map(cash)).toEqual(['0']);
    } finally {
      await subA.close();
      await subB.close();
    }
    await waitUntil(() => stack.gateway.live.pollerCount === 0, 5_000);
  });

  it('streams the profile and ends a stream with SESSION_EXPIRED when its session ends', async () => {
    const userName = uniqueName('lp');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const otherToken = await login(stack, userName);

    const profile = new SseSubscription(stack.url, 'subscription { profileChanged { userName levelName otcEnabled } }', { token });
    const balances = new SseSubscription(stack.url, BALANCES, { token });
    const survivor = new SseSubscription(stack.url, BALANCES, { token: otherToken });
    try {
      await profile.waitFor(() => profile.payloads.length >= 1);
      expect(profile.payloads[0].data.profileChanged).toEqual({ userName, levelName: 'No grade', otcEnabled: false });

      await stack.platform.admin('members/flags', { userName, otcStatus: 1 });
      await profile.waitFor(() => profile.payloads.at(-1)?.data?.profileChanged?.otcEnabled === true, INTERVAL_MS * 10);

      await balances.waitFor(() => balances.payloads.length >= 1);
      await survivor.waitFor(() => survivor.payloads.length >= 1);
      // Log the first session out: its streams end with UNAUTHENTICATED; the other session's stream goes on.
      await gql(stack.http, 'mutation { logout }', undefined, { token });
      await balances.waitFor((events) => events.some((e) => e.event === 'complete'), INTERVAL_MS * 10);
      const error = balances.payloads.at(-1);
      expect(error.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
      expect(error.errors[0].message).toBe('Your login information is invalid!');
      await profile.waitFor((events) => events.some((e) => e.event === 'complete'), INTERVAL_MS * 10);

      await stack.platform.admin('members/adjust', { userName, coinName: 'GMT', direction: 'in', amount: '1' });
      await survivor.waitFor(
        () => survivor.payloads.at(-1)?.data?.balancesChanged?.find((b: { coinName: string }) => b.coinName === 'GMT')?.available === '1',
        INTERVAL_MS * 10,
      );
    } finally {
      await Promise.all([profile.close(), balances.close(), survivor.close()]);
    }
  });

  it('ends open streams when the gateway closes, so shutdown does not hang', async () => {
    const userName = uniqueName('lc');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const gateway = await createGateway(
      testConfig({ upstreamUrl: stack.platform.url, envelope: { encrypt: true, publicKeyPem: stack.platform.publicKeyPem }, pollIntervalMs: INTERVAL_MS }),
    );
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const sub = new SseSubscription(url, BALANCES, { token });
    await sub.waitFor(() => sub.payloads.length >= 1);
    const started = Date.now();
    await gateway.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await waitUntil(() => sub.ended, 3_000);
    expect(sub.events.at(-1)?.event).toBe('complete');
    expect(gateway.live.pollerCount).toBe(0);
  });

  it('refuses a subscription without a token', async () => {
    const sub = new SseSubscription(stack.url, BALANCES);
    await sub.waitFor((events) => events.length >= 1);
    expect(sub.payloads[0].errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(stack.gateway.live.pollerCount).toBe(0);
    await sub.close();
  });
});
