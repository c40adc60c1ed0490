import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { adminCall, call, encryptingClient, expectBadRequest, expectOk, login, registerMember, type Answer, type Member } from './helpers.ts';

const NUL = '\u0000';

describe('a NUL character in any text', () => {
  const lines: string[] = [];
  let platform: TestPlatform;
  let member: Member;
  let token: string;

  beforeAll(async () => {
    platform = await startTestPlatform({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
    member = await registerMember(platform);
    token = await login(platform, member);
  });
  afterAll(() => platform?.close());

  function expectRefusedAsInput(answer: Answer, field: string) {
    expectBadRequest(answer);
    expect(answer.msg).toContain(field);
  }

  it('is refused as bad input at login, unauthenticated, plain and encrypted, in the caller language', async () => {
    const plain = await call(platform, '/api/app/user/login', { userName: `a${NUL}b`, password: 'whatever' }, { locale: 'ja-JP' });
    expectRefusedAsInput(plain, 'userName');
    expect(plain.msg).toMatch(/^リクエストパラメータ/);
    const sealed = await call(platform, '/api/app/user/login', { userName: member.userName, password: `pw${NUL}` }, { envelope: encryptingClient(platform) });
    expectRefusedAsInput(sealed, 'password');
  });

  it('is refused on member paths: transfer recipient, bank account names, request ids, nested values', async () => {
    const options = { token };
    expectRefusedAsInput(
      await call(platform, '/api/app/makeOver/makeOver', { toUser: `x${NUL}`, coinName: 'CASH_POINT', amount: '1', transactionPassword: member.transactionPassword, requestId: 'req-nul-0001' }, options),
      'toUser',
    );
    expectRefusedAsInput(await call(platform, '/api/app/bank-account/addBankAccount', { bankName: 'Bank', accountName: `A${NUL}`, accountNumber: '1234567' }, options), 'accountName');
    expectRefusedAsInput(await call(platform, '/api/app/convert/convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT', amount: '1', requestId: `req${NUL}00001` }, options), 'requestId');
    expectRefusedAsInput(await call(platform, '/api/app/bank-account/delBankAccount', { id: NUL }, options), 'id');
    // Nothing was stored.
    expect(expectOk(await call(platform, '/api/app/bank-account/bankAccountList', {}, options))).toEqual([]);
  });

  it('is refused on the operator API', async () => {
    const answer = await adminCall(platform, 'members/adjust', { userName: `${NUL}`, coinName: 'CASH_POINT', direction: 'in', amount: '1' }, platform.adminToken);
    expect({ status: answer.status, code: answer.code, reason: answer.reason }).toEqual({ status: 400, code: 400, reason: 'VALIDATION' });
  });

  it('is logged as a refusal, not as a failure with a stack', async () => {
    // Its own refusals, one of each kind (signed out, a member's, the operator's), and the log lines they left.
    const from = lines.length;
    expectRefusedAsInput(await call(platform, '/api/app/user/login', { userName: `a${NUL}b`, password: 'whatever' }), 'userName');
    expectRefusedAsInput(await call(platform, '/api/app/bank-account/addBankAccount', { bankName: 'Bank', accountName: `A${NUL}`, accountNumber: '1234567' }, { token }), 'accountName');
    expect((await adminCall(platform, 'members/adjust', { userName: `${NUL}`, coinName: 'CASH_POINT', direction: 'in', amount: '1' }, platform.adminToken)).status).toBe(400);
    const entries = lines
      .slice(from)
      .flatMap((line) => line.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.filter((entry) => entry.msg === 'request refused').length).toBeGreaterThanOrEqual(3);
  });
});

describe('a deeply nested body', () => {
  let platform: TestPlatform;
  let token: string;
  // 7 KB: 3,500 arrays, one inside the other.
  const nested = JSON.parse(`${'['.repeat(3500)}${']'.repeat(3500)}`) as unknown;

  beforeAll(async () => {
    platform = await startTestPlatform();
    token = await login(platform, await registerMember(platform));
  });
  afterAll(() => platform?.close());

  it('is refused as bad input, signed out and signed in, plain and encrypted, and on the operator API', async () => {
    const signedOut = await call(platform, '/api/app/user/login', { userName: nested, password: 'whatever' }, { locale: 'zh-CN' });
    expectBadRequest(signedOut);
    expect(signedOut.msg).toContain('userName');
    expectBadRequest(await call(platform, '/api/app/assets/assetsList', { filter: nested }, { token }));
    expectBadRequest(await call(platform, '/api/app/assets/assetsList', { filter: nested }, { token, envelope: encryptingClient(platform) }));
    const operator = await adminCall(platform, 'members/adjust', { userName: nested, coinName: 'CASH_POINT', direction: 'in', amount: '1' }, platform.adminToken);
    expect({ status: operator.status, reason: operator.reason }).toEqual({ status: 400, reason: 'VALIDATION' });
    // The platform still answers.
    expectOk(await call(platform, '/api/app/assets/assetsList', {}, { token }));
  });

  it('is accepted up to the nesting limit, where the route schema decides', async () => {
    const shallow = JSON.parse(`${'['.repeat(20)}${']'.repeat(20)}`) as unknown;
    // Nested but harmless: the route's own schema says what it thinks of the field.
    expectOk(await call(platform, '/api/app/assets/assetsList', { filter: shallow }, { token }));
  });
});
