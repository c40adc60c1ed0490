// The security centre in Debian's Chromium through the real stack, at 1280 px in English and on a
// 360 px phone in Chinese: the member reaches /setting/security from /setting, sees this device
// among their sessions and the sign-in history with a failed attempt, ends the other sessions,
// then freezes the account and the frozen banner shows; on the phone, the new-device notice's
// link freezes the other member's account from its public page. Each screen is checked with axe,
// photographed, and never scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, expectAccessible, newPage, registerThroughApi, signIn, tokenThroughApi, waitForHash } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'secure_member';
const PHONE_MEMBER = 'secure_phone';
const PASSWORD = 'secure-Password1';
const PHONE_360 = { width: 360, height: 740 };

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const apiLogin = (userName: string, password: string) =>
  callGraphql<{ login: { token: string } }>(stack, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', { input: { userName, password } });

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
  await registerThroughApi(stack, PHONE_MEMBER, PASSWORD);
});

afterAll(async () => {
  await stack?.close();
});

describe('security centre journey: sessions, history and freeze', () => {
  it('the member walks it in order', { timeout: storyTimeout(3) }, async () => {
    await step('sessions and sign-in history at 1280 px in English; the other sessions are ended', async () => {
      // A failed attempt and another device's session, before this browser signs in.
      await apiLogin(MEMBER, 'not-the-password-1').catch(() => undefined);
      await apiLogin(MEMBER, PASSWORD);
      [context, page] = await newPage(browser, DESKTOP, 'en-US');
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      await page.goto(`${stack.baseUrl}/#/setting`);
      await page.getByRole('link', { name: 'Open security settings' }).click();
      await waitForHash(page, '/setting/security');
      const sessions = page.getByTestId('session');
      await expect.poll(() => sessions.count()).toBeGreaterThanOrEqual(3);
      expect(await sessions.first().getAttribute('data-current')).toBe('true');
      expect(await sessions.first().textContent()).toContain('Linux');
      await expect.poll(() => page.locator('[data-testid="sign-in"][data-outcome="WRONG_PASSWORD"]').count()).toBe(1);
      await page.getByRole('button', { name: 'End all other sessions' }).click();
      await expect.poll(() => sessions.count()).toBe(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'security centre, desktop');
      await screenshot(page, 'desktop-security-centre-en-US');
    });

    await step('the member freezes the account; the banner says so', async () => {
      await page.getByRole('button', { name: 'Freeze my account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Freeze', exact: true }).click();
      await page.getByTestId('freeze-state').waitFor();
      await page.getByTestId('frozen-banner').waitFor();
      await page.goto(`${stack.baseUrl}/#/index`);
      await page.getByTestId('frozen-banner').waitFor();
      await screenshot(page, 'desktop-frozen-banner-en-US');
      await context.close();
    });

    await step('the security centre on a 360 px phone in Chinese', async () => {
      [context, page] = await newPage(browser, PHONE_360);
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, PHONE_MEMBER, PASSWORD);
      await page.evaluate(() => sessionStorage.setItem('portal.language', 'zh-CN'));
      await page.goto(`${stack.baseUrl}/#/setting/security`);
      // A hash change keeps the document: reload so the stored language is read.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
      await page.getByRole('heading', { name: '登录会话' }).waitFor();
      await page.getByTestId('session').first().waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'security centre, phone');
      await screenshot(page, 'phone-360-security-centre-zh-CN');
    });

    await step('the new-device notice\'s link freezes the account from the phone, in Chinese', async () => {
      // This browser is a device the member had not used (they registered through the API), so
      // the inbox holds the notice with its freeze link; its page is public, outside the shell.
      await page.goto(`${stack.baseUrl}/#/notifications`);
      const notice = page.getByTestId('notification').filter({ hasText: '新设备登录' });
      await notice.first().click();
      await waitForHash(page, '/freeze');
      await page.getByRole('heading', { name: '冻结您的账户' }).waitFor();
      await page.getByRole('button', { name: '冻结我的账户' }).click();
      await page.getByTestId('freeze-link-done').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'freeze link, phone');
      await screenshot(page, 'phone-360-freeze-link-zh-CN');
      const token = await tokenThroughApi(stack, PHONE_MEMBER, PASSWORD);
      const { accountFreeze } = await callGraphql<{ accountFreeze: { frozen: boolean; source: string } }>(stack, 'query { accountFreeze { frozen source } }', {}, token);
      expect(accountFreeze).toEqual({ frozen: true, source: 'EMAIL_LINK' });
      await context.close();
    });
  });
});
