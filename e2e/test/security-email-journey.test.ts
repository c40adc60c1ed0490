// The member's email address in Debian's Chromium through the real stack, on a 360 px phone in
// Chinese: a member who registered without an address finds, on /setting/notifications, that the
// monthly statement needs one and follows the link to the security settings; adds an address with
// the transaction password; reads the code from the mail a real SMTP server received at that
// address; confirms it; and back on /setting/notifications turns the monthly statement on.
import { TestSmtpServer, type ReceivedMail } from '@portal/platform/testing/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedBrowser, screenshot } from '../src/browser.ts';
import { expectAccessible, newPage, registerThroughApi, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { startStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'email_change_member';
const PASSWORD = 'email-Password1';
const EMAIL = 'email.change@example.com';
const PHONE_360 = { width: 360, height: 740 };

const smtp = new TestSmtpServer();
let stack: Stack;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const codeMails = (): ReceivedMail[] => smtp.received.filter((mail) => mail.to === EMAIL && mail.subject === '您的邮箱验证码');

beforeAll(async () => {
  await smtp.start();
  // A stack of its own: the code goes out by email, so the platform needs a mail server.
  stack = await startStack({ platformEnv: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <no-reply@portal.test>', NOTIFICATION_DISPATCH_INTERVAL_MS: '50' } });
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
});

afterAll(async () => {
  await context?.close();
  await stack?.close();
  await smtp.stop();
});

describe('email address journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(3) }, async () => {
    const section = () => page.getByTestId('email-section');

    await step('on a 360 px phone in Chinese: the monthly statement needs an address, and its link leads to the email section', async () => {
      [context, page] = await newPage(browser, PHONE_360, 'zh-CN');
      await page.goto(`${stack.baseUrl}/#/login`);
      await page.locator('#field-userName').fill(MEMBER);
      await page.locator('#field-password').fill(PASSWORD);
      await page.locator('#field-password').press('Enter');
      await waitForHash(page, '/index');
      await page.goto(`${stack.baseUrl}/#/setting/notifications`);
      await page.getByTestId('monthly-statement').getByRole('heading', { name: '月结单' }).waitFor();
      expect(await page.getByTestId('monthly-statement-address').textContent()).toBe('您尚未登记邮箱地址：请在安全设置中添加邮箱以接收月结单。');
      expect(await page.getByTestId('monthly-statement-switch').locator('input').isDisabled()).toBe(true);
      await page.getByTestId('monthly-statement-add-email').click();
      await waitForHash(page, '/setting/security');
      expect(new URL(page.url()).hash).toBe('#/setting/security?section=email');
      await section().getByRole('heading', { name: '邮箱地址' }).waitFor();
      expect(await page.getByTestId('email-state').textContent()).toBe('尚未登记邮箱地址。');
    });

    await step('adds the address with the transaction password, reads the code from the mail, and confirms it', async () => {
      await section().getByRole('textbox', { name: '邮箱地址' }).fill(EMAIL);
      await section().getByLabel('交易密码').fill(TRANSACTION_PASSWORD);
      await section().getByRole('button', { name: '发送验证码' }).click();
      await page.getByTestId('email-code-sent').waitFor();
      expect(await page.getByTestId('email-code-sent').textContent()).toContain(`我们已向 ${EMAIL} 发送 6 位验证码`);
      await expect.poll(() => codeMails().length, { timeout: 30_000 }).toBe(1);
      const mail = codeMails()[0]!;
      expect(mail.language).toBe('zh-CN');
      const code = /验证码是 (\d{6})/.exec(mail.text)?.[1];
      expect(code, mail.text).toBeDefined();
      await section().getByRole('textbox', { name: '邮件中的验证码' }).fill(code!);
      await section().getByRole('button', { name: '确认邮箱' }).click();
      await expect.poll(() => page.getByTestId('email-state').textContent()).toBe(`您的邮箱地址： ${EMAIL}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'email address added');
      await screenshot(page, 'phone-360-security-email-zh-CN');
    });

    await step('back on /setting/notifications, the monthly statement names the address and is turned on', async () => {
      await page.goto(`${stack.baseUrl}/#/setting/notifications`);
      await page.getByTestId('monthly-statement').getByRole('heading', { name: '月结单' }).waitFor();
      await expect.poll(() => page.getByTestId('monthly-statement-address').textContent()).toContain(EMAIL);
      const toggle = page.getByTestId('monthly-statement-switch').locator('input');
      await toggle.click();
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await page.reload();
      await page.getByTestId('monthly-statement').waitFor();
      await expect.poll(() => page.getByTestId('monthly-statement-switch').locator('input').isChecked()).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  });
});
