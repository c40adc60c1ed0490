// Money screens that must not mislead, on a 360 px phone in English and Chinese: with on-chain
// deposits closed and a bank account configured, Deposit opens on the bank tab; the on-chain
// tab carries a USDT mark, not a Bitcoin one; a credit with no convert pair says so instead of
// showing another credit's form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { newPage, registerThroughApi, waitForHash } from '../src/member.ts';
import { startStack, type Stack } from '../src/stack.ts';

const PHONE_360 = { width: 360, height: 740 };
const USER = 'e2e_money_details';
const PASSWORD = 'money-Password1';

const TEXTS = {
  'en-US': { noPair: 'There is no convert from Insurance.', allPairs: 'See every convert' },
  'zh-CN': { noPair: '保险积分暂不支持兑换。', allPairs: '查看全部兑换' },
} as const;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  // No receiving address: on-chain deposits closed; one bank account: bank deposits open.
  stack = await startStack({ platformEnv: { DEPOSIT_ADDRESS: '' } });
  browser = await sharedBrowser();
  await registerThroughApi(stack, USER, PASSWORD);
  await stack.admin('bank', 'add', 'USD wire', 'First Test Bank', 'Portal Ltd', '100-2000-3000', '--rate', '1.05');
});

afterAll(async () => {
  await stack?.close();
});

async function signedIn(viewport: { width: number; height: number }, locale: string): Promise<[BrowserContext, Page]> {
  const [ctx, page] = await newPage(browser, viewport, locale);
  await page.goto(`${stack.baseUrl}/#/login`);
  await page.locator('#field-userName').fill(USER);
  await page.locator('#field-password').fill(PASSWORD);
  await page.locator('#field-password').press('Enter');
  await waitForHash(page, '/index');
  return [ctx, page];
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('money screens that say what is open', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`${locale}: Deposit opens on the bank tab while on-chain deposits are closed`, async () => {
      const [ctx, page] = await signedIn(PHONE_360, locale);
      try {
        await page.goto(`${stack.baseUrl}/#/recharge`);
        await expect.poll(() => page.getByTestId('deposit-tab-bank').getAttribute('aria-selected')).toBe('true');
        expect(await page.getByTestId('deposit-tab-chain').getAttribute('aria-selected')).toBe('false');
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `phone-360-deposit-${locale}`);
        // The member can still look at the closed tab, and the pick is kept.
        await page.getByTestId('deposit-tab-chain').click();
        await page.getByTestId('chain-closed').waitFor();
        expect(await page.getByTestId('deposit-tab-chain').getAttribute('aria-selected')).toBe('true');
      } finally {
        await ctx.close();
      }
    });

    it(`${locale}: a credit with no convert pair says so, with a way to every convert`, async () => {
      const [ctx, page] = await signedIn(PHONE_360, locale);
      try {
        await page.goto(`${stack.baseUrl}/#/insurance/convert`);
        const notice = page.getByTestId('convert-no-pair');
        await notice.waitFor();
        expect(await notice.textContent()).toContain(TEXTS[locale].noPair);
        expect(await page.locator('#field-amount').count()).toBe(0);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `phone-360-convert-no-pair-${locale}`);
        await notice.getByRole('link', { name: TEXTS[locale].allPairs }).click();
        await waitForHash(page, '/convert');
        await page.locator('#field-amount').waitFor();
      } finally {
        await ctx.close();
      }
    });
  }

  it('marks the on-chain tab with USDT, not Bitcoin', async () => {
    const [ctx, page] = await signedIn(DESKTOP, 'en-US');
    try {
      await page.goto(`${stack.baseUrl}/#/recharge?tab=chain`);
      const tab = page.getByTestId('deposit-tab-chain');
      await tab.locator('svg').waitFor();
      expect(await tab.locator('[data-testid="CurrencyBitcoinIcon"]').count()).toBe(0);
      expect(await tab.locator('svg[data-testid="usdt-mark"]').count()).toBe(1);
      await screenshot(page, 'desktop-deposit-usdt-mark-en-US');
    } finally {
      await ctx.close();
    }
  });
});
