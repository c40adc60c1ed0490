import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, operatorGql, registerMember, signedInOperator, startStack, uniqueName, type Stack } from './helpers.ts';

// Member support in the operator console (/admin/graphql): search, profile, sessions; the
// platform decides the roles (docs/operations.md, "Member support").

const SEARCH = /* GraphQL */ `query($query: String!) { memberSearch(query: $query) { members { userName referralId matchedBy banned } more } }`;
const PROFILE = /* GraphQL */ `
  query($userName: String!) {
    memberProfile(userName: $userName) {
      userName referralId
      balances { coinName available frozen locked }
      flags { banned frozen kycStatus withdrawalsPausedUntil }
      team { sponsorUserName directCount teamCount }
    }
  }
`;
const HISTORY = /* GraphQL */ `query($userName: String!) { memberBalanceHistory(userName: $userName, pageSize: 5) { lines { coinName amount balanceAfter } total page pageSize } }`;
const RECORDS = /* GraphQL */ `query($userName: String!) { memberRecords(userName: $userName) { records { coinName amount recordType } total } }`;
const SESSIONS = /* GraphQL */ `query($userName: String!) { memberSessions(userName: $userName) { id address } }`;
const END_SESSION = /* GraphQL */ `mutation($userName: String!, $sessionId: ID!, $reason: String) { endMemberSession(userName: $userName, sessionId: $sessionId, reason: $reason) { id } }`;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ encrypt: false });
});

afterAll(async () => {
  await stack?.close();
});

describe('member support through the operator endpoint', () => {
  it('lets support find a member by referral id and read the profile with the balance, history and records', async () => {
    const userName = uniqueName('mem');
    const { referralId } = await registerMember(stack, userName);
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '42.5' });
    const support = await signedInOperator(stack, 'support');

    const found = await operatorGql(stack, SEARCH, { query: referralId }, { token: support.token });
    expect(found.errors).toBeUndefined();
    expect(found.data.memberSearch).toEqual({ members: [{ userName, referralId, matchedBy: 'REFERRAL_ID', banned: false }], more: false });

    const profile = await operatorGql(stack, PROFILE, { userName }, { token: support.token });
    expect(profile.errors).toBeUndefined();
    expect(profile.data.memberProfile).toMatchObject({
      userName,
      referralId,
      flags: { banned: false, frozen: false, kycStatus: 'NONE', withdrawalsPausedUntil: null },
      team: { directCount: 0, teamCount: 0 },
    });
    expect(profile.data.memberProfile.balances).toContainEqual({ coinName: 'CASH_POINT', available: '42.5', frozen: '0', locked: '0' });

    const history = await operatorGql(stack, HISTORY, { userName }, { token: support.token });
    expect(history.data.memberBalanceHistory).toEqual({ lines: [{ coinName: 'CASH_POINT', amount: '42.5', balanceAfter: '42.5' }], total: 1, page: 1, pageSize: 5 });
    const records = await operatorGql(stack, RECORDS, { userName }, { token: support.token });
    expect(records.data.memberRecords).toMatchObject({ total: 1, records: [{ coinName: 'CASH_POINT', amount: '42.5' }] });
  });

  it('refuses an empty search in the platform\'s words, and a member\'s token altogether', async () => {
    const support = await signedInOperator(stack, 'support');
    const empty = await operatorGql(stack, SEARCH, { query: ' ' }, { token: support.token, locale: 'zh-CN' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'MEMBER_SEARCH_EMPTY' });
    expect(empty.errors?.[0]?.message).toBe('请输入要搜索的用户名、用户 ID、推荐码或地址');

    const userName = uniqueName('mem');
    await registerMember(stack, userName);
    const memberToken = await login(stack, userName);
    const asMember = await operatorGql(stack, SEARCH, { query: userName }, { token: memberToken });
    expect(asMember.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(asMember.data).toBeNull();
  });

  it('lets compliance end a member\'s session, and refuses support', async () => {
    const userName = uniqueName('mem');
    await registerMember(stack, userName);
    await login(stack, userName);
    const [support, compliance] = await Promise.all([signedInOperator(stack, 'support'), signedInOperator(stack, 'compliance')]);
    const sessions = (await operatorGql(stack, SESSIONS, { userName }, { token: support.token })).data.memberSessions as Array<{ id: string }>;
    expect(sessions.length).toBeGreaterThan(0);

    const refused = await operatorGql(stack, END_SESSION, { userName, sessionId: sessions[0]!.id }, { token: support.token });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });

    const ended = await operatorGql(stack, END_SESSION, { userName, sessionId: sessions[0]!.id, reason: 'asked by the member' }, { token: compliance.token });
    expect(ended.errors).toBeUndefined();
    expect(ended.data.endMemberSession.map((session: { id: string }) => session.id)).not.toContain(sessions[0]!.id);
    const trail = await operatorGql(stack, `{ auditTrail(filter: { action: "members/sessions/end" }) { actor objectId reason } }`, undefined, { token: compliance.token });
    expect(trail.data.auditTrail).toEqual([{ actor: compliance.name, objectId: userName, reason: 'asked by the member' }]);
  });
});
