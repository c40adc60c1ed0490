// The security centre in Debian's Chromium through the real stack (docs/security.md): at 1280 px
// in English a new wallet address goes through its review step, where a wrong transaction
// password is said beside the field and the right one adds it; on a 360 px phone in Chinese,
// after five wrong transaction passwords the transfer form says until when money movement is
// locked. Each screen is checked with axe and photographed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, dismissToasts, expectAccessible, newPage, registerThroughApi, signIn, TRANSACTION_PASSWORD } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'guard_member';
const PASSWORD = 'guard-Password1';
const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const PHONE_360 = { width: 360, height: 740 };

let stack: Stack;
let browser: Browser;
let context: BrowserContext | undefined;

const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A transfer through the API with the given transaction password; answers the refusal's reason, if any. */
async function transferWith(token: string, transactionPassword: string): Promise<string | undefined> {
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation Transfer($input: TransferInput!) { transfer(input: $input) { id } }',
      variables: { input: { toUser: 'nobody_here', coinName: 'CASH_POINT', amount: '10', transactionPassword, requestId: randomUUID() } },
    }),
  });
  const body = (await response.json()) as { errors?: Array<{ extensions?: { reason?: string } }> };
  return body.errors?.[0]?.extensions?.reason;
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
  await stack.admin('adjust', MEMBER, 'CASH_POINT', 'in', '100');
});

afterAll(async () => {
  await context?.close();
  await stack?.close();
});

describe('security centre journey: guards on money', () => {
  it('the member walks it in order', { timeout: storyTimeout(2) }, async () => {
    await step('a new wallet address asks for the transaction password on its review step (1280 px, en-US)', async () => {
      const [ctx, page] = await newPage(browser, DESKTOP);
      context = ctx;
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      await page.goto(`${stack.baseUrl}/#/user-info`);
      await page.getByRole('heading', { level: 1, name: 'Account info' }).waitFor();
      const form = page.getByTestId('address-form');
      await form.locator('#field-address').fill(ADDRESS);
      await form.locator('#field-label').fill('Cold wallet');
      await form.getByRole('button', { name: 'Add address' }).click();
      const review = page.getByRole('dialog', { name: 'Review the new address' });
      expect(await review.getByTestId('review-address').textContent()).toBe(ADDRESS);
      await review.locator('#field-transactionPassword').fill('not-it-123');
      await review.getByRole('button', { name: 'Add address' }).click();
      await review.getByText('The transaction password is wrong').waitFor();
      await expectAccessible(page, 'address review');
      await screenshot(page, 'desktop-address-review-en-US');
      expect(await page.getByTestId('address').count()).toBe(0);
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await review.getByRole('button', { name: 'Add address' }).click();
      await page.getByTestId('address').getByTestId('address-cooling').waitFor();
      await dismissToasts(page);
      await ctx.close();
      context = undefined;
    });

    await step('after five wrong transaction passwords the transfer form says until when money is locked (360 px, zh-CN)', async () => {
      const { login } = await callGraphql<{ login: { token: string } }>(stack, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', {
        input: { userName: MEMBER, password: PASSWORD },
      });
      // The right password on the address's review step forgave the wrong one before it: five more lock.
      const reasons: Array<string | undefined> = [];
      for (let i = 0; i < 5; i += 1) reasons.push(await transferWith(login.token, 'still-not-it'));
      expect(reasons).toEqual([...Array<string>(4).fill('WRONG_TRANSACTION_PASSWORD'), 'TRANSACTION_PASSWORD_LOCKED']);

      const [ctx, page] = await newPage(browser, PHONE_360);
      context = ctx;
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      await page.evaluate(() => sessionStorage.setItem('portal.language', 'zh-CN'));
      await page.goto(`${stack.baseUrl}/#/transfer`);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
      const notice = page.getByTestId('money-locked');
      await notice.waitFor();
      // Written as the refusals write it, on the business clock.
      expect(await notice.textContent()).toMatch(/^交易密码错误次数过多：提现、转账、P2P 挂单和新增地址已锁定至 \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+8\)。$/);
      // No review opens, so no password is asked for, until the lock lifts.
      expect(await page.getByTestId('transfer-form').getByRole('button', { name: '核对' }).isDisabled()).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'transfer locked');
      await screenshot(page, 'phone-360-transfer-locked-zh-CN');
    });
  });
});
