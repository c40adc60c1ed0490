// Upstream faults (RELIABILITY.md): a real gateway, a real platform process, and our own
// fault-injecting proxy on loopback between them. Each fault gives every GraphQL call its
// catalogued code and the catalogue's message in every language, /healthz stays up, /readyz
// names the upstream's failure, and service comes back by itself once the fault is gone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, messageFor, type ErrorCode } from '@portal/envelope/catalogue';
import { spawnPlatform, type PlatformProcess } from '@portal/platform/testing/process';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';
import { gql, login, registerMember, testConfig, uniqueName, waitUntil, type Stack } from './helpers.ts';
import { FaultProxy, type Fault } from './support/fault-proxy.ts';

const UPSTREAM_TIMEOUT_MS = 1_500;
const COUNTRIES = /* GraphQL */ `{ countries { code name } }`;
const BALANCES = /* GraphQL */ `{ balances { coinName available } }`;

describe('upstream faults between a real gateway and a real platform process', () => {
  let platform: PlatformProcess;
  let proxy: FaultProxy;
  let gateway: FastifyInstance;
  let http: ReturnType<typeof supertest>;
  let token: string;

  // On disk, from the run's migrated database (an in-memory process runs initdb and every
  // migration at each start: twice the time).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-faults-'));

  beforeAll(async () => {
    platform = await spawnPlatform({ requireEncryption: true, dataDir });
    proxy = new FaultProxy(platform.url);
    await proxy.listen();
    gateway = await createGateway(
      testConfig({
        upstreamUrl: proxy.url,
        envelope: { encrypt: true, publicKeyPem: platform.publicKeyPem },
        upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
        readinessTimeoutMs: 1_000,
      }),
    );
    http = supertest(await gateway.listen({ port: 0, host: '127.0.0.1' }));
    token = await signInWithin(5);
  }, 180_000);

  /** A new member, signed in through the gateway. */
  async function signIn(): Promise<string> {
    const stack = { http, platform } as unknown as Stack;
    const userName = uniqueName('faults');
    await registerMember(stack, userName);
    return login(stack, userName);
  }

  /**
   * `signIn`, tried again when it outlasts the short upstream time-out: a platform process just
   * started hashes its first passwords slowly on a loaded machine.
   */
  async function signInWithin(attempts: number): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await signIn();
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
    }
  }

  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await platform?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Both operations, in every language, answer `code` with the catalogue's message; no data. */
  async function expectEveryCallFails(code: ErrorCode, reason?: string): Promise<void> {
    const attempts = LOCALES.flatMap((locale) => [
      { query: COUNTRIES, locale, options: { locale } },
      { query: BALANCES, locale, options: { locale, token } },
    ]);
    const answers = await Promise.all(attempts.map(({ query, options }) => gql(http, query, undefined, options)));
    answers.forEach((answer, i) => {
      const { query, locale } = attempts[i]!;
      expect(answer.errors, `${query} in ${locale}`).toHaveLength(1);
      const [error] = answer.errors!;
      expect(error!.extensions?.code).toBe(code);
      if (reason !== undefined) expect(error!.extensions?.reason).toBe(reason);
      expect(error!.message).toBe(messageFor(code, locale));
      expect(JSON.stringify(answer.errors)).not.toMatch(/stack|at .*\.ts:\d+/);
    });
  }

  async function expectHealthAndReadiness(code: ErrorCode): Promise<void> {
    const health = await http.get('/healthz');
    expect({ status: health.status, body: health.body }).toEqual({ status: 200, body: { status: 'ok' } });
    const readiness = await http.get('/readyz');
    expect(readiness.status).toBe(503);
    expect(readiness.body).toMatchObject({ status: 'unavailable', code });
  }

  async function expectServiceResumed(): Promise<void> {
    await waitUntil(async () => (await http.get('/readyz')).status === 200, 30_000, 100);
    const countries = await gql<{ countries: unknown[] }>(http, COUNTRIES);
    expect(countries.errors).toBeUndefined();
    expect(countries.data!.countries.length).toBeGreaterThan(100);
    const balances = await gql<{ balances: unknown[] }>(http, BALANCES, undefined, { token });
    expect(balances.errors).toBeUndefined();
    expect(balances.data!.balances).toHaveLength(7);
  }

  const faults: Array<[string, Fault, ErrorCode, string | undefined]> = [
    ['slow past UPSTREAM_TIMEOUT_MS', { kind: 'slow', delayMs: UPSTREAM_TIMEOUT_MS + 1_000 }, 'UPSTREAM_TIMEOUT', 'UPSTREAM_TIMEOUT'],
    ['HTTP 500 with an HTML page', { kind: 'status', status: 500 }, 'INTERNAL_SERVER_ERROR', undefined],
    ['HTTP 502 with an HTML page', { kind: 'status', status: 502 }, 'BAD_GATEWAY', undefined],
    ['HTTP 503 with an HTML page', { kind: 'status', status: 503 }, 'SERVICE_UNAVAILABLE', undefined],
    ['HTTP 504 with an HTML page', { kind: 'status', status: 504 }, 'GATEWAY_TIMEOUT', undefined],
    ['HTTP 200 with a body that is not JSON', { kind: 'malformed' }, 'SERVER_BUSY', undefined],
    ['HTTP 200 with half of the JSON', { kind: 'truncated' }, 'SERVER_BUSY', undefined],
    ['a sealed answer that fails authentication', { kind: 'bad-envelope' }, 'BAD_GATEWAY', 'ENVELOPE_TAMPERED'],
    ['the connection reset before the platform sees the call', { kind: 'reset' }, 'BAD_GATEWAY', 'UPSTREAM_CONNECTION_LOST'],
    ['the connection reset after the platform answered', { kind: 'reset-after' }, 'BAD_GATEWAY', 'UPSTREAM_CONNECTION_LOST'],
  ];

  for (const [name, fault, code, reason] of faults) {
    it(`${name}: ${code} in every language, /healthz up, /readyz says so, then service resumes`, async () => {
      await expectServiceResumed();
      const injectedBefore = proxy.faultsInjected;
      proxy.inject(fault);
      await expectEveryCallFails(code, reason);
      // Injected on the wire for both operations in every language (plus the readiness probes).
      expect(proxy.faultsInjected - injectedBefore).toBeGreaterThanOrEqual(2 * LOCALES.length);
      await expectHealthAndReadiness(code);
      proxy.heal();
      await expectServiceResumed();
    });
  }

  it('the platform process killed (the proxy finds nobody): BAD_GATEWAY; it restarts and service resumes by itself', async () => {
    await platform.kill();
    await expectEveryCallFails('BAD_GATEWAY', 'UPSTREAM_CONNECTION_LOST');
    await expectHealthAndReadiness('BAD_GATEWAY');
    platform = await spawnPlatform(platform.options);
    proxy.target = platform.url;
    await waitUntil(async () => (await http.get('/readyz')).status === 200, 30_000, 100);
    // Signing a new member in shows the restarted process serving again; every test after this
    // one uses that token.
    token = await signInWithin(5);
    await expectServiceResumed();
  }, 120_000);


  it('nothing listening at the upstream address: SERVICE_UNAVAILABLE; it listens again and service resumes by itself', async () => {
    await proxy.stopListening();
    await expectEveryCallFails('SERVICE_UNAVAILABLE', 'UPSTREAM_UNREACHABLE');
    await expectHealthAndReadiness('SERVICE_UNAVAILABLE');
    await proxy.listen();
    await expectServiceResumed();
  });
});
