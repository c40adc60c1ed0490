import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsLeft, dailyProfit, nextProfitAt, projectProfit } from '../src/packages/projection.ts';
import { defaultClaimPayout, premiumAmount } from '../src/insurance/premiums.ts';
import { formatMoney, Money } from '../src/lib/money.ts';
import { addDays, dayStart, gmt8Day } from '../src/lib/gmt8.ts';
import { redeemQuote } from '../src/packages/redeem.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { expectOk, TestClock, type Loose } from './helpers.ts';
import { available, credit, expectLedgerClean, recordsOf, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';
import { accrue, fileClaim, passDays, product, screenshot } from './product-helpers.ts';

/** The worked examples of docs/products.md, number for number. */
describe('docs/products.md arithmetic', () => {
  it('daily profit is principal × daily ratio, truncated to 8 places', () => {
    expect(formatMoney(dailyProfit('100', '0.005'))).toBe('0.5');
    expect(formatMoney(dailyProfit('100.5', '0.005'))).toBe('0.5025');
    expect(formatMoney(dailyProfit('101.0025', '0.005'))).toBe('0.5050125');
    expect(formatMoney(dailyProfit('501.5075125', '0.006'))).toBe('3.00904507');
  });
  it('projects what a principal earns: the same truncated profit each day without auto add, compounded with it', () => {
    expect(projectProfit('100', '0.005', 2)).toEqual({ days: 2, simpleProfit: '1', compoundProfit: '1.0025', compoundPrincipal: '101.0025' });
    // Each day truncated to 8 places before it joins the principal, as the run does.
    expect(projectProfit('33.33333333', '0.007', 3).compoundProfit).toBe('0.70491142');
    expect(projectProfit('100', '0.005', 0)).toEqual({ days: 0, simpleProfit: '0', compoundProfit: '0', compoundPrincipal: '100' });
  });
  it('counts the daily credits left and the next one by GMT+8 day', () => {
    const now = new Date('2030-06-01T08:00:00.000Z'); // 16:00 GMT+8, 1 June
    expect(creditsLeft('2030-07-01', now)).toBe(30);
    expect(creditsLeft('2030-05-01', now)).toBe(0);
    expect(nextProfitAt('ENTRUST', 'ACTIVE', '2030-07-01', now)).toBe('2030-06-01T16:00:00.000Z');
    expect(nextProfitAt('INSURANCE', 'LOCKED', '2030-07-01', now)).toBe('2030-06-01T16:00:00.000Z');
    // An insurance package whose last day is today earns nothing more; a closed one neither.
    expect(nextProfitAt('INSURANCE', 'LOCKED', '2030-06-01', now)).toBeNull();
    expect(nextProfitAt('INSURANCE', 'UNLOCKED', '2030-07-01', now)).toBeNull();
    expect(nextProfitAt('ENTRUST', 'TERMINATED', '2030-07-01', now)).toBeNull();
  });
  it('premium = amount × premium ratio (rounded up); claim payout = amount × claim payout ratio (rounded down)', () => {
    expect(formatMoney(premiumAmount('500', '0.05'))).toBe('25');
    expect(formatMoney(premiumAmount('333.33333333', '0.05'))).toBe('16.66666667');
    expect(formatMoney(defaultClaimPayout('500', '0.1'))).toBe('50');
  });
  it('redeem fee = principal × redeem fee ratio (rounded up), net = principal − fee; a trial package returns nothing', () => {
    const quote = redeemQuote(new Money('501.5075125'), '0.02', 'PURCHASE');
    expect([formatMoney(quote.fee), formatMoney(quote.net)]).toEqual(['10.03015025', '491.47736225']);
    const trial = redeemQuote(new Money('100'), '0.02', 'TRIAL');
    expect([formatMoney(trial.fee), formatMoney(trial.net)]).toEqual(['0', '0']);
  });
  it('days are GMT+8: bought at 16:00 GMT+8 on 1 June, a 30-day package unlocks at 00:00 GMT+8 on 1 July', () => {
    expect(gmt8Day(new Date('2030-06-01T08:00:00Z'))).toBe('2030-06-01');
    expect(gmt8Day(new Date('2030-06-01T16:00:00Z'))).toBe('2030-06-02');
    expect(addDays('2030-06-01', 30)).toBe('2030-07-01');
    expect(dayStart('2030-07-01').toISOString()).toBe('2030-06-30T16:00:00.000Z');
  });
});

describe('docs/products.md worked examples through the REST API', () => {
  let platform: TestPlatform;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let ann: SignedIn;
  let ben: SignedIn;

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    [ann, ben] = [await signedInMember(platform), await signedInMember(platform)];
    await credit(platform, ann.userName, 'INSURANCE_POINT', '500');
    await credit(platform, ben.userName, 'INSURANCE_POINT', '550');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('example 1: bought, compounded, upgraded, redeemed', async () => {
    const pkg = expectOk(await product(platform, ann, 'insurance/buyMatching', { matchingId: 'INS-100' }));
    expect(pkg).toMatchObject({ startDate: '2030-06-01', endDate: '2030-07-01', unlockAt: '2030-06-30T16:00:00.000Z', principal: '100' });
    // What the screens show comes with it: the first credit at the next 00:00 GMT+8, 30 credits of 0.5 ahead.
    expect(pkg).toMatchObject({ creditedProfit: '0', nextProfitAt: '2030-06-01T16:00:00.000Z', projection: { days: 30, simpleProfit: '15' } });
    const plans = expectOk(await product(platform, ann, 'insurance/matchingList')) as Loose[];
    expect(plans.find((plan) => plan.id === 'INS-100')).toMatchObject({ amount: '100', contractDays: 30, termProfit: '15' });
    expectOk(await product(platform, ann, 'insurance/addWarehouse', { id: pkg.id, status: 1 }));
    await passDays(platform, clock, 3, [ann, ben]); // 2030-06-04 16:00 GMT+8
    await accrue(platform);
    expect((await recordsOf(platform, ann.token, { recordType: 'COMPOUND' })).map((r) => r.amount)).toEqual(['0.5050125', '0.5025', '0.5']);
    const upgraded = expectOk(await product(platform, ann, 'insurance/upgradeMatching', { id: pkg.id, matchingId: 'INS-500' }));
    expect(upgraded).toMatchObject({ amount: '500', principal: '501.5075125', dailyProfitRatio: '0.006', endDate: '2030-07-01' });
    // All three days' profit joined the principal; 27 credits of 3.00904507 are still to come.
    expect(upgraded).toMatchObject({ compoundedProfit: '1.5075125', creditedProfit: '0', projection: { days: 27, simpleProfit: '81.24421689' } });
    expect(await available(platform, ann.token, 'INSURANCE_POINT')).toBe('0');
    expectOk(await product(platform, ann, 'insurance/addWarehouse', { id: pkg.id, status: 0 }));

    await passDays(platform, clock, 27, [ann, ben]); // 2030-07-01 16:00 GMT+8
    await accrue(platform);
    const profit = await recordsOf(platform, ann.token, { recordType: 'INSURANCE_PROFIT' });
    expect(profit).toHaveLength(27);
    expect(new Set(profit.map((r) => r.amount))).toEqual(new Set(['3.00904507']));
    expect(await available(platform, ann.token, 'BONUS_POINT')).toBe('81.24421689');

    // The statement: 1.5075125 compounded over the first three days, 27 × 3.00904507 paid out since.
    expect(expectOk(await product(platform, ann, 'insurance/matchingInfo', { id: pkg.id }))).toMatchObject({ totalProfit: '82.75172939', compoundedProfit: '1.5075125' });
    const quote = expectOk(await product(platform, ann, 'insurance/redeemFee', { id: pkg.id }));
    expect(quote).toMatchObject({ principal: '501.5075125', redeemFee: '10.03015025', netAmount: '491.47736225', redeemable: true });
    expectOk(await product(platform, ann, 'insurance/redeem', { id: pkg.id }));
    expect(await snapshot(platform, ann.token)).toMatchObject({ 'INSURANCE_POINT/available': '491.47736225', 'INSURANCE_POINT/locked': '0' });
    await expectLedgerClean(platform);
  });

  it('example 2: a premium, six insured orders, a claim', async () => {
    // Ben's package starts on ann's clock: 2030-07-01 16:00 GMT+8.
    const pkg = expectOk(await product(platform, ben, 'insurance/buyMatching', { matchingId: 'INS-500' }));
    const premium = expectOk(await product(platform, ben, 'insurance/buyInsurance', { id: pkg.id }));
    expect(premium).toMatchObject({ round: 1, amount: '25' });
    expect(await available(platform, ben.token, 'INSURANCE_POINT')).toBe('25');
    await passDays(platform, clock, 7, [ben]);
    await accrue(platform);
    const info = expectOk(await product(platform, ben, 'insurance/buyInsuranceNumberInfo', { id: pkg.id }));
    expect(info.currentRound.orders.map((o: Loose) => [o.tradeOrder, o.day, o.profit])).toEqual([
      [1, '2030-07-02', '3'],
      [2, '2030-07-03', '3'],
      [3, '2030-07-04', '3'],
      [4, '2030-07-05', '3'],
      [5, '2030-07-06', '3'],
      [6, '2030-07-07', '3'],
    ]);
    expect(info.insured).toBe(false); // the 7th day (2030-07-08) was not insured
    expect(await available(platform, ben.token, 'BONUS_POINT')).toBe('21');
    const claim = expectOk(await fileClaim(platform, ben, { premiumId: premium.id, tradeOrder: 4 }, screenshot()));
    expect((await platform.admin<Loose>('claims/approve', { id: claim.id })).payout).toBe('50');
    expect(await available(platform, ben.token, 'BONUS_POINT')).toBe('71');
    expect(expectOk(await product(platform, ben, 'insurance/buyInsurance', { id: pkg.id })).round).toBe(2);
    expect(await available(platform, ben.token, 'INSURANCE_POINT')).toBe('0');
    await expectLedgerClean(platform);
  });
});
