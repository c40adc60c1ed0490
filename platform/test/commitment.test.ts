import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, expectRefused, TestClock, type Answer, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { tryAdmin } from './product-helpers.ts';
import { step, storyTimeout } from '../src/testing-story.ts';

const MONEY_MOVING = new Set(['addCommitmentPackage', 'receiveCommitmentPackage']);

const commitment = (platform: TestPlatform, member: SignedIn, path: string, data: Record<string, unknown> = {}, locale?: string): Promise<Answer> =>
  call(platform, `/api/app/commitment-package/${path}`, MONEY_MOVING.has(path) && !('requestId' in data) ? { ...data, requestId: randomUUID() } : data, {
    token: member.token,
    ...(locale ? { locale } : {}),
  });

const entrustPackages = async (platform: TestPlatform, member: SignedIn): Promise<Loose[]> =>
  expectOk(await call(platform, '/api/app/trusteeship/buyMatchingList', { pageSize: 50 }, { token: member.token })).list;

describe('commitment packages (commitment-package)', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let alice: SignedIn; // flag on; commits
  let dave: SignedIn; // flag off

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    alice = await signedInMember(platform);
    dave = await signedInMember(platform);
    await platform.admin('members/flags', { userName: alice.userName, commitmentPackageStatus: 1 });
    await credit(platform, alice.userName, 'ASSETS_POINT', '250');
    await credit(platform, dave.userName, 'ASSETS_POINT', '250');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('is refused on every path while commitmentPackageStatus is off (the default), in the member’s language, with balances unchanged', async () => {
    const before = await snapshot(platform, dave.token);
    expectRefused(await commitment(platform, dave, 'commitmentPackageList'), 'COMMITMENT_AREA_DISABLED');
    expectRefused(await commitment(platform, dave, 'addCommitmentPackage', { matchingId: 'ENT-100' }), 'COMMITMENT_AREA_DISABLED');
    expectRefused(await commitment(platform, dave, 'receiveCommitmentPackage'), 'COMMITMENT_AREA_DISABLED');
    expect((await commitment(platform, dave, 'commitmentPackageList', {}, 'zh-CN')).msg).toBe('您的账户未开通承诺配套功能');
    expect(await snapshot(platform, dave.token)).toEqual(before);
    expect(await entrustPackages(platform, dave)).toEqual([]);
  });

  it('lists the packages one may commit to and the free package offer', async () => {
    const erin = await signedInMember(platform);
    await platform.admin('members/flags', { userName: erin.userName, commitmentPackageStatus: 1 });
    const area = expectOk(await commitment(platform, erin, 'commitmentPackageList'));
    expect(area.plans.map((p: Loose) => p.matchingId).sort()).toEqual(['ENT-100', 'ENT-1000', 'INS-100', 'INS-1000', 'INS-500']);
    expect(area.free).toMatchObject({ available: true, claimed: false, matchingId: 'ENT-100', amount: '100', coinName: 'ASSETS_POINT' });
    expect(area).toMatchObject({ list: [], total: 0 });
  });

  // A commitment's life, in order: the application, the refusals beside a waiting one, the
  // operator's approval and rejection, then the free package on top of what was approved.
  it('a commitment’s life: applied, refused twice over, approved, rejected, the free package claimed', { timeout: storyTimeout(5) }, async () => {
    let first: Loose;
    await step('applies: the amount moves available → frozen and waits for review; a repeat of the request applies once', async () => {
      const requestId = randomUUID();
      first = expectOk(await commitment(platform, alice, 'addCommitmentPackage', { matchingId: 'ENT-100', requestId }));
      expect(first).toMatchObject({ type: 'COMMITMENT', matchingId: 'ENT-100', amount: '100', coinName: 'ASSETS_POINT', status: 'PENDING_REVIEW', packageId: null });
      expect(expectOk(await commitment(platform, alice, 'addCommitmentPackage', { matchingId: 'ENT-100', requestId })).id).toBe(first.id);
      const balances = await snapshot(platform, alice.token);
      expect(balances).toMatchObject({ 'ASSETS_POINT/available': '150', 'ASSETS_POINT/frozen': '100', 'ASSETS_POINT/locked': '0' });
      expect(expectOk(await commitment(platform, alice, 'commitmentPackageList')).list.map((c: Loose) => c.id)).toEqual([first.id]);
      await expectLedgerClean(platform);
    });

    await step('refuses a second waiting application for the same package, an unknown package and what the balance cannot pay, with balances unchanged', async () => {
      const before = await snapshot(platform, alice.token);
      expectRefused(await commitment(platform, alice, 'addCommitmentPackage', { matchingId: 'ENT-100' }), 'COMMITMENT_ALREADY_PENDING');
      expectRefused(await commitment(platform, alice, 'addCommitmentPackage', { matchingId: 'NOPE' }), 'PACKAGE_UNAVAILABLE');
      expectRefused(await commitment(platform, alice, 'addCommitmentPackage', { matchingId: 'ENT-1000' }), 'INSUFFICIENT_BALANCE');
      expect(await snapshot(platform, alice.token)).toEqual(before);
    });

    await step('the operator approves: the package opens from the frozen amount (a purchase record), reviewed once', async () => {
      const pending = (await platform.admin('commitments/list', { pending: true })) as Loose[];
      expect(pending.map((c) => c.id)).toEqual([first.id]);
      expect(pending[0]).toMatchObject({ userName: alice.userName });
      const approved = (await platform.admin('commitments/approve', { id: first.id })) as Loose;
      expect(approved).toMatchObject({ status: 'APPROVED' });
      expect(approved.packageId).toMatch(/^pkg_/);
      expect(await snapshot(platform, alice.token)).toMatchObject({ 'ASSETS_POINT/available': '150', 'ASSETS_POINT/frozen': '0', 'ASSETS_POINT/locked': '100' });
      const packages = await entrustPackages(platform, alice);
      expect(packages).toHaveLength(1);
      expect(packages[0]).toMatchObject({ id: approved.packageId, origin: 'PURCHASE', matchingId: 'ENT-100' });
      const records = await recordsOf(platform, alice.token, { recordType: 'PURCHASE' });
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ coinName: 'ASSETS_POINT', amount: '-100' });
      const again = await tryAdmin(platform, 'commitments/approve', { id: first.id });
      expect(again.reason).toBe('COMMITMENT_NOT_PENDING');
      expect(await snapshot(platform, alice.token)).toMatchObject({ 'ASSETS_POINT/locked': '100' });
      await expectLedgerClean(platform);
    });

    await step('the operator rejects with a reason: the frozen amount returns; a rejection without a reason is refused', async () => {
      const applied = expectOk(await commitment(platform, alice, 'addCommitmentPackage', { matchingId: 'ENT-100' }));
      expect(await snapshot(platform, alice.token)).toMatchObject({ 'ASSETS_POINT/available': '50', 'ASSETS_POINT/frozen': '100' });
      expect((await tryAdmin(platform, 'commitments/reject', { id: applied.id, reason: '   ' })).reason).toBe('COMMITMENT_REASON_REQUIRED');
      const rejected = (await platform.admin('commitments/reject', { id: applied.id, reason: 'Not this month' })) as Loose;
      expect(rejected).toMatchObject({ status: 'REJECTED', reviewNote: 'Not this month', packageId: null });
      expect(await snapshot(platform, alice.token)).toMatchObject({ 'ASSETS_POINT/available': '150', 'ASSETS_POINT/frozen': '0', 'ASSETS_POINT/locked': '100' });
      expect((await tryAdmin(platform, 'commitments/approve', { id: applied.id })).reason).toBe('COMMITMENT_NOT_PENDING');
      expect((await tryAdmin(platform, 'commitments/approve', { id: 'cmt_nope' })).reason).toBe('COMMITMENT_NOT_FOUND');
      const mine = expectOk(await commitment(platform, alice, 'commitmentPackageList', { status: 'REJECTED' }));
      expect(mine.list.map((c: Loose) => c.id)).toEqual([applied.id]);
      expect(await entrustPackages(platform, alice)).toHaveLength(1);
      await expectLedgerClean(platform);
    });

    await step('claims the free package once: a trial package funded by the platform; a second claim is refused with balances unchanged', async () => {
      const before = await snapshot(platform, alice.token);
      const claimed = expectOk(await commitment(platform, alice, 'receiveCommitmentPackage'));
      expect(claimed.commitment).toMatchObject({ type: 'FREE', status: 'APPROVED', matchingId: 'ENT-100' });
      expect(claimed.package).toMatchObject({ origin: 'TRIAL', matchingId: 'ENT-100' });
      const after = await snapshot(platform, alice.token);
      expect(after['ASSETS_POINT/available']).toBe(before['ASSETS_POINT/available']);
      expect(after['ASSETS_POINT/locked']).toBe('200');
      expect(await recordsOf(platform, alice.token, { recordType: 'TRIAL_PACKAGE' })).toHaveLength(1);

      expectRefused(await commitment(platform, alice, 'receiveCommitmentPackage'), 'COMMITMENT_FREE_CLAIMED');
      expect(await snapshot(platform, alice.token)).toEqual(after);
      expect(await entrustPackages(platform, alice)).toHaveLength(2);
      const area = expectOk(await commitment(platform, alice, 'commitmentPackageList'));
      expect(area.free).toMatchObject({ available: false, claimed: true, packageId: claimed.package.id });
      await expectLedgerClean(platform);
    });
  });

  it('the operator configures the free package; switched off, a claim is refused with balances unchanged', async () => {
    const bob = await signedInMember(platform);
    await platform.admin('members/flags', { userName: bob.userName, commitmentPackageStatus: 1 });
    expect(await platform.admin('commitments/free', { matchingId: 'INS-100', enabled: false })).toEqual({ matchingId: 'INS-100', enabled: false });
    const before = await snapshot(platform, bob.token);
    expectRefused(await commitment(platform, bob, 'receiveCommitmentPackage'), 'COMMITMENT_FREE_UNAVAILABLE');
    expect(await snapshot(platform, bob.token)).toEqual(before);
    await platform.admin('commitments/free', { enabled: true });
    try {
      const claimed = expectOk(await commitment(platform, bob, 'receiveCommitmentPackage'));
      expect(claimed.package).toMatchObject({ origin: 'TRIAL', matchingId: 'INS-100', coinName: 'INSURANCE_POINT' });
      await expectLedgerClean(platform);
    } finally {
      // Back to the default offer, which the other tests read.
      await platform.admin('commitments/free', { matchingId: 'ENT-100', enabled: true });
    }
  });
});
