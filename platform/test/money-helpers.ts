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
