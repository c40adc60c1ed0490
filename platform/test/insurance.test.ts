import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import { call, expectOk, expectRefused, TestClock, type Loose } from './helpers.ts';
import { available, credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { accrue, passDays, product, tryAdmin } from './product-helpers.ts';

const ins = (platform: TestPlatform, member: SignedIn, path: string, data: Record<string, unknown> = {}) => product(platform, member, `insurance/${path}`, data);

describe('insurance packages', () => {
  let platform: TestPlatform;
  // 16:00 GMT+8 on 2030-06-01.
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let alice: SignedIn;

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    alice = await signedInMember(platform);
    await credit(platform, alice.userName, 'INSURANCE_POINT', '1000');
  });
  afterAll(async () => {
    await platform?.close();
  });

  // One member and one clock: each step's packages, counts and days are what the ones before left,
  // so it is one story.
  it('one member’s insurance packages through the days, in order: the catalogue, bought, earning, premiums, upgraded', { timeout: storyTimeout(5) }, async () => {
    await step('lists the shipped catalogue with the member purchase counts', async () => {
      const list = expectOk(await ins(platform, alice, 'matchingList')) as Loose[];
      expect(list.map((p) => [p.id, p.amount, p.premiumRatio, p.contractDays, p.dailyProfitRatio, p.maxPurchaseCount, p.purchasedCount])).toEqual([
        ['INS-100', '100', '0.05', 30, '0.005', 3, 0],
        ['INS-500', '500', '0.05', 60, '0.006', 2, 0],
        ['INS-1000', '1000', '0.05', 90, '0.007', 1, 0],
      ]);
      expect(expectOk(await ins(platform, alice, 'getCurrentBuyMatching'))).toEqual({ state: 'NOT_PURCHASED', package: null });
    });

    await step('buys, earns, pays premiums and numbers the insured orders', async () => {
      const pkg = expectOk(await ins(platform, alice, 'buyMatching', { matchingId: 'INS-100', requestId: 'buy-0001' }));
      expect(pkg).toMatchObject({ matchingId: 'INS-100', amount: '100', principal: '100', state: 'LOCKED', startDate: '2030-06-01', endDate: '2030-07-01', autoAdd: 0 });
      expect(await snapshot(platform, alice.token)).toMatchObject({ 'INSURANCE_POINT/available': '900', 'INSURANCE_POINT/locked': '100' });
      // A double submit returns the first answer and moves nothing.
      expect(expectOk(await ins(platform, alice, 'buyMatching', { matchingId: 'INS-100', requestId: 'buy-0001' })).id).toBe(pkg.id);
      expect(await available(platform, alice.token, 'INSURANCE_POINT')).toBe('900');

      expect(expectOk(await ins(platform, alice, 'buyInsurance', { id: pkg.id, requestId: 'prm-0001' }))).toMatchObject({ round: 1, amount: '5', insured: true });
      expect(await available(platform, alice.token, 'INSURANCE_POINT')).toBe('895');
      const before = await snapshot(platform, alice.token);
      expectRefused(await ins(platform, alice, 'buyInsurance', { id: pkg.id }), 'PREMIUM_ROUND_NOT_FINISHED');
      expect(await snapshot(platform, alice.token)).toEqual(before);

      for (let d = 2; d <= 7; d++) {
        await passDays(platform, clock, 1, [alice]);
        const [day] = await accrue(platform, `2030-06-0${d}`);
        expect(day).toMatchObject({ ran: true, accrued: 1, totalProfit: '0.5' });
      }
      expect(await available(platform, alice.token, 'BONUS_POINT')).toBe('3');
      const info = expectOk(await ins(platform, alice, 'buyInsuranceNumberInfo', { id: pkg.id }));
      expect(info).toMatchObject({ insured: false, paidRounds: 1, maxRounds: 2, canBuy: true, currentRound: { round: 1, ordersUsed: 6 }, claimPayout: '10', claimPayoutCoinName: 'BONUS_POINT' });
      // The six orders of the round may be claimed; the list says so beside the package.
      const claimable = async () => expectOk(await ins(platform, alice, 'buyMatchingList', { status: 'ACTIVE' })).list.find((held: Loose) => held.id === pkg.id).claimableOrders;
      expect(await claimable()).toBe(6);
      expect(info.currentRound.orders.map((o: Loose) => [o.tradeOrder, o.day])).toEqual([
        [1, '2030-06-02'],
        [2, '2030-06-03'],
        [3, '2030-06-04'],
        [4, '2030-06-05'],
        [5, '2030-06-06'],
        [6, '2030-06-07'],
      ]);
      expect(expectOk(await call(platform, '/api/app/buy-insurance/checkBuyInsurance', { id: pkg.id }, { token: alice.token }))).toMatchObject({ canBuy: true, premiumAmount: '5', nextRound: 2 });
      expectOk(await ins(platform, alice, 'buyInsurance', { id: pkg.id }));
      // The new round is the one the claim screen shows: none of its orders is placed yet.
      expect(await claimable()).toBe(0);
      expect(expectOk(await call(platform, '/api/app/buy-insurance/buyInsuranceNumber', { id: pkg.id }, { token: alice.token }))).toEqual({ packageId: pkg.id, paidRounds: 2, maxRounds: 2, remainingRounds: 0 });
      expect(expectOk(await call(platform, '/api/app/buy-insurance/totalBuyInsuranceAmount', {}, { token: alice.token }))).toEqual({ totalAmount: '10', count: 2 });
      expect(expectOk(await ins(platform, alice, 'buyInsuranceRecord')).total).toBe(2);
      await expectLedgerClean(platform);
    });

    await step('runs a day once, however often it is asked', async () => {
      const before = await snapshot(platform, alice.token);
      const [again] = await accrue(platform, '2030-06-07');
      expect(again).toMatchObject({ ran: true, accrued: 0 });
      expect(await snapshot(platform, alice.token)).toEqual(before);
      expectRefused(await tryAdmin(platform, 'accrual/run', { date: '2030-12-01' }), 'ACCRUAL_DATE_IN_FUTURE');
    });

    await step('refuses a purchase above the maximum purchase count and changes nothing', async () => {
      await credit(platform, alice.userName, 'INSURANCE_POINT', '1000');
      expectOk(await ins(platform, alice, 'buyMatching', { matchingId: 'INS-100' }));
      expectOk(await ins(platform, alice, 'buyMatching', { matchingId: 'INS-100' }));
      const before = await snapshot(platform, alice.token);
      const refused = await call(platform, '/api/app/insurance/buyMatching', { matchingId: 'INS-100', requestId: randomUUID() }, { token: alice.token, locale: 'zh-CN' });
      expectRefused(refused, 'PACKAGE_LIMIT_REACHED');
      expect(refused.msg).toContain('3');
      expect(await snapshot(platform, alice.token)).toEqual(before);
    });

    await step('upgrades paying the difference, compounds with auto-add, and refuses redeem while locked', async () => {
      const list = expectOk(await ins(platform, alice, 'buyMatchingList', { status: 'ACTIVE' }));
      const pkg = list.list[0];
      const before = await snapshot(platform, alice.token);
      const upgraded = expectOk(await ins(platform, alice, 'upgradeMatching', { id: pkg.id, matchingId: 'INS-500' }));
      expect(upgraded).toMatchObject({ matchingId: 'INS-500', amount: '500', principal: '500', dailyProfitRatio: '0.006' });
      expect(await available(platform, alice.token, 'INSURANCE_POINT')).toBe(String(Number(before['INSURANCE_POINT/available']) - 400));
      expectRefused(await ins(platform, alice, 'upgradeMatching', { id: pkg.id, matchingId: 'INS-100' }), 'PACKAGE_UPGRADE_NOT_LARGER');

      expectOk(await ins(platform, alice, 'addWarehouse', { id: pkg.id, status: 1 }));
      await passDays(platform, clock, 1, [alice]);
      await accrue(platform, '2030-06-08');
      const after = expectOk(await ins(platform, alice, 'buyMatchingList', { status: 'ACTIVE' })).list.find((p: Loose) => p.id === pkg.id);
      expect(after.principal).toBe('503');
      expect((await recordsOf(platform, alice.token, { recordType: 'COMPOUND' })).map((r) => r.amount)).toEqual(['3']);

      const locked = await snapshot(platform, alice.token);
      const quote = expectOk(await ins(platform, alice, 'redeemFee', { id: pkg.id }));
      expect(quote).toMatchObject({ redeemable: false, principal: '503', redeemFeeRatio: '0.02', redeemFee: '10.06', netAmount: '492.94' });
      const refused = await ins(platform, alice, 'redeem', { id: pkg.id });
      expectRefused(refused, 'PACKAGE_LOCKED');
      expect(await snapshot(platform, alice.token)).toEqual(locked);
      await expectLedgerClean(platform);
    });
  });
});

describe('insurance: operator grants, premiums issued and recalled, fines and refills, the member-wide auto-add switch', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let bob: SignedIn;

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    bob = await signedInMember(platform);
    await credit(platform, bob.userName, 'INSURANCE_POINT', '300');
  });
  afterAll(async () => {
    await platform?.close();
  });

  // One member's packages, which every step grants, charges or refills further: one story.
  it('the operator’s side in order: auto-add for all, grants, premiums issued and recalled, fines and refills', { timeout: storyTimeout(4) }, async () => {
    await step('switches auto-add on for every active insurance package and for new ones', async () => {
      const first = expectOk(await ins(platform, bob, 'buyMatching', { matchingId: 'INS-100' }));
      expect(first.autoAdd).toBe(0);
      const setting = async () => expectOk(await call(platform, '/api/app/user/insuranceAutoAddWarehouseStatus', {}, { token: bob.token }));
      expect(await setting()).toEqual({ insuranceAutoAddWarehouseStatus: 0 });
      expect(expectOk(await call(platform, '/api/app/user/updateInsuranceAutoAddWarehouseStatus', { status: 1 }, { token: bob.token }))).toEqual({
        insuranceAutoAddWarehouseStatus: 1,
        packagesUpdated: 1,
      });
      expect(await setting()).toEqual({ insuranceAutoAddWarehouseStatus: 1 });
      const second = expectOk(await ins(platform, bob, 'buyMatching', { matchingId: 'INS-100' }));
      expect(second.autoAdd).toBe(1);
      expect(expectOk(await ins(platform, bob, 'matchingInfo', { id: first.id })).autoAdd).toBe(1);
      expect(expectOk(await ins(platform, bob, 'addWarehouse', { id: first.id, status: 0 })).autoAdd).toBe(0);
      expect(expectOk(await ins(platform, bob, 'getCurrentBuyMatching'))).toMatchObject({ state: 'LOCKED', package: { id: second.id } });
    });

    await step('grants special and trial packages; a trial principal returns to the platform at redeem', async () => {
      const special = await platform.admin<Loose>('packages/grant', { userName: bob.userName, matchingId: 'INS-100', origin: 'SPECIAL' });
      const trial = await platform.admin<Loose>('packages/grant', { userName: bob.userName, matchingId: 'INS-100', origin: 'TRIAL' });
      expect([special.origin, trial.origin]).toEqual(['SPECIAL', 'TRIAL']);
      // Grants do not count against the maximum purchase count (3): a third purchase still works.
      expectOk(await ins(platform, bob, 'buyMatching', { matchingId: 'INS-100' }));
      expect((await recordsOf(platform, bob.token, { coinName: 'INSURANCE_POINT' })).map((r) => r.recordType)).toEqual(
        expect.arrayContaining(['SPECIAL_PACKAGE', 'TRIAL_PACKAGE', 'PURCHASE']),
      );
      expect(expectOk(await ins(platform, bob, 'redeemFee', { id: trial.id }))).toMatchObject({ redeemFee: '0', netAmount: '0' });
      await expectLedgerClean(platform);
    });

    await step('issues a premium for the member and recalls it; a member-paid premium recalled is refunded', async () => {
      await credit(platform, bob.userName, 'INSURANCE_POINT', '10');
      const pkg = expectOk(await ins(platform, bob, 'buyMatchingList', { status: 'ACTIVE', pageSize: 1 })).list[0];
      const before = await snapshot(platform, bob.token);
      const issued = await platform.admin<Loose>('premiums/issue', { packageId: pkg.id });
      expect(issued).toMatchObject({ paidBy: 'PLATFORM', round: 1, amount: '5' });
      expect(await snapshot(platform, bob.token)).toEqual(before);
      expect((await recordsOf(platform, bob.token, { recordType: 'ISSUE_PREMIUM' })).map((r) => r.amount)).toEqual(['5']);
      await platform.admin('premiums/recall', { id: issued.id });
      expect(await snapshot(platform, bob.token)).toEqual(before);

      const paid = expectOk(await ins(platform, bob, 'buyInsurance', { id: pkg.id }));
      expect(paid.round).toBe(2);
      await platform.admin('premiums/recall', { id: paid.id });
      expect(await snapshot(platform, bob.token)).toEqual(before);
      expect((await recordsOf(platform, bob.token, { recordType: 'RECALL_PREMIUM' })).map((r) => r.amount).sort()).toEqual(['5', '5']);
      expectRefused(await tryAdmin(platform, 'premiums/recall', { id: paid.id }), 'PREMIUM_NOT_RECALLABLE');
      await expectLedgerClean(platform);
    });

    await step('refuses a third premium round over the maximum, and refills after a fine', async () => {
      await credit(platform, bob.userName, 'INSURANCE_POINT', '100');
      const pkg = expectOk(await ins(platform, bob, 'buyMatchingList', { status: 'ACTIVE', pageSize: 1 })).list[0];
      await ins(platform, bob, 'addWarehouse', { id: pkg.id, status: 0 });
      for (let round = 0; round < 2; round++) {
        expectOk(await ins(platform, bob, 'buyInsurance', { id: pkg.id }));
        await passDays(platform, clock, 6, [bob]);
        await accrue(platform);
      }
      const before = await snapshot(platform, bob.token);
      const refused = await call(platform, '/api/app/insurance/buyInsurance', { id: pkg.id, requestId: randomUUID() }, { token: bob.token, locale: 'ko-KP' });
      expectRefused(refused, 'PREMIUM_LIMIT_REACHED');
      expect(refused.msg).toBe('보험료 구매 횟수가 최대치(2)를 초과했습니다');
      expect(await snapshot(platform, bob.token)).toEqual(before);

      expectRefused(await ins(platform, bob, 'fillingPositions', { id: pkg.id }), 'PACKAGE_ALREADY_FULL');
      await platform.admin('packages/fine', { id: pkg.id, amount: '20', reason: 'Rule breach' });
      // The package says what a refill pays back, and the refill pays exactly that.
      expect(expectOk(await ins(platform, bob, 'matchingInfo', { id: pkg.id }))).toMatchObject({ principal: '80', refillAmount: '20' });
      const refilled = expectOk(await ins(platform, bob, 'fillingPositions', { id: pkg.id, requestId: 'refill-0001' }));
      expect(refilled).toMatchObject({ principal: '100', refillAmount: '0' });
      expect(await available(platform, bob.token, 'INSURANCE_POINT')).toBe(String(Number(before['INSURANCE_POINT/available']) - 20));
      expect((await recordsOf(platform, bob.token, { recordType: 'FINE' })).map((r) => r.amount)).toEqual(['-20']);
      expect((await recordsOf(platform, bob.token, { recordType: 'REFILL' })).map((r) => r.amount)).toEqual(['-20']);
      await expectLedgerClean(platform);
    });
  });
});
