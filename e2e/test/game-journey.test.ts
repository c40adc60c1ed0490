// The Hash Kingdom game area in Debian's Chromium through the real stack: the member opens the
// game from the side menu and registers a game account; binding a TRC20 address is refused in
// the member's language, a BEP20 one is bound; GMT moves into the game wallet and back through
// the review step; the game says it is not connected yet (no launch URL configured); the
// operator reports bet flow with the CLI and the member sees it with the transfers. At 1280 px
// in en-US and at 360 px in zh-CN (the phone tab, /game and /game/hash-h5), checked with axe and
// photographed, without sideways scrolling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, expectAccessible, newPage, registerThroughApi, showAs, signIn, waitForHash } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'game_member';
const PASSWORD = 'game-Password1';
const NARROW = { width: 360, height: 780 };
const BEP20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

let stack: Stack;
let browser: Browser;
let page: Page;

const toast = (target: Page) => target.locator('#notistack-snackbar');
const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const text = async (target: Page, testId: string) => (await target.getByTestId(testId).textContent())?.trim();

async function gameAccount(): Promise<{ walletBalance: string; gmtAvailable: string; bindAddress: string | null }> {
  const { login } = await callGraphql<{ login: { token: string } }>(stack, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', {
    input: { userName: MEMBER, password: PASSWORD },
  });
  const { gameAccount: account } = await callGraphql<{ gameAccount: { walletBalance: string; gmtAvailable: string; bindAddress: string | null } }>(
    stack,
    '{ gameAccount { walletBalance gmtAvailable bindAddress } }',
    {},
    login.token,
  );
  return account;
}

async function move(target: Page, direction: 'out' | 'in', amount: string, shown: string, done: string): Promise<void> {
  await target.getByTestId(`game-direction-${direction}`).click();
  await target.locator('#field-amount').fill(amount);
  await target.getByTestId('game-transfer-review').click();
  const dialog = target.getByTestId('game-transfer-confirm');
  expect(await dialog.getByTestId('game-confirm-amount').textContent()).toBe(shown);
  await dialog.getByTestId('game-transfer-confirm-button').click();
  await toast(target).getByText(done).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
  await stack.admin('adjust', MEMBER, 'GMT', 'in', '100');
});

afterAll(async () => {
  await stack?.close();
});

describe('game journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(5) }, async () => {
    await step('en-US desktop: opens the game from the menu and registers a game account', async () => {
      [, page] = await newPage(browser, DESKTOP);
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      await page.getByTestId('side-nav').getByRole('link', { name: 'Game', exact: true }).click();
      await waitForHash(page, '/game/index');
      await page.getByTestId('game-register').click();
      await toast(page).getByText('Your game account is registered').waitFor();
      expect(await text(page, 'game-user-name')).toBe(MEMBER);
      // No launch URL is configured: the screen says so, and there is nothing to click.
      await page.getByTestId('game-not-connected').waitFor();
      expect(await page.getByTestId('game-enter-button').first().isDisabled()).toBe(true);
    });

    await step('refuses a TRC20 address in the member’s words and binds a BEP20 one', async () => {
      await page.getByTestId('game-bind-open').click();
      await page.locator('#field-address').fill(TRC20);
      await page.getByTestId('game-bind-submit').click();
      expect(await page.locator('#field-address-helper-text').textContent()).toBe('Only a BEP20 address is accepted: 0x followed by 40 hexadecimal characters');
      expect((await gameAccount()).bindAddress).toBeNull();
      await page.locator('#field-address').fill(BEP20);
      await page.getByTestId('game-bind-submit').click();
      await toast(page).getByText('Address bound').waitFor();
      expect(await page.getByTestId('game-address').getAttribute('title')).toBe(BEP20);
      expect((await gameAccount()).bindAddress).toBe(BEP20);
    });

    await step('moves 60 GMT into the game wallet and 25.5 back through the review step', async () => {
      await move(page, 'out', '60', '60.00', '60.00 GMT moved');
      await expect.poll(() => text(page, 'game-wallet-balance')).toBe('60.00');
      expect(await gameAccount()).toMatchObject({ walletBalance: '60', gmtAvailable: '40' });
      // More than the game wallet holds is caught before the review.
      await page.getByTestId('game-direction-in').click();
      await page.locator('#field-amount').fill('61');
      await page.getByTestId('game-transfer-review').click();
      expect(await page.locator('#field-amount-helper-text').textContent()).toBe('The amount is more than is available');
      expect(await page.getByTestId('game-transfer-confirm').count()).toBe(0);
      await move(page, 'in', '25.5', '25.50', '25.50 GMT moved');
      await expect.poll(() => text(page, 'game-wallet-balance')).toBe('34.50');
      expect(await text(page, 'game-gmt-available')).toBe('65.50');
      expect(await gameAccount()).toMatchObject({ walletBalance: '34.5', gmtAvailable: '65.5' });
    });

    await step('shows the transfers and the bet flow the operator reported', async () => {
      await stack.admin('game', 'bet-flow', MEMBER, '42');
      await page.reload();
      await expect.poll(() => text(page, 'game-bet-flow-today')).toBe('42.00');
      expect(await text(page, 'game-bet-flow-total')).toBe('42.00');
      const transfers = page.getByTestId('game-transfer');
      expect(await transfers.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-direction')))).toEqual(['IN', 'OUT']);
      expect(await transfers.first().textContent()).toContain('Game transfer in');
      expect(await page.getByTestId('game-transfer-amount').allTextContents()).toEqual(['+25.50', '−60.00']);
      expect(await overflow(page)).toBe(0);
      await screenshot(page, 'desktop-game-en-US');
      await expectAccessible(page, 'game en-US desktop');
    });

    await step('zh-CN phone-360: the game tab, the BEP20-only message in Chinese, and the entry screen', async () => {
      // The member's own page, turned to a 360 px phone in Chinese.
      const phone = page;
      await showAs(phone, NARROW, 'zh-CN');
      await phone.getByTestId('bottom-tabs').getByRole('link', { name: '游戏' }).click();
      await waitForHash(phone, '/game');
      await phone.getByTestId('game-wallet').waitFor();
      await expect.poll(() => text(phone, 'game-bet-flow-today')).toBe('42.00');
      expect(await phone.getByTestId('game-transfer').first().textContent()).toContain('游戏转入');
      await phone.getByTestId('game-bind-open').click();
      await phone.locator('#field-address').fill(TRC20);
      await phone.getByTestId('game-bind-submit').click();
      expect(await phone.locator('#field-address-helper-text').textContent()).toBe('仅接受 BEP20 地址：0x 开头，后跟 40 位十六进制字符');
      expect(await overflow(phone)).toBe(0);
      await screenshot(phone, 'phone-360-game-zh-CN');
      await expectAccessible(phone, 'game zh-CN phone');

      await phone.goto(`${stack.baseUrl}/#/game/hash-h5`);
      await phone.getByTestId('game-not-connected').waitFor();
      expect(await text(phone, 'game-not-connected')).toBe('游戏尚未接入，请稍后再来。');
      expect(await overflow(phone)).toBe(0);
      await screenshot(phone, 'phone-360-hash-h5-zh-CN');
      await expectAccessible(phone, 'hash-h5 zh-CN phone');
      expect((await gameAccount()).bindAddress).toBe(BEP20);
    });
  });
});
