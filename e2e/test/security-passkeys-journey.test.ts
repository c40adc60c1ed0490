// Passkeys in Debian's Chromium through the real stack, with Chromium's virtual authenticator
// (CDP `WebAuthn`, a platform authenticator with user verification) standing in for a
// fingerprint: the member adds a passkey from /setting/security with the transaction password,
// signs out, signs in with the passkey alone (no name, no password), and finds it used; a password
// sign-in then asks for the passkey as its second step, and a transfer is confirmed with the
// passkey in place of an authenticator code (its only factor). WebAuthn needs the page's host to be the
// relying party's id, and an IP address cannot be one: the stack serves the app at
// http://localhost:<port>, and the platform is told so (PUBLIC_WEB_URL) before it starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { dismissToasts, expectAccessible, newPage, registerThroughApi, showAs, signIn, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { freePort, startStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'passkey_member';
const PASSWORD = 'passkey-Password1';
const FRIEND = 'passkey_friend';
const PHONE_360 = { width: 360, height: 740 };

let stack: Stack;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let webUrl: string;

beforeAll(async () => {
  const port = await freePort();
  webUrl = `http://localhost:${port}`;
  stack = await startStack({ platformEnv: { PUBLIC_WEB_URL: webUrl }, gatewayPort: port });
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
  await registerThroughApi(stack, FRIEND, PASSWORD);
  await stack.admin('adjust', MEMBER, 'CASH_POINT', 'in', '100');
});

afterAll(async () => {
  await context?.close();
  await stack?.close();
});

describe('security centre journey: passkeys', () => {
  it('the member walks it in order', { timeout: storyTimeout(5) }, async () => {
    await step('at 1280 px in English: add a passkey from the settings with the transaction password', async () => {
      [context, page] = await newPage(browser, DESKTOP);
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      await page.goto(`${webUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      await page.goto(`${webUrl}/#/setting/security`);
      await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
      const adding = page.getByTestId('passkey-add');
      await page.getByTestId('passkeys-none').waitFor();
      await adding.getByLabel('Passkey name').fill('This browser');
      await adding.getByLabel('Transaction password').fill(TRANSACTION_PASSWORD);
      await adding.getByRole('button', { name: 'Add a passkey' }).click();
      const list = page.getByTestId('passkeys-list');
      await list.getByText('This browser').waitFor();
      expect(await list.textContent()).toContain('not used yet');
      await expectAccessible(page, 'passkeys section');
      await screenshot(page, 'desktop-security-passkeys-en-US');
    });

    await step('signs out, then signs in with the passkey alone: no name, no password', async () => {
      await page.getByTestId('account-button').click();
      await page.getByTestId('logout').click();
      await waitForHash(page, '/login');
      await dismissToasts(page);
      await expectAccessible(page, 'sign-in with the passkey button');
      await screenshot(page, 'desktop-sign-in-passkey-en-US');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await waitForHash(page, '/index');
      await page.goto(`${webUrl}/#/setting/security`);
      await expect.poll(() => page.getByTestId('passkeys-list').textContent()).toContain('last used');
    });

    await step('a password sign-in now asks for the passkey as its second step', async () => {
      await page.getByTestId('account-button').click();
      await page.getByTestId('logout').click();
      await waitForHash(page, '/login');
      await page.locator('#field-userName').fill(MEMBER);
      await page.locator('#field-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByTestId('passkey-factor-step').waitFor();
      // No authenticator app: no code field.
      expect(await page.getByTestId('factor-step').count()).toBe(0);
      await expectAccessible(page, 'sign-in passkey step');
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await waitForHash(page, '/index');
    });

    await step('a transfer is confirmed with the passkey: no code field, one touch after the transaction password', async () => {
      await page.goto(`${webUrl}/#/transfer`);
      const form = page.getByTestId('transfer-form');
      await form.locator('#field-toUser').fill(FRIEND);
      await form.locator('#field-amount').fill('10');
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      const review = page.getByTestId('transfer-confirm');
      await expect.poll(() => review.getByTestId('review-receive').textContent()).toContain('10.00');
      expect(await review.locator('#field-totpCode').count()).toBe(0);
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await expectAccessible(page, 'transfer review with the passkey confirmation');
      await review.getByRole('button', { name: 'Confirm with passkey' }).click();
      await page.getByText(`10.00 sent to ${FRIEND}.`).waitFor();
    });

    await step('at 360 px in Chinese: the review says the passkey is what confirms, and it does', async () => {
      await dismissToasts(page);
      await showAs(page, PHONE_360, 'zh-CN');
      await page.goto(`${webUrl}/#/transfer`);
      const form = page.getByTestId('transfer-form');
      await form.locator('#field-toUser').fill(FRIEND);
      await form.locator('#field-amount').fill('10');
      await form.getByRole('button', { name: '核对', exact: true }).click();
      const review = page.getByTestId('transfer-confirm');
      await expect.poll(() => review.getByTestId('review-receive').textContent()).toContain('10.00');
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await review.getByText('此操作需要通行密钥').waitFor();
      // The button and its help fit the phone's width: nothing runs past the dialog.
      const [dialogBox, buttonBox] = await Promise.all([review.boundingBox(), review.getByRole('button', { name: '使用通行密钥确认' }).boundingBox()]);
      expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
      await screenshot(page, 'phone-360-transfer-passkey-zh-CN');
      await review.getByRole('button', { name: '使用通行密钥确认' }).click();
      await page.getByText(`已向 ${FRIEND} 转出 10.00。`).waitFor();
      await dismissToasts(page);
      // The history is cards on a phone: both transfers read whole, nothing wider than the screen.
      const cards = page.getByTestId('transfer-order');
      await expect.poll(() => cards.count()).toBe(2);
      expect(await cards.first().textContent()).toContain(FRIEND);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect((await cards.first().boundingBox())!.height).toBeLessThan(240);
      await screenshot(page, 'phone-360-transfer-zh-CN');
    });
  });
});
