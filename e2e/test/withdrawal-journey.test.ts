// A member withdraws through the real stack in Debian's Chromium: asked to bind an address
// first, binds one on /user-info (no cooling in this stack), sees the fee, the net, the day's
// quota with its reset in local time and the T+1 review day, is refused with a wrong transaction
// password, withdraws once (the amount frozen, the quota used), the operator approves and pays,
// the member reports the payout as not received. Then the H5 page on phones, in two languages.
// The platform and every browser context run on one journey clock (src/clock.ts), set at 12:00
// GMT+8: the day's quota and the review day never straddle a GMT+8 midnight, however long the
// run and whenever it starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, sharedBrowser, screenshot, showColorScheme } from '../src/browser.ts';
import { DAY_MS, GMT8_MS, gmt8NoonAtOrBefore, JourneyClock } from '../src/clock.ts';
import { callGraphql, dismissToasts, expectAccessible, hashPath, newPage, registerThroughApi, showAs, signIn, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { startStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const USER = 'wd_alice';
const PHONE_USER = 'wd_bob';
const PASSWORD = 'first-Password1';
// A plain Tron wallet (not a token contract).
const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const PAYOUT_HASH = `0x${'ab12'.repeat(16)}`;
const FEE = '2';

/** The platform's and the browsers' time: from the latest 12:00 GMT+8, at the real rate. */
const clock = new JourneyClock(gmt8NoonAtOrBefore(Date.now()));

let stack: Stack;
let browser: Browser;
let page: Page;

/**
 * The next 00:00 GMT+8 (the quota's reset) and the GMT+8 day after today (the T+1 review day),
 * at `now` on the journey's clock: the platform's now, not the wall clock's.
 */
function businessClock(now: number) {
  const todayStart = Math.floor((now + GMT8_MS) / DAY_MS) * DAY_MS;
  return { resetsAt: new Date(todayStart + DAY_MS - GMT8_MS).toISOString(), reviewDay: new Date(todayStart + DAY_MS) };
}

/** The reset instant and the review day as the app words them in the browser's zone and en-US. */
async function expectedTexts(target: Page) {
  const { resetsAt, reviewDay } = businessClock(clock.now().getTime());
  return target.evaluate(
    ([iso, day]) => ({
      reset: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
      review: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day)),
    }),
    [resetsAt, reviewDay.toISOString()] as const,
  );
}

const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const toast = (target: Page) => target.locator('#notistack-snackbar');
/** A dialog that has finished fading in (what members read, and what axe should judge). */
const dialogShown = (target: Page, testId: string) =>
  target.waitForFunction((id) => {
    const container = document.querySelector(`[data-testid="${id}"] .MuiDialog-container`);
    return container !== null && getComputedStyle(container).opacity === '1';
  }, testId);

async function operatorWithdrawals(pending: boolean): Promise<{ id: string; status: string; userName: string }[]> {
  return JSON.parse(await stack.admin('withdrawals', ...(pending ? ['--pending'] : []))) as { id: string; status: string; userName: string }[];
}

async function memberToken(userName: string): Promise<string> {
  const { login } = await callGraphql<{ login: { token: string } }>(
    stack,
    'mutation Login($input: LoginInput!) { login(input: $input) { token } }',
    { input: { userName, password: PASSWORD } },
  );
  return login.token;
}

beforeAll(async () => {
  stack = await startStack({
    clock,
    platformEnv: { ADDRESS_COOLING_HOURS: '0', WITHDRAWAL_FEE: FEE, WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '10000' },
  });
  browser = await sharedBrowser();
  await registerThroughApi(stack, USER, PASSWORD);
  const [context, desktop] = await newPage(browser, DESKTOP);
  await clock.follow(context);
  page = desktop;
});

afterAll(async () => {
  await stack?.close();
});

describe('withdrawal journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(13) }, async () => {
    await step('asks a member without a wallet address to bind one first', async () => {
      await page.goto(`${stack.baseUrl}/#/login`);
      // The browser is on the journey's clock.
      expect(Math.abs((await page.evaluate(() => Date.now())) - clock.now().getTime())).toBeLessThan(5_000);
      await signIn(page, USER, PASSWORD);
      await stack.admin('adjust', USER, 'WITHDRAWAL_POINT', 'in', '500');
      await page.getByTestId('side-nav').getByRole('link', { name: 'Withdrawal', exact: true }).click();
      await waitForHash(page, '/withdraw');
      await page.getByRole('heading', { level: 1, name: 'Withdrawal' }).waitFor();
      await page.getByTestId('withdrawal-bind-prompt').getByText('Please bind a wallet address first.').waitFor();
      expect(await page.getByTestId('withdrawal-approval-note').textContent()).toContain('T+1, GMT+8');
      await page.getByTestId('withdrawals-empty').waitFor();
      await screenshot(page, 'desktop-withdraw-bind-en-US');
      await expectAccessible(page, 'withdraw, no address');

      // The bank tab has its own prompt and its own list; the tab is kept in the URL.
      await page.getByRole('tab', { name: 'Bank' }).click();
      await page.getByTestId('withdrawal-bind-prompt').getByText('Please add a bank account first.').waitFor();
      expect(await page.evaluate(() => window.location.hash)).toBe('#/withdraw?tab=bank');
      await page.getByRole('heading', { level: 2, name: 'Bank withdrawals' }).waitFor();
      await page.reload();
      await page.getByRole('tab', { name: 'Bank', selected: true }).waitFor();
      await page.getByRole('tab', { name: 'On-chain' }).click();
      await page.getByTestId('withdrawal-bind-prompt').getByText('Please bind a wallet address first.').waitFor();
    });

    await step('binds a TRC20 address on /user-info, usable at once in this stack', async () => {
      await page.getByTestId('withdrawal-bind-prompt').getByRole('link', { name: 'Go to account info' }).click();
      await waitForHash(page, '/user-info');
      const form = page.getByTestId('address-form');
      await form.locator('#field-address').fill(ADDRESS);
      await form.locator('#field-label').fill('Main wallet');
      await form.getByRole('button', { name: 'Add address' }).click();
      const review = page.getByRole('dialog', { name: 'Review the new address' });
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await review.getByRole('button', { name: 'Add address' }).click();
      await page.getByTestId('address').getByTestId('address-usable').waitFor();
    });

    await step('previews the fee, the net, the day’s quota, its reset in local time and the review day', async () => {
      await page.getByTestId('side-nav').getByRole('link', { name: 'Withdrawal', exact: true }).click();
      await waitForHash(page, '/withdraw');
      const form = page.getByTestId('withdrawal-form');
      // The only (usable) address is chosen, shown with its network and label.
      const radio = form.getByRole('radio', { name: new RegExp(ADDRESS) });
      await expect.poll(() => radio.isChecked()).toBe(true);
      expect(await form.getByTestId('withdrawal-destination').textContent()).toContain('TRC20 · Main wallet');
      await expect.poll(() => form.getByTestId('withdrawal-available').textContent()).toBe('500.00');
      // The fee comes with the quote, an answer of its own that can arrive after the balance.
      await expect.poll(() => form.getByTestId('withdrawal-fee').textContent()).toBe('2.00 per withdrawal');
      await expect.poll(() => form.getByTestId('withdrawal-limits').textContent()).toBe('Minimum 10.00 · maximum 10,000.00');

      // The terms and the balance are checked before anything is sent.
      const amount = form.getByTestId('withdrawal-amount');
      await amount.fill('5');
      await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await form.getByText('The amount is below the minimum').waitFor();
      await amount.fill('600');
      await form.getByText('The amount is more than your available balance').waitFor();
      await form.getByRole('button', { name: 'Max', exact: true }).click();
      expect(await amount.inputValue()).toBe('500');
      await expect.poll(() => form.getByTestId('withdrawal-receive').textContent()).toBe('498.00');

      await amount.fill('100');
      await expect.poll(() => form.getByTestId('withdrawal-fee').textContent()).toBe('2.00');
      await expect.poll(() => form.getByTestId('withdrawal-receive').textContent()).toBe('98.00');
      expect(await form.getByTestId('withdrawal-quota').textContent()).toBe('Available today (1 withdrawal per day)');
      const expected = await expectedTexts(page);
      expect(await form.getByTestId('withdrawal-quota-reset').textContent()).toMatch(
        new RegExp(`^${expected.reset.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} GMT[+-−]?[\\d:]* your time \\(00:00 GMT\\+8\\)$`),
      );
      expect(await form.getByTestId('withdrawal-approval-date').textContent()).toBe(`${expected.review} (T+1, GMT+8)`);
      await dismissToasts(page);
      await screenshot(page, 'desktop-withdraw-en-US');
      await expectAccessible(page, 'withdraw form');
    });

    await step('refuses a wrong transaction password: the localized error, nothing created', async () => {
      const form = page.getByTestId('withdrawal-form');
      await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const dialog = page.getByTestId('withdrawal-confirm');
      await dialog.getByRole('heading', { name: 'Confirm the withdrawal' }).waitFor();
      expect(await dialog.getByTestId('confirm-destination').textContent()).toContain(ADDRESS);
      expect(await dialog.getByTestId('confirm-amount').textContent()).toBe('100.00');
      await expect.poll(() => dialog.getByTestId('confirm-fee').textContent()).toBe('2.00');
      expect(await dialog.getByTestId('confirm-receive').textContent()).toBe('98.00');
      const { review } = await expectedTexts(page);
      expect(await dialog.getByTestId('confirm-approval-date').textContent()).toBe(`${review} (T+1, GMT+8)`);
      await dialogShown(page, 'withdrawal-confirm');
      await screenshot(page, 'desktop-withdraw-confirm-en-US');
      await expectAccessible(page, 'withdraw confirmation');

      // Nothing is sent without the password.
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await dialog.getByText('This field is required').waitFor();
      await dialog.locator('#field-transactionPassword').fill('wrong-password');
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await toast(page).filter({ hasText: 'The transaction password is wrong' }).waitFor();
      await dialog.getByText('The transaction password is wrong').waitFor();
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      expect(await operatorWithdrawals(false)).toEqual([]);
      await page.getByTestId('withdrawals-empty').waitFor();
      expect(await form.getByTestId('withdrawal-available').textContent()).toBe('500.00');
      expect(await form.getByTestId('withdrawal-frozen').textContent()).toBe('0.00');
    });

    await step('withdraws once on a double click: pending review, the amount frozen, the quota used', async () => {
      const form = page.getByTestId('withdrawal-form');
      await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const dialog = page.getByTestId('withdrawal-confirm');
      await expect.poll(() => dialog.getByTestId('confirm-fee').textContent()).toBe('2.00');
      await dialog.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).dblclick();
      const { review } = await expectedTexts(page);
      await toast(page).filter({ hasText: `Withdrawal of 100.00 requested. It will be reviewed on ${review}.` }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await form.getByTestId('withdrawal-amount').inputValue()).toBe('');

      const row = page.getByTestId('withdrawal');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.getByTestId('withdrawal-status').textContent()).toBe('Pending review');
      expect(await row.getByTestId('withdrawal-review-date').textContent()).toBe(`Review on ${review}`);
      expect(await row.textContent()).toContain(ADDRESS);
      expect(await operatorWithdrawals(false)).toHaveLength(1);

      await expect.poll(() => form.getByTestId('withdrawal-available').textContent()).toBe('400.00');
      expect(await form.getByTestId('withdrawal-frozen').textContent()).toBe('100.00');
      await expect.poll(() => form.getByTestId('withdrawal-quota').textContent()).toBe("Today's withdrawal is used");
      expect(await page.getByTestId('withdrawal-quota-used').textContent()).toMatch(/The next one is possible from .+ your time \(00:00 GMT\+8\)\.$/);
      expect(await form.getByTestId('withdrawal-submit').isDisabled()).toBe(true);
      await dismissToasts(page);
      await screenshot(page, 'desktop-withdraw-pending-en-US');
      await expectAccessible(page, 'withdraw, quota used');
    });

    await step('refuses a second withdrawal the same day on the server too', async () => {
      const token = await memberToken(USER);
      const { withdrawalAddresses } = await callGraphql<{ withdrawalAddresses: { id: string }[] }>(stack, '{ withdrawalAddresses { id } }', {}, token);
      const response = await fetch(`${stack.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en-US', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation W($input: WithdrawChainInput!) { withdrawChain(input: $input) { id } }',
          variables: { input: { addressId: withdrawalAddresses[0]!.id, amount: '20', transactionPassword: TRANSACTION_PASSWORD, requestId: crypto.randomUUID() } },
        }),
      });
      const body = (await response.json()) as { errors?: { extensions?: { reason?: string } }[] };
      expect(body.errors?.[0]?.extensions?.reason).toBe('WITHDRAWAL_DAILY_LIMIT');
      expect(await operatorWithdrawals(false)).toHaveLength(1);
    });

    await step('shows the frozen amount on the dashboard', async () => {
      await page.getByTestId('side-nav').getByRole('link', { name: 'Dashboard', exact: true }).click();
      await waitForHash(page, '/index');
      const card = page.getByTestId('balance-WITHDRAWAL_POINT');
      await expect.poll(() => card.getByTestId('available').textContent()).toBe('400.00');
      expect(await card.getByTestId('frozen').textContent()).toBe('100.00');
    });

    await step('explains the frozen amount: the withdrawal under review holds all of it, on the dashboard and the wallet', async () => {
      const [order] = await operatorWithdrawals(true);
      const expectHoldsOf = async (opener: ReturnType<Page['getByTestId']>) => {
        await opener.click();
        const dialog = page.getByTestId('holds-dialog');
        await dialog.getByRole('heading', { name: 'Withdrawable: frozen' }).waitFor();
        const item = dialog.getByTestId('hold-WITHDRAWAL_REVIEW');
        await item.waitFor();
        expect(await dialog.getByTestId('holds-list').locator('li[data-testid^="hold-"]').count()).toBe(1);
        expect(await item.getByTestId('hold-kind').textContent()).toBe('Withdrawal under review');
        expect(await item.getByTestId('hold-amount').textContent()).toBe('100.00');
        expect(await item.getByTestId('hold-until').textContent()).toBe('Until: No date (until released)');
        expect(await item.getByTestId('hold-reference').textContent()).toBe(order!.id);
        expect(await item.getByTestId('hold-link').getAttribute('href')).toBe('#/withdraw');
        expect(await dialog.getByTestId('holds-total').textContent()).toBe('100.00');
        await dialogShown(page, 'holds-dialog');
        return { dialog, item };
      };

      const { dialog } = await expectHoldsOf(page.getByTestId('balance-WITHDRAWAL_POINT').getByTestId('frozen'));
      await screenshot(page, 'desktop-holds-dashboard-en-US');
      await expectAccessible(page, 'held amounts on the dashboard');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${stack.baseUrl}/#/wallet`);
      await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
      const row = page.getByTestId('wallet-WITHDRAWAL_POINT');
      await expect.poll(() => row.getByTestId('frozen').textContent()).toBe('100.00');
      const { item } = await expectHoldsOf(row.getByTestId('frozen'));
      await screenshot(page, 'desktop-holds-wallet-en-US');
      // The link leads to the order.
      await item.getByTestId('hold-link').click();
      await waitForHash(page, '/withdraw');
      await page.getByTestId('holds-dialog').waitFor({ state: 'detached' });
      await page.getByTestId('withdrawal').first().waitFor();
    });

    await step('shows the payout once the operator approves and pays, and takes a "not received" report', async () => {
      const [order] = await operatorWithdrawals(true);
      expect(order).toMatchObject({ status: 'PENDING_REVIEW', userName: USER });
      await stack.admin('withdrawal', 'approve', order!.id);
      await stack.admin('withdrawal', 'pay', order!.id, '--hash', PAYOUT_HASH);

      await page.getByTestId('side-nav').getByRole('link', { name: 'Withdrawal', exact: true }).click();
      await waitForHash(page, '/withdraw');
      const row = page.getByTestId('withdrawal').first();
      await expect.poll(() => row.getByTestId('withdrawal-status').textContent()).toBe('Successful');
      expect(await row.getByTestId('withdrawal-fee-value').textContent()).toBe('2.00');
      expect(await row.getByTestId('withdrawal-actual').textContent()).toBe('98.00');
      expect(await row.getByTestId('withdrawal-hash').textContent()).toBe(`Payout hash: ${PAYOUT_HASH}`);
      expect(await row.getByTestId('withdrawal-review-date').count()).toBe(0);
      expect(await row.getByTestId('withdrawal-cancel').count()).toBe(0);
      await expect.poll(() => page.getByTestId('withdrawal-frozen').textContent()).toBe('0.00');
      expect(await page.getByTestId('withdrawal-available').textContent()).toBe('400.00');

      await row.getByTestId('withdrawal-report').click();
      const dialog = page.getByTestId('withdrawal-action-dialog');
      await dialog.getByRole('heading', { name: 'Payout not received?' }).waitFor();
      expect(await dialog.textContent()).toContain('an operator will investigate');
      expect(await dialog.textContent()).toContain(ADDRESS);
      await dialogShown(page, 'withdrawal-action-dialog');
      await expectAccessible(page, 'not received dialog');
      await dialog.getByRole('button', { name: 'Report', exact: true }).click();
      await toast(page).filter({ hasText: 'An operator will investigate this withdrawal.' }).waitFor();
      await expect.poll(() => row.getByTestId('withdrawal-status').textContent()).toBe('Not received');
      expect(await row.getByTestId('withdrawal-report').count()).toBe(0);
      const [reported] = await operatorWithdrawals(false);
      expect(reported?.status).toBe('NOT_RECEIVED');
      await dismissToasts(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'desktop-withdraw-records-en-US');
      await expectAccessible(page, 'withdraw records');
    });

    await step('offers a cancel (after a confirmation) while an order waits for review', async () => {
      await registerThroughApi(stack, PHONE_USER, PASSWORD);
      await stack.admin('adjust', PHONE_USER, 'WITHDRAWAL_POINT', 'in', '300');
      const token = await memberToken(PHONE_USER);
      await callGraphql(stack, 'mutation A($input: AddWithdrawalAddressInput!) { addWithdrawalAddress(input: $input) { id } }', {
        input: { type: 'TRC20', address: ADDRESS, label: 'Phone wallet', transactionPassword: TRANSACTION_PASSWORD },
      }, token);
      await callGraphql(stack, 'mutation B($input: BankAccountInput!) { addBankAccount(input: $input) { id } }', {
        input: { bankName: 'Bank Central Asia', accountName: 'Bob Santoso', accountNumber: '6222 0000 1234 5678' },
      }, token);

      const [ctx, p] = await newPage(browser, { width: 360, height: 740 });
      try {
        await clock.follow(ctx);
        await p.goto(`${stack.baseUrl}/#/login`);
        await signIn(p, PHONE_USER, PASSWORD);
        await p.goto(`${stack.baseUrl}/#/assets/withdraw-h5?tab=bank`);
        const form = p.getByTestId('withdrawal-form');
        await form.getByText('Bank Central Asia · Bob Santoso').waitFor();
        expect(await form.getByTestId('withdrawal-destination').textContent()).toContain('•••• 5678');
        expect(await form.getByTestId('withdrawal-destination').textContent()).not.toContain('6222');
        await expect.poll(() => form.getByTestId('withdrawal-available').textContent()).toBe('300.00');
        await form.getByTestId('withdrawal-amount').fill('50');
        await expect.poll(() => form.getByTestId('withdrawal-receive').textContent()).toBe('48.00');
        expect(await overflow(p), 'bank form at 360 px').toBe(0);
        await screenshot(p, 'phone-360-withdraw-h5-bank-en-US');
        await expectAccessible(p, 'H5 bank form at 360 px');

        await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
        const dialog = p.getByTestId('withdrawal-confirm');
        await expect.poll(() => dialog.getByTestId('confirm-fee').textContent()).toBe('2.00');
        expect(await dialog.getByTestId('confirm-destination').textContent()).toContain('•••• 5678');
        expect(await overflow(p), 'confirmation at 360 px').toBe(0);
        await dialogShown(p, 'withdrawal-confirm');
        await screenshot(p, 'phone-360-withdraw-confirm-en-US');
        await expectAccessible(p, 'confirmation at 360 px');
        await dialog.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
        await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });

        const card = p.getByTestId('withdrawal').first();
        await expect.poll(() => card.getByTestId('withdrawal-status').textContent()).toBe('Pending review');
        expect(await card.textContent()).toContain('Bank Central Asia');
        await expect.poll(() => form.getByTestId('withdrawal-frozen').textContent()).toBe('50.00');
        await card.getByTestId('withdrawal-cancel').click();
        const confirm = p.getByTestId('withdrawal-action-dialog');
        await confirm.getByRole('heading', { name: 'Cancel this withdrawal?' }).waitFor();
        expect(await confirm.textContent()).toContain('returns to your available balance');
        await confirm.getByRole('button', { name: 'Cancel withdrawal', exact: true }).click();
        await toast(p).filter({ hasText: 'The withdrawal has been cancelled; 50.00 is back in your balance.' }).waitFor();
        await expect.poll(() => card.getByTestId('withdrawal-status').textContent()).toBe('Cancelled');
        await expect.poll(() => form.getByTestId('withdrawal-available').textContent()).toBe('300.00');
        expect(await form.getByTestId('withdrawal-frozen').textContent()).toBe('0.00');
        // A cancelled withdrawal does not use the day's quota.
        await expect.poll(() => form.getByTestId('withdrawal-quota').textContent()).toBe('Available today (1 withdrawal per day)');
        expect(await overflow(p), 'bank records at 360 px').toBe(0);

        await p.getByRole('tab', { name: 'On-chain' }).click();
        await p.getByTestId('withdrawal-form').getByText('TRC20 · Phone wallet').waitFor();
        // The tab swaps the form and the list; nothing of the bank tab stays.
        expect(await p.getByTestId('withdrawal-form').count()).toBe(1);
        expect(await p.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['New on-chain withdrawal', 'On-chain withdrawals']);
        expect(await overflow(p), 'on-chain form at 360 px').toBe(0);
        await dismissToasts(p);
        await screenshot(p, 'phone-360-withdraw-h5-en-US');
        await expectAccessible(p, 'H5 on-chain form at 360 px');
      } finally {
        await ctx.close();
      }
    });

    await step('explains a frozen amount on a 360 px phone in Chinese: the withdrawal under review, full screen', async () => {
      const token = await memberToken(PHONE_USER);
      const { bankAccounts } = await callGraphql<{ bankAccounts: { id: string }[] }>(stack, '{ bankAccounts { id } }', {}, token);
      const { withdrawBank } = await callGraphql<{ withdrawBank: { id: string } }>(
        stack,
        'mutation W($input: WithdrawBankInput!) { withdrawBank(input: $input) { id } }',
        { input: { bankAccountId: bankAccounts[0]!.id, amount: '75.5', transactionPassword: TRANSACTION_PASSWORD, requestId: crypto.randomUUID() } },
        token,
      );
      const [ctx, p] = await newPage(browser, { width: 360, height: 740 });
      try {
        await clock.follow(ctx);
        await p.goto(`${stack.baseUrl}/#/login`);
        await signIn(p, PHONE_USER, PASSWORD);
        // Chinese chosen before the page loads (as a member's stored choice is), not from the
        // header's menu: at 360 px the header's buttons may still move while it is clicked.
        await p.evaluate(() => sessionStorage.setItem('portal.language', 'zh-CN'));
        await p.reload();
        await p.waitForFunction(() => document.documentElement.lang === 'zh-CN');
        const row = p.getByTestId('balances-compact').getByTestId('balance-WITHDRAWAL_POINT');
        await expect.poll(() => row.getByTestId('frozen').textContent()).toBe('75.50');
        await row.getByTestId('frozen').click();
        const dialog = p.getByTestId('holds-dialog');
        await dialog.getByRole('heading', { name: '冻结的可提现积分' }).waitFor();
        const item = dialog.getByTestId('hold-WITHDRAWAL_REVIEW');
        await item.waitFor();
        expect(await item.getByTestId('hold-kind').textContent()).toBe('提现审核中');
        expect(await item.getByTestId('hold-amount').textContent()).toBe('75.50');
        expect(await item.getByTestId('hold-until').textContent()).toBe('截止: 无固定日期（解除后返还）');
        expect(await item.getByTestId('hold-reference').textContent()).toBe(withdrawBank.id);
        expect(await dialog.getByTestId('holds-total').textContent()).toBe('75.50');
        // The row did not navigate: the list opened over the dashboard, the whole screen wide.
        expect(await hashPath(p)).toBe('/index');
        const box = await dialog.locator('.MuiDialog-paper').boundingBox();
        expect(box?.width).toBe(360);
        expect(await overflow(p), 'held amounts at 360 px').toBe(0);
        await dialogShown(p, 'holds-dialog');
        await screenshot(p, 'phone-360-holds-zh-CN');
        await expectAccessible(p, 'held amounts at 360 px');
        await item.getByTestId('hold-link').click();
        await waitForHash(p, '/withdraw');
      } finally {
        await ctx.close();
      }
    });

    await step('shows the H5 page on a 390 px phone with a way back to the wallet', async () => {
      const p = page;
      await showAs(p, PHONE, 'en-US');
      try {
        await p.goto(`${stack.baseUrl}/#/assets/withdraw-h5`);
        await p.getByRole('heading', { level: 1, name: 'Withdrawal' }).waitFor();
        expect(await p.getByTestId('withdrawal-back').getAttribute('href')).toBe('#/assets');
        const card = p.getByTestId('withdrawal').first();
        await expect.poll(() => card.getByTestId('withdrawal-status').textContent()).toBe('Not received');
        // One column: the records are cards, not a table.
        expect(await p.locator('table').count()).toBe(0);
        expect(await p.getByTestId('withdrawal-submit').isDisabled()).toBe(true);
        expect(await overflow(p), 'H5 page at 390 px').toBe(0);
        await screenshot(p, 'phone-withdraw-h5-en-US');
        await expectAccessible(p, 'H5 page at 390 px');
        // The dark theme (the system's choice until the member picks one) stays readable.
        await showColorScheme(p, 'dark');
        await screenshot(p, 'phone-withdraw-h5-dark-en-US');
        await expectAccessible(p, 'H5 page, dark theme');
        await p.getByTestId('withdrawal-back').click();
        await waitForHash(p, '/assets');
      } finally {
        // Not waited for: a failed step's own error stays the one reported.
        await p.emulateMedia({ colorScheme: 'light' });
      }
    });

    await step('reads naturally in Korean', async () => {
      const p = page;
      await showAs(p, PHONE, 'ko-KP');
      await p.goto(`${stack.baseUrl}/#/assets/withdraw-h5`);
      await p.getByRole('heading', { level: 1, name: '출금' }).waitFor();
      await p.getByRole('tab', { name: '온체인' }).waitFor();
      const card = p.getByTestId('withdrawal').first();
      await expect.poll(() => card.getByTestId('withdrawal-status').textContent()).toBe('미수령');
      await expect.poll(() => p.getByTestId('withdrawal-quota').textContent()).toBe('오늘 출금을 이미 사용했습니다');
      expect(await p.getByTestId('withdrawal-quota-reset').textContent()).toContain('(GMT+8 00:00)');
      expect(await p.getByTestId('withdrawal-approval-note').textContent()).toContain('T+1');
      expect(await overflow(p), 'H5 page in Korean').toBe(0);
      await screenshot(p, 'phone-withdraw-h5-ko-KP');
      await expectAccessible(p, 'H5 page in Korean');
    });
  });
});
