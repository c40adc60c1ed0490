// What the dashboard's chart and header read: a member's earnings per GMT+8 day and kind over the
// last 30 days, and the wallet total's change since then (docs/rest-api.md, "Earnings").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayStart, gmt8DayPlus } from '../src/lib/gmt8.ts';
import { formatMoney, Money } from '../src/lib/money.ts';
import { BONUS_RECORD_TYPES } from '../src/team/bonus-types.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import { call, expectOk, expectUnauthenticated, login, MINUTE, registerMember, TestClock, type Loose } from './helpers.ts';
import { credit, type SignedIn } from './money-helpers.ts';
import { accrue, DAY, product } from './product-helpers.ts';

// 23:58 GMT+8 of today (of tomorrow in the last minutes of a day): the GMT+8 day turns two
// minutes later. Today, because a few ledger lines (an operator's credit) take the database's
// time rather than the platform's clock, and the change reads the first of them.
const TODAY = gmt8DayPlus(new Date(Date.now() + 10 * 60_000), 0);
const TOMORROW = addDays(TODAY, 1);
const START = new Date(dayStart(TOMORROW).getTime() - 2 * 60_000);

describe('earnings by day and kind, and the total’s change', () => {
  let platform: TestPlatform;
  const clock = new TestClock(START);
  let sponsor: SignedIn;
  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    // The sponsor bonus is paid to a sponsor of rank 0 or more: 100 of personal volume reaches it.
    await platform.admin('team/rules/set', { level: 0, personalVolume: '100', teamVolume: '0', directReferrals: 0 });
    const registered = await registerMember(platform, {});
    sponsor = { ...registered, token: await login(platform, registered) };
  });
  afterAll(async () => {
    await platform?.close();
  });

  const referred = async () => {
    const registered = await registerMember(platform, { referralId: sponsor.referralId });
    const who: SignedIn = { ...registered, token: await login(platform, registered) };
    await credit(platform, who.userName, 'INSURANCE_POINT', '1000');
    return who;
  };
  const earnings = async (who: SignedIn = sponsor) => expectOk(await call(platform, '/api/app/assets/earnings', {}, { token: who.token })) as Loose;
  const total = async (who: SignedIn = sponsor) => expectOk(await call(platform, '/api/app/assets/assetsTotal', {}, { token: who.token })) as Loose;
  const day = (answer: Loose, date: string) => answer.days.find((entry: Loose) => entry.day === date);
  /** Every bonus and rebate the member's records show so far, added up. */
  const bonusesOf = async (who: SignedIn) =>
    formatMoney(
      (expectOk(await call(platform, '/api/app/assets/assetsRecordList', { pageNum: 1, pageSize: 50 }, { token: who.token })) as Loose).list
        .filter((record: Loose) => (BONUS_RECORD_TYPES as readonly string[]).includes(record.recordType))
        .reduce((sum: Money, record: Loose) => sum.plus(record.amount), new Money(0)),
    );

  // The clock moves across the day boundary and the profit run: one story.
  it('a bonus either side of 00:00 GMT+8 and a profit run land on their own days', { timeout: storyTimeout(6) }, async () => {
    await step('needs a session', async () => {
      expectUnauthenticated(await call(platform, '/api/app/assets/earnings', {}), 'NO_TOKEN');
    });

    await step('a new member: 30 days of zeros ending today (GMT+8), no profit to come, no change', async () => {
      const answer = await earnings();
      expect(answer).toMatchObject({ unit: 'USDT_POINT', from: addDays(TODAY, -29), to: TODAY, totals: { profit: '0', bonus: '0' }, leftOut: [], nextProfitAt: null });
      expect(answer.days).toHaveLength(30);
      expect(answer.days[0]).toEqual({ day: addDays(TODAY, -29), profit: '0', bonus: '0' });
      expect(answer.days.every((entry: Loose) => entry.profit === '0' && entry.bonus === '0')).toBe(true);
      expect((await total()).change).toEqual({ since: TODAY, amount: '0' });
    });

    await step('the sponsor buys at 23:58 and a referral buys at 23:59: the bonus is today’s; the first profit comes at 00:00', async () => {
      await credit(platform, sponsor.userName, 'INSURANCE_POINT', '100');
      expectOk(await product(platform, sponsor, 'insurance/buyMatching', { matchingId: 'INS-100' }));
      clock.advance(MINUTE);
      expectOk(await product(platform, await referred(), 'insurance/buyMatching', { matchingId: 'INS-100' }));
      const bonus = await bonusesOf(sponsor);
      expect(Number(bonus)).toBeGreaterThan(0);
      const answer = await earnings();
      expect(day(answer, TODAY)).toEqual({ day: TODAY, profit: '0', bonus });
      expect(answer.totals).toEqual({ profit: '0', bonus });
      // The next 00:00 GMT+8.
      expect(answer.nextProfitAt).toBe(dayStart(TOMORROW).toISOString());
    });

    await step('a referral buys at 00:00:00 GMT+8: that bonus is tomorrow’s', async () => {
      clock.advance(MINUTE);
      sponsor.token = await login(platform, sponsor);
      const first = await bonusesOf(sponsor);
      expectOk(await product(platform, await referred(), 'insurance/buyMatching', { matchingId: 'INS-1000' }));
      const second = formatMoney(new Money(await bonusesOf(sponsor)).minus(first));
      expect(Number(second)).toBeGreaterThan(0);
      const answer = await earnings();
      expect(answer.from).toBe(addDays(TOMORROW, -29));
      expect(answer.to).toBe(TOMORROW);
      expect(day(answer, TODAY)!.bonus).toBe(first);
      expect(day(answer, TOMORROW)).toEqual({ day: TOMORROW, profit: '0', bonus: second });
    });

    await step('the profit run of tomorrow: the package’s daily profit is tomorrow’s', async () => {
      await accrue(platform, TOMORROW);
      const [held] = (expectOk(await product(platform, sponsor, 'insurance/buyMatchingList', { pageNum: 1, pageSize: 10 })) as Loose).list;
      expect(Number(held.totalProfit)).toBeGreaterThan(0);
      // The package card's bar and next credit: a day of its term gone, the same profit tomorrow.
      expect(held).toMatchObject({ contractDaysElapsed: 1, nextProfitAmount: held.totalProfit, nextProfitAt: dayStart(addDays(TOMORROW, 1)).toISOString() });
      const answer = await earnings();
      expect(day(answer, TOMORROW)!.profit).toBe(held.totalProfit);
      expect(answer.totals.profit).toBe(held.totalProfit);
    });

    await step('the total’s change since the member’s first day is everything gained: the bonuses and the profit', async () => {
      const answer = await total();
      expect(answer.change.since).toBe(TODAY);
      // All of it came after 00:00 GMT+8 today (the bought package is still held, locked).
      expect(answer.change.amount).toBe(answer.total);
    });

    await step('40 days on: the chart and the change look back 30 days only, where nothing moved', async () => {
      clock.advance(40 * DAY);
      sponsor.token = await login(platform, sponsor);
      const answer = await earnings();
      expect(answer.totals).toEqual({ profit: '0', bonus: '0' });
      expect((await total()).change).toEqual({ since: addDays(TOMORROW, 40 - 30), amount: '0' });
    });
  });
});
