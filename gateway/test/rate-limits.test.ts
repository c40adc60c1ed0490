import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '../src/index.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/rate-limits.ts';
import { NO_RATE_LIMITS, startStack, testConfig, uniqueName, type Stack } from './helpers.ts';
import { redisAvailable, startRedisServer, type RedisServer } from './redis-server.ts';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';
const LIMITS: RateLimits = {
  ...NO_RATE_LIMITS,
  login: { perAddress: { points: 4, seconds: 60 }, perUser: undefined, perUserAtAddress: { points: 2, seconds: 60 } },
  captcha: { perAddress: { points: 3, seconds: 60 }, perUser: undefined },
  sendPasswordResetCode: { perAddress: { points: 50, seconds: 60 }, perUser: { points: 2, seconds: 3600 } },
  register: { perAddress: { points: 2, seconds: 60 }, perUser: undefined },
  resetPassword: { perAddress: { points: 50, seconds: 60 }, perUser: { points: 1, seconds: 60 } },
};

interface Answer {
  status: number;
  retryAfter: string | undefined;
  error: { message: string; extensions?: Record<string, unknown> } | undefined;
  body: { data?: Record<string, unknown> | null };
}

/** A POST from `address` (the gateway trusts X-Forwarded-For here, as behind a proxy). */
async function post(http: ReturnType<typeof supertest>, address: string, query: string, variables?: Record<string, unknown>, locale = 'en-US'): Promise<Answer> {
  const response = await http.post('/graphql').set('x-forwarded-for', address).set('accept-language', locale).send({ query, variables });
  return { status: response.status, retryAfter: response.headers['retry-after'], error: response.body.errors?.[0], body: response.body };
}

const login = (http: ReturnType<typeof supertest>, address: string, userName: string, locale?: string) =>
  post(http, address, LOGIN, { input: { userName, password: 'not-the-password' } }, locale);

function expectRefused(answer: Answer, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.error?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' });
  const wait = Number(answer.retryAfter);
  expect(Number.isInteger(wait) && wait >= 1 && wait <= windowSeconds, `Retry-After ${answer.retryAfter}`).toBe(true);
  expect(answer.error?.extensions?.retryAfterSeconds).toBe(wait);
  expect(answer.body.data ?? null).toBeNull();
}

describe('rate limits', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ encrypt: false, gateway: { rateLimits: LIMITS, trustProxy: true } });
  });
  afterAll(() => stack?.close());

  it('refuses a user name past its attempts at one address, with Retry-After, before the platform sees it; not at another', async () => {
    const name = uniqueName('limited');
    const address = '203.0.113.1';
    for (let i = 0; i < 2; i += 1) {
      const answer = await login(stack.http, address, name);
      expect(answer.error?.extensions?.reason).toBe('WRONG_CREDENTIALS');
    }
    const platformCalls = await stack.platform.requestCount('/api/app/user/login');
    const refused = await login(stack.http, address, name);
    expectRefused(refused, 60);
    expect(refused.error?.message).toMatch(/^Too many attempts, please try again in \d+ seconds?$/);
    // Another spelling of the same name is the same member; `signIn` counts as `login`.
    expectRefused(await login(stack.http, address, name.toUpperCase()), 60);
    expectRefused(await post(stack.http, address, 'mutation { signIn(input: { userName: "' + name + '", password: "x" }) { session { token } } }'), 60);
    expect(await stack.platform.requestCount('/api/app/user/login')).toBe(platformCalls);
    // The same name from another address is not held up: a stranger cannot lock its owner out.
    expect((await login(stack.http, '203.0.113.2', name)).error?.extensions?.reason).toBe('WRONG_CREDENTIALS');
  });

  it('refuses an address past its attempts whatever the names, in the caller language', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 4; i += 1) {
      expect((await login(stack.http, address, uniqueName('spray'))).status).toBe(200);
    }
    const refused = await login(stack.http, address, uniqueName('spray'), 'ja-JP');
    expectRefused(refused, 60);
    expect(refused.error?.message).toMatch(/^試行回数が多すぎます。\d+ 秒後に再度お試しください$/);
    // Another address is not held up.
    expect((await login(stack.http, '198.51.100.8', uniqueName('spray'))).status).toBe(200);
  });

  it('counts every aliased attempt of one request', async () => {
    const name = uniqueName('alias');
    const query = `mutation { ${[1, 2, 3].map((i) => `a${i}: login(input: { userName: "${name}", password: "x" }) { token }`).join(' ')} }`;
    expectRefused(await post(stack.http, '192.0.2.10', query), 60);
  });

  it('limits captchas per address', async () => {
    const address = '192.0.2.20';
    for (let i = 0; i < 3; i += 1) expect((await post(stack.http, address, '{ captcha { captchaId } }')).status).toBe(200);
    expectRefused(await post(stack.http, address, '{ captcha { captchaId } }'), 60);
  });

  it('limits reset codes per user name, through the input and the deprecated argument alike', async () => {
    const name = uniqueName('reset');
    const send = 'mutation Send($input: SendPasswordResetCodeInput) { sendPasswordResetCode(input: $input) }';
    expect((await post(stack.http, '192.0.2.30', send, { input: { userName: name } })).body.data).toEqual({ sendPasswordResetCode: true });
    expect((await post(stack.http, '192.0.2.31', `mutation { sendPasswordResetCode(userName: "${name}") }`)).body.data).toEqual({
      sendPasswordResetCode: true,
    });
    const refused = await post(stack.http, '192.0.2.32', send, { input: { userName: name } }, 'zh-CN');
    expectRefused(refused, 3600);
    expect(refused.error?.message).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
  });

  it('limits password resets per user name and registrations per address', async () => {
    const name = uniqueName('forgot');
    const reset = `mutation { resetPassword(input: { userName: "${name}", verifyCode: "123456", password: "new-pass-1", confirmPassword: "new-pass-1" }) }`;
    expect((await post(stack.http, '192.0.2.40', reset)).status).not.toBe(429);
    expectRefused(await post(stack.http, '192.0.2.41', reset), 60);

    const register = `mutation { register(input: { userName: "x", password: "p", confirmPassword: "p", transactionPassword: "t", countryCode: "US", referralId: "r", captchaId: "c", captchaCode: "0" }) { userId } }`;
    for (let i = 0; i < 2; i += 1) expect((await post(stack.http, '192.0.2.50', register)).status).not.toBe(429);
    expectRefused(await post(stack.http, '192.0.2.50', register), 60);
  });

  it('leaves other operations alone', async () => {
    for (let i = 0; i < 10; i += 1) expect((await post(stack.http, '192.0.2.60', '{ countries { code } }')).status).toBe(200);
  });
});

describe('rate limits from the configuration', () => {
  it('are on by default and read from RATE_LIMIT_* variables', async () => {
    const { loadGatewayConfig } = await import('../src/config.ts');
    const base = { UPSTREAM_URL: 'http://127.0.0.1:3000', ENVELOPE_ENCRYPT: 'false' };
    expect(loadGatewayConfig(base).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    const set = loadGatewayConfig({ ...base, RATE_LIMIT_LOGIN_PER_USER_AT_ADDRESS: '5/60', RATE_LIMIT_RESET_CODE_PER_USER: '2/600', RATE_LIMIT_CAPTCHA_PER_ADDRESS: 'off' }).rateLimits;
    expect(set.login).toEqual({ perAddress: DEFAULT_RATE_LIMITS.login.perAddress, perUser: undefined, perUserAtAddress: { points: 5, seconds: 60 } });
    expect(set.sendPasswordResetCode.perUser).toEqual({ points: 2, seconds: 600 });
    expect(set.captcha.perAddress).toBeUndefined();
    expect(() => loadGatewayConfig({ ...base, RATE_LIMIT_REGISTER_PER_ADDRESS: 'many' })).toThrow(
      /RATE_LIMIT_REGISTER_PER_ADDRESS must be attempts\/seconds such as 10\/300, or off/,
    );
    // A limit per name from every address would let anyone lock a member out: said, not ignored.
    expect(() => loadGatewayConfig({ ...base, RATE_LIMIT_LOGIN_PER_USER: '10/300' })).toThrow(/RATE_LIMIT_LOGIN_PER_USER is no longer read/);
  });
});

describe.runIf(redisAvailable())('rate limits shared by replicas through Redis', () => {
  let redis: RedisServer;
  let gateways: FastifyInstance[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
    // No platform is needed: captchas refused at the gateway never reach it, and the allowed
    // ones fail upstream (SERVICE_UNAVAILABLE) after being counted.
    gateways = await Promise.all(
      [0, 1].map(() =>
        createGateway(testConfig({ upstreamUrl: 'http://127.0.0.1:9', redisUrl: redis.url, trustProxy: true, rateLimits: { ...NO_RATE_LIMITS, captcha: LIMITS.captcha } })),
      ),
    );
    await Promise.all(gateways.map((g) => g.ready()));
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await redis?.stop();
  });

  it('counts an address on one replica against the other', async () => {
    const [one, two] = gateways.map((g) => supertest(g.server));
    const address = '192.0.2.99';
    for (const http of [one!, two!, one!]) expect((await post(http, address, '{ captcha { captchaId } }')).status).not.toBe(429);
    expectRefused(await post(two!, address, '{ captcha { captchaId } }'), 60);
  });
});
