// Sign-in limits through the real gateway (its default rate limits, trusting X-Forwarded-For as
// behind a proxy) in front of the real platform (trusting the gateway's forwarded address): a
// stranger's failures from one address lock that address only; the owner elsewhere signs in
// once they solve the captcha the platform asks for (docs/security.md, "Sign-in limits").
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limits.ts';
import { PASSWORD, registerMember, startStack, uniqueName, type Stack } from './helpers.ts';

const SIGN_IN = 'mutation SignIn($input: LoginInput!) { signIn(input: $input) { session { token } } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';
const COMPLETE = 'mutation Complete($input: CompleteSignInInput!) { completeSignIn(input: $input) { token } }';
const BEGIN_FACTOR = 'mutation Begin($challenge: String!) { beginSignInPasskeyFactor(challenge: $challenge) { optionsJson } }';
const COMPLETE_WITH_PASSKEY = 'mutation Complete($input: CompleteSignInWithPasskeyInput!) { completeSignInWithPasskey(input: $input) { token } }';
const BEGIN_PASSWORDLESS = 'mutation { beginPasskeySignIn { optionsJson } }';
const PASSWORDLESS = 'mutation SignIn($credential: String!) { signInWithPasskey(credential: $credential) { token } }';

interface Answer {
  status: number;
  data: Record<string, unknown> | null | undefined;
  error: { message: string; extensions?: Record<string, unknown> } | undefined;
}

describe('sign-in limits', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ encrypt: false, platform: { env: { TRUST_PROXY: 'loopback' } }, gateway: { rateLimits: DEFAULT_RATE_LIMITS, trustProxy: true } });
  });
  afterAll(() => stack?.close());

  async function post(address: string, query: string, variables: Record<string, unknown>, locale = 'en-US'): Promise<Answer> {
    const response = await supertest(stack.url).post('/graphql').set('x-forwarded-for', address).set('accept-language', locale).send({ query, variables });
    return { status: response.status, data: response.body.data, error: response.body.errors?.[0] };
  }

  async function freshCaptcha(address: string): Promise<string> {
    const answer = await post(address, '{ captcha { captchaId } }', {});
    return (answer.data as { captcha: { captchaId: string } }).captcha.captchaId;
  }

  const signIn = (address: string, input: Record<string, unknown>, locale?: string) => post(address, SIGN_IN, { input }, locale);
  const withCaptcha = async (address: string, input: Record<string, unknown>, captchaCode = stack.platform.captchaAnswer) =>
    signIn(address, { ...input, captchaId: await freshCaptcha(address), captchaCode });

  it('ten wrong sign-ins from one address lock that address only; the owner signs in from another with a captcha', async () => {
    const userName = uniqueName('owner');
    await registerMember(stack, userName);
    const attacker = '203.0.113.10';
    const owner = '198.51.100.20';
    const wrong = { userName, password: 'not-the-password' };

    // Ten wrong passwords from one address, solving the captcha once it is asked for.
    const reasons: unknown[] = [];
    for (let i = 0; i < 10; i += 1) {
      let answer = await signIn(attacker, wrong);
      if (answer.error?.extensions?.reason === 'CAPTCHA_REQUIRED') answer = await withCaptcha(attacker, wrong);
      reasons.push(answer.error?.extensions?.reason ?? answer.error?.extensions?.code);
    }
    expect(reasons.slice(0, 5)).toEqual(Array(5).fill('WRONG_CREDENTIALS'));
    expect(new Set(reasons.slice(5))).toEqual(new Set(['TOO_MANY_ATTEMPTS', 'RATE_LIMITED']));

    // The owner elsewhere: asked for a captcha (in their language), a wrong one refused on its field, then in.
    const asked = await signIn(owner, { userName, password: PASSWORD }, 'zh-CN');
    expect(asked.error?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'CAPTCHA_REQUIRED' });
    expect(asked.error?.message).toBe('该用户名登录失败次数过多，请输入图形验证码');
    expect(asked.data ?? null).toBeNull();
    const wrongCaptcha = await withCaptcha(owner, { userName, password: PASSWORD }, 'NOPE');
    expect(wrongCaptcha.error?.extensions?.reason).toBe('CAPTCHA_INVALID');
    expect(wrongCaptcha.error?.extensions?.fields).toEqual([expect.objectContaining({ path: 'input.captchaCode', reason: 'CAPTCHA_INVALID' })]);
    const signedIn = await withCaptcha(owner, { userName, password: PASSWORD });
    expect((signedIn.data?.signIn as { session: { token: string } } | undefined)?.session.token).toEqual(expect.any(String));
    // `login` takes the captcha the same way.
    const loginAnswer = await post(owner, LOGIN, { input: { userName, password: PASSWORD, captchaId: await freshCaptcha(owner), captchaCode: stack.platform.captchaAnswer } });
    expect((loginAnswer.data?.login as { token: string } | undefined)?.token).toEqual(expect.any(String));

    // The attacker's address stays refused, even with the right password and a captcha.
    const fromAttacker = await withCaptcha(attacker, { userName, password: PASSWORD });
    expect(fromAttacker.data?.signIn ?? null).toBeNull();
    expect(['TOO_MANY_ATTEMPTS', 'RATE_LIMITED']).toContain(fromAttacker.error?.extensions?.reason);
  });

  it('counts signIn and login together per name at one address, and lets the name through at another', async () => {
    const userName = uniqueName('pair');
    const from = '192.0.2.70';
    // Ten attempts for one name at one address (the gateway's default), whichever mutation.
    for (let i = 0; i < 10; i += 1) {
      const answer = await post(from, i % 2 === 0 ? SIGN_IN : LOGIN, { input: { userName, password: 'not-the-password', captchaId: await freshCaptcha(from), captchaCode: stack.platform.captchaAnswer } });
      expect(answer.status).not.toBe(429);
    }
    const refused = await signIn(from, { userName, password: 'not-the-password' });
    expect(refused.status).toBe(429);
    expect(refused.error?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' });
    // Another address for the same name reaches the platform.
    expect((await signIn('192.0.2.71', { userName, password: 'not-the-password' })).status).toBe(200);
  });

  it('limits the calls answering one sign-in ticket, whichever way they answer it', async () => {
    const from = '192.0.2.80';
    // A ticket the platform does not know answers SIGN_IN_CHALLENGE_EXPIRED: the gateway counts the calls all the same.
    const challenge = `ticket-${uniqueName('t')}`;
    const { points } = DEFAULT_RATE_LIMITS.completeSignIn.perChallenge!;
    for (let i = 0; i < points; i += 1) {
      const answer =
        i % 3 === 0
          ? await post(from, COMPLETE, { input: { challenge, totpCode: '000000' } })
          : i % 3 === 1
            ? await post(from, BEGIN_FACTOR, { challenge })
            : await post(from, COMPLETE_WITH_PASSKEY, { input: { challenge, credential: '{}' } });
      expect(answer.status).toBe(200);
      expect(answer.error?.extensions?.reason).toBe('SIGN_IN_CHALLENGE_EXPIRED');
    }
    const refused = await post('192.0.2.81', COMPLETE, { input: { challenge, totpCode: '000000' } });
    expect(refused.status).toBe(429);
    expect(refused.error?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' });
    // Another ticket from the same address is still answered.
    expect((await post(from, COMPLETE, { input: { challenge: `${challenge}-2`, totpCode: '000000' } })).status).toBe(200);
  });

  it('limits the second step of sign-ins from one address, across tickets', async () => {
    const from = '192.0.2.90';
    const { points } = DEFAULT_RATE_LIMITS.completeSignIn.perAddress!;
    for (let i = 0; i < points; i += 1) {
      expect((await post(from, COMPLETE, { input: { challenge: `ticket-${uniqueName('a')}`, totpCode: '000000' } })).status).toBe(200);
    }
    const refused = await post(from, COMPLETE_WITH_PASSKEY, { input: { challenge: `ticket-${uniqueName('a')}`, credential: '{}' } });
    expect(refused.status).toBe(429);
    expect(refused.error?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' });
    expect((await post('192.0.2.91', COMPLETE, { input: { challenge: `ticket-${uniqueName('a')}`, totpCode: '000000' } })).status).toBe(200);
  });

  it('limits the passwordless passkey sign-in per address: its options and its assertions count together', async () => {
    const from = '192.0.2.100';
    const { points } = DEFAULT_RATE_LIMITS.beginPasskeySignIn.perAddress!;
    for (let i = 0; i < points; i += 1) {
      const answer = i % 2 === 0 ? await post(from, BEGIN_PASSWORDLESS, {}) : await post(from, PASSWORDLESS, { credential: '{}' });
      expect(answer.status).toBe(200);
    }
    const refused = await post(from, PASSWORDLESS, { credential: '{}' });
    expect(refused.status).toBe(429);
    expect(refused.error?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' });
    expect((await post(from, BEGIN_PASSWORDLESS, {})).status).toBe(429);
    expect((await post('192.0.2.101', BEGIN_PASSWORDLESS, {})).status).toBe(200);
  });
  it("limits the console's operator sign-in per address (RATE_LIMIT_OPERATOR_SIGN_IN_PER_ADDRESS): another address still reaches the platform", async () => {
    const OPERATOR_SIGN_IN = 'mutation($input: SignInOperatorInput!) { signInOperator(input: $input) { token } }';
    const signInOperator = async (address: string) => {
      const response = await supertest(stack.url)
        .post('/admin/graphql')
        .set('x-forwarded-for', address)
        .send({ query: OPERATOR_SIGN_IN, variables: { input: { name: uniqueName('nobody'), password: 'a guessed passphrase', totpCode: '123456' } } });
      return { status: response.status, error: response.body.errors?.[0] as { extensions?: Record<string, unknown> } | undefined };
    };
    const from = '192.0.2.120';
    const { points } = DEFAULT_RATE_LIMITS.signInOperator.perAddress!;
    // A new name each time: the platform's own lock of a name never comes into play.
    for (let i = 0; i < points; i += 1) expect((await signInOperator(from)).error?.extensions?.reason).not.toBe('RATE_LIMITED');
    const refused = await signInOperator(from);
    expect(refused.status).toBe(429);
    expect(refused.error?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' });
    expect((await signInOperator('192.0.2.121')).error?.extensions?.reason).not.toBe('RATE_LIMITED');
  });
});
