import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/program.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, expectRefused, login, registerMember, TestClock, type Loose, type Member } from './helpers.ts';
import { credit, signedInMember } from './money-helpers.ts';
import { accrue, DAY, fileClaim, product, screenshot } from './product-helpers.ts';
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

  it('approves from the command line as a signed-in operator (OPERATOR_TOKEN), never with the automation token', async () => {
    const id = await ask('5');
    const run = (env: Record<string, string>, args: string[]) => {
      let stdout = '';
      return runAdmin(args, { env: { PLATFORM_URL: platform.url, ADMIN_TOKEN: platform.adminToken, ...env }, out: (text) => void (stdout += text), err: () => undefined }).then(() => stdout);
    };
    await expect(run({}, ['four-eyes', 'approve', id])).rejects.toThrow(/Refused: Only an operator signed in under their own name/);
    const approved = JSON.parse(await run({ OPERATOR_TOKEN: second.token }, ['four-eyes', 'approve', id]));
    expect(approved).toMatchObject({ id, status: 'APPROVED', decidedBy: second.name });
  });

  it('lets the automation token adjust directly, recorded as automation', async () => {
    const before = await cash();
    await platform.admin('members/adjust', { userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount: '1' });
    expect(Number(await cash())).toBe(Number(before) + 1);
  });
});

describe('four eyes: a withdrawal above the threshold', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T03:30:00.000Z'));

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { FOUR_EYES_WITHDRAWAL_ABOVE: '50', WITHDRAWAL_FEE: '2', WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000' } });
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** A member's pending bank withdrawal of `amount` WITHDRAWAL_POINT. */
  async function pendingWithdrawal(amount: string): Promise<string> {
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'WITHDRAWAL_POINT', '500');
    const bankAccountId = `bnk_test${randomBytes(6).toString('hex')}`;
    await platform.db
      .insertInto('member_bank_accounts')
      .values({ id: bankAccountId, member_id: member.userId, bank_name: 'Member Bank', account_name: 'A Member', account_number: `8800 ${Date.now() % 100000}` })
      .execute();
    const order = expectOk(
      await call(platform, '/api/app/withdrawal/withdrawal', { bankAccountId, amount, transactionPassword: member.transactionPassword, requestId: `req-${randomBytes(6).toString('hex')}` }, { token: member.token }),
    ) as Loose;
    return order.id as string;
  }

  it('holds the approval of a withdrawal above the threshold for a second operator; one at or below it is approved at once', async () => {
    const [first, second] = [await signedInOperator(platform, clock, 'finance'), await signedInOperator(platform, clock, 'finance')];
    const large = await pendingWithdrawal('100');
    const asked = await asOperator(platform, first.token, 'withdrawals/transition', { id: large, action: 'approve' });
    expect(asked.data.fourEyesRequest).toMatchObject({ action: 'withdrawals/transition', status: 'PENDING' });
    const [held] = await platform.admin<Loose[]>('withdrawals/list', { pending: true });
    expect(held).toMatchObject({ id: large, status: 'PENDING_REVIEW' });
    const approved = await asOperator(platform, second.token, 'four-eyes/approve', { id: asked.data.fourEyesRequest.id });
    expect(JSON.parse(approved.data.outcome)).toMatchObject({ id: large, status: 'APPROVED' });

    const small = await pendingWithdrawal('50');
    expect((await asOperator(platform, first.token, 'withdrawals/transition', { id: small, action: 'approve' })).data).toMatchObject({ id: small, status: 'APPROVED' });
  });
});

describe('four eyes: a claim payout above the threshold', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T03:30:00.000Z'));

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { FOUR_EYES_CLAIM_PAYOUT_ABOVE: '5' } });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('holds the approval of a claim paying more than the threshold for a second operator', async () => {
    const insured = await signedInMember(platform);
    for (const [coin, amount] of [['INSURANCE_POINT', '200'], ['CASH_POINT', '100']] as const) await credit(platform, insured.userName, coin, amount);
    const insurance = expectOk(await product(platform, insured, 'insurance/buyMatching', { matchingId: 'INS-100' }));
    const premium = expectOk(await product(platform, insured, 'insurance/buyInsurance', { id: insurance.id }));
    clock.advance(3 * DAY);
    await accrue(platform);
    insured.token = await login(platform, insured);
    const claim = (await fileClaim(platform, insured, { premiumId: premium.id, tradeOrder: 2 }, screenshot())).data;
    await platform.admin('claims/review', { id: claim.id });

    const [first, second] = [await signedInOperator(platform, clock, 'compliance'), await signedInOperator(platform, clock, 'compliance')];
    const asked = await asOperator(platform, first.token, 'claims/approve', { id: claim.id });
    expect(asked.data.fourEyesRequest).toMatchObject({ action: 'claims/approve', status: 'PENDING' });
    const held = await platform.db.selectFrom('claim_orders').select(['status', 'payout']).where('id', '=', claim.id).executeTakeFirstOrThrow();
    expect(held).toEqual({ status: 'UNDER_REVIEW', payout: null });
    const approved = await asOperator(platform, second.token, 'four-eyes/approve', { id: asked.data.fourEyesRequest.id });
    expect(JSON.parse(approved.data.outcome)).toMatchObject({ id: claim.id, status: 'APPROVED', payout: '10' });
  });
});
