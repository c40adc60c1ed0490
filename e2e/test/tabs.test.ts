// A member with several tabs open: each tab keeps its live feed over one WebSocket, and a
// fifth tab still loads and shows its screens. (A browser allows six HTTP/1.1 connections per
// host across all its tabs; live feeds that held one each stopped every tab from loading
// anything once three tabs were open.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, registerThroughApi } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';

const USER = 'e2e_tabs';
const PASSWORD = 'tabs-Password1';
const TABS = 5;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, USER, PASSWORD);
});

afterAll(async () => {
  await stack?.close();
});

describe('several tabs of one member', () => {
  it(`keeps ${TABS} tabs live at once, and the last one still loads its screens`, async () => {
    const { login } = await callGraphql<{ login: { token: string } }>(
      stack,
      'mutation Login($input: LoginInput!) { login(input: $input) { token } }',
      { input: { userName: USER, password: PASSWORD } },
    );
    // Each tab signed in (the session lives in the tab's session storage, as after a sign-in there).
    const ctx: BrowserContext = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', reducedMotion: 'reduce' });
    await ctx.addInitScript((token) => sessionStorage.setItem('portal.token', token), login.token);
    const tabs: Page[] = [];
    try {
      for (let index = 0; index < TABS; index += 1) {
        const tab = await ctx.newPage();
        tab.setDefaultTimeout(15_000);
        await tab.goto(`${stack.baseUrl}/#/index`);
        await expect.poll(() => tab.getByTestId('live-label').getAttribute('data-live'), { timeout: 15_000 }).toBe('true');
        tabs.push(tab);
      }
      // Every tab is still live, and the last one opens another screen and its data.
      for (const tab of tabs) expect(await tab.getByTestId('live-label').getAttribute('data-live')).toBe('true');
      // A change reaches every tab.
      await stack.admin('adjust', USER, 'CASH_POINT', 'in', '12.5');
      for (const tab of tabs) {
        await expect.poll(() => tab.getByTestId('balance-CASH_POINT').getByTestId('available').textContent(), { timeout: 15_000 }).toBe('12.50');
      }
      const last = tabs.at(-1)!;
      await last.goto(`${stack.baseUrl}/#/records`);
      await last.getByRole('heading', { level: 1, name: 'History of all credits' }).waitFor();
      await expect.poll(() => last.getByTestId('record').count()).toBe(1);
      await screenshot(last, `tabs-${TABS}-records-en-US`);
    } finally {
      await ctx.close();
    }
  });
});
