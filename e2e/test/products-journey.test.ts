// Insurance and entrust in Debian's Chromium through the real stack: a member deposits and the
// operator approves it (Cash), converts Cash into Insurance, buys an insurance package after a
// review step (state chip, unlock countdown, earnings statement, the auto-add projection), pays
// the premium (six insured orders); a day passes on the journey's clock (the platform's and the
// browser's, src/clock.ts) and the operator runs the daily profit, which shows on the dashboard,
// the records and the package's statement; the member files a claim on order 1 with a
// screenshot, the operator approves it and the payout appears with the claim's timeline; auto
// add is switched on for all packages after a review, and the next day's profit joins the
// principal. Entrust, insure and PIN-code screens; every new screen checked with axe and
// photographed at 1280 and 360 px in en-US and zh-CN.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, animationsSettled, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, dismissToasts, expectAccessible, newPage, registerThroughApi, showAs, signIn, tokenThroughApi, waitForHash } from '../src/member.ts';
import { DAY_MS, gmt8DayStart, JourneyClock } from '../src/clock.ts';
import { png } from '@portal/platform/testing/pictures';
import { POLL_INTERVAL_MS, startStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const USER = 'pk_alice';
const PASSWORD = 'first-Password1';
const NARROW = { width: 360, height: 780 };

/**
 * The journey's clock, the platform's and the browser's: it starts two GMT+8 days back, an hour
 * before that day's end (so what the member buys starts "the day before yesterday"); each
 * `nextDay()` moves it one day on, the second to the real time. It never runs ahead of the real
 * time: the gateway keeps the real one.
 */
const clock = new JourneyClock(gmt8DayStart(Date.now()) - DAY_MS - 3_600_000);
const nextDay = () => clock.advance(DAY_MS);

let stack: Stack;
let browser: Browser;
let page: Page;

const toast = (target: Page) => target.locator('#notistack-snackbar');
const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** The review dialog, once it has finished fading in. */
const dialogShown = (target: Page) =>
  target.waitForFunction(() => {
    const container = document.querySelector('[data-testid="confirm-dialog"] .MuiDialog-container');
    return container !== null && getComputedStyle(container).opacity === '1';
  });

async function memberToken(): Promise<string> {
  return tokenThroughApi(stack, USER, PASSWORD);
}

/** A plan of the catalogue by its exact name ("Insurance 100", not "Insurance 1000"). */
const planNamed = (target: Page, name: string) => target.getByTestId('plan').filter({ has: target.getByRole('heading', { name, exact: true }) });

/** Follows the side menu's entry for `path` (the history group has an "Entrust" entry too, so by its link). */
async function openFromMenu(target: Page, name: string, path: string): Promise<void> {
  const link = target.getByTestId('side-nav').locator(`a[href="#${path}"]`);
  expect(await link.first().textContent()).toContain(name);
  await link.first().click();
  await waitForHash(target, path);
}

/**
 * Signs in afresh and opens `path`. After the clock has moved a day the session has ended (on
 * the platform, and for the app's idle guard), but the app ends it only at its next call or idle
 * check: clearing it first leaves no race between the screen and the redirect to /login.
 */
async function reloadSignedIn(target: Page, path: string): Promise<void> {
  await target.goto(`${stack.baseUrl}/#/login`);
  await target.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await target.reload();
  await signIn(target, USER, PASSWORD);
  await target.goto(`${stack.baseUrl}/#${path}`);
  await waitForHash(target, path);
}

beforeAll(async () => {
  stack = await startStack({
    clock,
    platformEnv: { ACCRUAL_SCHEDULER: 'false', SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_HOURS: '48' },
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

// Each step waits on the operator CLI and the browser; on a busy machine a step can take minutes.
describe('insurance and entrust journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(13) }, async () => {
    await step('deposits on chain; the operator approves and Cash is credited', async () => {
      const token = await memberToken();
      await callGraphql(
        stack,
        'mutation Deposit($input: DepositUsdtInput!) { depositUsdt(input: $input) { id } }',
        { input: { amount: '200', hash: `0x${randomBytes(32).toString('hex')}`, receiptNumber: 'R-PRODUCTS-1', requestId: 'products-deposit-1' } },
        token,
      );
      const pending = JSON.parse(await stack.admin('deposits', '--pending')) as { id: string }[];
      expect(pending).toHaveLength(1);
      await stack.admin('deposit', 'approve', pending[0]!.id);
      await page.goto(`${stack.baseUrl}/#/login`);
      // The browser is on the journey's clock, two days behind the real time.
      expect(Math.abs((await page.evaluate(() => Date.now())) - clock.now().getTime())).toBeLessThan(5_000);
      await signIn(page, USER, PASSWORD);
      await expect.poll(() => page.getByTestId('balance-CASH_POINT').getByTestId('available').textContent(), { timeout: POLL_INTERVAL_MS * 3 + 1000 }).not.toBe('0.00');
    });

    await step('converts Cash into Insurance', async () => {
      await page.goto(`${stack.baseUrl}/#/cash/convert`);
      const form = page.getByTestId('convert-form');
      await form.locator('#field-toCoin').click();
      await page.getByRole('option', { name: 'Insurance', exact: true }).click();
      await form.locator('#field-amount').fill('150');
      await expect.poll(() => form.getByTestId('convert-receive').textContent()).toContain('150.00');
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      await page.getByTestId('convert-confirm').getByRole('button', { name: 'Convert', exact: true }).click();
      await toast(page).getByText('The convert is done.').waitFor();
      await dismissToasts(page);
    });

    await step('buys an insurance package after a review step; it is locked, counting down, with its statement', async () => {
      await openFromMenu(page, 'Insurance package', '/insurance');
      await page.getByRole('heading', { level: 1, name: 'Insurance packages' }).waitFor();
      await expect.poll(() => page.getByTestId('insurance-balance').textContent()).toContain('150.00');
      await page.getByText('You hold no package yet.').waitFor();
      await screenshot(page, 'desktop-insurance-empty-en-US');
      await expectAccessible(page, 'insurance, nothing held');

      const plan = planNamed(page, 'Insurance 100');
      await plan.getByTestId('buy-plan').click();
      await dialogShown(page);
      const dialog = page.getByTestId('confirm-dialog');
      expect(await dialog.getByTestId('confirm-price').textContent()).toBe('100.00 Insurance');
      await expectAccessible(page, 'insurance, buy review');
      await dialog.getByTestId('confirm-button').click();
      await toast(page).getByText('Insurance 100 bought.').waitFor();

      const card = page.getByTestId('package').first();
      expect(await card.getByTestId('package-state').textContent()).toBe('Locked');
      expect(await card.getByTestId('unlock-countdown').textContent()).toMatch(/^Unlocks in \d+ d \d\d:\d\d:\d\d$/);
      expect(await card.getByTestId('statement-accrued').textContent()).toBe('0.00');
      expect(await page.getByTestId('insurance-balance').textContent()).toContain('50.00');
      expect(await plan.textContent()).toContain('1 / 3');
      // Compact at 1280 px: each figure's value starts close after its term, not across the card.
      const gaps = await card.locator('dl').first().evaluate((list) =>
        [...list.querySelectorAll('dt')].map((term) => {
          const words = document.createRange();
          words.selectNodeContents(term);
          return Math.round(term.nextElementSibling!.getBoundingClientRect().left - words.getBoundingClientRect().right);
        }),
      );
      expect(gaps.length).toBeGreaterThan(2);
      expect(Math.max(...gaps), `gaps ${gaps.join(', ')}`).toBeLessThan(240);

      // Before auto add changes, the projection with and without compounding.
      await card.getByTestId('auto-add-switch').click();
      await dialogShown(page);
      const projection = page.getByTestId('projection');
      // The platform counts the days left from its day, the day of the purchase: all 30 contract
      // days, 0.50 a day, or compounded 100 × (1.005^30 − 1) (a day later, 29: the next step).
      expect(await projection.getByTestId('projection-simple').textContent()).toBe('15.00');
      expect(await projection.getByTestId('projection-compound').textContent()).toBe('16.14000813');
      await dismissToasts(page);
      await expectAccessible(page, 'insurance, auto add projection');
      await screenshot(page, 'desktop-insurance-projection-en-US');
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
      // An upgrade's review offers the larger plans at the price the platform quotes: 500 − 100.
      await card.getByRole('button', { name: 'Upgrade', exact: true }).click();
      const upgrade = page.getByRole('dialog', { name: 'Upgrade Insurance 100' });
      await upgrade.getByTestId('upgrade-cost').waitFor();
      expect(await upgrade.getByTestId('upgrade-cost').textContent()).toBe('400.00 Insurance');
      expect(await upgrade.getByRole('combobox').textContent()).toBe('Insurance 500');
      await upgrade.getByRole('button', { name: 'Cancel', exact: true }).click();
      await upgrade.waitFor({ state: 'detached' });
      // The redeem waits for the unlock.
      expect(await card.getByTestId('redeem-button').isDisabled()).toBe(true);
      await screenshot(page, 'desktop-insurance-en-US');
      await expectAccessible(page, 'insurance');
    });

    await step('pays the premium after a review; the package is insured for its next six orders', async () => {
      await openFromMenu(page, 'Premium', '/insurance/premium');
      const cover = page.getByTestId('cover');
      expect(await cover.getByTestId('insured-chip').textContent()).toBe('Not insured');
      await cover.getByTestId('pay-premium').click();
      await dialogShown(page);
      await page.getByTestId('confirm-dialog').getByTestId('confirm-button').click();
      await toast(page).getByText('Premium paid: the next six trade orders are insured.').waitFor();
      await expect.poll(() => cover.getByTestId('insured-chip').textContent()).toBe('Insured');
      expect(await cover.getByTestId('premium-rounds').textContent()).toBe('1 / 2');
      expect(await cover.getByTestId('insured-order').count()).toBe(6);
      // The second premium waits for this round's profits.
      expect(await cover.getByTestId('pay-premium').isDisabled()).toBe(true);
      await cover.getByTestId('premium-refusal').waitFor();
      await page.getByTestId('premium-row').first().waitFor();
      await dismissToasts(page);
      await screenshot(page, 'desktop-premium-en-US');
      await expectAccessible(page, 'premium');
    });

    await step('a day later the operator runs the daily profit; it shows on the dashboard, the records and the statement', async () => {
      await nextDay();
      const days = await stack.operator<{ day: string; accrued: number }[]>('accrual/run', {});
      expect(days.at(-1)?.accrued).toBe(1);
      await reloadSignedIn(page, '/index');
      await expect.poll(() => page.getByTestId('balance-BONUS_POINT').getByTestId('available').textContent(), { timeout: POLL_INTERVAL_MS * 3 + 1000 }).toBe('0.50');
      // The dashboard leads with the total and its change, and charts the day's profit (in USDT).
      expect(await page.getByTestId('wallet-total-change').textContent()).toMatch(/^[+−]?[\d,.]+\sUSDT since /);
      const earnings = page.getByTestId('earnings');
      await expect.poll(() => earnings.getByTestId('earnings-summary').textContent()).toMatch(/daily profit 0\.50\d* USDT, bonuses 0\.00\d* USDT\.$/);
      await earnings.getByTestId('earnings-chart').locator('svg').first().waitFor();
      await page.goto(`${stack.baseUrl}/#/bonus/records`);
      await page.getByTestId('record').first().waitFor();
      expect(await page.getByTestId('record').first().textContent()).toContain('0.50');
      await page.goto(`${stack.baseUrl}/#/insurance`);
      const card = page.getByTestId('package').first();
      await expect.poll(() => card.getByTestId('statement-accrued').textContent()).toBe('0.50');
      // The term as a bar: a day of 30 gone, the next 0.50 tomorrow.
      expect(await card.getByRole('progressbar', { name: 'Contract progress' }).getAttribute('aria-valuetext')).toBe('Day 1 of 30');
      expect(await card.getByTestId('contract-progress-next').textContent()).toMatch(/^Next credit: 0\.50 Bonus, /);
      expect(await card.getByTestId('statement-credited').textContent()).toBe('0.50');
      expect(await card.getByTestId('statement-compounded').textContent()).toBe('0.00');
      // The browser's day has moved with the platform's: 29 days left, 0.50 a day, or compounded
      // 100 × (1.005^29 − 1).
      await card.getByTestId('auto-add-switch').click();
      await dialogShown(page);
      const projection = page.getByTestId('projection');
      expect(await projection.getByTestId('projection-simple').textContent()).toBe('14.50');
      expect(await projection.getByTestId('projection-compound').textContent()).toBe('15.56219715');
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
      // The insurance records list the purchase and the premium.
      await page.goto(`${stack.baseUrl}/#/insurance/records`);
      await page.getByTestId('record').first().waitFor();
      expect(await page.getByTestId('record').count()).toBeGreaterThanOrEqual(3);
      // The combined history (/records) lists every credit's records, each with its credit, and
      // narrows to one credit from the filter.
      await page.goto(`${stack.baseUrl}/#/records`);
      await page.getByRole('heading', { name: 'History of all credits' }).waitFor();
      await page.getByTestId('record').first().waitFor();
      const credits = await page.getByTestId('record').locator('td:nth-child(2)').allTextContents();
      expect(credits).toContain('Bonus');
      expect(credits).toContain('Insurance');
      await expectAccessible(page, 'combined history');
      await page.locator('#filter-credit').click();
      await page.getByRole('option', { name: 'Bonus' }).click();
      await expect.poll(async () => new Set(await page.getByTestId('record').locator('td:nth-child(2)').allTextContents())).toEqual(new Set(['Bonus']));
      expect(page.url()).toContain('coin=BONUS_POINT');
      await screenshot(page, 'desktop-records-en-US');
    });

    await step('files a claim on order 1 with a screenshot, after a review', async () => {
      await openFromMenu(page, 'Claim', '/claim-insurance');
      await page.getByTestId('claim-order-1').waitFor();
      expect(await page.getByTestId('claim-order-2').locator('input').isDisabled()).toBe(true);
      await page.getByTestId('claim-submit').click();
      await page.getByText('Please attach a screenshot of the trade.').waitFor();
      await page.getByTestId('claim-order-1').click();
      await page.getByTestId('screenshot-input').setInputFiles({ name: 'trade.png', mimeType: 'image/png', buffer: png() });
      await page.getByTestId('screenshot-preview').waitFor();
      await screenshot(page, 'desktop-claim-form-en-US');
      await expectAccessible(page, 'claim form');
      await page.getByTestId('claim-submit').click();
      await dialogShown(page);
      await page.getByTestId('confirm-dialog').getByTestId('confirm-button').click();
      await toast(page).getByText('Claim for order 1 filed.').waitFor();
      const claim = page.getByTestId('claim').first();
      await expect.poll(() => claim.getByTestId('claim-status').textContent()).toBe('Pending review');
      expect(await page.getByTestId('claim-order-1').textContent()).toContain('Pending review');
    });

    await step('the operator approves the claim; the payout and the timeline appear', async () => {
      const pending = await stack.operator<{ list: { id: string; tradeOrder: number }[] }>('claims/list', { status: 'PENDING_REVIEW' });
      expect(pending.list.map((c) => c.tradeOrder)).toEqual([1]);
      await stack.operator('claims/review', { id: pending.list[0]!.id, note: 'Checking the trade' });
      await stack.operator('claims/approve', { id: pending.list[0]!.id });
      await reloadSignedIn(page, '/claim-insurance');
      const claim = page.getByTestId('claim').first();
      await expect.poll(() => claim.getByTestId('claim-status').textContent()).toBe('Approved');
      expect(await claim.getByTestId('claim-payout').textContent()).toBe('10.00 Bonus');
      expect(await claim.locator('.MuiStepLabel-label').allTextContents()).toEqual(['Submitted', 'Under review', 'Approved', 'Paid out']);
      await dismissToasts(page);
      await screenshot(page, 'desktop-claim-en-US');
      await expectAccessible(page, 'claims');
      await openFromMenu(page, 'Dashboard', '/index');
      await expect.poll(() => page.getByTestId('balance-BONUS_POINT').getByTestId('available').textContent(), { timeout: POLL_INTERVAL_MS * 3 + 1000 }).toBe('10.50');
    });

    await step('turns auto add on for all insurance packages after a review; the package card follows', async () => {
      await openFromMenu(page, 'Insurance', '/insurance');
      const setting = page.getByTestId('auto-add-setting');
      const card = page.getByTestId('package').first();
      await expect.poll(() => setting.getByRole('switch').isChecked()).toBe(false);
      expect(await card.getByTestId('auto-add-switch').getByRole('switch').isChecked()).toBe(false);
      await setting.getByTestId('auto-add-setting-switch').click();
      await dialogShown(page);
      expect(await page.getByTestId('confirm-dialog').textContent()).toContain('Daily profit of your 1 held insurance package(s) and of packages bought later will be added to the principal');
      await page.getByTestId('confirm-dialog').getByTestId('confirm-button').click();
      await toast(page).getByText('Auto add is on for all packages (switched: 1).').waitFor();
      await expect.poll(() => card.getByTestId('auto-add-switch').getByRole('switch').isChecked()).toBe(true);
      expect(await setting.getByRole('switch').isChecked()).toBe(true);
      await dismissToasts(page);
      await screenshot(page, 'desktop-insurance-auto-add-all-en-US');
      await expectAccessible(page, 'insurance, auto add for all packages');
    });

    await step('the next day the profit joins the principal: the statement splits credited from compounded', async () => {
      await nextDay();
      const days = await stack.operator<{ day: string; accrued: number }[]>('accrual/run', {});
      expect(days.at(-1)?.accrued).toBe(1);
      await reloadSignedIn(page, '/insurance');
      const card = page.getByTestId('package').first();
      await expect.poll(() => card.getByTestId('statement-accrued').textContent()).toBe('1.00');
      expect(await card.getByTestId('statement-credited').textContent()).toBe('0.50');
      expect(await card.getByTestId('statement-compounded').textContent()).toBe('0.50');
      await dismissToasts(page);
      await screenshot(page, 'desktop-insurance-compounded-en-US');
      // Nothing new reached the Bonus balance: the payout and the first day's profit only.
      await openFromMenu(page, 'Dashboard', '/index');
      await expect.poll(() => page.getByTestId('balance-BONUS_POINT').getByTestId('available').textContent(), { timeout: POLL_INTERVAL_MS * 3 + 1000 }).toBe('10.50');
    });

    await step('entrust: buys a package; its redeem window counts down; insure and PIN-code screens', async () => {
      await stack.admin('adjust', USER, 'ASSETS_POINT', 'in', '100');
      await openFromMenu(page, 'Entrust', '/custody');
      await page.getByRole('heading', { level: 1, name: 'Entrust packages' }).waitFor();
      await planNamed(page, 'Entrust 100').getByTestId('buy-plan').click();
      await dialogShown(page);
      await page.getByTestId('confirm-dialog').getByTestId('confirm-button').click();
      await toast(page).getByText('Entrust 100 bought.').waitFor();
      const card = page.getByTestId('package').first();
      expect(await card.getByTestId('package-state').textContent()).toBe('Active');
      expect(await card.getByTestId('window-countdown').textContent()).toMatch(/^Redeem window opens in \d+ d /);
      expect(await card.getByTestId('redeem-button').isDisabled()).toBe(true);
      await dismissToasts(page);
      await screenshot(page, 'desktop-entrust-en-US');
      await expectAccessible(page, 'entrust');
      for (const path of ['/package', '/assets/custody']) {
        await page.goto(`${stack.baseUrl}/#${path}`);
        await page.getByRole('heading', { level: 1, name: 'Entrust packages' }).waitFor();
      }
      await page.goto(`${stack.baseUrl}/#/insurance/insure`);
      await page.getByTestId('insure-line').first().getByText('Insured', { exact: true }).waitFor();
      await expectAccessible(page, 'insure');
      await page.goto(`${stack.baseUrl}/#/insurance/code`);
      // The member's PIN code area is off: the screen says so instead of offering codes.
      await page.getByRole('heading', { level: 1, name: 'Insurance by PIN code' }).waitFor();
      await page.getByTestId('pin-area-closed').waitFor();
      expect(await page.getByTestId('pin-plan').count()).toBe(0);
      await expectAccessible(page, 'insurance code');
    });

    await step('every new screen at 1280 and 360 px in en-US and zh-CN, without sideways scrolling on a phone', async () => {
      // Each screen's own heading, by language: the screen before stays until this one's code has come.
      const screens = [
        ['/insurance', 'insurance', { 'en-US': 'Insurance packages', 'zh-CN': '保险套餐' }],
        ['/insurance/premium', 'premium', { 'en-US': 'Premium', 'zh-CN': '保费' }],
        ['/claim-insurance', 'claim', { 'en-US': 'Claims', 'zh-CN': '理赔' }],
        ['/custody', 'entrust', { 'en-US': 'Entrust packages', 'zh-CN': '托管套餐' }],
      ] as const;
      for (const locale of ['en-US', 'zh-CN'] as const) {
        for (const [viewport, label] of [
          [DESKTOP, 'desktop'],
          [NARROW, 'phone360'],
        ] as const) {
          const p = page;
          await showAs(p, viewport, locale);
          // The dashboard: its chart and the total's change, within 360 px too.
          await p.goto(`${stack.baseUrl}/#/index`);
          await p.getByTestId('earnings-chart').locator('svg').first().waitFor();
          await p.getByTestId('wallet-total-change').waitFor();
          await animationsSettled(p);
          if (label === 'phone360') expect(await overflow(p), `${locale} /index`).toBe(0);
          await screenshot(p, `${label}-dashboard-${locale}`);
          await expectAccessible(p, `${label} ${locale} /index`);
          for (const [path, name, heading] of screens) {
            await p.goto(`${stack.baseUrl}/#${path}`);
            // This screen, loaded: its heading, no section still loading, nothing still moving in.
            await p.getByRole('heading', { level: 1, name: heading[locale], exact: true }).waitFor();
            // (A loading bar has no value; a package's term bar has one and stays.)
            await p.locator('[role="progressbar"]:not([aria-valuenow])').first().waitFor({ state: 'detached' });
            if (path === '/insurance' || path === '/custody') await p.getByTestId('contract-progress').first().waitFor();
            await animationsSettled(p);
            if (label === 'phone360') expect(await overflow(p), `${locale} ${path}`).toBe(0);
            await screenshot(p, `${label}-${name}-${locale}`);
            await expectAccessible(p, `${label} ${locale} ${path}`);
          }
        }
      }
    });
  });
});
