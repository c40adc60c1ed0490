// The wallet screens and the address edit through the real stack in Debian's Chromium: every
// credit on its own row with its actions under their total in USDT (the platform's figure, live
// with the balances, also leading the dashboard), an operator credit shown live on /wallet, the mobile
// wallet (/assets) reached from the bottom tab with its H5 deposit and withdrawal links, 360 px
// without sideways scrolling, light and dark, Japanese; then a wallet address on /user-info is
// edited: the shape check, a refused token contract, a new address that cools down again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, sharedBrowser, screenshot, showColorScheme } from '../src/browser.ts';
import { dismissToasts, expectAccessible, newPage, registerThroughApi, showAs, signIn, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { step, storyTimeout } from '../src/story.ts';
import { POLL_INTERVAL_MS, sharedStack, type Stack } from '../src/stack.ts';

const USER = 'e2e_wallet';
const PASSWORD = 'wallet-Password1';
const CREDITS = ['CASH_POINT', 'BONUS_POINT', 'ASSETS_POINT', 'INSURANCE_POINT', 'GMT', 'USDT_POINT', 'WITHDRAWAL_POINT'];
// Plain Tron wallets (valid base58check, not token contracts) and the USDT contract on Tron.
const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const NEW_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const LIVE_TIMEOUT = POLL_INTERVAL_MS * 3 + 1000;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, USER, PASSWORD);
});

afterAll(async () => {
  await stack?.close();
});

/** The member's page, signed in on the English sign-in screen. */
async function signedIn(viewport: { width: number; height: number }): Promise<[BrowserContext, Page]> {
  const [ctx, page] = await newPage(browser, viewport);
  await page.goto(`${stack.baseUrl}/#/login`);
  await signIn(page, USER, PASSWORD);
  return [ctx, page];
}

const rows = (page: Page): Locator => page.getByTestId('wallet-credits').locator('[data-testid^="wallet-"]');
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const available = (page: Page, coin: string) => page.getByTestId(`wallet-${coin}`).getByTestId('available');
const total = (page: Page) => page.getByTestId('wallet-total-amount').textContent();

/** Waits until the open dialog has finished fading in (the screenshot and axe see what members see). */
async function dialogShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const container = document.querySelector('.MuiDialog-container');
    return container !== null && getComputedStyle(container).opacity === '1';
  });
}

/** The seconds left in a "Usable in 23:59:58 (…)" countdown. */
async function coolingSeconds(row: Locator): Promise<number> {
  const text = (await row.getByTestId('address-cooling').textContent()) ?? '';
  const match = /(\d+):(\d{2}):(\d{2})/.exec(text);
  expect(match, text).not.toBeNull();
  const [, h, m, s] = match!;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

describe('wallet journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(7) }, async () => {
    // One page of the member's, turned to the size and language each step needs.
    const [context, page] = await step('signs in', () => signedIn(DESKTOP));

    await step('shows each credit on /wallet with its actions, and an operator credit live', async () => {
      await showAs(page, DESKTOP, 'en-US');
      await page.goto(`${stack.baseUrl}/#/wallet`);
      await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
      await page.getByTestId('wallet-CASH_POINT').waitFor();
      expect(await rows(page).count()).toBe(7);
      for (const coin of CREDITS) expect(await available(page, coin).textContent(), coin).toBe('0.00');
      await expect.poll(() => total(page)).toBe('0.00 USDT');
      expect(await page.getByTestId('wallet-total-caption').textContent()).toBe('Available, frozen and locked credits at the convert rates to USDT, before fees.');

      // The actions each credit offers.
      const actionsOf = (coin: string) =>
        page.getByTestId(`wallet-${coin}`).locator('[data-testid^="action-"]').evaluateAll((links) =>
          links.map((link) => `${link.getAttribute('data-testid')} ${link.getAttribute('href')}`),
        );
      expect(await actionsOf('CASH_POINT')).toEqual([
        'action-deposit #/recharge',
        'action-transfer #/cash/transfer',
        'action-convert #/cash/convert',
        'action-records #/cash/records',
      ]);
      expect(await actionsOf('WITHDRAWAL_POINT')).toEqual(['action-withdraw #/withdraw']);
      expect(await actionsOf('GMT')).toEqual(['action-convert #/gmt/convert', 'action-records #/gmt/records']);
      expect(await actionsOf('USDT_POINT')).toEqual(['action-convert #/usdt/convert', 'action-records #/usdt/records']);
      // Entrust leads to its packages, in the mobile wallet's section (/assets/custody).
      expect(await actionsOf('ASSETS_POINT')).toEqual(['action-custody #/assets/custody', 'action-convert #/assets/convert', 'action-records #/assets/records']);
      // Names say which credit an action is for.
      await page.getByRole('link', { name: 'Convert: Bonus', exact: true }).waitFor();

      // An operator credit arrives through the balances stream: no reload, no timer.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
      await stack.admin('adjust', USER, 'CASH_POINT', 'in', '100');
      await expect.poll(() => available(page, 'CASH_POINT').textContent(), { timeout: LIVE_TIMEOUT }).toBe('100.00');
      // The total follows: the platform values Cash at the shipped Cash → USDT rate of 1.
      await expect.poll(() => total(page)).toBe('100.00 USDT');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
      expect(await available(page, 'USDT_POINT').textContent()).toBe('0.00');

      await screenshot(page, 'desktop-wallet-en-US');
      await expectAccessible(page, 'wallet');

      // A window between the phone and the wide layout: cards, two a row.
      await page.setViewportSize({ width: 900, height: 800 });
      await page.locator('li[data-testid="wallet-CASH_POINT"]').waitFor();
      expect(await overflow(page), '900 px').toBe(0);
      await screenshot(page, 'tablet-wallet-en-US');
      await expectAccessible(page, 'wallet 900 px');
      await page.setViewportSize(DESKTOP);
      await page.locator('tr[data-testid="wallet-CASH_POINT"]').waitFor();

      // The dark scheme (the app follows the system until the member picks one).
      await showColorScheme(page, 'dark');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
      await screenshot(page, 'desktop-wallet-dark-en-US');
      await expectAccessible(page, 'wallet (dark)');
      await showColorScheme(page, 'light');

      await page.getByTestId('wallet-deposit').click();
      await waitForHash(page, '/recharge');
      await page.goBack();
      await waitForHash(page, '/wallet');
      await page.getByTestId('wallet-withdraw').click();
      await waitForHash(page, '/withdraw');
    });

    await step('on a phone, the Wallet tab opens /assets, whose Deposit and Withdraw lead to the H5 pages', async () => {
      await showAs(page, PHONE, 'en-US');
      await page.getByTestId('bottom-tabs').getByRole('link', { name: 'Wallet' }).click();
      await waitForHash(page, '/assets');
      await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
      await expect.poll(() => available(page, 'CASH_POINT').textContent()).toBe('100.00');
      expect(await rows(page).count()).toBe(7);
      expect(await page.getByTestId('bottom-tabs').getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByTestId('wallet-CASH_POINT').getByTestId('action-deposit').getAttribute('href')).toBe('#/assets/recharge-h5');
      expect(await page.getByTestId('wallet-WITHDRAWAL_POINT').getByTestId('action-withdraw').getAttribute('href')).toBe(
        '#/assets/withdraw-h5',
      );
      expect(await overflow(page), '390 px').toBe(0);
      await screenshot(page, 'phone-assets-en-US');
      await expectAccessible(page, 'phone wallet');

      await page.getByTestId('wallet-deposit').click();
      await waitForHash(page, '/assets/recharge-h5');
      await page.goBack();
      await waitForHash(page, '/assets');
      await page.getByTestId('wallet-withdraw').click();
      await waitForHash(page, '/assets/withdraw-h5');
    });

    await step('fits a 360 px screen without sideways scrolling, light and dark, even with a long amount', async () => {
      // Shown with the credit's decimals (two), cut down, never rounded up.
      await stack.admin('adjust', USER, 'BONUS_POINT', 'in', '123456789012345.98765432');
      await showAs(page, { width: 360, height: 740 }, 'en-US');
      await page.goto(`${stack.baseUrl}/#/assets`);
      await expect.poll(() => available(page, 'CASH_POINT').textContent()).toBe('100.00');
      await expect.poll(() => available(page, 'BONUS_POINT').textContent()).toBe('123,456,789,012,345.98');
      expect(await overflow(page), '360 px').toBe(0);
      await screenshot(page, 'phone-360-assets-en-US');
      await expectAccessible(page, 'wallet 360 px');
      await showColorScheme(page, 'dark');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
      expect(await overflow(page), '360 px dark').toBe(0);
      await screenshot(page, 'phone-360-assets-dark-en-US');
      await expectAccessible(page, 'wallet 360 px (dark)');
      await showColorScheme(page, 'light');

      // In Chinese, the total of Cash and the long Bonus (Bonus → Cash → USDT, both at 1) wraps
      // rather than widening the page; the dashboard leads with the same figure.
      await showAs(page, { width: 360, height: 740 }, 'zh-CN');
      await page.getByRole('heading', { level: 1, name: '钱包' }).waitFor();
      await expect.poll(() => total(page)).toBe('123,456,789,012,445.98 USDT 积分');
      expect(await page.getByTestId('wallet-total').getByRole('heading').textContent()).toBe('总值');
      expect(await overflow(page), '360 px zh-CN').toBe(0);
      await screenshot(page, 'phone-360-assets-zh-CN');
      await page.goto(`${stack.baseUrl}/#/index`);
      await expect.poll(() => total(page)).toBe('123,456,789,012,445.98 USDT 积分');
      expect(await overflow(page), '360 px zh-CN dashboard').toBe(0);
      await screenshot(page, 'phone-360-dashboard-zh-CN');
    });

    await step('reads naturally in Japanese', async () => {
      await showAs(page, DESKTOP, 'ja-JP');
      await page.goto(`${stack.baseUrl}/#/wallet`);
      await page.getByRole('heading', { level: 1, name: 'ウォレット' }).waitFor();
      await expect.poll(() => available(page, 'CASH_POINT').textContent()).toBe('100.00');
      expect(await page.getByTestId('wallet-deposit').textContent()).toBe('入金');
      await page.getByRole('link', { name: 'キャッシュの入金', exact: true }).waitFor();
      await screenshot(page, 'desktop-wallet-ja-JP');
      await expectAccessible(page, 'wallet ja-JP');
      await page.setViewportSize(PHONE);
      await page.goto(`${stack.baseUrl}/#/assets`);
      await page.locator('li[data-testid="wallet-CASH_POINT"]').waitFor();
      expect(await overflow(page), 'ja-JP phone').toBe(0);
      await screenshot(page, 'phone-assets-ja-JP');
      await expectAccessible(page, 'phone wallet ja-JP');
    });

    await step('edits a wallet address on /user-info: the shape is checked, a contract refused, the cooling restarts', async () => {
      await showAs(page, DESKTOP, 'en-US');
      await page.goto(`${stack.baseUrl}/#/user-info`);
      await page.getByRole('heading', { level: 1, name: 'Account info' }).waitFor();
      const form = page.getByTestId('address-form');
      await form.locator('#field-address').fill(ADDRESS);
      await form.locator('#field-label').fill('Main wallet');
      await form.getByRole('button', { name: 'Add address' }).click();
      await page.getByRole('dialog', { name: 'Review the new address' }).locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await page.getByRole('dialog', { name: 'Review the new address' }).getByRole('button', { name: 'Add address' }).click();
      const row = page.getByTestId('address');
      await row.getByTestId('address-cooling').waitFor();
      expect(await row.textContent()).toContain(ADDRESS);

      // Let the countdown run a little, so a restart shows.
      await expect.poll(() => coolingSeconds(row), { timeout: 10_000 }).toBeLessThanOrEqual(24 * 3600 - 3);
      const before = await coolingSeconds(row);

      // A label alone does not restart the cooling.
      await row.getByRole('button', { name: `Edit ${ADDRESS}` }).click();
      let dialog = page.getByRole('dialog', { name: 'Edit wallet address' });
      await dialog.getByTestId('edit-address-warning').waitFor();
      expect(await dialog.getByTestId('edit-address-warning').textContent()).toContain('new cooling period');
      expect(await dialog.textContent()).toContain('Network: TRC20');
      expect(await dialog.locator('#edit-address').inputValue()).toBe(ADDRESS);
      expect(await dialog.locator('#edit-label').inputValue()).toBe('Main wallet');
      await dialog.locator('#edit-label').fill('Savings');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The label has been saved.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await row.getByText('Savings').waitFor();
      expect(await coolingSeconds(row)).toBeLessThanOrEqual(before);

      await dismissToasts(page);
      await row.getByRole('button', { name: `Edit ${ADDRESS}` }).click();
      dialog = page.getByRole('dialog', { name: 'Edit wallet address' });
      await dialog.locator('#edit-address').waitFor();
      await dialogShown(page);
      await screenshot(page, 'desktop-user-info-edit-en-US');
      await expectAccessible(page, 'edit address dialog');
      // The shape is checked before sending.
      await dialog.locator('#edit-address').fill('0x1234');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('This is not an address of the chosen network').waitFor();
      // The USDT contract has a valid shape: the server refuses it and the dialog stays open.
      await dialog.locator('#edit-address').fill(USDT_CONTRACT);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Smart-contract addresses are not accepted', { exact: false }).waitFor();
      expect(await dialog.isVisible()).toBe(true);
      expect(await row.textContent()).toContain(ADDRESS);
      // A wallet of its own: saved, shown, cooling from the start again.
      await dialog.locator('#edit-address').fill(NEW_ADDRESS);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The address has been changed.', { exact: false }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => row.textContent()).toContain(NEW_ADDRESS);
      expect(await row.textContent()).not.toContain(ADDRESS);
      expect(await row.textContent()).toContain('Savings');
      expect(await coolingSeconds(row)).toBeGreaterThan(before);
      expect(await row.getByTestId('address-cooling').textContent()).toMatch(/^Usable in \d+:\d{2}:\d{2} \(/);
      await dismissToasts(page);
      await screenshot(page, 'desktop-user-info-edited-en-US');
      await expectAccessible(page, 'user info after edit');
    });

    await step('edits an address on a 360 px phone without sideways scrolling', async () => {
      await showAs(page, { width: 360, height: 740 }, 'en-US');
      await page.getByTestId('bottom-tabs').getByRole('link', { name: 'Account' }).click();
      await waitForHash(page, '/user-info');
      const row = page.getByTestId('address');
      await row.getByTestId('address-cooling').waitFor();
      expect(await overflow(page), 'user info').toBe(0);
      await screenshot(page, 'phone-360-user-info-en-US');
      await row.getByRole('button', { name: `Edit ${NEW_ADDRESS}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit wallet address' });
      await dialog.getByTestId('edit-address-warning').waitFor();
      await dialogShown(page);
      expect(await overflow(page), 'edit dialog').toBe(0);
      await screenshot(page, 'phone-360-user-info-edit-en-US');
      await expectAccessible(page, 'phone edit address dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    await context.close();
  });
});
