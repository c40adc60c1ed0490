import { CLEAN } from './money-helpers.ts';
import { expect } from 'vitest';
import type { TestPlatform } from '../src/testing.ts';
import {
  adminCall,
  call,
  expectBadRequest,
  expectOk,
  expectRefused,
  expectUnauthenticated,
  latestResetCode,
  login,
  registerMember,
  tryLogin,
  tryRegister,
  type CallOptions,
  type Loose,
} from './helpers.ts';

/**
 * The user and assets flow end to end, through the REST API only, on whatever database the
 * platform runs: a sponsor chain, balances and records, refusals, passwords and sessions.
 */
export async function memberFlow(platform: TestPlatform, options: CallOptions = {}): Promise<void> {
  const sponsor = await registerMember(platform, {}, options);
  const invited = await registerMember(platform, { referralId: sponsor.referralId, countryCode: 'ID' }, options);
  expectRefused((await tryRegister(platform, { userName: invited.userName.toUpperCase() }, options)).answer, 'USERNAME_TAKEN');

  const sponsorToken = await login(platform, sponsor, options);
  const invitedToken = await login(platform, invited, options);
  const info = expectOk(await call(platform, '/api/app/user/userInfo', {}, { ...options, token: invitedToken }));
  expect(info).toMatchObject({ id: invited.userId, userName: invited.userName, countryCode: 'ID', referralId: invited.referralId, sponsorUserName: sponsor.userName, level: -1 });

  const assets = async (token: string) => expectOk(await call(platform, '/api/app/assets/assetsList', {}, { ...options, token })) as Loose[];
  const cash = async (token: string) => (await assets(token)).find((a) => a.coinName === 'CASH_POINT').assetsAvailable as string;
  expect((await assets(invitedToken)).map((a) => a.assetsAvailable)).toEqual(['0', '0', '0', '0', '0', '0', '0']);

  const adjustIn = await platform.admin<{ balance: string; receiptNumber: string; transactionNumber: string }>('members/adjust', {
    userName: sponsor.userName,
    coinName: 'CASH_POINT',
    direction: 'in',
    amount: '250.75',
  });
  expect(adjustIn.balance).toBe('250.75');
  await platform.admin('members/adjust', { userName: sponsor.userName, coinName: 'CASH_POINT', direction: 'out', amount: '50.5' });
  await platform.admin('members/adjust', { userName: sponsor.userName, coinName: 'BONUS_POINT', direction: 'in', amount: '3' });
  expect(await cash(sponsorToken)).toBe('200.25');
  expect(await cash(invitedToken)).toBe('0');

  const refused = await adminCall(platform, 'members/adjust', { userName: sponsor.userName, coinName: 'CASH_POINT', direction: 'out', amount: '200.26' }, platform.adminToken);
  expectRefused(refused, 'INSUFFICIENT_BALANCE');
  expectRefused(await adminCall(platform, 'members/adjust', { userName: sponsor.userName, coinName: 'CASH_POINT', direction: 'in', amount: '-1' }, platform.adminToken), 'INVALID_AMOUNT');
  expect(await cash(sponsorToken)).toBe('200.25');

  const list = (filter: Record<string, unknown>) => call(platform, '/api/app/assets/assetsRecordList', filter, { ...options, token: sponsorToken });
  const all = expectOk(await list({}));
  expect(all.total).toBe(3);
  expect(all.list.map((r: Loose) => [r.coinName, r.recordType, r.amount])).toEqual([
    ['BONUS_POINT', 'ADJUST_IN', '3'],
    ['CASH_POINT', 'ADJUST_OUT', '-50.5'],
    ['CASH_POINT', 'ADJUST_IN', '250.75'],
  ]);
  expect(all.list[2]).toMatchObject({ receiptNumber: adjustIn.receiptNumber, transactionNumber: adjustIn.transactionNumber, actualAmount: '250.75', status: 'SUCCESS' });
  expect(expectOk(await list({ coinName: 'CASH_POINT' })).total).toBe(2);
  expect(expectOk(await list({ recordType: 'ADJUST_OUT' })).total).toBe(1);
  expect(expectOk(await list({ pageNum: 2, pageSize: 2 })).list).toHaveLength(1);
  expect(expectOk(await list({ startTime: all.list[1].createdAt })).total).toBeGreaterThanOrEqual(2);
  expectBadRequest(await list({ pageSize: 101 }));
  expect(expectOk(await call(platform, '/api/app/assets/assetsRecordList', {}, { ...options, token: invitedToken })).total).toBe(0);

  const names = expectOk(await call(platform, '/api/app/assets/recordTypeList', {}, { ...options, token: sponsorToken, locale: 'zh-CN' })) as Loose[];
  expect(names.find((r) => r.recordType === 'ADJUST_IN').name).toBe('调账增加');

  // Password change keeps this session and ends the other.
  const secondSponsorToken = await login(platform, sponsor, options);
  expectOk(
    await call(platform, '/api/app/user/updatePassWord', { oldPassword: sponsor.password, password: 'changed-password', confirmPassword: 'changed-password' }, { ...options, token: sponsorToken }),
  );
  expectUnauthenticated(await call(platform, '/api/app/user/userInfo', {}, { ...options, token: secondSponsorToken }), 'SESSION_ENDED');
  expectOk(await call(platform, '/api/app/user/userInfo', {}, { ...options, token: sponsorToken }));
  expectRefused(await tryLogin(platform, sponsor.userName, sponsor.password, options), 'WRONG_CREDENTIALS');

  // Forgotten password: the code from the outbox sets a new one and ends the sessions.
  expectOk(await call(platform, '/api/app/user/noLoginSend', { userName: invited.userName }, options));
  const code = await latestResetCode(platform, invited.userName);
  expect(code).toMatch(/^\d{6}$/);
  expectOk(await call(platform, '/api/app/user/forgotPassword', { userName: invited.userName, verifyCode: code, password: 'reset-password', confirmPassword: 'reset-password' }, options));
  expectUnauthenticated(await call(platform, '/api/app/user/userInfo', {}, { ...options, token: invitedToken }), 'SESSION_ENDED');
  const newInvitedToken = await login(platform, { userName: invited.userName, password: 'reset-password' }, options);

  expectOk(await call(platform, '/api/app/user/logout', {}, { ...options, token: newInvitedToken }));
  expectUnauthenticated(await call(platform, '/api/app/assets/assetsList', {}, { ...options, token: newInvitedToken }), 'SESSION_ENDED');

  expect(await platform.admin('ledger/check')).toEqual(CLEAN);
}
