// The anti-phishing code in Debian's Chromium through the real stack, at 1280 px in English: the
// member finds no code set on /setting/security, sets one with the transaction password and sees
// it in full; the next email (a password-reset code, read from the operator outbox where it waits
// without SMTP) opens with it; the member then removes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, expectAccessible, newPage, registerThroughApi, signIn, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'phrase_member';
const PASSWORD = 'phrase-Password1';

let stack: Stack;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
});

afterAll(async () => {
  await context?.close();
  await stack?.close();
});

/** Asks for a password-reset code and answers the text of the mail it queued for the member. */
async function nextEmailText(): Promise<string> {
  const before = (await stack.operator<{ id: string; userName: string | null }[]>('outbox', { limit: 500 })).filter((m) => m.userName === MEMBER).length;
  await callGraphql(stack, 'mutation($input: SendPasswordResetCodeInput!) { sendPasswordResetCode(input: $input) }', { input: { userName: MEMBER } });
  const mine = (await stack.operator<{ userName: string | null; body: string }[]>('outbox', { limit: 500 })).filter((m) => m.userName === MEMBER);
  expect(mine.length).toBe(before + 1);
  return mine[0]!.body;
}

describe('security centre journey: the anti-phishing code', () => {
  it('the member walks it in order', { timeout: storyTimeout(3) }, async () => {
    const section = () => page.getByTestId('anti-phishing-section');

    await step('at 1280 px in English: no code yet; set one with the transaction password and see it in full', async () => {
      [context, page] = await newPage(browser, DESKTOP);
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      await page.goto(`${stack.baseUrl}/#/setting/security`);
      await waitForHash(page, '/setting/security');
      await expect.poll(() => page.getByTestId('anti-phishing-state').textContent()).toBe('No anti-phishing code is set: our emails say at the top how to set one.');
      await section().getByLabel('Anti-phishing code').fill('  Blue   Tiger 42 ');
      await section().getByLabel('Transaction password').fill(TRANSACTION_PASSWORD);
      await section().getByRole('button', { name: 'Set code' }).click();
      await expect.poll(() => page.getByTestId('anti-phishing-state').textContent()).toBe('Your anti-phishing code: Blue Tiger 42');
      await expectAccessible(page, 'anti-phishing code set');
      await screenshot(page, 'desktop-security-anti-phishing-en-US');
    });

    await step('the next email opens with the code', async () => {
      const text = await nextEmailText();
      expect(text.startsWith('Your anti-phishing code: \u2068Blue Tiger 42\u2069\n')).toBe(true);
      expect(text).toMatch(/Your verification code is \d{6}/);
    });

    await step('the member removes it', async () => {
      await section().getByLabel('Transaction password').fill(TRANSACTION_PASSWORD);
      await section().getByRole('button', { name: 'Remove code' }).click();
      await expect.poll(() => page.getByTestId('anti-phishing-state').textContent()).toBe('No anti-phishing code is set: our emails say at the top how to set one.');
    });
  });
});
