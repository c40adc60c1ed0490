/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, uniqueName, type Stack } from './helpers.ts';

// The wallet total through the real gateway in front of the real platform: the platform's figure
// as a Decimal, the credits left out named.
const WALLET_TOTAL = /* GraphQL */ `{ walletTotal { unit total counted { coinName amount rate value } leftOut } }`;

describe('walletTotal', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('needs a session', async () => {
    const result = await gql(stack.http, WALLET_TOTAL);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers the platform’s total in USDT_POINT at the convert rates, and names what has no rate', async () => {
    const userName = uniqueName('total');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    await stack.platform.admin('convert-config/set', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', rate: '0.98' });
    await stack.platform.admin('convert-config/set', { fromCoin: 'CASH_POINT', toCoin: 'ASSETS_POINT', enabled: false });
    for (const [coinName, amount] of [['CASH_POINT', '123.45678901'], ['USDT_POINT', '0.00000001'], ['ASSETS_POINT', '3']]) {
      await stack.platform.admin('members/adjust', { userName, coinName, direction: 'in', amount });
    }

    const result = await gql<any>(stack.http, WALLET_TOTAL, undefined, { token });
    expect(result.errors).toBeUndefined();
    const walletTotal = result.data.walletTotal;
    // 123.45678901 × 0.98 = 120.9876532298, rounded down; plus 0.00000001
    expect(walletTotal).toMatchObject({ unit: 'USDT_POINT', total: '120.98765323', leftOut: ['ASSETS_POINT'] });
    expect(walletTotal.counted).toContainEqual({ coinName: 'CASH_POINT', amount: '123.45678901', rate: '0.98', value: '120.98765322' });
    expect(walletTotal.counted.map((part: any) => part.coinName)).not.toContain('ASSETS_POINT');
  });

  it('answers the total’s change and the 30 days of earnings by kind, the platform’s figures as Decimals', async () => {
    const userName = uniqueName('earned');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const EARNINGS = /* GraphQL */ `{
      walletTotal { total change { since amount } }
      earnings { unit from to days { day profit bonus } totals { profit bonus } leftOut nextProfitAt }
    }`;
    const empty = await gql<any>(stack.http, EARNINGS, undefined, { token });
    expect(empty.errors).toBeUndefined();
    const { earnings } = empty.data;
    expect(earnings).toMatchObject({ unit: 'USDT_POINT', totals: { profit: '0', bonus: '0' }, leftOut: [], nextProfitAt: null });
    expect(earnings.days).toHaveLength(30);
    expect(earnings.days[0]).toEqual({ day: earnings.from, profit: '0', bonus: '0' });
    expect(earnings.days[29].day).toBe(earnings.to);
    expect(empty.data.walletTotal.change).toEqual({ since: earnings.to, amount: '0' });

    // A credit today is today's change; it is no earning.
    await stack.platform.admin('members/adjust', { userName, coinName: 'USDT_POINT', direction: 'in', amount: '12.5' });
    const after = await gql<any>(stack.http, EARNINGS, undefined, { token });
    expect(after.data.walletTotal).toEqual({ total: '12.5', change: { since: earnings.to, amount: '12.5' } });
    expect(after.data.earnings.totals).toEqual({ profit: '0', bonus: '0' });

    expect((await gql(stack.http, '{ earnings { from } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
