// The deposit screens through the real stack in Debian's Chromium: the on-chain address with
// its QR code, copy button and loss warning; an on-chain report (a malformed hash stopped in
// the form, a used one refused by the server, a rejection shown with its reason); a bank
// deposit with the rate, the amount to pay and a receipt picture sent as a GraphQL multipart
// request, approved by the operator and credited live; the mobile (H5) page at 390 and 360 px,
// Chinese and the dark theme, with axe on every screen; with full motion (dialogs fade, toasts
// slide), where the other journeys' members ask for reduced motion.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { TEST_DEPOSIT_ADDRESS } from '@portal/platform/testing';
import { fakeJpeg, pixelsOf, png } from '@portal/platform/testing/pictures';
import { DESKTOP, PHONE, animationsSettled, sharedBrowser, screenshot, showColorScheme } from '../src/browser.ts';
import { dismissToasts, expectAccessible, newPage, registerThroughApi, showAs, signIn, waitForHash } from '../src/member.ts';
import { POLL_INTERVAL_MS, startStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const USER = 'e2e_dora';
const PASSWORD = 'deposit-Password1';
const PHONE_360 = { width: 360, height: 740 };
const LIVE_TIMEOUT = POLL_INTERVAL_MS * 3 + 2000;

const CHANNEL = { name: 'USD wire', bank: 'First Test Bank', holder: 'Portal Ltd', number: '100-2000-3000', rate: '1.05' };
const GOOD_HASH = `0x${'ab12'.repeat(16)}`;

/** A small RGB picture that looks like a receipt: a white slip with grey lines. */
function receiptPng(width = 96, height = 128): Buffer {
  return png(width, height, (x, y) => {
    const line = y > 12 && y % 12 < 3 && x > 10 && x < width - 10 - (y % 36);
    const shade = line ? 120 : 250;
    return [shade, shade, shade];
  });
}

// --- the journey ------------------------------------------------------------------------

interface OperatorDeposit {
  id: string;
  type: 'CHAIN' | 'BANK';
  userName: string;
  status: string;
}

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const toast = (target: Page, text: string) => target.locator('#notistack-snackbar').filter({ hasText: text }).first();
// The tab indicator slides and the ripple fades: screenshots show the settled screen, once
// neither runs any more (CSS transitions and animations, as the browser reports them).
const settle = (target: Page) => animationsSettled(target);

async function pendingDeposit(type: OperatorDeposit['type']): Promise<OperatorDeposit> {
  const list = JSON.parse(await stack.admin('deposits', '--pending')) as OperatorDeposit[];
  const found = list.find((order) => order.type === type && order.userName === USER);
  expect(found, `a pending ${type} deposit of ${USER}`).toBeDefined();
  return found!;
}

beforeAll(async () => {
  // On PGlite in its data directory, as a fresh install keeps its data: the first money a member
  // puts in goes through the embedded database the README's start command runs.
  stack = await startStack({ freshInstall: true });
  browser = await sharedBrowser();
  await registerThroughApi(stack, USER, PASSWORD);
  // With the motion most members see: dialogs fade, toasts slide, buttons ripple.
  [context, page] = await newPage(browser, DESKTOP, undefined, { motion: 'full' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
  await page.goto(`${stack.baseUrl}/#/login`);
  await signIn(page, USER, PASSWORD);
});

afterAll(async () => {
  await stack?.close();
});

describe('deposit journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(7) }, async () => {
    await step('shows where to send USDT: the address, its QR code, a copy button and the warnings', async () => {
      await stack.admin('bank', 'add', CHANNEL.name, CHANNEL.bank, CHANNEL.holder, CHANNEL.number, '--rate', CHANNEL.rate);
      await page.getByTestId('side-nav').getByRole('link', { name: 'Deposit', exact: true }).click();
      await waitForHash(page, '/recharge');
      await page.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
      expect(await page.getByRole('tab', { name: 'On-chain (USDT)' }).getAttribute('aria-selected')).toBe('true');

      expect(await page.getByTestId('deposit-address').textContent()).toBe(TEST_DEPOSIT_ADDRESS);
      expect(await page.getByTestId('deposit-network').textContent()).toBe('BEP20 (BNB Smart Chain)');
      expect(await page.getByTestId('deposit-coin').textContent()).toBe('USDT');
      const qr = page.getByRole('img', { name: `QR code of the deposit address ${TEST_DEPOSIT_ADDRESS}` });
      await qr.waitFor();
      expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
      const warning = page.getByTestId('deposit-warning');
      expect(await warning.textContent()).toContain('Send only USDT on BEP20 (BNB Smart Chain) to this address.');
      expect(await page.getByTestId('deposit-min-warning').textContent()).toContain(
        'The minimum deposit is 50.00 USDT: a smaller amount is not credited and cannot be recovered.',
      );

      await page.getByTestId('copy-address').click();
      await toast(page, 'Address copied.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TEST_DEPOSIT_ADDRESS);
      // A toast need not be waited out: its own button closes it.
      await page.locator('.notistack-MuiContent').filter({ hasText: 'Address copied.' }).getByRole('button', { name: 'Dismiss' }).click();
      await toast(page, 'Address copied.').waitFor({ state: 'detached' });
      await screenshot(page, 'desktop-deposit-chain-en-US');
      await expectAccessible(page, 'deposit (on chain)');
    });

    await step('reports an on-chain deposit: a malformed hash is stopped, a good one is sent once, a used one is refused', async () => {
      const form = page.getByTestId('chain-form');
      const records = page.getByTestId('deposit-records-CHAIN');
      await records.getByText('No deposits yet.').waitFor();

      await form.locator('#field-amount').fill('10');
      await form.locator('#field-hash').fill('0x1234');
      await form.locator('#field-paymentReference').fill('TX-0001');
      await form.getByRole('button', { name: 'Submit deposit' }).click();
      await form.getByText('Enter the 64-character transaction hash (0x optional)').waitFor();
      await form.getByText('The amount is below the minimum').waitFor();

      await form.locator('#field-amount').fill('120.5');
      await form.locator('#field-hash').fill(GOOD_HASH);
      // A double click makes one order (one requestId per intended deposit, the button busy meanwhile).
      await form.getByRole('button', { name: 'Submit deposit' }).dblclick();
      await toast(page, 'Deposit submitted, waiting for review.').waitFor();
      const row = records.getByTestId('deposit-record');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.first().getByTestId('deposit-status').textContent()).toBe('Pending review');
      expect(await row.first().textContent()).toContain('120.50');
      expect(await row.first().textContent()).toContain(GOOD_HASH);
      expect(await form.locator('#field-amount').inputValue()).toBe('');

      // The same transaction again: the platform refuses it, in its own words, as a toast.
      await form.locator('#field-amount').fill('120.5');
      await form.locator('#field-hash').fill(GOOD_HASH.toUpperCase().replace('0X', ''));
      await form.locator('#field-paymentReference').fill('TX-0002');
      await form.getByRole('button', { name: 'Submit deposit' }).click();
      await toast(page, 'This transaction hash has already been submitted').waitFor();
      expect(await row.count()).toBe(1);
      await dismissToasts(page);

      // The operator rejects it: the record says so, with the reason.
      const order = await pendingDeposit('CHAIN');
      await stack.admin('deposit', 'reject', order.id, 'No', 'such', 'transfer', 'on', 'chain');
      await page.reload();
      await records.getByTestId('deposit-status').filter({ hasText: 'Rejected' }).waitFor();
      expect(await records.getByTestId('deposit-reason').textContent()).toBe('No such transfer on chain');
      await screenshot(page, 'desktop-deposit-chain-records-en-US');
    });

    await step('takes a bank deposit with a receipt picture; the operator approves it and the balance rises live', async () => {
      await page.getByRole('tab', { name: 'Bank transfer' }).click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/recharge?tab=bank');
      // The tab is in the URL: a reload stays on it.
      await page.reload();
      await page.getByTestId('bank-form').waitFor();
      expect(await page.getByRole('tab', { name: 'Bank transfer' }).getAttribute('aria-selected')).toBe('true');

      const form = page.getByTestId('bank-form');
      await form.locator('#field-channelId').click();
      await page.getByRole('option', { name: `${CHANNEL.name} (USD)` }).click();
      const details = form.getByTestId('channel-details');
      expect(await details.textContent()).toContain(CHANNEL.bank);
      expect(await details.textContent()).toContain(CHANNEL.holder);
      expect(await details.textContent()).toContain(CHANNEL.number);
      await form.getByRole('button', { name: 'Copy account number' }).click();
      await toast(page, 'Account number copied.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CHANNEL.number);

      await form.locator('#field-amount').fill('200');
      await expect.poll(() => form.getByTestId('bank-pay-amount').textContent()).toBe('210.00 USD');
      expect(await form.getByTestId('channel-rate').textContent()).toBe('1 Cash = 1.05 USD');
      // What the amount typed buys: Cash, named beside what is paid in the channel's currency.
      expect(await form.getByTestId('bank-receive-amount').textContent()).toBe('200.00 Cash');
      expect(await form.locator('#field-amount-label').textContent()).toMatch(/^Amount to receive \(Cash\)/);

      // Not a picture: refused in the form before anything is sent.
      const input = form.getByTestId('receipt-input');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await form.getByText('The receipt must be a PNG, JPEG or WebP picture').waitFor();
      expect(await form.getByTestId('receipt-preview').count()).toBe(0);
      await form.getByRole('button', { name: 'Submit deposit' }).click();
      expect(await page.getByTestId('deposit-records-BANK').getByTestId('deposit-record').count()).toBe(0);

      // Signed like a JPEG but no picture: the form cannot tell, the platform decodes it and refuses it.
      await input.setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: fakeJpeg() });
      await form.getByRole('button', { name: 'Submit deposit' }).click();
      await toast(page, 'The receipt must be a PNG, JPEG or WebP picture').waitFor();
      await dismissToasts(page);
      expect(await page.getByTestId('deposit-records-BANK').getByTestId('deposit-record').count()).toBe(0);
      expect((JSON.parse(await stack.admin('deposits', '--pending')) as OperatorDeposit[]).filter((order) => order.type === 'BANK')).toEqual([]);

      const picture = receiptPng();
      await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: picture });
      await form.getByRole('img', { name: 'Preview of receipt.png' }).waitFor();
      await expect.poll(() => form.getByTestId('receipt-preview').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(96);
      expect(await form.getByTestId('receipt-name').textContent()).toContain('receipt.png');
      expect(await form.getByText('The receipt must be a PNG, JPEG or WebP picture').count()).toBe(0);
      await dismissToasts(page);
      await screenshot(page, 'desktop-deposit-bank-en-US');
      await expectAccessible(page, 'deposit (bank)');

      // The receipt goes as a GraphQL multipart request; everything else stays JSON.
      const graphqlTypes: string[] = [];
      const track = (request: Request) => {
        if (request.url().endsWith('/graphql') && request.method() === 'POST') graphqlTypes.push(request.headers()['content-type'] ?? '');
      };
      page.on('request', track);
      await form.getByRole('button', { name: 'Submit deposit' }).click();
      await toast(page, 'Deposit submitted, waiting for review.').waitFor();
      const records = page.getByTestId('deposit-records-BANK');
      const row = records.getByTestId('deposit-record').first();
      await row.waitFor();
      expect(await row.getByTestId('deposit-status').textContent()).toBe('Pending review');
      expect(await row.textContent()).toContain('210.00 USD');
      expect(await row.textContent()).toContain(CHANNEL.name);
      expect(await form.getByTestId('receipt-name').textContent()).toBe('No picture chosen');
      page.off('request', track);
      // The mutation and the list refetched after it.
      expect(graphqlTypes.filter((type) => type.startsWith('multipart/form-data; boundary='))).toHaveLength(1);
      expect(graphqlTypes.filter((type) => type.startsWith('application/json')).length).toBeGreaterThan(0);

      // The operator sees the picture (its pixels, re-encoded by the platform), approves it, and the Cash balance rises on the dashboard.
      const order = await pendingDeposit('BANK');
      const saved = `${stack.dataDir}/receipt-check.png`;
      await stack.admin('deposit', 'receipt', order.id, saved);
      expect(await pixelsOf(readFileSync(saved))).toEqual(await pixelsOf(picture));
      await stack.admin('deposit', 'approve', order.id);

      await page.getByTestId('side-nav').getByRole('link', { name: 'Dashboard', exact: true }).click();
      await waitForHash(page, '/index');
      const cash = page.getByTestId('balance-CASH_POINT').getByTestId('available');
      await expect.poll(() => cash.textContent(), { timeout: LIVE_TIMEOUT }).toBe('200.00');

      await page.goto(`${stack.baseUrl}/#/recharge?tab=bank`);
      await records.getByTestId('deposit-status').filter({ hasText: 'Approved' }).waitFor();
      await dismissToasts(page);
      await screenshot(page, 'desktop-deposit-bank-records-en-US');
      await expectAccessible(page, 'deposit (bank records)');
    });

    await step('reads well in the dark theme', async () => {
      await showColorScheme(page, 'dark');
      try {
        await page.goto(`${stack.baseUrl}/#/recharge?tab=bank`);
        await page.getByTestId('bank-form').waitFor();
        await page.getByTestId('deposit-records-BANK').getByTestId('deposit-record').first().waitFor();
        await screenshot(page, 'desktop-deposit-bank-dark-en-US');
        await expectAccessible(page, 'deposit (bank, dark)');
        await page.getByRole('tab', { name: 'On-chain (USDT)' }).click();
        await page.getByTestId('deposit-qr').waitFor();
        await settle(page);
        await screenshot(page, 'desktop-deposit-chain-dark-en-US');
        await expectAccessible(page, 'deposit (on chain, dark)');
      } finally {
        // Not waited for: a failed step's own error stays the one reported.
        await page.emulateMedia({ colorScheme: 'light' });
      }
    });

    for (const [label, viewport] of [
      ['phone', PHONE],
      ['phone-360', PHONE_360],
    ] as const) {
      await step(`fits the mobile (H5) page on a ${viewport.width} px phone`, async () => {
        const p = page;
        await showAs(p, viewport, 'en-US');
        await p.goto(`${stack.baseUrl}/#/assets/recharge-h5`);
        await p.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
        const back = p.getByRole('link', { name: 'Back to wallet' });
        expect(await back.getAttribute('href')).toBe('#/assets');
        await p.getByTestId('deposit-qr').waitFor();
        await p.getByTestId('deposit-records-CHAIN').getByTestId('deposit-record').first().waitFor();
        expect(await overflow(p), 'on chain').toBe(0);
        await screenshot(p, `${label}-deposit-chain-en-US`);
        await expectAccessible(p, `${label} deposit (on chain)`);

        await p.getByRole('tab', { name: 'Bank transfer' }).click();
        await p.getByTestId('bank-form').waitFor();
        await p.getByTestId('bank-form').locator('#field-amount').fill('1234567.89');
        await expect.poll(() => p.getByTestId('bank-pay-amount').textContent()).toBe('1,296,296.2845 USD');
        await p.getByTestId('receipt-input').setInputFiles({ name: 'a-very-long-receipt-file-name-from-the-bank-app-2024-12-31.png', mimeType: 'image/png', buffer: receiptPng() });
        await p.getByTestId('receipt-preview').waitFor();
        await p.getByTestId('deposit-records-BANK').getByTestId('deposit-record').first().waitFor();
        expect(await overflow(p), 'bank').toBe(0);
        await settle(p);
        await screenshot(p, `${label}-deposit-bank-en-US`);
        await expectAccessible(p, `${label} deposit (bank)`);

        await back.click();
        await waitForHash(p, '/assets');
      });
    }

    await step('speaks Chinese', async () => {
      const p = page;
      await showAs(p, DESKTOP, 'zh-CN');
      await p.goto(`${stack.baseUrl}/#/recharge?tab=bank`);
      await p.getByRole('heading', { level: 1, name: '充值' }).waitFor();
      await p.getByRole('tab', { name: '银行转账' }).waitFor();
      const form = p.getByTestId('bank-form');
      await form.locator('#field-amount').fill('100');
      await expect.poll(() => form.getByTestId('bank-pay-amount').textContent()).toBe('105.00 USD');
      await form.getByTestId('receipt-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await form.getByText('凭证必须是 PNG、JPEG 或 WebP 图片').waitFor();
      await p.getByTestId('deposit-records-BANK').getByTestId('deposit-status').filter({ hasText: '已通过' }).waitFor();
      await screenshot(p, 'desktop-deposit-bank-zh-CN');
      await expectAccessible(p, 'deposit (bank, zh-CN)');
      await p.getByRole('tab', { name: '链上充值（USDT）' }).click();
      await p.getByTestId('deposit-min-warning').filter({ hasText: '最低充值金额为 50.00 USDT' }).waitFor();
      await p.getByTestId('deposit-records-CHAIN').getByTestId('deposit-status').filter({ hasText: '已拒绝' }).waitFor();
      await settle(p);
      await screenshot(p, 'desktop-deposit-chain-zh-CN');
      await expectAccessible(p, 'deposit (on chain, zh-CN)');

      const phone = page;
      await showAs(phone, PHONE_360, 'zh-CN');
      await phone.goto(`${phone.url().split('#')[0]}#/assets/recharge-h5?tab=bank`);
      await phone.getByTestId('bank-form').waitFor();
      await phone.getByTestId('deposit-records-BANK').getByTestId('deposit-record').first().waitFor();
      expect(await overflow(phone), 'zh-CN bank at 360 px').toBe(0);
      await screenshot(phone, 'phone-360-deposit-bank-zh-CN');
      await expectAccessible(phone, 'phone deposit (bank, zh-CN)');
    });
  });
});
