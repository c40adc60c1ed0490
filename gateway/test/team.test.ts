/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registrationInput, REGISTER, startStack, uniqueName, type Stack } from './helpers.ts';

// The referral team and identity verification through the real gateway in front of the real
// platform, envelope encrypted (docs/team.md).

const MEMBER = 'id userName level depth personalVolume teamVolume directCount createdAt';

describe('team and identity verification', () => {
  let stack: Stack;
  let top: { userName: string; userId: string; referralId: string; token: string };
  let child: { userName: string; userId: string; referralId: string; token: string };
  let grandchild: { userName: string; userId: string; referralId: string; token: string };
  let stranger: { userName: string; userId: string; referralId: string; token: string };

  async function member(prefix: string, referralId?: string) {
    const userName = uniqueName(prefix);
    const input = await registrationInput(stack, userName, referralId ? { referralId } : {});
    const result = await gql<{ register: { userId: string; referralId: string } }>(stack.http, REGISTER, { input });
    if (!result.data?.register) throw new Error(JSON.stringify(result.errors));
    return { userName, ...result.data.register, token: await login(stack, userName) };
  }

  async function ok(query: string, variables: Record<string, unknown> | undefined, token: string): Promise<any> {
    const result = await gql(stack.http, query, variables, { token });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data;
  }

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
    top = await member('top');
    child = await member('kid', top.referralId);
    grandchild = await member('gkid', child.referralId);
    stranger = await member('out');
    await stack.platform.admin('members/adjust', { userName: grandchild.userName, coinName: 'INSURANCE_POINT', direction: 'in', amount: '100' });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('a purchase pays the sponsor bonus and shows in the organization, the tree and bonusEarned', async () => {
    await ok(`mutation($input: BuyInsurancePackageInput!) { buyInsurancePackage(input: $input) { id } }`, { input: { planId: 'INS-100', requestId: randomUUID() } }, grandchild.token);
    const mine = await ok(
      `{ myOrganization { member { ${MEMBER} } teamCount activeDirectCount levelCounts { level count } nextRank { level requirements { name have need met } } } }`,
      undefined,
      child.token,
    );
    expect(mine.myOrganization).toMatchObject({ member: { userName: child.userName, depth: 0, teamVolume: '100', directCount: 1 }, teamCount: 1, activeDirectCount: 1 });
    expect(mine.myOrganization.levelCounts).toContainEqual({ level: 0, count: 1 });
    expect(mine.myOrganization.nextRank.requirements[0]).toEqual({ name: 'PERSONAL_VOLUME', have: '0', need: '100', met: false });

    const tree = await ok(`query($filter: TeamMemberFilter) { teamMembers(filter: $filter) { items { ${MEMBER} } pageInfo { total } } }`, { filter: { parentId: child.userId } }, top.token);
    expect(tree.teamMembers.items).toEqual([expect.objectContaining({ id: grandchild.userId, depth: 2, personalVolume: '100', level: 0 })]);

    const earned = await ok(`{ bonusEarned { total byType { recordType amount count } } }`, undefined, child.token);
    // The sponsor is rank -1 when the purchase happens: the sponsor bonus only, no overriding.
    expect(earned.bonusEarned.total).toBe('5');
    expect(earned.bonusEarned.byType).toContainEqual({ recordType: 'SPONSOR_BONUS', amount: '5', count: 1 });
    const records = await ok(`{ records(filter: { coinName: BONUS_POINT }) { items { recordType amount } } }`, undefined, child.token);
    expect(records.records.items).toContainEqual({ recordType: 'SPONSOR_BONUS', amount: '5' });
  });

  it('search finds the downline only; a member outside the downline is refused with NOT_IN_DOWNLINE', async () => {
    const found = await ok(`query($filter: TeamMemberFilter) { teamMembers(filter: $filter) { items { id userName } } }`, { filter: { keyword: grandchild.userName } }, top.token);
    expect(found.teamMembers.items).toEqual([{ id: grandchild.userId, userName: grandchild.userName }]);
    const none = await ok(`query($filter: TeamMemberFilter) { teamMembers(filter: $filter) { items { id } pageInfo { total } } }`, { filter: { keyword: stranger.userId } }, top.token);
    expect(none.teamMembers.pageInfo.total).toBe(0);

    for (const id of [top.userId, stranger.userId]) {
      const refused = await gql(stack.http, `query($id: ID!) { organization(id: $id) { teamCount } }`, { id }, { token: child.token, locale: 'ko-KP' });
      expect(refused.errors?.[0]?.extensions?.reason).toBe('NOT_IN_DOWNLINE');
      expect(refused.errors?.[0]?.message).toBe('이 회원은 회원님의 팀에 없습니다');
      const tree = await gql(stack.http, `query($filter: TeamMemberFilter) { teamMembers(filter: $filter) { items { id } } }`, { filter: { parentId: id } }, { token: child.token });
      expect(tree.errors?.[0]?.extensions?.reason).toBe('NOT_IN_DOWNLINE');
    }
    const org = await ok(`query($id: ID!) { organization(id: $id) { member { userName depth } teamCount } }`, { id: grandchild.userId }, top.token);
    expect(org.organization).toEqual({ member: { userName: grandchild.userName, depth: 2 }, teamCount: 0 });
  });

  it('the rank ladder names ranks in the request language', async () => {
    const result = await gql(stack.http, `{ ranks { level name personalVolume } }`, undefined, { token: top.token, locale: 'zh-CN' });
    expect(result.data?.ranks[0]).toEqual({ level: -1, name: '无等级', personalVolume: null });
    expect(result.data?.ranks).toHaveLength(9);
  });

  const SUBMIT = `mutation($input: SubmitKycInput!, $front: File!, $back: File!) { submitKyc(input: $input, front: $front, back: $back) { status canSubmit idNumber reason } }`;

  function submitKyc(idNumber: string, front: Buffer | undefined, back: Buffer, token = stranger.token) {
    let request = stack.http
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('accept', 'application/graphql-response+json, application/json')
      .set('x-graphql-yoga-csrf', '1')
      .field('operations', JSON.stringify({ query: SUBMIT, variables: { input: { idNumber }, front: null, back: null } }))
      .field('map', JSON.stringify({ ...(front ? { 0: ['variables.front'] } : {}), 1: ['variables.back'] }));
    if (front) request = request.attach('0', front, 'front.jpg');
    return request.attach('1', back, 'back.jpg');
  }

  it('KYC through GraphQL multipart: refusals, pending, failed with a reason, retried, passed; the profile shows it', async () => {
    const photo = await sharp({ create: { width: 16, height: 10, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    const bad = await submitKyc('AB 12', photo, photo);
    expect(bad.body.errors[0].extensions.reason).toBe('KYC_ID_NUMBER_INVALID');
    const notImage = await submitKyc('AB1234', photo, Buffer.from('plain text, not a picture'));
    expect(notImage.body.errors[0].extensions.reason).toBe('KYC_PHOTO_NOT_IMAGE');
    expect(notImage.body.errors[0].message).toMatch(/ID photo/);
    const missing = await submitKyc('AB1234', undefined, photo);
    expect(missing.body.errors.length).toBeGreaterThan(0);
    expect(missing.body.data?.submitKyc ?? null).toBeNull();
    expect((await ok(`{ kyc { status } }`, undefined, stranger.token)).kyc.status).toBe('NONE');

    const submitted = await submitKyc('AB1234', photo, photo);
    expect(submitted.body.data.submitKyc).toEqual({ status: 'PENDING', canSubmit: false, idNumber: '**1234', reason: null });
    expect((await ok(`{ me { kycStatus } }`, undefined, stranger.token)).me.kycStatus).toBe('PENDING');
    const [pending] = await stack.platform.admin<any[]>('kyc/list', { status: 'PENDING' });
    await stack.platform.admin('kyc/review', { id: pending.id, decision: 'FAILED', reason: 'Photo too dark' });
    expect((await ok(`{ kyc { status canSubmit reason } }`, undefined, stranger.token)).kyc).toEqual({ status: 'FAILED', canSubmit: true, reason: 'Photo too dark' });

    const retried = await submitKyc('AB1234', photo, photo);
    expect(retried.body.data.submitKyc.status).toBe('PENDING');
    const [again] = await stack.platform.admin<any[]>('kyc/list', { status: 'PENDING' });
    await stack.platform.admin('kyc/review', { id: again.id, decision: 'PASSED' });
    expect((await ok(`{ me { kycStatus } }`, undefined, stranger.token)).me.kycStatus).toBe('PASSED');
  });
});
