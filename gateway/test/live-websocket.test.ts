import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGateway } from '../src/index.ts';
import { MAX_SUBSCRIPTIONS_PER_CONNECTION } from '../src/subscriptions/websocket.ts';
import { WEB_TRUSTED_DOCUMENTS, WsConnection, cashOf as cash, gql, trustedHashOf, login, registerMember, sleep, startStack, testConfig, uniqueName, waitUntil, type Stack } from './helpers.ts';

const INTERVAL_MS = 400;
const ASSETS_PATH = '/api/app/assets/assetsList';
const USER_INFO_PATH = '/api/app/user/userInfo';
const BALANCES = { query: 'subscription { balancesChanged { coinName available frozen locked } }' };
const PROFILE = { query: 'subscription { profileChanged { userName otcEnabled } }' };

const byHash = (hash: string) => ({ query: '', extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });


describe('live subscriptions over WebSocket', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ encrypt: true, gateway: { pollIntervalMs: INTERVAL_MS } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('carries a tab’s balances and profile over one connection, one poller per feed for 20 tabs, and stops with the last', async () => {
    const userName = uniqueName('ws');
    await registerMember(stack, userName);
    const token = await login(stack, userName);

    const tabs = Array.from({ length: 20 }, () => new WsConnection(stack.url, WsConnection.params(token)));
    try {
      const ids = tabs.map((tab) => ({ balances: tab.subscribe(BALANCES), profile: tab.subscribe(PROFILE) }));
      for (const [index, tab] of tabs.entries()) {
        await tab.waitFor(() => tab.payloads(ids[index]!.balances).length >= 1 && tab.payloads(ids[index]!.profile).length >= 1);
        expect(tab.payloads(ids[index]!.balances)[0].data.balancesChanged).toHaveLength(7);
        expect(tab.payloads(ids[index]!.profile)[0].data.profileChanged).toEqual({ userName, otcEnabled: false });
      }
      // One member, two feeds: two pollers, however many tabs.
      expect(stack.gateway.live.pollerCount).toBe(2);
      expect(stack.gateway.websocketServer.clients.size).toBe(20);

      const before = await stack.platform.requestCount(ASSETS_PATH);
      const windowMs = INTERVAL_MS * 5;
      await sleep(windowMs);
      const calls = (await stack.platform.requestCount(ASSETS_PATH)) - before;
      expect(calls).toBeGreaterThanOrEqual(3);
      expect(calls).toBeLessThanOrEqual(windowMs / INTERVAL_MS + 1);

      await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '42.5' });
      for (const [index, tab] of tabs.entries()) {
        await tab.waitFor(() => cash(tab.payloads(ids[index]!.balances).at(-1)) === '42.5', INTERVAL_MS * 10);
        expect(tab.payloads(ids[index]!.balances)).toHaveLength(2);
      }
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()));
    }
    // The last tab gone, the pollers stop.
    await waitUntil(() => stack.gateway.live.pollerCount === 0, 5_000);
  });

  it('checks a session once for the subscriptions a tab starts together, and each on its own once that check is over', async () => {
    const userName = uniqueName('wc');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const UNREAD = { query: 'subscription { notificationUnreadCountChanged }' };

    const before = await stack.platform.requestCount(USER_INFO_PATH);
    const tab = new WsConnection(stack.url, WsConnection.params(token));
    try {
      // Sent together once the connection is acknowledged, as the web app's tab does.
      const ids = [tab.subscribe(BALANCES), tab.subscribe(UNREAD), tab.subscribe(BALANCES)];
      await tab.waitFor(() => ids.every((id) => tab.payloads(id).length >= 1));
      expect(tab.payloads(ids[1]!)[0].data).toEqual({ notificationUnreadCountChanged: 0 });
      expect((await stack.platform.requestCount(USER_INFO_PATH)) - before).toBe(1);

      // Nothing is kept once the check is over: a later subscription checks the session again.
      const later = tab.subscribe(UNREAD);
      await tab.waitFor(() => tab.payloads(later).length >= 1);
      expect((await stack.platform.requestCount(USER_INFO_PATH)) - before).toBe(2);
    } finally {
      await tab.close();
    }
  });

  it('stops a subscription the client completes, and keeps the connection’s others', async () => {
    const userName = uniqueName('wc');
    await registerMember(stack, userName);
    const tab = new WsConnection(stack.url, WsConnection.params(await login(stack, userName)));
    try {
      const balances = tab.subscribe(BALANCES);
      const profile = tab.subscribe(PROFILE);
      await tab.waitFor(() => tab.payloads(balances).length >= 1 && tab.payloads(profile).length >= 1);
      expect(stack.gateway.live.pollerCount).toBe(2);
      tab.complete(balances);
      await waitUntil(() => stack.gateway.live.pollerCount === 1, 5_000);
      await stack.platform.admin('members/flags', { userName, otcStatus: 1 });
      await tab.waitFor(() => tab.payloads(profile).at(-1)?.data?.profileChanged?.otcEnabled === true, INTERVAL_MS * 10);
    } finally {
      await tab.close();
    }
    await waitUntil(() => stack.gateway.live.pollerCount === 0, 5_000);
  });

  it('ends the subscriptions of a session that ends, in the member’s language, and not another session’s', async () => {
    const userName = uniqueName('ws');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const otherToken = await login(stack, userName);
    const tab = new WsConnection(stack.url, WsConnection.params(token, 'zh-CN'));
    const survivor = new WsConnection(stack.url, WsConnection.params(otherToken));
    try {
      const balances = tab.subscribe(BALANCES);
      const kept = survivor.subscribe(BALANCES);
      await tab.waitFor(() => tab.payloads(balances).length >= 1);
      await survivor.waitFor(() => survivor.payloads(kept).length >= 1);
      await gql(stack.http, 'mutation { logout }', undefined, { token });
      await tab.waitFor(() => tab.of(balances).some((message) => message.type === 'complete'), INTERVAL_MS * 10);
      const ended = tab.payloads(balances).at(-1);
      expect(ended.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
      expect(ended.errors[0].message).toBe('您的登录信息无效！');
      await stack.platform.admin('members/adjust', { userName, coinName: 'GMT', direction: 'in', amount: '1' });
      await survivor.waitFor(
        () => survivor.payloads(kept).at(-1)?.data?.balancesChanged?.find((b: { coinName: string }) => b.coinName === 'GMT')?.available === '1',
        INTERVAL_MS * 10,
      );
    } finally {
      await Promise.all([tab.close(), survivor.close()]);
    }
  });

  it('refuses what is not a member’s subscription, and changes nothing', async () => {
    const userName = uniqueName('wr');
    await registerMember(stack, userName);
    const token = await login(stack, userName);

    // No token: the subscription ends with UNAUTHENTICATED and no poller starts.
    const anonymous = new WsConnection(stack.url, WsConnection.params(undefined, 'en-US'));
    const refusedId = anonymous.subscribe(BALANCES);
    await anonymous.waitFor(() => anonymous.of(refusedId).some((message) => message.type === 'complete'));
    expect(anonymous.payloads(refusedId)[0].errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(stack.gateway.live.pollerCount).toBe(0);
    await anonymous.close();

    const tab = new WsConnection(stack.url, WsConnection.params(token, 'en-US'));
    try {
      // Queries and mutations keep HTTP (rate limits, CSRF rules): refused here.
      const mutation = tab.subscribe({ query: 'mutation { logout }' });
      await tab.waitFor(() => tab.of(mutation).length >= 1);
      expect(tab.of(mutation)[0]).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'BAD_REQUEST', reason: 'SUBSCRIPTIONS_ONLY' } }] });
      const query = tab.subscribe({ query: '{ balances { coinName } }' });
      await tab.waitFor(() => tab.of(query).length >= 1);
      expect(tab.of(query)[0]?.type).toBe('error');

      // A document the schema does not have, and nonsense.
      const invalid = tab.subscribe({ query: 'subscription { nothingHere }' });
      await tab.waitFor(() => tab.of(invalid).length >= 1);
      expect(tab.of(invalid)[0]?.type).toBe('error');
      const unparsable = tab.subscribe({ query: 'subscription {' });
      await tab.waitFor(() => tab.of(unparsable).length >= 1);
      expect(tab.of(unparsable)[0]?.type).toBe('error');

      // A connection holds a bounded number of subscriptions.
      const held = Array.from({ length: MAX_SUBSCRIPTIONS_PER_CONNECTION }, () => tab.subscribe(BALANCES));
      await tab.waitFor(() => held.every((id) => tab.payloads(id).length >= 1));
      const extra = tab.subscribe(BALANCES);
      await tab.waitFor(() => tab.of(extra).length >= 1);
      expect(tab.of(extra)[0]).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_SUBSCRIPTIONS' } }] });
      expect(tab.closed).toBe(false);
      // The logout above never ran: the session still works.
      expect((await gql(stack.http, '{ me { userName } }', undefined, { token })).data?.me.userName).toBe(userName);
    } finally {
      await tab.close();
    }

    // Another site's page may not open a connection (browsers apply no CORS to WebSockets).
    const foreign = new WsConnection(stack.url, WsConnection.params(token), { origin: 'https://evil.example' });
    await foreign.waitFor(() => foreign.closed);
    expect(foreign.closeCode).toBe(4403);
    expect(foreign.messages).toEqual([]);

    // A connection that never says hello is closed.
    const silent = new WsConnection(stack.url, {}, { init: false });
    await silent.waitFor(() => silent.closed, 8_000);
    expect(silent.closeCode).toBe(4408);
    await waitUntil(() => stack.gateway.live.pollerCount === 0, 5_000);
  });

  it('takes WebSocket upgrades at /graphql alone, and answers others with 404 before any WebSocket opens', async () => {
    const upgradeTo = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${stack.url.replace(/^http/, 'ws')}${path}`, 'graphql-transport-ws');
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('error', (error) => (error.message.includes('Unexpected server response') ? undefined : reject(error)));
      });
    expect(await upgradeTo('/graphql?from=tab')).toBe(101);
    for (const path of ['/', '/graphiql', '/admin/graphql', '/graphql/x', '/metrics']) expect(await upgradeTo(path)).toBe(404);
    // The gateway still answers HTTP afterwards.
    expect((await stack.http.get('/healthz')).status).toBe(200);
  });

  it('completes every subscription, then closes its connections as going away, when the gateway stops', async () => {
    const userName = uniqueName('wg');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const gateway = await createGateway(
      testConfig({ upstreamUrl: stack.platform.url, envelope: { encrypt: true, publicKeyPem: stack.platform.publicKeyPem }, pollIntervalMs: INTERVAL_MS }),
    );
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const tab = new WsConnection(url, WsConnection.params(token));
    const balances = tab.subscribe(BALANCES);
    const profile = tab.subscribe(PROFILE);
    await tab.waitFor(() => tab.payloads(balances).length >= 1 && tab.payloads(profile).length >= 1);
    const started = Date.now();
    await gateway.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await tab.waitFor(() => tab.closed, 3_000);
    expect(tab.of(balances).at(-1)?.type).toBe('complete');
    expect(tab.of(profile).at(-1)?.type).toBe('complete');
    expect(tab.closeCode).toBe(1001);
    expect(gateway.live.pollerCount).toBe(0);
  });

  it('runs the web app’s subscription by its hash where only trusted documents run, and refuses text and unknown hashes', async () => {
    const userName = uniqueName('wt');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const gateway = await createGateway(
      testConfig({
        upstreamUrl: stack.platform.url,
        envelope: { encrypt: true, publicKeyPem: stack.platform.publicKeyPem },
        production: true,
        introspection: false,
        graphiql: false,
        allowArbitraryDocuments: false,
        trustedDocuments: WEB_TRUSTED_DOCUMENTS,
      }),
    );
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const tab = new WsConnection(url, WsConnection.params(token, 'en-US'));
    try {
      const trusted = tab.subscribe({ operationName: 'BalancesChanged', ...byHash(trustedHashOf('BalancesChanged')) });
      await tab.waitFor(() => tab.payloads(trusted).length >= 1);
      expect(tab.payloads(trusted)[0].data.balancesChanged).toHaveLength(7);

      const text = tab.subscribe(BALANCES);
      await tab.waitFor(() => tab.of(text).length >= 1);
      expect(tab.of(text)[0]).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'PERSISTED_QUERY_ONLY' } }] });
      const unknown = tab.subscribe(byHash('0'.repeat(64)));
      await tab.waitFor(() => tab.of(unknown).length >= 1);
      expect(tab.of(unknown)[0]).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    } finally {
      await tab.close();
      await gateway.close();
    }
  });
});
