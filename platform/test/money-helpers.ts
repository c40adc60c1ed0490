import { expect } from 'vitest';
import type { LedgerCheck } from '../src/ledger/ledger.ts';
import type { TestPlatform } from '../src/testing.ts';
import { call, expectOk, login, registerMember, type CallOptions, type Loose, type Member } from './helpers.ts';

/** Shared by the bank-account, withdrawal-address, convert and transfer suites. */
/** A sound ledger's check: typed, so a new kind of finding must be added here. */
export const CLEAN: LedgerCheck = { unbalancedTransfers: [], driftedAccounts: [], negativeMemberAccounts: [], recordsWithoutMovement: [] };

export interface SignedIn extends Member {
  token: string;
}

export async function signedInMember(platform: TestPlatform, options: CallOptions = {}): Promise<SignedIn> {
  const member = await registerMember(platform, {}, options);
  return { ...member, token: await login(platform, member, options) };
}

/** Every balance of a member as `{ "CASH_POINT/available": "10", … }`, to compare before and after. */
export async function snapshot(platform: TestPlatform, token: string): Promise<Record<string, string>> {
  const rows = expectOk(await call(platform, '/api/app/assets/assetsList', {}, { token })) as Loose[];
  const out: Record<string, string> = {};
  for (const row of rows) {
    out[`${row.coinName}/available`] = row.assetsAvailable;
    out[`${row.coinName}/frozen`] = row.assetsFrozen;
    out[`${row.coinName}/locked`] = row.assetsLocked;
  }
  return out;
}

export async function available(platform: TestPlatform, token: string, coin: string): Promise<string> {
  return (await snapshot(platform, token))[`${coin}/available`]!;
}

export async function credit(platform: TestPlatform, userName: string, coinName: string, amount: string): Promise<void> {
  await platform.admin('members/adjust', { userName, coinName, direction: 'in', amount });
}

export async function recordsOf(platform: TestPlatform, token: string, filter: Record<string, unknown> = {}): Promise<Loose[]> {
  return expectOk(await call(platform, '/api/app/assets/assetsRecordList', { pageSize: 100, ...filter }, { token })).list;
}

export async function expectLedgerClean(platform: TestPlatform): Promise<void> {
  expect(await platform.admin('ledger/check')).toEqual(CLEAN);
}

/**
 * Every member operation that asks for the second factor beside (or instead of) the transaction
 * password, with a body that passes everything else: a missing factor is then the only refusal.
 * `tag` keeps the request ids apart between tests. docs/security.md, "Where the code is asked for".
 */
export function secondFactorGuardedCalls(member: { password: string; transactionPassword: string }, tag: string): [string, Loose][] {
  const tx = member.transactionPassword;
  return [
    ['/api/app/withdrawal/bscWithdrawal', { addressId: 'wad_none', amount: '10', transactionPassword: tx, requestId: `rq-${tag}-bsc` }],
    ['/api/app/withdrawal/withdrawal', { bankAccountId: 'bnk_none', amount: '10', transactionPassword: tx, requestId: `rq-${tag}-bank` }],
    ['/api/app/withdrawal-address/add', { type: 'BEP20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', transactionPassword: tx }],
    ['/api/app/withdrawal-address/update', { id: 'wad_none', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }],
    ['/api/app/withdrawal-address/del', { id: 'wad_none' }],
    ['/api/app/bank-account/addBankAccount', { bankName: 'Bank', accountName: 'Name', accountNumber: '12345678' }],
    ['/api/app/bank-account/updateBankAccount', { id: 'bnk_none', bankName: 'Bank', accountName: 'Name', accountNumber: '12345678' }],
    ['/api/app/bank-account/delBankAccount', { id: 'bnk_none' }],
    ['/api/app/otc/publish', { amount: '10', price: '1', minAmount: '1', maxAmount: '10', transactionPassword: tx, requestId: `rq-${tag}-otc` }],
    ['/api/app/user/updatePassWord', { oldPassword: member.password, password: 'new-password-1', confirmPassword: 'new-password-1' }],
    ['/api/app/user/updateTransactionPassword', { oldTransactionPassword: tx, transactionPassword: 'new-tx-password', confirmTransactionPassword: 'new-tx-password' }],
  ];
}
