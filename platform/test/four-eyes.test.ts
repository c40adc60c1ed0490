import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { expectRefused, registerMember, TestClock, type Loose, type Member } from './helpers.ts';
import { asOperator, signedInOperator, type SignedInOperator } from './operator-helpers.ts';

describe('four eyes: an adjustment or fine by one operator, approved by another', () => {
  let platform: TestPlatform;
  let member: Member;
  let first: SignedInOperator;
  let second: SignedInOperator;
  const clock = new TestClock(new Date('2030-08-01T08:00:00.000Z'));

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    member = await registerMember(platform);
    first = await signedInOperator(platform, clock, 'finance');
    second = await signedInOperator(platform, clock, 'finance');
  });
  afterAll(async () => {
    await platform?.close();
  });

  const cash = async () => {
    const shown = await platform.admin<Loose>('members/get', { userName: member.userName });
    return shown.balances.find((balance: Loose) => balance.coinName === 'CASH_POINT').assetsAvailable as string;
  };
  const ask = async (amount: string) => {
    const asked = await asOperator(platform, first.token, 'members/adjust', { userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount }, 'refund, ticket 9912');
    expect(asked.data.fourEyesRequest).toMatchObject({ status: 'PENDING', requestedBy: first.name });
    return asked.data.fourEyesRequest.id as string;
  };

  it('holds the adjustment until another operator approves; the requester and the automation token cannot', async () => {
    const before = await cash();
    const id = await ask('25');
    expect(await cash()).toBe(before);

    expectRefused(await asOperator(platform, first.token, 'four-eyes/approve', { id }), 'FOUR_EYES_SAME_OPERATOR');
    const automation = await fetch(`${platform.url}/admin/api/four-eyes/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': platform.adminToken },
      body: JSON.stringify({ id }),
    });
    expect({ status: automation.status, reason: ((await automation.json()) as Loose).reason }).toEqual({ status: 403, reason: 'AUTOMATION_NOT_ALLOWED' });
    const support = await signedInOperator(platform, clock, 'support');
    expect((await asOperator(platform, support.token, 'four-eyes/approve', { id })).reason).toBe('OPERATOR_ROLE_NOT_ALLOWED');
    expect(await cash()).toBe(before);

    const approved = await asOperator(platform, second.token, 'four-eyes/approve', { id });
    expect(approved.data).toMatchObject({ id, status: 'APPROVED', requestedBy: first.name, decidedBy: second.name });
    expect(JSON.parse(approved.data.outcome)).toMatchObject({ transactionNumber: expect.stringMatching(/^txn_/) });
    expect(Number(await cash())).toBe(Number(before) + 25);

    // The trail shows the request, the approval and the adjustment carried out as the approver.
    const response = await fetch(`${platform.url}/admin/api/audit?action=members/adjust&limit=2`, { headers: { 'x-admin-token': platform.adminToken } });
    const [carried, requested] = (await response.json()) as Loose[];
    expect(carried).toMatchObject({ actor: second.name, reason: `refund, ticket 9912 [four eyes ${id}, requested by ${first.name}]` });
    expect(requested).toMatchObject({ actor: first.name });
    expectRefused(await asOperator(platform, second.token, 'four-eyes/approve', { id }), 'FOUR_EYES_NOT_PENDING');
  });

  it('lets the requester withdraw a request, and nobody else', async () => {
    const id = await ask('30');
    expectRefused(await asOperator(platform, second.token, 'four-eyes/withdraw', { id }), 'FOUR_EYES_NOT_REQUESTER');
    expect((await asOperator(platform, first.token, 'four-eyes/withdraw', { id })).data).toMatchObject({ id, status: 'WITHDRAWN' });
    expectRefused(await asOperator(platform, second.token, 'four-eyes/approve', { id }), 'FOUR_EYES_NOT_PENDING');
    const pending = await asOperator(platform, second.token, 'four-eyes/list', { status: 'PENDING' });
    expect(pending.data.map((request: Loose) => request.id)).not.toContain(id);
  });

  it('takes effect once when approvals race', async () => {
    const third = await signedInOperator(platform, clock, 'admin');
    const before = await cash();
    const id = await ask('40');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => asOperator(platform, i % 2 === 0 ? second.token : third.token, 'four-eyes/approve', { id })));
    const approved = answers.filter((answer) => answer.status === 200 && answer.code === undefined);
    expect(approved).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer !== approved[0])) expect(refused.reason).toBe('FOUR_EYES_NOT_PENDING');
    expect(Number(await cash())).toBe(Number(before) + 40);
  });

  it('lets the automation token adjust directly, recorded as automation', async () => {
    const before = await cash();
    await platform.admin('members/adjust', { userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount: '1' });
    expect(Number(await cash())).toBe(Number(before) + 1);
  });
});
