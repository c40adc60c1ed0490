// The security centre in Debian's Chromium through the real stack, at 1280 px in English and on
// a 360 px phone in Chinese: the member turns on an authenticator app from /setting/security
// (the QR code and the key, confirmed by a first code and the transaction password), is shown
// the ten recovery codes once, adds a wallet address with the transaction password and a fresh
// code, then signs in again in two steps with a recovery code; the count of codes left drops by one. An operator then resets the factors with the CLI. Each screen is checked with axe and photographed.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, expectAccessible, newPage, registerThroughApi, signIn, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'security_member';
const PASSWORD = 'security-Password1';
const PHONE_360 = { width: 360, height: 740 };
const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

let stack: Stack;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
});

afterAll(async () => {
  await context?.close();
  await stack?.close();
});

describe('security centre journey: second factors', () => {
  it('the member walks it in order', { timeout: storyTimeout(5) }, async () => {
    let recoveryCodes: string[] = [];
    let secret = '';

    await step('at 1280 px in English: turn on the authenticator app from the settings, by its key, and see the recovery codes once', async () => {
      [context, page] = await newPage(browser, DESKTOP);
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      await page.goto(`${stack.baseUrl}/#/setting`);
      await page.getByTestId('open-security').click();
      await waitForHash(page, '/setting/security');
      await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
      await page.getByTestId('totp-begin').click();
      secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await expect.poll(() => page.getByTestId('totp-enrolment').locator('svg').count()).toBeGreaterThan(0);
      await expectAccessible(page, 'authenticator enrolment');
      await screenshot(page, 'desktop-security-totp-enrolment-en-US');

      // The anti-phishing section asks for the transaction password too: fill this section's.
      const totpSection = page.getByTestId('totp-section');
      await totpSection.getByLabel('Authenticator code').fill(await generate({ secret }));
      await totpSection.getByLabel('Transaction password').fill(TRANSACTION_PASSWORD);
      await page.getByRole('button', { name: 'Confirm and turn on' }).click();
      const shown = page.getByTestId('recovery-codes').locator('li');
      await expect.poll(() => shown.count()).toBe(10);
      recoveryCodes = await shown.allTextContents();
      await screenshot(page, 'desktop-security-recovery-codes-en-US');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expect.poll(() => page.getByTestId('recovery-codes-left').textContent()).toBe('Recovery codes left: 10');
    });

    await step('with the factor on, a new wallet address asks on its review for the transaction password and a code; turning the factor on paused address changes for 24 hours, and the review says until when', async () => {
      await page.goto(`${stack.baseUrl}/#/user-info`);
      await page.getByRole('heading', { level: 1, name: 'Account info' }).waitFor();
      const form = page.getByTestId('address-form');
      await form.locator('#field-address').fill(ADDRESS);
      await form.locator('#field-label').fill('Factor wallet');
      await form.getByRole('button', { name: 'Add address' }).click();
      const review = page.getByRole('dialog', { name: 'Review the new address' });
      const code = review.getByLabel('Authenticator code');
      await code.waitFor();
      // Someone holding the session and the transaction password could enrol their own app and
      // move money at once: the factor turned on a moment ago keeps address changes closed.
      expect(await review.getByTestId('withdrawals-paused').textContent()).toMatch(/reopen at .+/);
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      // Without the code nothing is sent: the review says so beside the field.
      await review.getByRole('button', { name: 'Add address' }).click();
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page, 'address review with a code');
      await screenshot(page, 'desktop-address-review-code-en-US');
      // The enrolment took this time step's code; a code is taken once, so the app's next one
      // (accepted one step either side of now) is the fresh code the member would wait for.
      await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
      await review.getByRole('button', { name: 'Add address' }).click();
      // The platform refuses it in its own words, with the time; nothing is added.
      await page.locator('.notistack-MuiContent').filter({ hasText: 'of your account was changed recently' }).waitFor();
      expect(await page.getByTestId('address').count()).toBe(0);
    });

    await step('signing in again asks for the code; a recovery code lets the member in', async () => {
      await context?.close();
      [context, page] = await newPage(browser, DESKTOP);
      await page.goto(`${stack.baseUrl}/#/login`);
      await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
      await page.locator('#field-userName').fill(MEMBER);
      await page.locator('#field-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByTestId('factor-step').waitFor();
      await expectAccessible(page, 'sign-in code step');
      await screenshot(page, 'desktop-sign-in-code-en-US');
      await page.locator('#field-totpCode').fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await waitForHash(page, '/index');
    });

    await step('on a 360 px phone in Chinese: the security page shows one recovery code fewer', async () => {
      await context?.close();
      [context, page] = await newPage(browser, PHONE_360, 'zh-CN');
      await page.goto(`${stack.baseUrl}/#/login`);
      await page.locator('#field-userName').fill(MEMBER);
      await page.locator('#field-password').fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await page.getByTestId('factor-step').waitFor();
      await page.locator('#field-totpCode').fill(recoveryCodes[1] ?? '');
      await page.locator('[data-testid="factor-step"] button[type="submit"]').click();
      await waitForHash(page, '/index');
      await page.goto(`${stack.baseUrl}/#/setting/security`);
      await expect.poll(() => page.getByTestId('recovery-codes-left').textContent()).toBe('剩余恢复码：8 个');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'security, phone');
      await screenshot(page, 'phone-360-security-zh-CN');
    });

    await step('an operator resets the factors after an identity check (`pnpm admin reset-factors`): recorded, and the password alone signs in', async () => {
      const reset = JSON.parse(await stack.admin('reset-factors', MEMBER, '--operator', 'support-7', '--reason', 'identity checked by video call')) as { hadTotp: boolean };
      expect(reset.hadTotp).toBe(true);
      const answer = await callGraphql<{ signIn: { session: { token: string } | null } }>(
        stack,
        'mutation SignIn($input: LoginInput!) { signIn(input: $input) { session { token } } }',
        { input: { userName: MEMBER, password: PASSWORD } },
      );
      expect(answer.signIn.session?.token).toBeTruthy();
    });
  });
});
