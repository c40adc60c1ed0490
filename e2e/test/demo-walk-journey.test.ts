// A newcomer's walk on a fresh install in demo mode (DEMO=1; docs/operations.md, "Demo mode"),
// in Debian's Chromium through the real stack and nothing set up by hand: the banner says it is a
// demo from the sign-in screen on; the member deposits by the demo bank channel and the deposit
// is approved by itself; converts Cash into Insurance and buys a package; the operator moves the
// platform one day on with `pnpm admin demo next-day`, and the first profit shows on the
// dashboard with the member still signed in; the withdrawal screen shows the way from that Bonus
// to Withdrawable. The member adds a withdrawal address, the operator moves 20 more days on (past
// the address's cooling, the Bonus past the convert's minimum), the member converts it and
// withdraws, and demo mode approves the withdrawal as it does deposits: the member is told and
// sees it approved. At 1280 px in en-US; the banner and the withdrawal at 360 px in zh-CN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { png } from '@portal/platform/testing/pictures';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { dismissToasts, expectAccessible, newPage, registerThroughApi, showAs, signIn, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { POLL_INTERVAL_MS, startStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const USER = 'demo_walker';
const PASSWORD = 'first-Password1';
// A plain Tron wallet (not a token contract).
const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const NARROW = { width: 360, height: 780 };
const LIVE_TIMEOUT = POLL_INTERVAL_MS * 3 + 5000;

let stack: Stack;
let browser: Browser;
let page: Page;

const toast = (target: Page, text: string) => target.locator('#notistack-snackbar').filter({ hasText: text }).first();
const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const dialogShown = (target: Page) =>
  target.waitForFunction(() => {
    const container = document.querySelector('[data-testid="confirm-dialog"] .MuiDialog-container');
    return container !== null && getComputedStyle(container).opacity === '1';
  });

beforeAll(async () => {
  // A fresh install in demo mode: no receiving account, no on-chain address; approvals after a second.
  // A fresh install: PGlite in its data directory, whatever database the run has.
  stack = await startStack({ freshInstall: true, platformEnv: { DEMO: '1', DEMO_DEPOSIT_APPROVAL_SECONDS: '1', DEPOSIT_ADDRESS: '' } });
  browser = await sharedBrowser();
  await registerThroughApi(stack, USER, PASSWORD);
  [, page] = await newPage(browser, DESKTOP);
});

afterAll(async () => {
  await stack?.close();
});

describe('the newcomer walk in demo mode', () => {
  it('deposit, buy, the first profit and a withdrawal, on a fresh install with no operator at hand', { timeout: storyTimeout(11) }, async () => {
    await step('the sign-in screen already says it is a demo', async () => {
      await page.goto(`${stack.baseUrl}/#/login`);
      const banner = page.getByRole('complementary', { name: 'Demo mode' });
      await banner.waitFor();
      expect(await banner.textContent()).toBe('Demo mode: no real money. Deposits and withdrawals are approved 1 s after they are sent.');
      await expectAccessible(page, 'sign-in, demo mode');
      await signIn(page, USER, PASSWORD);
      await page.getByRole('complementary', { name: 'Demo mode' }).waitFor();
    });

    await step('deposits by the demo bank channel; it is approved without an operator and Cash rises', async () => {
      // On-chain deposits are closed on a fresh install: the screen says who opens them and where support is.
      await page.goto(`${stack.baseUrl}/#/recharge?tab=chain`);
      await expect
        .poll(() => page.getByTestId('chain-closed').getByTestId('channel-opened-by').textContent())
        .toBe("The platform's operator opens deposit channels. For help, contact support: support@localhost");
      await page.goto(`${stack.baseUrl}/#/recharge?tab=bank`);
      const form = page.getByTestId('bank-form');
      await form.locator('#field-channelId').click();
      await page.getByRole('option', { name: 'Demo bank transfer (USD) (USD)' }).click();
      expect(await form.getByTestId('channel-details').textContent()).toContain('Demo Bank');
      await form.locator('#field-amount').fill('200');
      await form.getByTestId('receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png(64, 64, () => [240, 240, 240]) });
      await form.getByRole('img', { name: 'Preview of receipt.png' }).waitFor();
      await form.getByRole('button', { name: 'Submit deposit' }).click();
      await toast(page, 'Deposit submitted, waiting for review.').waitFor();
      await dismissToasts(page);
      await page.getByTestId('side-nav').getByRole('link', { name: 'Dashboard', exact: true }).click();
      await waitForHash(page, '/index');
      await expect.poll(() => page.getByTestId('balance-CASH_POINT').getByTestId('available').textContent(), { timeout: LIVE_TIMEOUT }).toBe('200.00');
    });

    await step('converts Cash into Insurance and buys a package after its review', async () => {
      await page.goto(`${stack.baseUrl}/#/cash/convert`);
      const form = page.getByTestId('convert-form');
      await form.locator('#field-toCoin').click();
      await page.getByRole('option', { name: 'Insurance', exact: true }).click();
      await form.locator('#field-amount').fill('150');
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      await page.getByTestId('convert-confirm').getByRole('button', { name: 'Convert', exact: true }).click();
      await toast(page, 'The convert is done.').waitFor();
      await dismissToasts(page);

      await page.goto(`${stack.baseUrl}/#/insurance`);
      await page.getByRole('heading', { level: 1, name: 'Insurance packages' }).waitFor();
      const plan = page.getByTestId('plan').filter({ has: page.getByRole('heading', { name: 'Insurance 100', exact: true }) });
      await plan.getByTestId('buy-plan').click();
      await dialogShown(page);
      await page.getByTestId('confirm-dialog').getByTestId('confirm-button').click();
      // The platform's next daily run, in the browser's time zone and the member's language.
      const bought = toast(page, 'Insurance 100 bought. Its first profit arrives on ');
      await bought.waitFor();
      expect(await bought.textContent()).toMatch(/Its first profit arrives on .+, with the platform's next daily run \(00:00 GMT\+8\)\.$/);
      await dismissToasts(page);
      const held = page.getByTestId('earnings-statement').first();
      await expect.poll(() => held.getByTestId('statement-next').evaluate((value) => value.previousElementSibling?.textContent)).toBe('First profit');
    });

    await step("the operator brings the next day now; the first profit shows, the member still signed in", async () => {
      const moved = JSON.parse(await stack.admin('demo', 'next-day')) as { daysAhead: number; today: string; accrual: { accrued: number }[] };
      expect(moved.daysAhead).toBe(1);
      expect(moved.accrual.map((day) => day.accrued)).toEqual([1]);
      // A reload, as a member coming back would: the banner reads the platform's date when the app starts.
      await page.goto(`${stack.baseUrl}/#/index`);
      await page.reload();
      await waitForHash(page, '/index');
      await expect.poll(() => page.getByTestId('balance-BONUS_POINT').getByTestId('available').textContent(), { timeout: LIVE_TIMEOUT }).toBe('0.50');
      const banner = page.getByRole('complementary', { name: 'Demo mode' });
      await expect.poll(() => banner.textContent()).toContain(`The platform's date is ${moved.today}, moved on by the operator.`);
      await screenshot(page, 'desktop-demo-dashboard-en-US');
      await expectAccessible(page, 'dashboard, demo mode');
    });

    await step('the withdrawal screen shows the way from the profit (Bonus) to Withdrawable, and its action opens Convert on that pair', async () => {
      await page.goto(`${stack.baseUrl}/#/withdraw`);
      const way = page.getByTestId('bonus-way');
      await way.waitFor();
      expect(await way.textContent()).toContain('Nothing is withdrawable yet. Your 0.50 Bonus becomes Withdrawable by converting it: Bonus → Withdrawable, fee 2 %, minimum 10.00 Bonus.');
      await expectAccessible(page, 'withdrawal, the way from Bonus');
      await way.getByRole('link', { name: 'Convert Bonus to Withdrawable' }).click();
      await waitForHash(page, '/bonus/convert');
      expect(await page.evaluate(() => window.location.hash)).toBe('#/bonus/convert?to=WITHDRAWAL_POINT');
      await expect.poll(() => page.getByTestId('convert-form').locator('input[name="toCoin"]').inputValue()).toBe('WITHDRAWAL_POINT');
      await page.goto(`${stack.baseUrl}/#/index`);
      await waitForHash(page, '/index');
    });

    await step('adds a withdrawal address, which cools for 24 hours like any new address', async () => {
      await page.goto(`${stack.baseUrl}/#/user-info`);
      const form = page.getByTestId('address-form');
      await form.locator('#field-address').fill(ADDRESS);
      await form.locator('#field-label').fill('Demo wallet');
      await form.getByRole('button', { name: 'Add address' }).click();
      const review = page.getByRole('dialog', { name: 'Review the new address' });
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await review.getByRole('button', { name: 'Add address' }).click();
      await page.getByTestId('address').getByTestId('address-cooling').waitFor();
    });

    await step('the operator moves the platform 20 days on: the address is usable and the profit reaches the convert minimum', async () => {
      for (let day = 0; day < 20; day += 1) await stack.admin('demo', 'next-day');
      await page.goto(`${stack.baseUrl}/#/index`);
      await page.reload();
      await waitForHash(page, '/index');
      // 21 daily profits of 0.50: above the 10.00 Bonus a convert to Withdrawable needs.
      await expect.poll(() => page.getByTestId('balance-BONUS_POINT').getByTestId('available').textContent(), { timeout: LIVE_TIMEOUT }).toBe('10.50');
    });

    await step('converts the Bonus to Withdrawable by the way the withdrawal screen shows', async () => {
      await page.goto(`${stack.baseUrl}/#/withdraw`);
      await page.getByTestId('bonus-way').getByRole('link', { name: 'Convert Bonus to Withdrawable' }).click();
      await waitForHash(page, '/bonus/convert');
      const form = page.getByTestId('convert-form');
      await expect.poll(() => form.locator('input[name="toCoin"]').inputValue()).toBe('WITHDRAWAL_POINT');
      await form.locator('#field-amount').fill('10.5');
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      await page.getByTestId('convert-confirm').getByRole('button', { name: 'Convert', exact: true }).click();
      await toast(page, 'The convert is done.').waitFor();
      await dismissToasts(page);
    });

    await step('withdraws to the address; demo mode approves it without an operator, and the member is told', async () => {
      const bell = page.getByTestId('notification-count').first();
      const unreadBefore = Number(await bell.textContent());
      await page.goto(`${stack.baseUrl}/#/withdraw`);
      const form = page.getByTestId('withdrawal-form');
      // 10.50 Bonus less the 2 % fee.
      await expect.poll(() => form.getByTestId('withdrawal-available').textContent()).toBe('10.29');
      await expect.poll(() => form.getByRole('radio', { name: new RegExp(ADDRESS) }).isChecked()).toBe(true);
      await form.getByTestId('withdrawal-amount').fill('10');
      await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const dialog = page.getByTestId('withdrawal-confirm');
      await dialog.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await toast(page, 'Withdrawal of 10.00 requested.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await dismissToasts(page);

      // The notice arrives live; the inbox says what was decided, in words.
      await expect.poll(async () => Number(await bell.textContent()), { timeout: LIVE_TIMEOUT }).toBeGreaterThan(unreadBefore);
      await page.getByTestId('notification-bell').first().click();
      const notice = page.getByTestId('notification').filter({ hasText: 'Withdrawal approved' }).first();
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Your withdrawal of 10 Withdrawable has been approved and will be paid out soon.');

      await page.goto(`${stack.baseUrl}/#/withdraw`);
      const row = page.getByTestId('withdrawal').first();
      await expect.poll(() => row.getByTestId('withdrawal-status').textContent()).toBe('Approved');
      expect(await row.textContent()).toContain(ADDRESS);
      await screenshot(page, 'desktop-demo-withdrawal-approved-en-US');
      await expectAccessible(page, 'withdrawal approved, demo mode');
      await page.goto(`${stack.baseUrl}/#/index`);
      await waitForHash(page, '/index');
    });

    await step('the banner reads and fits on a 360 px phone in Chinese', async () => {
      await showAs(page, NARROW, 'zh-CN');
      const banner = page.getByRole('complementary', { name: '演示模式' });
      await expect.poll(() => banner.textContent()).toContain('演示模式：不涉及真实资金。充值和提现提交 1 秒后自动通过审核。');
      expect(await overflow(page)).toBe(0);
      // Whole on screen, above the fixed header: nothing covers its first or last line, and the
      // header starts where it ends.
      await page.evaluate(() => window.scrollTo(0, 0));
      const seen = await page.evaluate(() => {
        const box = document.querySelector('[data-testid="demo-banner"]')!.getBoundingClientRect();
        const mine = (y: number) => document.elementFromPoint(box.left + box.width / 2, y)?.closest('[data-testid="demo-banner"]') !== null;
        return { first: mine(box.top + 4), last: mine(box.bottom - 4), bottom: Math.round(box.bottom), header: Math.round(document.querySelector('header')!.getBoundingClientRect().top) };
      });
      expect(seen).toEqual({ first: true, last: true, bottom: seen.header, header: seen.bottom });
      await screenshot(page, 'phone-demo-dashboard-zh-CN');
      await expectAccessible(page, 'dashboard, demo mode, 360 px zh-CN');

      // The approved withdrawal, in Chinese on the phone.
      await page.goto(`${stack.baseUrl}/#/withdraw`);
      const row = page.getByTestId('withdrawal').first();
      await expect.poll(() => row.getByTestId('withdrawal-status').textContent()).toBe('已通过');
      expect(await overflow(page)).toBe(0);
      await screenshot(page, 'phone-demo-withdrawal-approved-zh-CN');
      await stack.reconcile();
    });
  });
});
