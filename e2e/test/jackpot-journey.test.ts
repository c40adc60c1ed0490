// The jackpot in Debian's Chromium through the real stack: the operator opens a round with the
// CLI (its seed's SHA-256 shown at once); the member finds it from the dashboard, enters 4 tickets
// through the review step; the operator closes and draws it; the member sees the entry winning,
// the jackpot profit in the cash records and the revealed seed, which hashes to the commitment
// the member saw before entering. Each screen is checked with axe and photographed at 1280 px in
// en-US and 360 px in zh-CN (/prize-h5), without sideways scrolling.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, expectAccessible, newPage, registerThroughApi, showAs, signIn, waitForHash } from '../src/member.ts';
import { startStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'jackpot_member';
const PASSWORD = 'jackpot-Password1';
const NARROW = { width: 360, height: 780 };

let stack: Stack;
let browser: Browser;
let page: Page;
let round: { id: string; seedHash: string };
/** The platform's number (from 0) of the ticket that won. */
let winningTicket = -1;

const toast = (target: Page) => target.locator('#notistack-snackbar');
const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function cash(): Promise<{ available: string; profit: string[] }> {
  const { login } = await callGraphql<{ login: { token: string } }>(stack, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', {
    input: { userName: MEMBER, password: PASSWORD },
  });
  const { balances, records } = await callGraphql<{ balances: { coinName: string; available: string }[]; records: { items: { amount: string }[] } }>(
    stack,
    '{ balances { coinName available } records(filter: { recordType: JACKPOT_PROFIT }) { items { amount } } }',
    {},
    login.token,
  );
  return { available: balances.find((balance) => balance.coinName === 'CASH_POINT')!.available, profit: records.items.map((item) => item.amount) };
}

beforeAll(async () => {
  stack = await startStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
  await stack.admin('adjust', MEMBER, 'CASH_POINT', 'in', '20');
});

afterAll(async () => {
  await stack?.close();
});

describe('jackpot journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(5) }, async () => {
    await step('the operator opens a round; the member finds it from the dashboard with its commitment, in progress and not drawn', async () => {
      round = JSON.parse(await stack.admin('jackpot', 'open', 'CASH_POINT', '2.5', '--fee', '0.1')) as { id: string; seedHash: string };
      expect(round.seedHash).toMatch(/^[0-9a-f]{64}$/);

      [, page] = await newPage(browser, DESKTOP);
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      await page.getByTestId('dashboard-jackpot').click();
      await waitForHash(page, '/prize');
      const panel = page.getByTestId('jackpot-round');
      await panel.waitFor();
      expect(await panel.getAttribute('data-status')).toBe('IN_PROGRESS');
      expect(await page.getByTestId('jackpot-round-status').textContent()).toBe('In progress');
      expect(await page.getByTestId('jackpot-round-drawn').textContent()).toBe('Not drawn');
      expect(await page.getByTestId('jackpot-commitment').getAttribute('title')).toBe(round.seedHash);
      await page.getByTestId('jackpot-orders-empty').waitFor();
    });

    await step('enters 4 tickets through the review (a double click opens it and keeps it open): 10.00 Cash leaves the balance', async () => {
      await page.getByTestId('jackpot-tickets').fill('4');
      // The second click lands on the review's backdrop, which must not close it again.
      await page.getByTestId('jackpot-review').dblclick();
      const dialog = page.getByTestId('jackpot-confirm');
      expect(await dialog.getByTestId('jackpot-confirm-tickets').textContent()).toBe('4');
      expect(await dialog.getByTestId('jackpot-confirm-total').textContent()).toBe('10.00 Cash');
      // The dialog has finished fading in: what the member reads, not a half-drawn frame.
      await expect.poll(() => dialog.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect(await dialog.isVisible()).toBe(true);
      await screenshot(page, 'desktop-jackpot-review-en-US');
      await expectAccessible(page, 'jackpot review');
      // Nothing moves before the confirmation.
      expect((await cash()).available).toBe('20');
      await dialog.getByTestId('jackpot-confirm-button').click();
      // Numbered from 1 on screen (the platform counts from 0).
      await toast(page).getByText('Entered: you hold tickets 1–4.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect((await cash()).available).toBe('10');
      await expect.poll(() => page.getByTestId('jackpot-order').first().getAttribute('data-status')).toBe('UNPAID');
      expect(await page.getByTestId('jackpot-pool').textContent()).toBe('10.00 Cash');
      expect(await page.getByTestId('jackpot-my-tickets').textContent()).toBe('4');
      const entry = page.getByTestId('jackpot-order').first();
      expect(await entry.getByRole('heading').textContent()).toBe('Tickets 1–4');
      // "Unpaid" says what it means, on hover as on focus.
      await entry.getByTestId('jackpot-order-status').hover();
      expect(await page.getByRole('tooltip').textContent()).toBe('No prize has been paid for this entry: its round is not drawn yet, or another ticket won.');
      await page.mouse.move(0, 0);
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
    });

    for (const path of ['/prize', '/prize-h5']) {
      await step(`en-US phone-360: ${path} with the round taking entries, its commitment and entry form, without sideways scrolling`, async () => {
        await showAs(page, NARROW, 'en-US');
        await page.goto(`${stack.baseUrl}/#${path}`);
        await waitForHash(page, path);
        await page.getByTestId('jackpot-commitment').waitFor();
        await page.getByTestId('jackpot-order').first().waitFor();
        expect(await overflow(page), path).toBe(0);
        await screenshot(page, `phone-360-jackpot-open-en-US${path.replace('/', '-')}`);
        await showAs(page, DESKTOP, 'en-US');
      });
    }

    await step('the operator closes and draws; the member sees the entry winning, the jackpot profit and the revealed seed', async () => {
      await stack.admin('jackpot', 'close', round.id);
      const drawn = JSON.parse(await stack.admin('jackpot', 'draw', round.id)) as { seed: string; prizeAmount: string; winningTicket: number };
      expect(drawn.prizeAmount).toBe('9');
      expect(drawn.winningTicket).toBeGreaterThanOrEqual(0);
      expect(drawn.winningTicket).toBeLessThan(4);
      winningTicket = drawn.winningTicket;

      await page.reload();
      await expect.poll(() => page.getByTestId('jackpot-round').getAttribute('data-drawn')).toBe('true');
      expect(await page.getByTestId('jackpot-round-status').textContent()).toBe('Complete');
      expect(await page.getByTestId('jackpot-round-drawn').textContent()).toBe('Drawn');
      await page.getByTestId('jackpot-you-won').getByText('One of your tickets won: 9.00 Cash was paid to you as jackpot profit.').waitFor();
      const seed = await page.getByTestId('jackpot-seed').textContent();
      expect(seed).toBe(drawn.seed);
      expect(createHash('sha256').update(Buffer.from(seed!, 'hex')).digest('hex')).toBe(round.seedHash);
      expect(await page.getByTestId('jackpot-winning-ticket').textContent()).toBe(String(drawn.winningTicket + 1));
      await page.getByTestId('jackpot-verify').waitFor();
      await expect.poll(() => page.getByTestId('jackpot-order').first().getAttribute('data-status')).toBe('WINNING');
      expect(await page.getByTestId('jackpot-order-prize').textContent()).toBe('9.00 Cash');
      expect(await cash()).toEqual({ available: '19', profit: ['9'] });

      await page.goto(`${stack.baseUrl}/#/cash/records`);
      await page.getByText('Jackpot profit').first().waitFor();
    });

    for (const [locale, label, viewport, path] of [
      ['en-US', 'desktop', DESKTOP, '/prize'],
      ['zh-CN', 'phone-360', NARROW, '/prize-h5'],
    ] as const) {
      await step(`${locale} ${label}: the drawn round, its proof and the entries, without sideways scrolling`, async () => {
        // The member's own page, turned to this size and language.
        const other = page;
        await showAs(other, viewport, locale);
        await other.goto(`${stack.baseUrl}/#${path}`);
        await waitForHash(other, path);
        await other.getByTestId('jackpot-proof').waitFor();
        await other.getByTestId('jackpot-order').first().waitFor();
        if (locale === 'zh-CN') {
          expect(await other.getByTestId('jackpot-round-drawn').textContent()).toBe('已开奖');
          expect(await other.getByTestId('jackpot-order-status').first().textContent()).toBe('已中奖');
        }
        expect(await overflow(other), path).toBe(0);
        await screenshot(other, `${label}-jackpot-${locale}`);
        await expectAccessible(other, `${path} ${locale} ${label}`);
      });
    }

    await step('zh-CN phone-360: the history words the entry and the prize in Chinese, tickets from 1, no round id, linked to the jackpot', async () => {
      // Still the phone in Chinese of the step before.
      await page.goto(`${stack.baseUrl}/#/records`);
      await waitForHash(page, '/records');
      const notes = page.getByTestId('record-note');
      await notes.filter({ hasText: '奖池第 1–4 号票' }).waitFor();
      await notes.filter({ hasText: `奖池奖金，中奖票第 ${winningTicket + 1} 号` }).waitFor();
      const text = (await notes.allTextContents()).join('\n');
      expect(text, 'no internal id in the notes').not.toMatch(/_[0-9a-z]{6,}/);
      expect(text, 'no English in the notes').not.toMatch(/round|ticket|tickets/i);
      expect(await overflow(page), '/records').toBe(0);
      await screenshot(page, 'phone-360-records-jackpot-zh-CN');
      // The round's id is in the record's details, to copy; the words lead to the jackpot.
      await page.getByTestId('record').filter({ hasText: '奖池第 1–4 号票' }).getByRole('button', { name: /^记录详情/ }).click();
      expect(await page.getByTestId('detail-reference').textContent()).toBe(round.id);
      await page.keyboard.press('Escape');
      await page.getByTestId('record-details').waitFor({ state: 'detached' });
      await page.getByTestId('record-note-link').filter({ hasText: '奖池第 1–4 号票' }).click();
      await waitForHash(page, '/prize');
    });
  });
});
