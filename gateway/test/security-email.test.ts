import { TestSmtpServer } from '@portal/platform/testing/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, TRANSACTION_PASSWORD, uniqueName, type Stack } from './helpers.ts';

// The member's email address (docs/security.md, "The email address") through the real gateway in
// front of the real platform, which mails a real SMTP server: the query, a refused address beside
// its field, a wrong code by its stable reason, then the code from the mail sets the address.

const STATE = /* GraphQL */ `{ emailAddress { email pending { email expiresAt } canSend } }`;
const BEGIN = /* GraphQL */ `mutation($input: BeginEmailChangeInput!) { beginEmailChange(input: $input) { email pending { email expiresAt } } }`;
const CONFIRM = /* GraphQL */ `mutation($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { email pending { email } } }`;

const POLL = { timeout: 30_000, interval: 50 };

describe('the email address through the gateway', () => {
  const smtp = new TestSmtpServer();
  let stack: Stack;

  beforeAll(async () => {
    await smtp.start();
    stack = await startStack({ encrypt: false, platform: { env: { SMTP_URL: smtp.url, NOTIFICATION_DISPATCH_INTERVAL_MS: '50' } } });
  });
  afterAll(async () => {
    await stack?.close();
    await smtp.stop();
  });

  it('is added with a code from the new address; a bad address is refused beside its field, a wrong code by its reason', async () => {
    const userName = uniqueName('eml');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    expect((await gql(stack.http, STATE, undefined, { token })).data).toEqual({ emailAddress: { email: null, pending: null, canSend: true } });

    const invalid = await gql(stack.http, BEGIN, { input: { email: 'no-at-sign', transactionPassword: TRANSACTION_PASSWORD } }, { token, locale: 'zh-CN' });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', fields: [{ path: 'input.email', reason: 'EMAIL_INVALID' }] });

    const email = `${userName.toLowerCase()}@example.com`;
    const begun = await gql(stack.http, BEGIN, { input: { email, transactionPassword: TRANSACTION_PASSWORD } }, { token });
    expect(begun.errors).toBeUndefined();
    expect(begun.data?.beginEmailChange).toMatchObject({ email: null, pending: { email } });

    await expect.poll(() => smtp.received.filter((mail) => mail.to === email).length, POLL).toBe(1);
    const code = /(?<![\w@.+-])(\d{6})(?![\w@])/.exec(smtp.received.find((mail) => mail.to === email)!.text)![1]!;
    const wrong = await gql(stack.http, CONFIRM, { input: { verifyCode: code === '000000' ? '111111' : '000000' } }, { token, locale: 'ja-JP' });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'EMAIL_CODE_WRONG' });
    expect(wrong.errors?.[0]?.message).toBe('コードが正しくありません。残り 4 回です');

    const confirmed = await gql(stack.http, CONFIRM, { input: { verifyCode: code } }, { token });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data).toEqual({ confirmEmailChange: { email, pending: null } });
    expect((await gql(stack.http, STATE, undefined, { token })).data).toEqual({ emailAddress: { email, pending: null, canSend: true } });
    const again = await gql(stack.http, CONFIRM, { input: { verifyCode: code } }, { token });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'EMAIL_CHANGE_NOT_STARTED' });
  });

  it('asks for a session', async () => {
    const answer = await gql(stack.http, STATE);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
