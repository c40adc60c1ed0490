/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, uniqueName, type Stack } from './helpers.ts';
import { step, storyTimeout } from '@portal/platform/testing/story';

// Commitment packages through the real gateway in front of the real platform, envelope
// encrypted: every query and mutation of schema/commitment.graphql, FORBIDDEN while the member's
// area is off, and each refusal with the balances unchanged.

const COMMITMENT = 'id type planId kind planName amount coinName status packageId reviewNote createdAt reviewedAt';
const AREA = `query Area($filter: CommitmentFilter) { commitmentArea(filter: $filter) {
  plans { id kind name amount coinName contractDays dailyProfitRatio }
  freePackage { available claimed claimedAt packageId planId kind name amount coinName contractDays }
  commitments { items { ${COMMITMENT} } pageInfo { total hasNextPage } }
} }`;
const ADD = `mutation Add($input: AddCommitmentInput!) { addCommitmentPackage(input: $input) { ${COMMITMENT} } }`;
const RECEIVE = `mutation Receive($input: ReceiveCommitmentInput!) {
  receiveCommitmentPackage(input: $input) { commitment { ${COMMITMENT} } insurancePackage { id origin } entrustPackage { id origin principal state } }
}`;
const BALANCES = '{ balances { coinName available frozen locked } }';

describe('commitment packages', () => {
  let stack: Stack;
  let alice: { userName: string; token: string };
  let dave: { userName: string; token: string };

  async function member(prefix: string, enabled: boolean) {
    const userName = uniqueName(prefix);
    await registerMember(stack, userName);
    if (enabled) await stack.platform.admin('members/flags', { userName, commitmentPackageStatus: 1 });
    await stack.platform.admin('members/adjust', { userName, coinName: 'ASSETS_POINT', direction: 'in', amount: '150' });
    return { userName, token: await login(stack, userName) };
  }
  const as = (who: { token: string }, query: string, variables?: Record<string, unknown>, locale?: string) =>
    gql<any>(stack.http, query, variables, { token: who.token, ...(locale ? { locale } : {}) });
  async function ok(who: { token: string }, query: string, variables?: Record<string, unknown>) {
    const answer = await as(who, query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  }
  const assets = async (who: { token: string }) => (await ok(who, BALANCES)).balances.find((b: any) => b.coinName === 'ASSETS_POINT');

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
    alice = await member('cmta', true);
    dave = await member('cmtd', false);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers FORBIDDEN on every operation while the member’s commitment area is off, moving nothing', async () => {
    expect((await ok(dave, '{ me { commitmentPackageEnabled } }')).me.commitmentPackageEnabled).toBe(false);
    const before = await assets(dave);
    for (const [query, variables] of [
      [AREA, {}],
      [ADD, { input: { planId: 'ENT-100', requestId: randomUUID() } }],
      [RECEIVE, { input: { requestId: randomUUID() } }],
    ] as const) {
      const answer = await as(dave, query, variables, 'zh-CN');
      expect(answer.status, JSON.stringify(answer)).toBe(403);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'COMMITMENT_AREA_DISABLED' });
      expect(answer.errors?.[0]?.message).toBe('拒绝访问');
    }
    expect(await assets(dave)).toEqual(before);
  });

  // The list's count and the balances of the free claim are what the application left: one story.
  it('the commitment area in order: applied and approved, then the free package claimed', { timeout: storyTimeout(2) }, async () => {
    await step('lists the plans and the free offer, applies (the amount frozen), and refuses a second waiting application', async () => {
      const area = (await ok(alice, AREA)).commitmentArea;
      expect(area.plans.find((p: any) => p.id === 'ENT-100')).toMatchObject({ kind: 'ENTRUST', amount: '100', coinName: 'ASSETS_POINT', contractDays: 30 });
      expect(area.freePackage).toMatchObject({ available: true, claimed: false, planId: 'ENT-100', coinName: 'ASSETS_POINT' });
      expect(area.commitments.pageInfo).toEqual({ total: 0, hasNextPage: false });

      const applied = (await ok(alice, ADD, { input: { planId: 'ENT-100', requestId: randomUUID() } })).addCommitmentPackage;
      expect(applied).toMatchObject({ type: 'COMMITMENT', planId: 'ENT-100', planName: 'Entrust 100', status: 'PENDING_REVIEW', amount: '100', packageId: null });
      expect(await assets(alice)).toMatchObject({ available: '50', frozen: '100' });

      const before = await assets(alice);
      const again = await as(alice, ADD, { input: { planId: 'ENT-100', requestId: randomUUID() } });
      expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'COMMITMENT_ALREADY_PENDING' });
      const tooMuch = await as(alice, ADD, { input: { planId: 'ENT-1000', requestId: randomUUID() } });
      expect(tooMuch.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'INSUFFICIENT_BALANCE' });
      expect(await assets(alice)).toEqual(before);

      await stack.platform.admin('commitments/approve', { id: applied.id });
      const approved = (await ok(alice, AREA, { filter: { status: 'APPROVED' } })).commitmentArea.commitments.items;
      expect(approved).toMatchObject([{ id: applied.id, status: 'APPROVED' }]);
      expect(approved[0].packageId).toBeTruthy();
      expect(await assets(alice)).toMatchObject({ available: '50', frozen: '0', locked: '100' });
    });

    await step('claims the free package once; a second claim is refused with the balances unchanged', async () => {
      const claim = (await ok(alice, RECEIVE, { input: { requestId: randomUUID() } })).receiveCommitmentPackage;
      expect(claim.commitment).toMatchObject({ type: 'FREE', status: 'APPROVED' });
      expect(claim.insurancePackage).toBeNull();
      expect(claim.entrustPackage).toMatchObject({ origin: 'TRIAL', principal: '100', state: 'ACTIVE' });
      const before = await assets(alice);
      const second = await as(alice, RECEIVE, { input: { requestId: randomUUID() } });
      expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'COMMITMENT_FREE_CLAIMED' });
      expect(await assets(alice)).toEqual(before);
      expect((await ok(alice, AREA)).commitmentArea.freePackage).toMatchObject({ available: false, claimed: true, packageId: claim.entrustPackage.id });
    });
  });
});
