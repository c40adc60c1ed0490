/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
// The authenticator app (TOTP) through the real gateway in front of the real platform, envelope
// encrypted: enrolment (secret and otpauth URI once, ten recovery codes once), the two-step
// `signIn`/`completeSignIn`, `login` refusing a member with a factor, a transfer refused without
// the code in the member's language and accepted with it, and turning the factor off.
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, LOGIN, login, PASSWORD, registerMember, startStack, TRANSACTION_PASSWORD, uniqueName, type Stack } from './helpers.ts';

const STEP_MS = 30_000;
const SIGN_IN = 'mutation SignIn($input: LoginInput!) { signIn(input: $input) { session { token } factorChallenge { challenge expiresAt } } }';
const COMPLETE = 'mutation Complete($input: CompleteSignInInput!) { completeSignIn(input: $input) { token expiresAt idleTimeoutSeconds } }';
const FACTORS = '{ secondFactors { totpEnabled totpEnabledAt recoveryCodesLeft } }';
const BEGIN = 'mutation { beginTotpEnrolment { secret otpauthUri } }';
const CONFIRM = 'mutation Confirm($input: ConfirmTotpEnrolmentInput!) { confirmTotpEnrolment(input: $input) { codes } }';
const DISABLE = 'mutation Disable($input: FactorChangeInput!) { disableTotp(input: $input) }';
const TRANSFER = 'mutation Transfer($input: TransferInput!) { transfer(input: $input) { id } }';

describe('second factor through the gateway', () => {
  let stack: Stack;
  // The platform's clock, moved by hand: each step a new code, without waiting 30 seconds.
  let nowMs = Math.floor(Date.now() / STEP_MS) * STEP_MS;
  const clock = { now: () => new Date(nowMs) };
  const code = (secret: string) => generate({ secret, epoch: Math.floor(nowMs / 1000) });

  beforeAll(async () => {
    stack = await startStack({ encrypt: true, platform: { clock } });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  async function ok(token: string | undefined, query: string, variables?: Record<string, unknown>) {
    const answer = await gql<any>(stack.http, query, variables, token ? { token } : {});
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  }

  it('enrols, then signs in in two steps, asks for the code on a transfer (refused in the member\'s language without it) and turns off with one', async () => {
    const userName = uniqueName('tf');
    const recipient = uniqueName('tr');
    await registerMember(stack, userName);
    await registerMember(stack, recipient);
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '100' });
    const token = await login(stack, userName);

    expect((await ok(token, FACTORS)).secondFactors).toEqual({ totpEnabled: false, totpEnabledAt: null, recoveryCodesLeft: 0 });
    const { secret, otpauthUri } = (await ok(token, BEGIN)).beginTotpEnrolment;
    expect(otpauthUri).toContain(`secret=${secret}`);
    const { codes } = (await ok(token, CONFIRM, { input: { totpCode: await code(secret), transactionPassword: TRANSACTION_PASSWORD } })).confirmTotpEnrolment;
    expect(codes).toHaveLength(10);
    expect((await ok(token, FACTORS)).secondFactors).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });

    // `login` answers only sessions: a member with a factor is told to use the two steps.
    const refused = await gql<any>(stack.http, LOGIN, { input: { userName, password: PASSWORD } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'FACTOR_CODE_REQUIRED' });

    const first = (await ok(undefined, SIGN_IN, { input: { userName, password: PASSWORD } })).signIn;
    expect(first.session).toBeNull();
    const wrong = await gql<any>(stack.http, COMPLETE, { input: { challenge: first.factorChallenge.challenge, totpCode: '000000' } }, { locale: 'ja-JP' });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'FACTOR_CODE_WRONG' });
    expect(wrong.errors?.[0]?.message).toBe('認証コードが間違っているか、使用済みまたは期限切れです');
    nowMs += STEP_MS;
    const session = (await ok(undefined, COMPLETE, { input: { challenge: first.factorChallenge.challenge, totpCode: await code(secret) } })).completeSignIn;
    expect(session.token).toBeTruthy();

    const transfer = (extra: Record<string, unknown>) =>
      gql<any>(
        stack.http,
        TRANSFER,
        { input: { toUser: recipient, coinName: 'CASH_POINT', amount: '10', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID(), ...extra } },
        { token: session.token, locale: 'zh-CN' },
      );
    const missing = await transfer({});
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'FACTOR_CODE_REQUIRED' });
    expect(missing.errors?.[0]?.message).toBe('请输入身份验证器应用中的验证码（或恢复码）');
    nowMs += STEP_MS;
    const sent = await transfer({ totpCode: await code(secret) });
    expect(sent.errors).toBeUndefined();
    // A recovery code instead of the app, once.
    expect((await transfer({ totpCode: codes[0] })).errors).toBeUndefined();
    expect((await transfer({ totpCode: codes[0] })).errors?.[0]?.extensions?.reason).toBe('FACTOR_CODE_WRONG');

    nowMs += STEP_MS;
    expect((await ok(session.token, DISABLE, { input: { transactionPassword: TRANSACTION_PASSWORD, totpCode: await code(secret) } })).disableTotp).toBe(true);
    expect((await ok(undefined, SIGN_IN, { input: { userName, password: PASSWORD } })).signIn.session.token).toBeTruthy();
  });
});
