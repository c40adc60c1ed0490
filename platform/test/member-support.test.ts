import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_SEARCH_LIMIT } from '../src/admin/member-support.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, login, registerMember, TestClock, uniqueName, type Answer, type Loose, type Member } from './helpers.ts';
import { credit } from './money-helpers.ts';
import { asOperator, signedInOperator, type SignedInOperator } from './operator-helpers.ts';

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A refusal of the search's own rule: code 9001 with the field it is about. */
function expectSearchRefused(answer: Answer, reason: string) {
  expect({ status: answer.status, code: answer.code, reason: answer.reason }).toEqual({ status: 200, code: 9001, reason });
  expect(answer.raw.data.fields).toEqual([expect.objectContaining({ path: 'query', reason })]);
  expect(answer.msg).toBeTruthy();
}

describe('member support for operators', () => {
  let platform: TestPlatform;
  let member: Member;
  let memberToken: string;
  let support: SignedInOperator;
  let compliance: SignedInOperator;
  let finance: SignedInOperator;
  let depositHash: string;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));

  const search = (operator: SignedInOperator, query: string) => asOperator(platform, operator.token, 'members/search', { query });
  const namesFound = async (operator: SignedInOperator, query: string) => {
    const answer = await search(operator, query);
    expect(answer.status).toBe(200);
    return (answer.data.list as Loose[]).map((hit) => [hit.userName, hit.matchedBy]);
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    member = await registerMember(platform, { userName: uniqueName('Sarah') });
    memberToken = await login(platform, member);
    support = await signedInOperator(platform, clock, 'support');
    compliance = await signedInOperator(platform, clock, 'compliance');
    finance = await signedInOperator(platform, clock, 'finance');
    expectOk(await call(platform, '/api/app/withdrawal-address/add', { transactionPassword: member.transactionPassword, type: 'BEP20', address: ADDRESS.toLowerCase() }, { token: memberToken }));
    depositHash = randomBytes(32).toString('hex');
    expectOk(await call(platform, '/api/app/deposit/deposit', { amount: '100', hash: depositHash, receiptNumber: 'R1' }, { token: memberToken }));
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('finds a member by the start of the user name in any case, by user id, referral id, saved address and deposit hash', async () => {
    expect(await namesFound(support, member.userName.slice(0, -1).toUpperCase())).toContainEqual([member.userName, 'USER_NAME']);
    expect(await namesFound(support, member.userId)).toEqual([[member.userName, 'USER_ID']]);
    expect(await namesFound(support, member.referralId)).toEqual([[member.userName, 'REFERRAL_ID']]);
    expect(await namesFound(support, ADDRESS.toUpperCase().replace('0X', '0x'))).toEqual([[member.userName, 'WITHDRAWAL_ADDRESS']]);
    expect(await namesFound(support, ` ${depositHash.toUpperCase()} `)).toEqual([[member.userName, 'DEPOSIT_HASH']]);
    // A part of an id or address names nobody; `%` and `_` are themselves.
    expect(await namesFound(support, member.referralId.slice(0, -1))).toEqual([]);
    expect(await namesFound(support, ADDRESS.slice(0, 20))).toEqual([]);
    expect(await namesFound(support, '%')).toEqual([]);
    const hit = (await search(support, member.userId)).data.list[0];
    expect(hit).toEqual({
      id: member.userId,
      userName: member.userName,
      referralId: member.referralId,
      email: null,
      countryCode: member.countryCode,
      level: expect.any(Number),
      banned: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      matchedBy: 'USER_ID',
    });
  });

  it(`answers at most ${MEMBER_SEARCH_LIMIT} members, and says when there are more`, async () => {
    const prefix = uniqueName('crowd').slice(0, 24);
    for (let index = 0; index < MEMBER_SEARCH_LIMIT + 1; index++) await registerMember(platform, { userName: `${prefix}${String(index).padStart(2, '0')}` });
    const many = await search(support, prefix);
    expect(many.data.list).toHaveLength(MEMBER_SEARCH_LIMIT);
    expect(many.data.more).toBe(true);
    // In name order: the first twenty names.
    expect(many.data.list[0].userName).toBe(`${prefix}00`);
    const narrower = await search(support, `${prefix}2`);
    expect({ names: narrower.data.list.map((hit: Loose) => hit.userName), more: narrower.data.more }).toEqual({ names: [`${prefix}20`], more: false });
  });

  it('refuses an empty or over-long search in the caller’s language, and a role with no reading of members', async () => {
    expectSearchRefused(await search(support, '   '), 'MEMBER_SEARCH_EMPTY');
    expectSearchRefused(await search(support, 'x'.repeat(101)), 'MEMBER_SEARCH_TOO_LONG');
    expect((await search(support, 'x'.repeat(100))).data).toEqual({ list: [], more: false });
    const chinese = await fetch(`${platform.url}/admin/api/members/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${support.token}`, 'accept-language': 'zh-CN' },
      body: JSON.stringify({ query: '' }),
    });
    expect(((await chinese.json()) as Loose).msg).toBe('请输入要搜索的用户名、用户 ID、推荐码或地址');
    // Every reading role searches; a member's token is no operator.
    for (const reader of [compliance, finance]) expect((await search(reader, member.referralId)).data.list).toHaveLength(1);
    const asMember = await asOperator(platform, memberToken, 'members/search', { query: member.userName });
    expect(asMember.status).toBe(401);
  });

  it('reads the profile with balances, flags and team, the balance history and the records', async () => {
    await credit(platform, member.userName, 'CASH_POINT', '25.5');
    const profile = (await asOperator(platform, support.token, 'members/profile', { userName: member.userName.toUpperCase() })).data;
    expect(profile.profile).toMatchObject({ id: member.userId, userName: member.userName, referralId: member.referralId, kycStatus: 'NONE' });
    expect(profile.balances).toContainEqual({ coinName: 'CASH_POINT', assetsAvailable: '25.5', assetsFrozen: '0', assetsLocked: '0' });
    expect(profile.flags).toEqual({ banned: false, bannedAt: null, frozen: false, frozenAt: null, kycStatus: 'NONE', withdrawalsPausedUntil: null });
    expect(profile.team).toEqual({ sponsorUserName: expect.any(String), directCount: 0, teamCount: 0 });

    const history = (await asOperator(platform, support.token, 'members/balance-history', { userName: member.userName, coinName: 'CASH_POINT', pageSize: 5 })).data;
    expect(history).toMatchObject({ total: 1, pageNum: 1, pageSize: 5 });
    expect(history.list[0]).toMatchObject({ coinName: 'CASH_POINT', state: 'available', amount: '25.5', balanceBefore: '0', balanceAfter: '25.5' });

    const records = (await asOperator(platform, support.token, 'members/records', { userName: member.userName, coinName: 'CASH_POINT' })).data;
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({ coinName: 'CASH_POINT', amount: '25.5', transactionNumber: history.list[0].transactionNumber });

    // Support may not ban; compliance does, with the reason the console sends in the body, kept in the audit trail.
    expect((await asOperator(platform, support.token, 'members/ban', { userName: member.userName, banned: true })).reason).toBe('OPERATOR_ROLE_NOT_ALLOWED');
    await asOperator(platform, compliance.token, 'members/ban', { userName: member.userName, banned: true, reason: 'chargeback fraud' });
    const banned = (await asOperator(platform, support.token, 'members/profile', { userName: member.userName })).data;
    expect(banned.flags).toMatchObject({ banned: true, bannedAt: clock.now().toISOString() });
    const banRow = await platform.db.selectFrom('audit_trail').select(['operator_name', 'reason']).where('action', '=', 'members/ban').executeTakeFirstOrThrow();
    expect(banRow).toEqual({ operator_name: compliance.name, reason: 'chargeback fraud' });
    await platform.admin('members/ban', { userName: member.userName, banned: false });
    expect((await asOperator(platform, support.token, 'members/profile', { userName: 'nobody-at-all' })).reason).toBe('MEMBER_NOT_FOUND');
  });

  it('lists the member’s sessions; compliance ends one, recorded in the audit trail, and support may not', async () => {
    const other = await registerMember(platform);
    const first = await login(platform, other);
    const second = await login(platform, other);
    const sessions = (await asOperator(platform, support.token, 'members/sessions', { userName: other.userName })).data.list as Loose[];
    // The member's own list names the session of the first token.
    const mine = (await call(platform, '/api/security/sessions/list', {}, { token: first })).data.list as Loose[];
    const firstId = mine.find((session) => session.current).id;
    expect(sessions.map((session) => session.id).sort()).toEqual(mine.map((session) => session.id).sort());
    expect(sessions.every((session) => session.current === false)).toBe(true);

    const refused = await asOperator(platform, support.token, 'members/sessions/end', { userName: other.userName, sessionId: firstId });
    expect({ status: refused.status, reason: refused.reason }).toEqual({ status: 403, reason: 'OPERATOR_ROLE_NOT_ALLOWED' });

    expect((await call(platform, '/api/app/user/userInfo', {}, { token: first })).status).toBe(200);
    const ended = await asOperator(platform, compliance.token, 'members/sessions/end', { userName: other.userName, sessionId: firstId }, 'member lost the phone');
    expect((ended.data.list as Loose[]).map((session) => session.id).sort()).toEqual(sessions.map((session) => session.id).filter((id) => id !== firstId).sort());
    // That session's token opens nothing any more; the other still works.
    expect((await call(platform, '/api/app/user/userInfo', {}, { token: first })).reason).toBe('SESSION_ENDED');
    expect((await call(platform, '/api/app/user/userInfo', {}, { token: second })).status).toBe(200);

    // A session of another member is not found through this one.
    const stranger = await registerMember(platform);
    await login(platform, stranger);
    const strangerSession = (await asOperator(platform, support.token, 'members/sessions', { userName: stranger.userName })).data.list[0];
    expect((await asOperator(platform, compliance.token, 'members/sessions/end', { userName: other.userName, sessionId: strangerSession.id })).reason).toBe('SESSION_NOT_FOUND');

    const trail = await platform.db.selectFrom('audit_trail').selectAll().where('action', '=', 'members/sessions/end').execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ operator_name: compliance.name, object_type: 'members', object_id: other.userName, reason: 'member lost the phone' });
    // Reads leave no row.
    expect(await platform.db.selectFrom('audit_trail').select('sequence').where('action', 'in', ['members/search', 'members/profile', 'members/sessions']).execute()).toEqual([]);
  });
});
