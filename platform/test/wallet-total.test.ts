import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricesIn, valueIn } from '../src/assets/total.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import { call, expectOk, expectUnauthenticated, type Loose } from './helpers.ts';
import { credit, signedInMember, type SignedIn } from './money-helpers.ts';

const CREDITS = ['CASH_POINT', 'BONUS_POINT', 'ASSETS_POINT', 'INSURANCE_POINT', 'GMT', 'USDT_POINT', 'WITHDRAWAL_POINT'];

describe('a credit’s price in USDT_POINT through the convert pairs', () => {
  const pair = (from: string, to: string, rate: string) => ({ from_coin: from, to_coin: to, rate });
  const value = (amount: string, coin: string, pairs: ReturnType<typeof pair>[]) => {
    const price = pricesIn('USDT_POINT', pairs).get(coin);
    return price ? valueIn(amount, price) : undefined;
  };

  it('multiplies the rates along a chain the member could convert with, rounding down to 8 places once', () => {
    const pairs = [pair('CASH_POINT', 'USDT_POINT', '0.98'), pair('BONUS_POINT', 'CASH_POINT', '0.95123457')];
    // 123.45678901 × 0.98 = 120.987653229 8
    expect(value('123.45678901', 'CASH_POINT', pairs)).toBe('120.98765322');
    // 10.00000003 × 0.95123457 × 0.98 = 9.322098814…
    expect(value('10.00000003', 'BONUS_POINT', pairs)).toBe('9.32209881');
    expect(value('0.00000001', 'CASH_POINT', pairs)).toBe('0');
  });

  it('prices a credit only made from another by dividing, last, so a backwards 0.98 gives exact figures', () => {
    const pairs = [pair('USDT_POINT', 'INSURANCE_POINT', '0.98')];
    // 98 INSURANCE_POINT were made from 100 USDT_POINT; dividing first would give 99.99999999.
    expect(value('98', 'INSURANCE_POINT', pairs)).toBe('100');
    expect(value('1', 'INSURANCE_POINT', pairs)).toBe('1.02040816');
  });

  it('prefers a forward chain to a backwards pair, and leaves a credit no pair reaches without a price', () => {
    const pairs = [pair('GMT', 'USDT_POINT', '0.5'), pair('USDT_POINT', 'GMT', '4')];
    expect(value('10', 'GMT', pairs)).toBe('5');
    expect(pricesIn('USDT_POINT', pairs).has('ASSETS_POINT')).toBe(false);
  });
});

describe('wallet total', () => {
  let platform: TestPlatform;
  let member: SignedIn;
  beforeAll(async () => {
    platform = await startTestPlatform();
    member = await signedInMember(platform);
  });
  afterAll(async () => {
    await platform?.close();
  });

  const total = async (token = member.token) => expectOk(await call(platform, '/api/app/assets/assetsTotal', {}, { token })) as Loose;
  const setPair = (change: Record<string, unknown>) => platform.admin('convert-config/set', change);

  // The operator's pairs and the member's balances change step by step: one story.
  it('one member’s total as balances and rates change', { timeout: storyTimeout(5) }, async () => {
    await step('needs a session', async () => {
      expectUnauthenticated(await call(platform, '/api/app/assets/assetsTotal', {}), 'NO_TOKEN');
    });

    await step('a new member is worth 0 USDT_POINT, every credit counted at its shipped rate', async () => {
      const answer = await total();
      expect(answer).toMatchObject({ unit: 'USDT_POINT', total: '0', leftOut: [] });
      expect(answer.counted.map((part: Loose) => part.coinName)).toEqual(CREDITS);
      expect(answer.counted.every((part: Loose) => part.amount === '0' && part.value === '0' && part.rate === '1')).toBe(true);
    });

    await step('at a 0.98 rate with many decimals, each credit rounds down to 8 places before they are added', async () => {
      await setPair({ fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', rate: '0.98' });
      await credit(platform, member.userName, 'CASH_POINT', '123.45678901');
      await credit(platform, member.userName, 'BONUS_POINT', '10.00000003');
      await credit(platform, member.userName, 'USDT_POINT', '5.5');
      await credit(platform, member.userName, 'WITHDRAWAL_POINT', '7');
      const answer = await total();
      const part = (coin: string) => answer.counted.find((p: Loose) => p.coinName === coin);
      expect(part('CASH_POINT')).toEqual({ coinName: 'CASH_POINT', amount: '123.45678901', rate: '0.98', value: '120.98765322' });
      // BONUS_POINT → CASH_POINT (1) → USDT_POINT (0.98): 9.8000000294
      expect(part('BONUS_POINT')).toEqual({ coinName: 'BONUS_POINT', amount: '10.00000003', rate: '0.98', value: '9.80000002' });
      expect(part('USDT_POINT')).toEqual({ coinName: 'USDT_POINT', amount: '5.5', rate: '1', value: '5.5' });
      // Nothing converts out of WITHDRAWAL_POINT; BONUS_POINT → WITHDRAWAL_POINT at 1 prices it backwards.
      expect(part('WITHDRAWAL_POINT')).toEqual({ coinName: 'WITHDRAWAL_POINT', amount: '7', rate: '0.98', value: '6.86' });
      // 120.98765322 + 9.80000002 + 5.5 + 6.86
      expect(answer.total).toBe('143.14765324');
    });

    await step('frozen credits still count: a convert waiting for review leaves the total as it was', async () => {
      await setPair({ fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', reviewAbove: '50' });
      const order = expectOk(await call(platform, '/api/app/convert/convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '60' }, { token: member.token }));
      expect(order.status).toBe('PENDING');
      const answer = await total();
      expect(answer.counted.find((p: Loose) => p.coinName === 'CASH_POINT').amount).toBe('123.45678901');
      expect(answer.total).toBe('143.14765324');
    });

    await step('a held credit with no rate to USDT_POINT is named as left out, not counted as 0', async () => {
      await setPair({ fromCoin: 'CASH_POINT', toCoin: 'ASSETS_POINT', enabled: false });
      await credit(platform, member.userName, 'ASSETS_POINT', '3');
      const answer = await total();
      expect(answer.leftOut).toEqual(['ASSETS_POINT']);
      expect(answer.counted.map((p: Loose) => p.coinName)).not.toContain('ASSETS_POINT');
      expect(answer.total).toBe('143.14765324');
    });
  });
});
