// The member's journey through the real stack in Debian's Chromium: register from an invite
// link, sign in, live balances, records, password change, log out and in again, a session
// revoked mid-use, five languages, desktop and phone layouts, axe on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { DESKTOP, PHONE, sharedBrowser, screenshot } from '../src/browser.ts';
import { dismissToasts, expectAccessible, hashPath, newPage as openPage, openScreen, registerThroughApi as registerMember, signIn as signInAs, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { POLL_INTERVAL_MS, sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const USER = 'e2e_alice';
const PASSWORD = 'first-Password1';
const NEW_PASSWORD = 'second-Password2';
const SECOND_USER = 'e2e_bob';
// A plain Tron wallet (not a token contract).
const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

const LOGIN_TITLES = {
  'en-US': 'Sign in',
  'zh-CN': '登录',
  'ja-JP': 'ログイン',
  'ko-KP': '로그인',
  'id-ID': 'Masuk',
} as const;
const REGISTER_TITLES = {
  'en-US': 'Create an account',
  'zh-CN': '注册账户',
  'ja-JP': 'アカウントを作成',
  'ko-KP': '계정 만들기',
  'id-ID': 'Buat akun',
} as const;

let stack: Stack;
let browser: Browser;

let page: Page;
const graphqlRequests: Request[] = [];

const signIn = (target: Page, password: string) => signInAs(target, USER, password);
const newPage = (viewport: { width: number; height: number }, locale?: string) => openPage(browser, viewport, locale);
const registerThroughApi = (userName: string) => registerMember(stack, userName, PASSWORD);

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  [, page] = await newPage(DESKTOP);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request);
  });
});

afterAll(async () => {
  await stack?.close();
});

describe('member journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(19) }, async () => {
    await step('registers from an invite link', async () => {
      await page.goto(`${stack.baseUrl}/#/register?ref=${stack.rootReferralId}`);
      await expect.poll(() => page.locator('#field-referralId').inputValue()).toBe(stack.rootReferralId);
      await page.getByTestId('captcha-image').waitFor();
      await screenshot(page, 'desktop-register-en-US');
      await expectAccessible(page, 'register');

      // Validation runs before anything is sent.
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect.poll(() => page.getByText('This field is required').count()).toBeGreaterThan(0);
      // The first bad field takes the focus, and is marked invalid for assistive technology.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-userName');
      expect(await page.locator('#field-userName').getAttribute('aria-invalid')).toBe('true');

      await page.locator('#field-userName').fill(USER);
      await page.locator('#field-password').fill(PASSWORD);
      await page.locator('#field-confirmPassword').fill(`${PASSWORD}x`);
      await page.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByText('Passwords do not match').waitFor();
      await page.locator('#field-confirmPassword').fill(PASSWORD);
      await page.locator('#field-countryCode').click();
      await page.getByRole('option').first().click();
      await page.locator('#field-captchaCode').fill(stack.captchaAnswer);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      // Registering signs the member in: the dashboard, no second login.
      await waitForHash(page, '/index');
      await page.getByTestId('balance-CASH_POINT').waitFor();
      await page.getByTestId('account-button').click();
      await page.getByTestId('logout').click();
      await waitForHash(page, '/login');
    });

    await step('signs in and sees seven zero balances', async () => {
      await page.locator('#field-userName').fill(USER);
      await screenshot(page, 'desktop-login-en-US');
      await expectAccessible(page, 'login');
      await page.locator('#field-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForHash(page, '/index');
      await page.getByTestId('balance-CASH_POINT').waitFor();
      const cards = page.locator('[data-testid^="balance-"]');
      expect(await cards.count()).toBe(7);
      for (const text of await page.locator('[data-testid^="balance-"] [data-testid="available"]').allTextContents()) {
        expect(text).toBe('0.00');
      }
      await expect.poll(() => page.getByTestId('level').textContent()).toContain('No grade');
      await page.getByTestId('side-nav').waitFor();
      // The money screens are one click away; the withdrawable credit's card leads to /withdraw.
      const quickActions = page.getByRole('region', { name: 'Quick actions' });
      const quickLinks = await quickActions.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(quickLinks.slice(0, 4)).toEqual(['#/recharge', '#/withdraw', '#/convert', '#/transfer']);
      expect(await page.getByTestId('balance-WITHDRAWAL_POINT').getByRole('link', { name: 'Withdrawal' }).getAttribute('href')).toBe('#/withdraw');
      // The invite link is the register screen with the member's referral ID, on this origin.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
      await quickActions.getByRole('button', { name: 'Copy invite link' }).click();
      await page.getByText('Invite link copied.').waitFor();
      const invite = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(invite.origin).toBe(new URL(stack.baseUrl).origin);
      expect(invite.hash).toMatch(/^#\/register\?ref=[0-9A-Z]+$/);
      await screenshot(page, 'desktop-dashboard-en-US');
      await expectAccessible(page, 'dashboard');
    });

    await step('sends the token and the language on every GraphQL request', async () => {
      const memberCalls = graphqlRequests.filter((request) => request.headers().authorization?.startsWith('Bearer '));
      expect(memberCalls.length).toBeGreaterThan(0);
      for (const request of graphqlRequests) expect(request.headers()['accept-language']).toBe('en-US');
    });

    await step('shows an operator credit live, within one poll interval, without reload', async () => {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await stack.admin('adjust', USER, 'CASH_POINT', 'in', '100');
      const available = page.getByTestId('balance-CASH_POINT').getByTestId('available');
      await expect.poll(() => available.textContent(), { timeout: POLL_INTERVAL_MS * 3 + 1000 }).toBe('100.00');
      // Still the same document: no reload happened.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    });

    await step('lists the credit under /cash/records, filterable', async () => {
      await page.getByTestId('side-nav').getByRole('link', { name: 'Cash', exact: true }).click();
      await waitForHash(page, '/cash/records');
      const rows = page.getByTestId('record');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain('100.00');
      await screenshot(page, 'desktop-cash-records-en-US');
      await expectAccessible(page, 'cash records');
      // The export is the server's CSV of the filtered list, saved as a file.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
      ]);
      const csv = (await (await download.createReadStream()).toArray()).join('');
      const csvLines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(csvLines[0]).toContain('Receipt number');
      expect(csvLines).toHaveLength(2);
      expect(csvLines[1]).toMatch(/,CASH_POINT,Adjust in,100,0,100,SUCCESS,/);
      // A date range that excludes today empties the list.
      await page.locator('#filter-from').fill('2020-01-01');
      await page.locator('#filter-to').fill('2020-01-02');
      await page.getByTestId('records-empty').waitFor();
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await rows.first().waitFor();
      // The section route redirects to its records screen.
      await page.goto(`${stack.baseUrl}/#/cash-point`);
      await waitForHash(page, '/cash/records');
    });

    await step('changes the login password, logs out and signs in with the new one', async () => {
      await page.getByTestId('account-button').click();
      await page.getByRole('menuitem', { name: 'Password settings' }).click();
      await waitForHash(page, '/setting');
      await expectAccessible(page, 'settings');
      const form = page.getByTestId('login-password-form');
      await form.locator('#field-oldPassword').fill(PASSWORD);
      await form.locator('#field-password').fill(NEW_PASSWORD);
      await form.locator('#field-confirmPassword').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change' }).click();
      await page.getByText('Your login password has been changed.').waitFor();
      await screenshot(page, 'desktop-settings-en-US');

      await page.getByTestId('account-button').click();
      await page.getByTestId('logout').click();
      await waitForHash(page, '/login');
      expect(await page.evaluate(() => sessionStorage.getItem('portal.token'))).toBeNull();

      // The shell is closed to a logged-out visitor, who comes back to it after signing in.
      await page.goto(`${stack.baseUrl}/#/cash/records`);
      await waitForHash(page, '/login');
      await page.locator('#field-userName').fill(USER);
      await page.locator('#field-password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForHash(page, '/cash/records');
    });

    await step('returns to /login with a message when the session is revoked mid-use', async () => {
      await page.goto(`${stack.baseUrl}/#/index`);
      await page.getByTestId('balance-CASH_POINT').waitFor();
      await stack.admin('ban', USER);
      await waitForHash(page, '/login', POLL_INTERVAL_MS * 5 + 5000);
      await page.getByTestId('session-ended').waitFor();
      await screenshot(page, 'desktop-session-ended-en-US');

      // A banned member is told to contact support.
      await page.locator('#field-userName').fill(USER);
      await page.locator('#field-password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      // The refusal itself, not any toast: lifting the ban before the platform has answered would
      // let this sign-in through.
      await page.getByText('Your login has been banned. Please contact support').waitFor();
      expect(await hashPath(page)).toBe('/login');

      await stack.admin('unban', USER);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForHash(page, '/index');
    });

    await step('switches language at once and keeps it for the session', async () => {
      await page.getByTestId('language-button').click();
      await page.getByTestId('language-ja-JP').click();
      await page.getByRole('heading', { level: 2, name: '残高' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja-JP');
      await page.reload();
      await page.getByRole('heading', { level: 2, name: '残高' }).waitFor();
      await screenshot(page, 'desktop-dashboard-ja-JP');
      await page.getByTestId('language-button').click();
      await page.getByTestId('language-en-US').click();
      await page.getByRole('heading', { level: 2, name: 'Balances' }).waitFor();
      const last = graphqlRequests.at(-1);
      expect(last?.headers()['accept-language']).toBe('en-US');
    });

    // A visitor's page that starts in the first language; the others are picked on the sign-in
    // screen's own language menu, as a visitor does.
    const locales = Object.keys(LOGIN_TITLES) as (keyof typeof LOGIN_TITLES)[];
    const [visitorContext, p] = await newPage(DESKTOP, locales[0]);
    for (const locale of locales) {
      await step(`shows the first screens in ${locale}`, async () => {
        await p.goto(`${stack.baseUrl}/#/login`);
        if (locale !== locales[0]) {
          await p.getByRole('heading', { level: 1, name: LOGIN_TITLES[locales[locales.indexOf(locale) - 1]!] }).waitFor();
          await p.getByTestId('language-button').click();
          await p.getByTestId(`language-${locale}`).click();
        }
        await p.getByRole('heading', { level: 1, name: LOGIN_TITLES[locale] }).waitFor();
        expect(await p.evaluate(() => document.documentElement.lang)).toBe(locale);
        await screenshot(p, `desktop-login-${locale}`);
        await expectAccessible(p, `login ${locale}`);
        await p.goto(`${stack.baseUrl}/#/register?ref=${stack.rootReferralId}`);
        await p.getByRole('heading', { level: 1, name: REGISTER_TITLES[locale] }).waitFor();
        await p.getByTestId('captcha-image').waitFor();
        await screenshot(p, `desktop-register-${locale}`);
        await expectAccessible(p, `register ${locale}`);
      });
    }
    await visitorContext.close();

    await step('works on a 390×844 phone with bottom tabs', async () => {
      const [ctx, p] = await newPage(PHONE);
      try {
        await p.goto(`${stack.baseUrl}/#/login`);
        await screenshot(p, 'phone-login-en-US');
        await signIn(p, NEW_PASSWORD);
        await p.getByTestId('bottom-tabs').waitFor();
        expect(await p.getByTestId('side-nav').count()).toBe(0);
        expect(await p.getByTestId('account-info').count()).toBe(0);
        await p.getByTestId('balance-CASH_POINT').waitFor();
        await screenshot(p, 'phone-dashboard-en-US');
        await expectAccessible(p, 'phone dashboard');
        await p.goto(`${stack.baseUrl}/#/cash/records`);
        await p.getByTestId('record').first().waitFor();
        await screenshot(p, 'phone-cash-records-en-US');
        await expectAccessible(p, 'phone cash records');
        await p.getByRole('button', { name: 'Open menu' }).click();
        // The bottom tabs have a Dashboard link too: wait for the drawer's own.
        const drawer = p.getByRole('dialog', { name: 'Main navigation' });
        await drawer.getByRole('link', { name: 'Dashboard' }).waitFor();
        await screenshot(p, 'phone-drawer-en-US');
        await expectAccessible(p, 'phone drawer');
        // Back leaves the screen the drawer was opened on, and the drawer with it.
        await p.goBack();
        await waitForHash(p, '/index');
        await drawer.waitFor({ state: 'detached' });
        await p.goto(`${stack.baseUrl}/#/forgot`);
        await p.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
        await screenshot(p, 'phone-forgot-en-US');
        await expectAccessible(p, 'phone forgot');
        await p.goto(`${stack.baseUrl}/#/no-such-screen`);
        await waitForHash(p, '/404');
        await p.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
        await expectAccessible(p, '404');
      } finally {
        await ctx.close();
      }
    });

    await step('fits a 360 px wide screen without sideways scrolling', async () => {
      const [ctx, p] = await newPage({ width: 360, height: 740 });
      const overflow = () => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      try {
        await p.goto(`${stack.baseUrl}/#/login`);
        await signIn(p, NEW_PASSWORD);
        await p.getByTestId('balance-CASH_POINT').waitFor();
        expect(await overflow(), 'dashboard').toBe(0);
        await p.goto(`${stack.baseUrl}/#/cash/records`);
        await p.getByTestId('record').first().waitFor();
        expect(await overflow(), 'records').toBe(0);
        // The settings screen's own marker, not a heading the records screen also has.
        await openScreen(p, '/setting');
        expect(await overflow(), 'settings').toBe(0);
        await screenshot(p, 'phone-360-settings-en-US');
        await p.getByTestId('account-button').click();
        await p.getByRole('menuitem', { name: 'Log out' }).click();
        await waitForHash(p, '/login');
        await p.goto(`${stack.baseUrl}/#/register?ref=ABC`);
        // The sign-in screen has a #field-userName too: wait for the register screen's heading.
        await p.getByRole('heading', { level: 1, name: REGISTER_TITLES['en-US'] }).waitFor();
        expect(await overflow(), 'register').toBe(0);
      } finally {
        await ctx.close();
      }
    });

    await step('adding a wallet address waits 24 hours after the password change: said on /user-info and on its review step', async () => {
      await page.goto(`${stack.baseUrl}/#/index`);
      await page.getByTestId('account-button').click();
      await page.getByRole('menuitem', { name: 'Account info' }).click();
      await waitForHash(page, '/user-info');
      await page.getByRole('heading', { level: 1, name: 'Account info' }).waitFor();
      const form = page.getByTestId('address-form');
      await page.getByTestId('address-disclaimer').waitFor();
      // The login password changed above: address changes reopen a day later (docs/security.md).
      await page.getByTestId('withdrawals-paused').first().waitFor();
      // The shape is checked before sending.
      await form.locator('#field-address').fill('0x1234');
      await form.getByRole('button', { name: 'Add address' }).click();
      await form.getByText('This is not an address of the chosen network').waitFor();
      await form.locator('#field-address').fill(ADDRESS);
      await form.locator('#field-label').fill('Main wallet');
      await form.getByRole('button', { name: 'Add address' }).click();
      const review = page.getByRole('dialog', { name: 'Review the new address' });
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await review.getByRole('button', { name: 'Add address' }).click();
      await page.getByText('withdrawals and address changes reopen at', { exact: false }).first().waitFor();
      await review.getByRole('button', { name: 'Cancel' }).click();
      expect(await page.getByTestId('address').count()).toBe(0);
      await dismissToasts(page);
      await screenshot(page, 'desktop-user-info-en-US');
      await expectAccessible(page, 'user info');
    });

    await step('converts Cash into USDT with a live preview; both balances change on the dashboard', async () => {
      await page.goto(`${stack.baseUrl}/#/cash/convert`);
      const form = page.getByTestId('convert-form');
      await form.getByTestId('convert-available').filter({ hasText: '100.00' }).waitFor();
      await form.locator('#field-toCoin').click();
      await page.getByRole('option', { name: 'USDT', exact: true }).click();
      await form.locator('#field-amount').fill('5');
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      await form.getByText('The amount is below the minimum').waitFor();
      expect(await page.getByTestId('convert-confirm').count()).toBe(0);
      await form.locator('#field-amount').fill('40');
      await expect.poll(() => form.getByTestId('convert-fee').textContent()).toBe('0.80');
      expect(await form.getByTestId('convert-receive').textContent()).toBe('39.20 USDT');
      // Nothing moves on the form's button: a review step repeats the terms first.
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      const review = page.getByTestId('convert-confirm');
      expect(await review.getByTestId('review-from').textContent()).toBe('40.00 Cash');
      await expect.poll(() => review.getByTestId('review-fee').textContent()).toBe('0.80 Cash');
      await expect.poll(() => review.getByTestId('review-receive').textContent()).toBe('39.20 USDT');
      await screenshot(page, 'desktop-convert-review-en-US');
      // A double click converts once (one requestId per opening of the review, the button busy meanwhile).
      await review.getByRole('button', { name: 'Convert', exact: true }).dblclick();
      await page.getByText('The convert is done.').waitFor();
      await page.getByTestId('convert-order').first().waitFor();
      expect(await page.getByTestId('convert-order').count()).toBe(1);
      await screenshot(page, 'desktop-convert-en-US');
      await dismissToasts(page);
      await expectAccessible(page, 'convert');
      await page.getByTestId('side-nav').getByRole('link', { name: 'Dashboard', exact: true }).click();
      await waitForHash(page, '/index');
      const cash = page.getByTestId('balance-CASH_POINT').getByTestId('available');
      const usdt = page.getByTestId('balance-USDT_POINT').getByTestId('available');
      await expect.poll(() => cash.textContent(), { timeout: POLL_INTERVAL_MS * 3 + 1000 }).toBe('60.00');
      await expect.poll(() => usdt.textContent(), { timeout: POLL_INTERVAL_MS * 3 + 1000 }).toBe('39.20');
    });

    await step('transfers Cash to another member, who receives it', async () => {
      await registerThroughApi(SECOND_USER);
      await page.getByTestId('side-nav').getByRole('link', { name: 'Transfer', exact: true }).click();
      await waitForHash(page, '/transfer');
      await page.getByTestId('transfer-closing-note').waitFor();
      const form = page.getByTestId('transfer-form');
      await form.locator('#field-toUser').fill(SECOND_USER);
      await form.locator('#field-amount').fill('10');
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      // The review names the recipient and what arrives, and asks for the transaction password.
      const review = page.getByTestId('transfer-confirm');
      expect(await review.getByTestId('review-recipient').textContent()).toBe(SECOND_USER);
      expect(await review.getByTestId('review-amount').textContent()).toBe('10.00 Cash');
      await expect.poll(() => review.getByTestId('review-receive').textContent()).toBe('10.00 Cash');
      await review.getByRole('button', { name: 'Transfer', exact: true }).click();
      await review.getByText('This field is required').waitFor();
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await screenshot(page, 'desktop-transfer-review-en-US');
      await review.getByRole('button', { name: 'Transfer', exact: true }).click();
      await page.getByText(`10.00 sent to ${SECOND_USER}.`).waitFor();
      const row = page.getByTestId('transfer-order');
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain('Sent');
      await screenshot(page, 'desktop-transfer-en-US');
      await dismissToasts(page);
      await expectAccessible(page, 'transfer');
      const member = JSON.parse(await stack.admin('member', SECOND_USER)) as {
        balances: { coinName: string; assetsAvailable: string }[];
      };
      expect(member.balances.find((balance) => balance.coinName === 'CASH_POINT')?.assetsAvailable).toMatch(/^10(\.0*)?$/);
    });

    await step('shows the new screens on a phone', async () => {
      const [ctx, p] = await newPage(PHONE);
      const overflow = () => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      try {
        await p.goto(`${stack.baseUrl}/#/login`);
        await signIn(p, NEW_PASSWORD);
        await p.getByTestId('bottom-tabs').getByRole('link', { name: 'Account' }).click();
        await waitForHash(p, '/user-info');
        await p.getByTestId('withdrawals-paused').first().waitFor();
        await screenshot(p, 'phone-user-info-en-US');
        await expectAccessible(p, 'phone user info');
        expect(await overflow(), 'user info').toBe(0);
        await p.goto(`${stack.baseUrl}/#/convert`);
        await p.getByTestId('convert-order').first().waitFor();
        // A card per convert on a phone, not an eight-column table scrolling inside its card.
        expect(await p.getByTestId('convert-orders').evaluate((list) => list.tagName)).toBe('UL');
        await screenshot(p, 'phone-convert-en-US');
        await expectAccessible(p, 'phone convert');
        expect(await overflow(), 'convert').toBe(0);
        await p.goto(`${stack.baseUrl}/#/cash/transfer`);
        await p.getByTestId('transfer-order').first().waitFor();
        await screenshot(p, 'phone-transfer-en-US');
        await expectAccessible(p, 'phone transfer');
        expect(await overflow(), 'transfer').toBe(0);
      } finally {
        await ctx.close();
      }
    });
  });
});
