import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, TRANSACTION_PASSWORD, uniqueName, type Stack } from './helpers.ts';

// The anti-phishing code (docs/security.md) through the real gateway in front of the real
// platform: the query, setting it (a refused phrase as field messages on `input.antiPhishingCode`
// in the caller's language, a wrong transaction password as a stable reason), clearing it.

const STATE = /* GraphQL */ `{ antiPhishingCode { set code } }`;
const SET = /* GraphQL */ `mutation($input: SetAntiPhishingCodeInput!) { setAntiPhishingCode(input: $input) { set code } }`;
const CLEAR = /* GraphQL */ `mutation($input: ClearAntiPhishingCodeInput!) { clearAntiPhishingCode(input: $input) { set code } }`;

describe('the anti-phishing code through the gateway', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ encrypt: false });
  });
  afterAll(() => stack?.close());

  it('is set with the transaction password and shown in full; a bad phrase is refused beside its field, a wrong password by its reason; cleared after', async () => {
    const userName = uniqueName('apc');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    expect((await gql(stack.http, STATE, undefined, { token })).data).toEqual({ antiPhishingCode: { set: false, code: null } });

    const short = await gql(stack.http, SET, { input: { antiPhishingCode: 'abc', transactionPassword: TRANSACTION_PASSWORD } }, { token, locale: 'zh-CN' });
    expect(short.errors?.[0]?.extensions).toMatchObject({
      code: 'SERVER_MESSAGE',
      reason: 'ANTI_PHISHING_CODE_LENGTH',
      fields: [{ path: 'input.antiPhishingCode', reason: 'ANTI_PHISHING_CODE_LENGTH', message: '请输入 4 到 32 个字符' }],
    });
    const marked = await gql(stack.http, SET, { input: { antiPhishingCode: 'pay\u202Eyal', transactionPassword: TRANSACTION_PASSWORD } }, { token });
    expect(marked.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', fields: [{ path: 'input.antiPhishingCode', reason: 'ANTI_PHISHING_CODE_CHARACTERS' }] });
    const wrong = await gql(stack.http, SET, { input: { antiPhishingCode: 'Blue Tiger', transactionPassword: 'wrong-guess' } }, { token });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'WRONG_TRANSACTION_PASSWORD' });
    expect((await gql(stack.http, STATE, undefined, { token })).data).toEqual({ antiPhishingCode: { set: false, code: null } });

    const set = await gql(stack.http, SET, { input: { antiPhishingCode: '  Blue   Tiger 42 ', transactionPassword: TRANSACTION_PASSWORD } }, { token });
    expect(set.errors).toBeUndefined();
    expect(set.data).toEqual({ setAntiPhishingCode: { set: true, code: 'Blue Tiger 42' } });
    expect((await gql(stack.http, STATE, undefined, { token })).data).toEqual({ antiPhishingCode: { set: true, code: 'Blue Tiger 42' } });

    expect((await gql(stack.http, CLEAR, { input: { transactionPassword: TRANSACTION_PASSWORD } }, { token })).data).toEqual({ clearAntiPhishingCode: { set: false, code: null } });
    expect((await gql(stack.http, STATE, undefined, { token })).data).toEqual({ antiPhishingCode: { set: false, code: null } });
  });

  it('asks for a session', async () => {
    const answer = await gql(stack.http, STATE);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
