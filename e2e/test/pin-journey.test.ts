// The PIN code area in Debian's Chromium through the real stack: closed while the member's flag
// is off (no menu entry, the screen says so); the operator turns it on and the menu entry
// appears live; the member buys a code with Cash (price and total shown before paying),
// activates it for themself (an entrust package opens), buys another and transfers it to a
// second member, whose PIN code screen shows it pending; the chain of custody reads bought →
// transferred. When the operator turns the area off again, the open screen says so. Every
// screen is checked with axe and photographed at 1280 and 360 px in en-US and zh-CN, without
// sideways scrolling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, dismissToasts, expectAccessible, newPage, registerThroughApi, showAs, signIn, tokenThroughApi, waitForHash } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const BUYER = 'pin_buyer';
const RECEIVER = 'pin_receiver';
const PASSWORD = 'pin-Password1';
const NARROW = { width: 360, height: 780 };

let stack: Stack;
let browser: Browser;
let page: Page;

const toast = (target: Page) => target.locator('#notistack-snackbar');
const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const codeCards = (target: Page) => target.getByTestId('pin-code');
const card = (target: Page, code: string) => target.locator(`[data-testid="pin-code"][data-code="${code}"]`);

async function tokenOf(userName: string): Promise<string> {
  return tokenThroughApi(stack, userName, PASSWORD);
}

async function cash(token: string): Promise<string> {
  const { balances } = await callGraphql<{ balances: { coinName: string; available: string }[] }>(stack, '{ balances { coinName available } }', {}, token);
  return balances.find((balance) => balance.coinName === 'CASH_POINT')!.available;
}

/** Buys one Entrust 100 code through the screen and returns it (the newest card). */
async function buyEntrustCode(target: Page, before: number): Promise<string> {
  await target.getByRole('button', { name: 'Buy PIN codes for Entrust 100', exact: true }).click();
  const dialog = target.getByTestId('pin-buy-dialog');
  await dialog.waitFor();
  expect(await dialog.getByTestId('pin-buy-price').textContent()).toBe('100.00 Cash');
  await dialog.locator('#pin-quantity').fill('1');
  expect(await dialog.getByTestId('pin-buy-total').textContent()).toBe('100.00 Cash');
  await dialog.getByTestId('pin-buy-confirm').click();
  await toast(target).getByText('PIN codes bought: 1').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => codeCards(target).count()).toBe(before + 1);
  const code = (await codeCards(target).first().getAttribute('data-code'))!;
  expect(await card(target, code).getAttribute('data-state')).toBe('PENDING');
  return code;
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, BUYER, PASSWORD);
  await registerThroughApi(stack, RECEIVER, PASSWORD);
  await stack.admin('adjust', BUYER, 'CASH_POINT', 'in', '250');
});

afterAll(async () => {
  await stack?.close();
});

// Each step waits on the operator CLI and the browser; on a busy machine a step can take minutes.
describe('PIN code journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(8) }, async () => {
    let firstCode = '';
    let secondCode = '';

    await step('is closed while the flag is off; the operator turns it on and the menu entry appears live', async () => {
      [, page] = await newPage(browser, DESKTOP);
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, BUYER, PASSWORD);
      expect(await page.getByRole('link', { name: 'PIN code', exact: true }).count()).toBe(0);
      await page.goto(`${stack.baseUrl}/#/code`);
      await page.getByRole('heading', { level: 1, name: 'PIN codes' }).waitFor();
      await page.getByTestId('pin-area-closed').waitFor();
      expect(await page.getByTestId('pin-plan').count()).toBe(0);
      await expectAccessible(page, 'PIN codes closed');

      await stack.admin('flags', BUYER, '--pin', '1');
      await stack.admin('flags', RECEIVER, '--pin', '1');
      // The live profile opens the area: the menu entry and the screen, without a reload.
      await page.getByRole('link', { name: 'PIN code', exact: true }).waitFor({ timeout: 15_000 });
      await page.getByTestId('pin-codes-empty').waitFor();
      await page.goto(`${stack.baseUrl}/#/index`);
      await page.getByRole('link', { name: 'PIN code', exact: true }).click();
      await waitForHash(page, '/code');
      await page.getByTestId('pin-plan').first().waitFor();
    });

    await step('buys a code with Cash and activates it for themself: the package opens', async () => {
      const token = await tokenOf(BUYER);
      firstCode = await buyEntrustCode(page, 0);
      expect(await cash(token)).toBe('150');
      await dismissToasts(page);
      await screenshot(page, 'desktop-pin-codes-en-US');
      await expectAccessible(page, 'PIN codes');

      await card(page, firstCode).getByRole('button', { name: `Activate PIN code ${firstCode}` }).click();
      const dialog = page.getByTestId('pin-activate-dialog');
      await dialog.getByRole('radio', { name: 'Myself' }).check();
      await screenshot(page, 'desktop-pin-activate-en-US');
      await expectAccessible(page, 'PIN activate');
      await dialog.getByTestId('pin-activate-confirm').click();
      await toast(page).getByText('PIN code activated: the package is open.').waitFor();
      await expect.poll(() => card(page, firstCode).getAttribute('data-state')).toBe('ACTIVATED');
      expect(await card(page, firstCode).getByTestId('pin-code-activated-for').textContent()).toContain(BUYER);
      expect(await card(page, firstCode).getByRole('button', { name: `Activate PIN code ${firstCode}` }).count()).toBe(0);

      const { entrustPackages } = await callGraphql<{ entrustPackages: { items: { origin: string; principal: string }[] } }>(
        stack,
        '{ entrustPackages { items { origin principal } } }',
        {},
        token,
      );
      expect(entrustPackages.items).toEqual([{ origin: 'PIN', principal: '100' }]);
      // The code paid for the package: Cash did not move again.
      expect(await cash(token)).toBe('150');
    });

    await step('buys another and transfers it to a second member; its chain of custody says so', async () => {
      secondCode = await buyEntrustCode(page, 1);
      await card(page, secondCode).getByRole('button', { name: `Transfer PIN code ${secondCode}` }).click();
      const dialog = page.getByTestId('pin-transfer-dialog');
      await dialog.getByTestId('pin-transfer-confirm').click();
      await dialog.getByText('This field is required').waitFor();
      await dialog.getByLabel("The recipient's user name").fill(RECEIVER);
      await screenshot(page, 'desktop-pin-transfer-en-US');
      await expectAccessible(page, 'PIN transfer');
      await dialog.getByTestId('pin-transfer-confirm').click();
      await toast(page).getByText(`PIN code transferred to ${RECEIVER}.`).waitFor();
      await expect.poll(() => card(page, secondCode).getAttribute('data-state')).toBe('TRANSFERRED');
      expect(await card(page, secondCode).getByTestId('pin-code-state').textContent()).toBe('Transferred');

      await card(page, secondCode).getByRole('button', { name: `Chain of custody of PIN code ${secondCode}` }).click();
      const custody = page.getByTestId('pin-custody-dialog');
      await expect.poll(() => custody.getByTestId('pin-custody-event').count()).toBe(2);
      expect(await custody.getByTestId('pin-custody-event').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')))).toEqual(['PURCHASE', 'TRANSFER']);
      expect(await custody.getByTestId('pin-custody-event').nth(1).textContent()).toContain(`Transferred from ${BUYER} to ${RECEIVER}`);
      await dismissToasts(page);
      await screenshot(page, 'desktop-pin-custody-en-US');
      await expectAccessible(page, 'PIN custody');
      await custody.getByRole('button', { name: 'Close' }).click();
    });

    // The second member's own page, signed in once and turned to each size and language.
    const [receiverContext, other] = await step('the second member signs in on a page of their own', async () => {
      const [ctx, receiver] = await newPage(browser, DESKTOP);
      await receiver.goto(`${stack.baseUrl}/#/login`);
      await receiver.locator('#field-userName').fill(RECEIVER);
      await receiver.locator('#field-password').fill(PASSWORD);
      await receiver.locator('#field-password').press('Enter');
      await waitForHash(receiver, '/index');
      return [ctx, receiver] as const;
    });
    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const [label, viewport] of [
        ['desktop', DESKTOP],
        ['phone-360', NARROW],
      ] as const) {
        await step(`${locale} ${label}: the second member sees the transferred code pending`, async () => {
          await showAs(other, viewport, locale);
          await other.goto(`${stack.baseUrl}/#/code`);
          await card(other, secondCode).waitFor();
          expect(await codeCards(other).count()).toBe(1);
          expect(await card(other, secondCode).getAttribute('data-state')).toBe('PENDING');
          expect(await card(other, secondCode).getByTestId('pin-code-state').textContent()).toBe(locale === 'zh-CN' ? '待使用' : 'Pending');
          await other.getByTestId('pin-plan').first().waitFor();
          expect(await overflow(other)).toBe(0);
          await screenshot(other, `${label}-pin-codes-received-${locale}`);
          await expectAccessible(other, `PIN codes ${locale} ${label}`);

          await other.goto(`${stack.baseUrl}/#/insurance/code`);
          const insuranceArea = other.locator('[data-testid="pin-code-area"][data-kind="INSURANCE"]');
          await insuranceArea.locator('[data-testid="pin-plan"][data-plan="INS-100"]').waitFor();
          expect(await insuranceArea.locator('[data-testid="pin-plan"][data-plan="ENT-100"]').count()).toBe(0);
          expect(await overflow(other)).toBe(0);
          await screenshot(other, `${label}-pin-insurance-code-${locale}`);
          await expectAccessible(other, `insurance PIN codes ${locale} ${label}`);

          await other.goto(`${stack.baseUrl}/#/code`);
          await card(other, secondCode).getByRole('button', { name: locale === 'zh-CN' ? `PIN 码 ${secondCode} 的流转记录` : `Chain of custody of PIN code ${secondCode}` }).click();
          await expect.poll(() => other.getByTestId('pin-custody-event').count()).toBe(2);
          expect(await overflow(other)).toBe(0);
          await screenshot(other, `${label}-pin-custody-${locale}`);
          await expectAccessible(other, `PIN custody ${locale} ${label}`);
          await other.keyboard.press('Escape');
          await other.getByRole('dialog').waitFor({ state: 'detached' });
        });
      }
    }

    await receiverContext.close();

    await step('the operator turns the area off: the open screen says so and the menu entry goes', async () => {
      await page.reload();
      await card(page, secondCode).waitFor();
      await stack.admin('flags', BUYER, '--pin', '0');
      await page.getByTestId('pin-area-closed').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('link', { name: 'PIN code', exact: true }).count()).toBe(0);
      expect(await codeCards(page).count()).toBe(0);
      await screenshot(page, 'desktop-pin-closed-en-US');
    });
  });
});
