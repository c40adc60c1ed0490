import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, TRANSACTION_PASSWORD, uniqueName, type Stack } from './helpers.ts';

// The guards of docs/security.md through the real gateway in front of the real platform: the
// transaction-password lock and its refusal, the password on a new wallet address and a P2P
// offer, and the pause after a password change, each as a stable `SERVER_MESSAGE` reason.

const TRANSFER = /* GraphQL */ `mutation($input: TransferInput!) { transfer(input: $input) { id } }`;
const ADD_ADDRESS = /* GraphQL */ `mutation($input: AddWithdrawalAddressInput!) { addWithdrawalAddress(input: $input) { id } }`;
const PUBLISH = /* GraphQL */ `mutation($input: PublishOtcOfferInput!) { publishOtcOffer(input: $input) { offer { id } } }`;
const GUARDS = /* GraphQL */ `{ securityGuards { moneyLockedUntil withdrawalsPausedUntil } }`;
const CHANGE_PASSWORD = /* GraphQL */ `mutation($input: ChangePasswordInput!) { changePassword(input: $input) }`;

describe('security guards through the gateway', () => {
  let stack: Stack;

  async function member(prefix: string): Promise<{ userName: string; token: string }> {
    const userName = uniqueName(prefix);
    await registerMember(stack, userName);
    return { userName, token: await login(stack, userName) };
  }

  beforeAll(async () => {
    stack = await startStack({ encrypt: false });
  });
  afterAll(() => stack?.close());

  it('the fifth wrong transaction password locks money movement: TRANSACTION_PASSWORD_LOCKED with the time, shown by securityGuards', async () => {
    const [sender, recipient] = [await member('gdl'), await member('gdr')];
    await stack.platform.admin('members/adjust', { userName: sender.userName, coinName: 'CASH_POINT', direction: 'in', amount: '100' });
    const send = (transactionPassword: string, locale = 'en-US') =>
      gql(stack.http, TRANSFER, { input: { toUser: recipient.userName, coinName: 'CASH_POINT', amount: '10', transactionPassword, requestId: randomUUID() } }, { token: sender.token, locale });
    for (let i = 0; i < 4; i += 1) expect((await send('wrong-guess')).errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'WRONG_TRANSACTION_PASSWORD' });
    expect((await send('wrong-guess')).errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'TRANSACTION_PASSWORD_LOCKED' });
    const locked = await send(TRANSACTION_PASSWORD, 'ja-JP');
    expect(locked.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'TRANSACTION_PASSWORD_LOCKED' });
    expect(locked.errors?.[0]?.message).toMatch(/^取引パスワードの誤りが多すぎます。資金の移動は \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+8\) までロックされています$/);
    const guards = (await gql(stack.http, GUARDS, undefined, { token: sender.token })).data!.securityGuards;
    expect(Date.parse(guards.moneyLockedUntil)).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(guards.withdrawalsPausedUntil).toBeNull();
  });

  it('a wallet address and a P2P offer ask for the transaction password', async () => {
    const seller = await member('gdp');
    await stack.platform.admin('members/flags', { userName: seller.userName, otcStatus: 1 });
    await stack.platform.admin('members/adjust', { userName: seller.userName, coinName: 'USDT_POINT', direction: 'in', amount: '100' });
    const address = { network: 'BEP20', address: `0x${randomBytes(20).toString('hex')}` };
    expect((await gql(stack.http, ADD_ADDRESS, { input: address }, { token: seller.token })).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect((await gql(stack.http, ADD_ADDRESS, { input: { ...address, transactionPassword: 'wrong-guess' } }, { token: seller.token })).errors?.[0]?.extensions).toMatchObject({
      code: 'SERVER_MESSAGE',
      reason: 'WRONG_TRANSACTION_PASSWORD',
    });
    const offer = { amount: '10', price: '7', minAmount: '1', maxAmount: '10', requestId: randomUUID() };
    expect((await gql(stack.http, PUBLISH, { input: offer }, { token: seller.token })).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect((await gql(stack.http, PUBLISH, { input: { ...offer, transactionPassword: 'wrong-guess' } }, { token: seller.token })).errors?.[0]?.extensions).toMatchObject({
      code: 'SERVER_MESSAGE',
      reason: 'WRONG_TRANSACTION_PASSWORD',
    });
    const published = await gql(stack.http, PUBLISH, { input: { ...offer, requestId: randomUUID(), transactionPassword: TRANSACTION_PASSWORD } }, { token: seller.token });
    expect(published.errors).toBeUndefined();
    expect((await gql(stack.http, ADD_ADDRESS, { input: { ...address, transactionPassword: TRANSACTION_PASSWORD } }, { token: seller.token })).errors).toBeUndefined();
  });

  it('after a password change a new address waits: CREDENTIAL_CHANGE_PAUSE, and securityGuards says until when', async () => {
    const changer = await member('gdc');
    const changed = await gql(stack.http, CHANGE_PASSWORD, { input: { oldPassword: 'correct-horse-7', password: 'correct-horse-8', confirmPassword: 'correct-horse-8' } }, { token: changer.token });
    expect(changed.errors).toBeUndefined();
    const refused = await gql(stack.http, ADD_ADDRESS, { input: { network: 'BEP20', address: `0x${randomBytes(20).toString('hex')}`, transactionPassword: TRANSACTION_PASSWORD } }, { token: changer.token });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'CREDENTIAL_CHANGE_PAUSE' });
    const guards = (await gql(stack.http, GUARDS, undefined, { token: changer.token })).data!.securityGuards;
    expect(Date.parse(guards.withdrawalsPausedUntil)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});
