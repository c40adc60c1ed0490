/* eslint-disable @typescript-eslint/no-explicit-any -- payloads are read as loose JSON in tests */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPlatform, type TestPlatform } from '@portal/platform/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';
import { SseSubscription, gql, login, registerMember, sleep, testConfig, uniqueName, waitUntil, type Stack } from './helpers.ts';
import { redisAvailable, startRedisServer, type RedisServer } from './redis-server.ts';

const INTERVAL_MS = 400;
/** Members whose feeds run on the replica that is killed. */
const CRASH_MEMBERS = 6;
const ASSETS_PATH = '/api/app/assets/assetsList';
const BALANCES = 'subscription { balancesChanged { coinName available } }';

function cash(payload: any): string | undefined {
  return payload?.data?.balancesChanged?.find((b: { coinName: string }) => b.coinName === 'CASH_POINT')?.available;
}

interface Replica {
  gateway: FastifyInstance;
  url: string;
}

describe.runIf(redisAvailable())('gateway replicas sharing live pollers through Redis', () => {
  let redis: RedisServer;
  let platform: TestPlatform;
  const replicas: Replica[] = [];

  async function startReplica(): Promise<Replica> {
    const gateway = await createGateway(
      testConfig({
        upstreamUrl: platform.url,
        envelope: { encrypt: true, publicKeyPem: platform.publicKeyPem },
        pollIntervalMs: INTERVAL_MS,
        redisUrl: redis.url,
      }),
    );
    const replica = { gateway, url: await gateway.listen({ port: 0, host: '127.0.0.1' }) };
    replicas.push(replica);
    return replica;
  }

  /** The helpers' registration and login go through any gateway; this one uses the first replica. */
  function stackOf(replica: Replica): Stack {
    return { platform, gateway: replica.gateway, url: replica.url, http: supertest(replica.url), close: async () => undefined };
  }

  beforeAll(async () => {
    redis = await startRedisServer();
    platform = await startTestPlatform({ requireEncryption: true });
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.gateway.close();
    await platform?.close();
    await redis?.stop();
  });

  it('polls once per member per interval whatever the replica count, reaches every replica, ends sessions anywhere and hands over on close', async () => {
    const [first, second] = [await startReplica(), await startReplica()];
    const stack = stackOf(first);
    const userName = uniqueName('scale');
    await registerMember(stack, userName);
    const tokens = [await login(stack, userName), await login(stack, userName), await login(stack, userName)];

    // Each replica has subscribers of the same member, with different sessions.
    const onFirst = [new SseSubscription(first.url, BALANCES, { token: tokens[0] }), new SseSubscription(first.url, BALANCES, { token: tokens[1] })];
    const onSecond = [new SseSubscription(second.url, BALANCES, { token: tokens[0] }), new SseSubscription(second.url, BALANCES, { token: tokens[1] })];
    const all = [...onFirst, ...onSecond];
    let doomed: SseSubscription | undefined;
    try {
      for (const sub of all) await sub.waitFor(() => cash(sub.payloads.at(-1)) === '0');
      // One poller between the two replicas.
      await waitUntil(() => first.gateway.live.pollerCount + second.gateway.live.pollerCount === 1);
      expect(first.gateway.live.pollerCount + second.gateway.live.pollerCount).toBe(1);

      // The platform sees about one assetsList call per interval, not one per replica.
      const before = await platform.requestCount(ASSETS_PATH);
      const windowMs = INTERVAL_MS * 6;
      await sleep(windowMs);
      const calls = (await platform.requestCount(ASSETS_PATH)) - before;
      expect(calls).toBeGreaterThanOrEqual(3);
      expect(calls).toBeLessThanOrEqual(windowMs / INTERVAL_MS + 1);
      expect(first.gateway.live.pollerCount + second.gateway.live.pollerCount).toBe(1);

      // A balance change reaches the subscribers of both replicas, once each.
      await platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '42.5' });
      for (const sub of all) await sub.waitFor(() => cash(sub.payloads.at(-1)) === '42.5', INTERVAL_MS * 10);
      for (const sub of all) expect(sub.payloads.map(cash)).toEqual(['0', '42.5']);

      // A session held only on the replica that does not poll: when it ends on the platform,
      // the polling replica finds out and that stream, on the other replica, ends.
      const follower = first.gateway.live.pollerCount === 1 ? second : first;
      doomed = new SseSubscription(follower.url, BALANCES, { token: tokens[2] });
      await doomed.waitFor(() => cash(doomed!.payloads.at(-1)) === '42.5');
      await gql(stack.http, 'mutation { logout }', undefined, { token: tokens[2] });
      await doomed.waitFor((events) => events.some((e) => e.event === 'complete'), INTERVAL_MS * 20);
      expect(doomed.payloads.at(-1).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      for (const sub of all) expect(sub.ended).toBe(false);

      // The polling replica closes: its streams complete and the other replica takes over.
      const owner = first.gateway.live.pollerCount === 1 ? first : second;
      const survivor = owner === first ? second : first;
      const survivors = owner === first ? onSecond : onFirst;
      await owner.gateway.close();
      replicas.splice(replicas.indexOf(owner), 1);
      for (const sub of owner === first ? onFirst : onSecond) {
        await waitUntil(() => sub.ended);
        expect(sub.events.at(-1)?.event).toBe('complete');
      }
      await waitUntil(() => survivor.gateway.live.pollerCount === 1, INTERVAL_MS * 10);

      await platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '1' });
      for (const sub of survivors) await sub.waitFor(() => cash(sub.payloads.at(-1)) === '43.5', INTERVAL_MS * 10);
      const afterTakeover = await platform.requestCount(ASSETS_PATH);
      await sleep(windowMs);
      expect((await platform.requestCount(ASSETS_PATH)) - afterTakeover).toBeLessThanOrEqual(windowMs / INTERVAL_MS + 1);
    } finally {
      await Promise.all([...all, ...(doomed ? [doomed] : [])].map((sub) => sub.close()));
    }

    // The last subscriber gone, nobody polls.
    for (const replica of replicas) await waitUntil(() => replica.gateway.live.pollerCount === 0, 5_000);
  });

  it('a replica joining a quiet feed long after its last change answers at once with the last value', async () => {
    const [polling, joining] = [await startReplica(), await startReplica()];
    const stack = stackOf(polling);
    const userName = uniqueName('quiet');
    const { userId } = await registerMember(stack, userName);
    const token = await login(stack, userName);
    const first = new SseSubscription(polling.url, BALANCES, { token });
    const client = new Redis(redis.url);
    try {
      await first.waitFor(() => cash(first.payloads.at(-1)) === '0');
      // Nothing changes while the poller renews its lease, beat after beat, for longer than two
      // leases (the last value is written only on a change, with a lifetime of two leases).
      const [leaseKey] = await client.keys(`portal:live:*:${userId}:lease`);
      expect(leaseKey).toBeDefined();
      let renewals = 0;
      let previous = await client.pttl(leaseKey!);
      await waitUntil(
        async () => {
          const left = await client.pttl(leaseKey!);
          if (left > previous) renewals += 1;
          previous = left;
          return renewals >= 8;
        },
        60_000,
        50,
      );
      const late = new SseSubscription(joining.url, BALANCES, { token });
      try {
        await late.waitFor(() => cash(late.payloads.at(-1)) === '0', INTERVAL_MS * 5);
      } finally {
        await late.close();
      }
    } finally {
      await first.close();
      client.disconnect();
    }
  });

  it(`takes over the pollers of a replica killed while ${CRASH_MEMBERS} members' feeds run (their leases run out); every feed carries on`, async () => {
    // A gateway process started as the image starts it, killed with SIGKILL: nothing is released.
    const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: gatewayDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        UPSTREAM_URL: platform.url,
        ENVELOPE_PUBLIC_KEY: platform.publicKeyPem,
        POLL_INTERVAL_MS: String(INTERVAL_MS),
        REDIS_URL: redis.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const doomedUrl = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
          const found = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/);
          if (found) resolve(found[1]!);
        });
        void exited.then(() => reject(new Error(`the gateway exited before it listened:\n${output}`)));
      });
      const replica = await startReplica();
      const stack = stackOf(replica);
      const members = await Promise.all(
        Array.from({ length: CRASH_MEMBERS }, async () => {
          const userName = uniqueName('crash');
          await registerMember(stack, userName);
          return { userName, token: await login(stack, userName) };
        }),
      );

      // The process subscribes first for every member, so it holds their leases; its streams are
      // read raw because they break when the process dies.
      const firstEvents = await Promise.all(
        members.map(
          ({ token }) =>
            new Promise<string>((resolve, reject) => {
              fetch(`${doomedUrl}/graphql`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
                body: JSON.stringify({ query: BALANCES }),
              })
                .then(async (response) => {
                  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
                  let text = '';
                  while (!text.includes('data:')) text += (await reader.read()).value ?? '';
                  resolve(text);
                  // Keep reading until the connection breaks.
                  while (!(await reader.read()).done);
                })
                .catch((error: unknown) => reject(error as Error));
            }),
        ),
      );
      for (const event of firstEvents) expect(event).toContain('"available":"0"');
      const local = members.map(({ token }) => new SseSubscription(replica.url, BALANCES, { token }));
      try {
        for (const subscription of local) await subscription.waitFor(() => cash(subscription.payloads.at(-1)) === '0');
        expect(replica.gateway.live.pollerCount).toBe(0);

        // Killed while every member's feed runs: the survivor takes each poller over once its
        // lease runs out, and every member's feed reports the next change: none stays silent.
        child.kill('SIGKILL');
        await exited;
        await waitUntil(() => replica.gateway.live.pollerCount === CRASH_MEMBERS, INTERVAL_MS * 20);
        await Promise.all(members.map(({ userName }) => platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '5' })));
        for (const subscription of local) await subscription.waitFor(() => cash(subscription.payloads.at(-1)) === '5', INTERVAL_MS * 10);
      } finally {
        await Promise.all(local.map((subscription) => subscription.close()));
      }
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  });

  it('stops polling while Redis is away and carries on when it is back', async () => {
    let own = await startRedisServer();
    const gateway = await createGateway(
      testConfig({ upstreamUrl: platform.url, envelope: { encrypt: true, publicKeyPem: platform.publicKeyPem }, pollIntervalMs: INTERVAL_MS, redisUrl: own.url }),
    );
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const stack = stackOf({ gateway, url });
    const userName = uniqueName('outage');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const sub = new SseSubscription(url, BALANCES, { token });
    try {
      await sub.waitFor(() => cash(sub.payloads.at(-1)) === '0');
      expect(gateway.live.pollerCount).toBe(1);

      // Without Redis a replica cannot know it is alone: it stops polling, the stream stays open.
      await own.stop();
      await waitUntil(() => gateway.live.pollerCount === 0, INTERVAL_MS * 30);
      expect(sub.ended).toBe(false);

      own = await startRedisServer(own.port);
      await waitUntil(() => gateway.live.pollerCount === 1, 20_000);
      await platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '9' });
      await sub.waitFor(() => cash(sub.payloads.at(-1)) === '9', INTERVAL_MS * 20);
    } finally {
      await sub.close();
      await gateway.close();
      await own.stop();
    }
  });
});
