// Member support in the operator console through the real gateway serving the production build
// (/console/, its documents by hash at /admin/graphql) at 1280 px: a support operator searches
// for a member by the start of the name, opens the profile and reads the balance the member has,
// the balance history and the member's session; ending that session is refused to support in the
// platform's words. In English and in Chinese.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshot, sharedBrowser } from '../src/browser.ts';
import { callGraphql, registerThroughApi } from '../src/member.ts';
import { createOperators, signedInConsole, type ConsoleOperator } from '../src/operator.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

/** Unique per run: the shared stack keeps its members and operators for the worker's life. */
const suffix = randomBytes(3).toString('hex');
const MEMBER = `e2e_ruby_${suffix}`;
const MEMBER_PASSWORD = 'members-Password1';

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];
let support: ConsoleOperator;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, MEMBER_PASSWORD);
  await callGraphql(stack, 'mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { userName: MEMBER, password: MEMBER_PASSWORD } });
  // The member's balance, credited by the automation token (carried out at once, recorded as such).
  await stack.operator('members/adjust', { userName: MEMBER, coinName: 'CASH_POINT', direction: 'in', amount: '123.45' });
  ({ support } = await createOperators(stack, { support: 'support' }, 'members'));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await stack?.close();
});

describe('operator console: member support', () => {
  it('a support operator finds a member by name and reads the profile with the balance', { timeout: storyTimeout(4) }, async () => {
    let page: Page;

    await step('support signs in and searches for the start of the name, in any case', async () => {
      page = await signedInConsole(browser, stack, support, contexts);
      await page.getByRole('tab', { name: 'Members' }).click();
      await page.getByTestId('member-search-input').fill(MEMBER.slice(0, -2).toUpperCase());
      await page.getByTestId('member-search-submit').click();
      const hit = page.getByTestId(`member-hit-${MEMBER}`);
      await hit.waitFor();
      expect(await hit.textContent()).toContain('user name');
      await screenshot(page, 'console-members-search');
    });

    await step('opens the profile: the balance the member has, its history, flags, team and session', async () => {
      await page.getByTestId(`open-member-${MEMBER}`).click();
      await expect.poll(() => page.getByTestId('member-heading').textContent()).toBe(MEMBER);
      const cash = page.getByTestId('balance-CASH_POINT');
      await cash.waitFor();
      expect(await cash.textContent()).toContain('123.45');
      // Names, not the platform's codes: the credit and the rank.
      expect(await cash.textContent()).toContain('Cash');
      expect(await page.getByTestId('member-profile').textContent()).toContain('No grade');
      await page.getByTestId('history').getByText('123.45').first().waitFor();
      expect(await page.getByTestId('flag-banned').textContent()).toBe('Not banned');
      await page.locator('[data-testid^="session-"]').first().waitFor();
      await screenshot(page, 'console-member-profile');
    });

    await step("ending the member's session is refused to support in the platform's words", async () => {
      await page.locator('[data-testid^="end-session-"]').first().click();
      const refusal = page.getByTestId('action-refusal');
      await refusal.waitFor();
      expect((await refusal.textContent())?.trim()).not.toBe('');
      expect(await refusal.textContent()).not.toMatch(/^Forbidden$/);
      expect(await page.locator('[data-testid^="session-"]').count()).toBeGreaterThan(0);
    });

    await step('the profile in Chinese', async () => {
      // The language select's choice, as it keeps it, then the same profile again.
      await page.evaluate(() => localStorage.setItem('portal.console.language', 'zh-CN'));
      await page.reload();
      await expect.poll(() => page.getByTestId('flag-banned').textContent()).toBe('未封禁');
      expect(await page.getByTestId('balance-CASH_POINT').textContent()).toContain('现金积分');
      await screenshot(page, 'console-member-profile-zh-CN');
    });
  });
});
