// Commitment packages in Debian's Chromium through the real stack: closed while the member's
// flag is off; the operator turns it on and the menu entry appears; the member commits to
// Entrust 100 (its amount frozen), the operator approves it with the CLI and /commitment/details
// shows it approved; a second commitment is rejected with a reason the member reads; the free
// package is claimed once. Each screen is checked with axe and photographed at 1280 and 360 px
// in en-US and zh-CN, without sideways scrolling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, animationsSettled, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, expectAccessible, newPage, registerThroughApi, showAs, signIn, waitForHash } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'commit_member';
const PASSWORD = 'commit-Password1';
const NARROW = { width: 360, height: 780 };

let stack: Stack;
let browser: Browser;
let page: Page;

const toast = (target: Page) => target.locator('#notistack-snackbar');
const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function assets(): Promise<{ available: string; frozen: string; locked: string }> {
  const { login } = await callGraphql<{ login: { token: string } }>(stack, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', {
    input: { userName: MEMBER, password: PASSWORD },
  });
  const { balances } = await callGraphql<{ balances: { coinName: string; available: string; frozen: string; locked: string }[] }>(
    stack,
    '{ balances { coinName available frozen locked } }',
    {},
    login.token,
  );
  const { available, frozen, locked } = balances.find((balance) => balance.coinName === 'ASSETS_POINT')!;
  return { available, frozen, locked };
}

async function pendingId(): Promise<string> {
  const pending = JSON.parse(await stack.admin('commitment', 'list', '--pending')) as { id: string; userName: string }[];
  // The operator's queue holds every member's requests: this member's is the one to decide.
  const mine = pending.filter((entry) => entry.userName === MEMBER);
  expect(mine).toHaveLength(1);
  return mine[0]!.id;
}

async function commit(name: string): Promise<void> {
  await page.goto(`${stack.baseUrl}/#/commitment`);
  await page.getByRole('button', { name: `Commit to ${name}`, exact: true }).click();
  const dialog = page.getByTestId('commitment-confirm');
  expect(await dialog.getByTestId('commitment-confirm-amount').textContent()).toBe('100.00 Entrust');
  await dialog.getByTestId('commitment-confirm-button').click();
  await toast(page).getByText('Application sent: it waits for review.').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
  await stack.admin('adjust', MEMBER, 'ASSETS_POINT', 'in', '250');
});

afterAll(async () => {
  await stack?.close();
});

describe('commitment journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(8) }, async () => {
    await step('is closed while the flag is off; the operator turns it on and the menu entry appears', async () => {
      [, page] = await newPage(browser, DESKTOP);
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      expect(await page.getByRole('link', { name: 'Commitment', exact: true }).count()).toBe(0);
      await page.goto(`${stack.baseUrl}/#/commitment`);
      await page.getByTestId('commitment-area-closed').waitFor();
      expect(await page.getByTestId('commitment-plan').count()).toBe(0);
      await expectAccessible(page, 'commitment closed');

      await stack.admin('flags', MEMBER, '--commitment', '1');
      await page.getByRole('link', { name: 'Commitment', exact: true }).waitFor({ timeout: 15_000 });
      await page.getByTestId('commitment-plan').first().waitFor();
    });

    await step('commits to Entrust 100 (frozen); the operator approves and the details say so', async () => {
      await commit('Entrust 100');
      expect(await assets()).toEqual({ available: '150', frozen: '100', locked: '0' });
      await page.getByRole('tab', { name: 'My commitments' }).click();
      await waitForHash(page, '/commitment/details');
      await expect.poll(() => page.getByTestId('commitment').first().getAttribute('data-status')).toBe('PENDING_REVIEW');

      await stack.admin('commitment', 'approve', await pendingId());
      await page.reload();
      await expect.poll(() => page.getByTestId('commitment').first().getAttribute('data-status')).toBe('APPROVED');
      expect(await assets()).toEqual({ available: '150', frozen: '0', locked: '100' });
    });

    await step('a second commitment is rejected with a reason the member reads; the amount returns', async () => {
      await commit('Entrust 100');
      await stack.admin('commitment', 'reject', await pendingId(), 'Not', 'this', 'month');
      await page.goto(`${stack.baseUrl}/#/commitment/details`);
      const rejected = page.locator('[data-testid="commitment"][data-status="REJECTED"]');
      await rejected.waitFor();
      expect(await rejected.getByTestId('commitment-note').textContent()).toBe('Not this month');
      expect(await assets()).toEqual({ available: '150', frozen: '0', locked: '100' });
    });

    await step('claims the free package once', async () => {
      await page.getByRole('tab', { name: 'Free package' }).click();
      await waitForHash(page, '/commitment/claim');
      await page.getByTestId('commitment-claim').click();
      await page.getByTestId('commitment-confirm-button').click();
      await toast(page).getByText('Free package claimed: the package is open.').waitFor();
      await page.getByTestId('commitment-free-claimed').waitFor();
      expect(await page.getByTestId('commitment-claim').count()).toBe(0);
      expect(await assets()).toEqual({ available: '150', frozen: '0', locked: '200' });
    });

    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const [label, viewport] of [
        ['desktop', DESKTOP],
        ['phone-360', NARROW],
      ] as const) {
        await step(`${locale} ${label}: every commitment screen, without sideways scrolling`, async () => {
          // The member's own page, turned to this size and language.
          const other = page;
          await showAs(other, viewport, locale);
          for (const [path, ready, name] of [
            ['/commitment', 'commitment-plan', 'commitment'],
            ['/commitment/details', 'commitment', 'commitment-details'],
            ['/commitment/claim', 'commitment-free-claimed', 'commitment-claim'],
          ] as const) {
            await other.goto(`${stack.baseUrl}/#${path}`);
            await waitForHash(other, path);
            await other.getByTestId(ready).first().waitFor();
            // Measured as the member sees it once the switch from the desktop size has played out:
            // on a loaded machine the first measurement could fall while a transition still ran.
            await animationsSettled(other);
            expect(await overflow(other), path).toBe(0);
            await screenshot(other, `${label}-${name}-${locale}`);
            await expectAccessible(other, `${path} ${locale} ${label}`);
          }
        });
      }
    }
  });
});
