import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { adminCall, call, expectBadRequest, expectOk, expectRefused, type Loose } from './helpers.ts';
import { signedInMember, type SignedIn } from './money-helpers.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const api = (member: SignedIn, path: string, data: unknown = {}) => call(platform, `/api/app/bank-account/${path}`, data, { token: member.token });
const valid = { bankName: ' Bank Central Asia ', accountName: 'Budi  Santoso', accountNumber: '1234-5678 90' };

describe('member bank accounts', () => {
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    [alice, bob] = [await signedInMember(platform), await signedInMember(platform)];
  });

  it('adds, lists, updates and deletes an account, trimmed', async () => {
    const added = expectOk(await api(alice, 'addBankAccount', valid));
    expect(added).toMatchObject({ id: expect.stringMatching(/^bnk_/), bankName: 'Bank Central Asia', accountName: 'Budi Santoso', accountNumber: '1234-5678 90' });
    expect(expectOk(await api(alice, 'bankAccountList'))).toEqual([added]);

    const updated = expectOk(await api(alice, 'updateBankAccount', { id: added.id, bankName: 'BCA', accountName: 'Budi', accountNumber: '999999' }));
    expect(updated).toMatchObject({ id: added.id, bankName: 'BCA', accountName: 'Budi', accountNumber: '999999' });
    expectOk(await api(alice, 'delBankAccount', { id: added.id }));
    expect(expectOk(await api(alice, 'bankAccountList'))).toEqual([]);
  });

  it('refuses missing, blank, too long and malformed fields', async () => {
    expectRefused(await api(alice, 'addBankAccount', { ...valid, bankName: '   ' }), 'BANK_NAME_INVALID');
    expectRefused(await api(alice, 'addBankAccount', { ...valid, accountName: '' }), 'ACCOUNT_NAME_INVALID');
    expectRefused(await api(alice, 'addBankAccount', { ...valid, bankName: 'x'.repeat(101) }), 'BANK_NAME_INVALID');
    for (const accountNumber of ['12ab5678', '1234', '-12345', '12345-', '1'.repeat(41), '12.345.678']) {
      expectRefused(await api(alice, 'addBankAccount', { ...valid, accountNumber }), 'ACCOUNT_NUMBER_INVALID');
    }
    expectBadRequest(await api(alice, 'addBankAccount', { bankName: 'x', accountName: 'y' }));
    expectBadRequest(await api(alice, 'addBankAccount', { ...valid, accountNumber: '1'.repeat(101) }));
    expect(expectOk(await api(alice, 'bankAccountList'))).toEqual([]);
  });

  it('counts names in code points as the web does, and refuses each bad name beside its field', async () => {
    const carol = await signedInMember(platform);
    const fields = (answer: Loose) => (answer.data as { fields: Loose[] }).fields.map(({ path, reason }) => ({ path, reason }));
    const emoji = expectOk(await api(carol, 'addBankAccount', { ...valid, bankName: '🏦'.repeat(60), accountName: '😀'.repeat(100) }));
    expect(emoji).toMatchObject({ bankName: '🏦'.repeat(60), accountName: '😀'.repeat(100) });
    const tooLong = await api(carol, 'addBankAccount', { ...valid, bankName: '🏦'.repeat(101), accountName: ' ' });
    expectRefused(tooLong, 'BANK_NAME_INVALID');
    expect(fields(tooLong)).toEqual([
      { path: 'bankName', reason: 'BANK_NAME_INVALID' },
      { path: 'accountName', reason: 'ACCOUNT_NAME_INVALID' },
    ]);
  });

  it('refuses direction controls and invisible characters in the names, so they cannot turn the account number around', async () => {
    const dave = await signedInMember(platform);
    const fields = (answer: Loose) => (answer.data as { fields: Loose[] }).fields.map(({ path, reason }) => ({ path, reason }));
    for (const name of ['\u202Eemanelttil', 'Budi\u200BSantoso', '\u2066Budi\u2069', 'Budi\u200F', '\uFEFFBudi', 'Budi\u0007']) {
      const refused = await api(dave, 'addBankAccount', { ...valid, bankName: name, accountName: name });
      expectBadRequest(refused);
      expect(fields(refused)).toEqual([
        { path: 'bankName', reason: 'TEXT_HIDDEN_CHARACTERS' },
        { path: 'accountName', reason: 'TEXT_HIDDEN_CHARACTERS' },
      ]);
    }
    const added = expectOk(await api(dave, 'addBankAccount', { ...valid, bankName: '中国银行　北京分行', accountName: 'やまだ たろう' }));
    expectBadRequest(await api(dave, 'updateBankAccount', { id: added.id, ...valid, accountName: '\u202Eemanelttil' }));
    expect(expectOk(await api(dave, 'bankAccountList')).map((a: Loose) => a.accountName)).toEqual(['やまだ たろう']);
  });

  it("another member's account is not found, and stays unchanged", async () => {
    const own = expectOk(await api(bob, 'addBankAccount', valid));
    expectRefused(await api(alice, 'updateBankAccount', { id: own.id, ...valid, accountName: 'Thief' }), 'BANK_ACCOUNT_NOT_FOUND');
    expectRefused(await api(alice, 'delBankAccount', { id: own.id }), 'BANK_ACCOUNT_NOT_FOUND');
    expectRefused(await api(alice, 'delBankAccount', { id: 'bnk_nothing' }), 'BANK_ACCOUNT_NOT_FOUND');
    expect(expectOk(await api(bob, 'bankAccountList'))).toEqual([own]);
    expect(expectOk(await api(alice, 'bankAccountList'))).toEqual([]);
  });

  it('refuses a duplicate number and more than 10 accounts', async () => {
    const member = await signedInMember(platform);
    const first = expectOk(await api(member, 'addBankAccount', { ...valid, accountNumber: '10000' }));
    expectRefused(await api(member, 'addBankAccount', { ...valid, accountNumber: '10000' }), 'BANK_ACCOUNT_DUPLICATE');
    for (let i = 1; i < 10; i++) expectOk(await api(member, 'addBankAccount', { ...valid, accountNumber: `1000${i}` }));
    const refused = await api(member, 'addBankAccount', { ...valid, accountNumber: '20000' });
    expectRefused(refused, 'BANK_ACCOUNT_LIMIT');
    expect(refused.msg).toContain('10');
    const second = (expectOk(await api(member, 'bankAccountList')) as Loose[])[1];
    expectRefused(await api(member, 'updateBankAccount', { id: second.id, ...valid, accountNumber: '10000' }), 'BANK_ACCOUNT_DUPLICATE');
    expect(expectOk(await api(member, 'bankAccountList'))).toHaveLength(10);
    expect((expectOk(await api(member, 'bankAccountList')) as Loose[])[0]).toEqual(first);
  });

  it('needs a session', async () => {
    const answer = await call(platform, '/api/app/bank-account/bankAccountList', {});
    expect(answer.status).toBe(401);
  });
});

describe("the platform's receiving bank accounts", () => {
  it('the operator adds, lists and removes them; members see the active ones', async () => {
    const member = await signedInMember(platform);
    const added = await platform.admin<Loose>('bank/add', { channelName: 'USD wire', bankName: 'Citi', accountName: 'Portal Ltd', accountNumber: '400-500-600', exchangeRate: '1.25' });
    const account = { id: expect.stringMatching(/^sba_/), channelName: 'USD wire', bankName: 'Citi', accountName: 'Portal Ltd', accountNumber: '400-500-600', currency: 'USD', exchangeRate: '1.25' };
    // Named in en-US only: the operator sees the other languages flagged.
    expect(added).toEqual({ ...account, names: {}, missingLanguages: ['zh-CN', 'ja-JP', 'ko-KP', 'id-ID'] });
    const { names: _names, missingLanguages: _missing, ...shown } = added;
    expect(expectOk(await api(member, 'sysBankAccountList'))).toContainEqual(shown);

    const input = { channelName: 'USD wire', bankName: 'Citi', accountName: 'Portal Ltd', accountNumber: '400-500-600', exchangeRate: '1.25' };
    expectRefused(await adminCall(platform, 'bank/add', { ...input, exchangeRate: '0' }, platform.adminToken), 'VALIDATION');
    expectRefused(await adminCall(platform, 'bank/add', { ...input, accountNumber: 'abc' }, platform.adminToken), 'ACCOUNT_NUMBER_INVALID');
    expect((await adminCall(platform, 'bank/list', {}, 'wrong-token')).status).toBe(403);

    await platform.admin('bank/remove', { id: added.id });
    expect(expectOk(await api(member, 'sysBankAccountList'))).not.toContainEqual(shown);
    expect(await platform.admin<Loose[]>('bank/list', { includeRemoved: true })).toContainEqual({ ...added, removedAt: expect.any(String) });
    expectRefused(await adminCall(platform, 'bank/remove', { id: added.id }, platform.adminToken), 'BANK_ACCOUNT_NOT_FOUND');
  });
});
