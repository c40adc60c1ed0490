// P2P (OTC) trading in Debian's Chromium through the real stack: the operator opens the area for
// two members and funds them; the seller publishes an offer of USDT (the browser refuses a minimum
// above the maximum first); the buyer finds it in the lobby with the seller's track record, takes
// part of it through the review step (an amount outside the limits refused in the browser); both
// see the trade; the buyer writes in its chat and the seller reads it. The buyer appeals the trade
// from its screen: both sides of it are frozen (on both members' balances); the operator reverses
// it through the CLI and both see the decision, its note and their balances after it. The buyer buys again,
// rates that trade from its screen, and the lobby shows the seller's record (the reversed trade
// not counted). The seller cancels the rest through its review step (Cancel first: nothing moves).
// Balances are read on screen after each step. A member without the area is told plainly.
// Screens are checked with axe and photographed at 1280 and 360 px in en-US and zh-CN, without
// sideways scrolling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { dismissToasts, expectAccessible, newPage, registerThroughApi, showAs, signIn, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { startStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const SELLER = 'otc_seller';
const BUYER = 'otc_buyer';
const OUTSIDER = 'otc_outsider';
const PASSWORD = 'otc-Password1';
const NARROW = { width: 360, height: 780 };

let stack: Stack;
let browser: Browser;
let sellerPage: Page;
let buyerPage: Page;

const toast = (target: Page) => target.locator('#notistack-snackbar');
const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const text = async (target: Page, testId: string) => ((await target.getByTestId(testId).first().textContent()) ?? '').trim();

async function openTab(target: Page, tab: 'lobby' | 'publish' | 'offers' | 'trades') {
  await target.getByTestId(`otc-tab-${tab}`).click();
  await target.locator(`#otc-panel-${tab}`).waitFor();
}

async function signedIn(userName: string, viewport: { width: number; height: number }, locale?: string): Promise<Page> {
  const [, page] = await newPage(browser, viewport, locale);
  await page.goto(`${stack.baseUrl}/#/login`);
  await page.locator('#field-userName').fill(userName);
  await page.locator('#field-password').fill(PASSWORD);
  await page.locator('#field-password').press('Enter');
  await waitForHash(page, '/index');
  return page;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await sharedBrowser();
  for (const name of [SELLER, BUYER, OUTSIDER]) await registerThroughApi(stack, name, PASSWORD);
  await stack.admin('flags', SELLER, '--otc', '1');
  await stack.admin('flags', BUYER, '--otc', '1');
  await stack.admin('adjust', SELLER, 'USDT_POINT', 'in', '500');
  await stack.admin('adjust', BUYER, 'CASH_POINT', 'in', '1000');
});

afterAll(async () => {
  await stack?.close();
});

describe('P2P trading journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(9) }, async () => {
    await step('a member without the area is told so plainly', async () => {
      const page = await signedIn(OUTSIDER, DESKTOP);
      await expect.poll(() => page.getByRole('link', { name: 'P2P' }).count()).toBe(0);
      // The profile already says so: no list is asked for only to be refused (a 403 in the console).
      const refused: string[] = [];
      const consoleErrors: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(`${stack.baseUrl}/#/otc`);
      await page.getByTestId('otc-forbidden').waitFor();
      expect(await text(page, 'otc-forbidden')).toBe('P2P trading is not open for your account. Contact support if you think it should be.');
      expect(refused).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });

    await step('the seller opens P2P from the menu and publishes an offer; the escrow shows on screen', async () => {
      [, sellerPage] = await newPage(browser, DESKTOP);
      await sellerPage.goto(`${stack.baseUrl}/#/login`);
      await signIn(sellerPage, SELLER, PASSWORD);
      await sellerPage.getByRole('link', { name: 'P2P' }).first().click();
      await waitForHash(sellerPage, '/otc');
      await sellerPage.getByRole('heading', { level: 1, name: 'P2P trading' }).waitFor();
      await sellerPage.getByTestId('otc-lobby-empty').waitFor();
      expect(await text(sellerPage, 'otc-usdt-available')).toBe('500.00');

      await openTab(sellerPage, 'publish');
      const form = sellerPage.getByTestId('otc-publish-form');
      await form.locator('#field-amount').fill('300');
      await form.locator('#field-price').fill('7.25');
      await form.locator('#field-minAmount').fill('50');
      await form.locator('#field-maxAmount').fill('20');
      await form.getByRole('button', { name: 'Publish' }).click();
      await form.getByText('The smallest trade cannot be above the largest').waitFor();
      await form.locator('#field-price').fill('7.123456');
      await form.locator('#field-minAmount').fill('10');
      await form.locator('#field-maxAmount').fill('200');
      await form.getByRole('button', { name: 'Publish' }).click();
      await form.getByText('Use at most 4 decimals').waitFor();
      await screenshot(sellerPage, 'otc-publish-invalid-1280-en-US');
      await form.locator('#field-price').fill('7.25');
      await form.getByRole('button', { name: 'Publish' }).click();
      // The review step, as for every money action: the transaction password, then Publish.
      const review = sellerPage.getByRole('dialog', { name: 'Review the offer' });
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await review.getByRole('button', { name: 'Publish' }).click();
      await toast(sellerPage).getByText('Offer published.').waitFor();
      await sellerPage.locator('#otc-panel-offers').waitFor();
      await expect.poll(() => text(sellerPage, 'otc-offer-status')).toBe('Open');
      await openTab(sellerPage, 'lobby');
      await expect.poll(() => text(sellerPage, 'otc-usdt-available')).toBe('200.00');
      expect(await text(sellerPage, 'otc-usdt-frozen')).toBe('300.00');
      await sellerPage.getByText('Your own offer').waitFor();
      await expectAccessible(sellerPage, 'P2P lobby (seller)');
      await screenshot(sellerPage, 'otc-lobby-seller-1280-en-US');
    });

    await step('the buyer takes part of the offer through the review step', async () => {
      buyerPage = await signedIn(BUYER, DESKTOP);
      await buyerPage.goto(`${stack.baseUrl}/#/otc`);
      const offer = buyerPage.locator(`[data-testid="otc-offer"][data-seller="${SELLER}"]`);
      await offer.waitFor();
      expect(await offer.getByTestId('otc-seller-record').textContent()).toBe('Trades: 0 · rating none yet (0)');
      expect(await offer.getByTestId('otc-offer-price').textContent()).toBe('7.25 Cash per USDT');
      expect(await text(buyerPage, 'otc-pay-available')).toBe('1,000.00');
      await offer.getByRole('button', { name: 'Buy' }).click();
      const dialog = buyerPage.getByTestId('otc-buy-dialog');
      await dialog.locator('#field-amount').fill('250');
      await dialog.getByRole('button', { name: 'Review' }).click();
      await dialog.getByText("Choose an amount within this offer's limits").waitFor();
      await dialog.locator('#field-amount').fill('20');
      await dialog.getByRole('button', { name: 'Review' }).click();
      await dialog.getByTestId('otc-buy-review').waitFor();
      await expect.poll(() => dialog.getByTestId('review-pay').textContent()).toBe('145.00 Cash');
      await expect.poll(() => dialog.getByTestId('review-fee').textContent()).toBe('1.45 Cash');
      await expect.poll(() => dialog.getByTestId('review-receive').textContent()).toBe('20.00 USDT');
      await expectAccessible(buyerPage, 'P2P buy review');
      await screenshot(buyerPage, 'otc-buy-review-1280-en-US');
      // Nothing has moved before the confirmation.
      expect(await text(buyerPage, 'otc-pay-available')).toBe('1,000.00');
      await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
      await toast(buyerPage).getByText('Purchase completed.').waitFor();
      await expect.poll(() => text(buyerPage, 'otc-pay-available')).toBe('855.00');
      expect(await text(buyerPage, 'otc-usdt-available')).toBe('20.00');
      await expect.poll(() => offer.getByTestId('otc-offer-remaining').textContent()).toBe('280.00 USDT');
    });

    await step('both see the trade; the buyer writes in its chat and the seller reads it', async () => {
      await openTab(buyerPage, 'trades');
      const trade = buyerPage.getByTestId('otc-trade');
      await trade.getByText(`Bought from ${SELLER}`).waitFor();
      expect(await trade.getByTestId('otc-trade-money').textContent()).toBe('145.00 Cash');
      await trade.getByRole('button', { name: 'Chat, appeal, rating' }).click();
      const dialog = buyerPage.getByTestId('otc-trade-dialog');
      await dialog.getByTestId('otc-chat-empty').waitFor();
      await dialog.locator('#otc-chat-input').fill('Hello, thank you for the quick trade!');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.getByTestId('otc-chat-message').getByText('Hello, thank you for the quick trade!').waitFor();
      await expectAccessible(buyerPage, 'P2P trade chat');
      await screenshot(buyerPage, 'otc-trade-chat-1280-en-US');
      await dialog.getByRole('button', { name: 'Close' }).click();

      await openTab(sellerPage, 'trades');
      const sold = sellerPage.getByTestId('otc-trade');
      await sold.getByText(`Sold to ${BUYER}`).waitFor();
      expect(await sold.getByTestId('otc-trade-money').textContent()).toBe('143.55 Cash');
      await sold.getByRole('button', { name: 'Chat, appeal, rating' }).click();
      const sellerDialog = sellerPage.getByTestId('otc-trade-dialog');
      await sellerDialog.getByTestId('otc-chat-message').getByText('Hello, thank you for the quick trade!').waitFor();
      expect(await sellerDialog.getByTestId('otc-chat-message').textContent()).toContain(BUYER);
      await sellerDialog.getByRole('button', { name: 'Close' }).click();
    });

    await step('the buyer appeals the trade from its screen; both sides of it are frozen on both balances', async () => {
      const trade = buyerPage.getByTestId('otc-trade');
      await trade.getByRole('button', { name: 'Chat, appeal, rating' }).click();
      const dialog = buyerPage.getByTestId('otc-trade-dialog');
      await dialog.getByRole('button', { name: 'Appeal', exact: true }).click();
      await dialog.getByText('Give a reason of 1 to 500 characters').waitFor();
      await dialog.locator('#otc-appeal-reason').fill('The seller asked me to pay a second time, outside the platform.');
      await dialog.getByRole('button', { name: 'Appeal', exact: true }).click();
      await toast(buyerPage).getByText('Appeal submitted.').waitFor();
      expect(await dialog.getByTestId('otc-appeal-state').textContent()).toBe('This trade is under appeal: an operator will decide.');
      // No rating while the appeal is open.
      expect(await dialog.locator('#otc-rate-comment').count()).toBe(0);
      await expectAccessible(buyerPage, 'P2P trade under appeal');
      await screenshot(buyerPage, 'otc-appeal-open-1280-en-US');
      await dialog.getByRole('button', { name: 'Close' }).click();
      expect(await text(buyerPage, 'otc-trade-status')).toBe('Under appeal');
      // The buyer's 20 USDT are frozen; the seller's 143.55 Cash of proceeds too.
      await openTab(buyerPage, 'lobby');
      await expect.poll(() => text(buyerPage, 'otc-usdt-frozen')).toBe('20.00');
      expect(await text(buyerPage, 'otc-usdt-available')).toBe('0.00');
      expect(await text(buyerPage, 'otc-pay-available')).toBe('855.00');
      await expect.poll(() => text(sellerPage, 'otc-trade-status')).toBe('Under appeal');
      await openTab(sellerPage, 'lobby');
      await expect.poll(() => text(sellerPage, 'otc-pay-frozen')).toBe('143.55');
      expect(await text(sellerPage, 'otc-pay-available')).toBe('0.00');
      expect(await text(sellerPage, 'otc-usdt-available')).toBe('200.00');
      expect(await text(sellerPage, 'otc-usdt-frozen')).toBe('280.00');
      await screenshot(sellerPage, 'otc-lobby-seller-appeal-1280-en-US');
    });

    await step('the operator reverses it; both members see the decision and their balances after it', async () => {
      const appeals = JSON.parse(await stack.admin('otc', 'appeals')) as { id: string; buyerUserName: string; appeal: { reason: string } }[];
      expect(appeals.map((appeal) => [appeal.buyerUserName, appeal.appeal.reason])).toEqual([[BUYER, 'The seller asked me to pay a second time, outside the platform.']]);
      await stack.admin('otc', 'decide', appeals[0]!.id, 'reverse', '--note', 'Paid twice: the trade is undone.');

      // The buyer has the whole payment back; the 20 USDT went back to the seller.
      await expect.poll(() => text(buyerPage, 'otc-pay-available')).toBe('1,000.00');
      expect(await text(buyerPage, 'otc-usdt-available')).toBe('0.00');
      expect(await text(buyerPage, 'otc-usdt-frozen')).toBe('0.00');
      await openTab(buyerPage, 'trades');
      await expect.poll(() => text(buyerPage, 'otc-trade-status')).toBe('Reversed');
      await buyerPage.getByTestId('otc-trade').getByRole('button', { name: 'Chat, appeal, rating' }).click();
      const dialog = buyerPage.getByTestId('otc-trade-dialog');
      expect(await dialog.getByTestId('otc-appeal-state').textContent()).toBe('Appeal decided: the trade was reversed.');
      expect(await dialog.getByTestId('otc-appeal-note').textContent()).toBe("Operator's note: Paid twice: the trade is undone.");
      await expectAccessible(buyerPage, 'P2P trade reversed');
      await screenshot(buyerPage, 'otc-appeal-decided-1280-en-US');
      await dialog.getByRole('button', { name: 'Close' }).click();

      await expect.poll(() => text(sellerPage, 'otc-usdt-available')).toBe('220.00');
      expect(await text(sellerPage, 'otc-usdt-frozen')).toBe('280.00');
      expect(await text(sellerPage, 'otc-pay-available')).toBe('0.00');
      expect(await text(sellerPage, 'otc-pay-frozen')).toBe('0.00');
      await openTab(sellerPage, 'trades');
      await expect.poll(() => text(sellerPage, 'otc-trade-status')).toBe('Reversed');
    });

    await step('the buyer buys again and rates that trade from its screen; the lobby shows the seller\'s record', async () => {
      // The first purchase's toast may still be leaving: the one waited for below is this purchase's.
      await dismissToasts(buyerPage);
      await openTab(buyerPage, 'lobby');
      const offer = buyerPage.locator(`[data-testid="otc-offer"][data-seller="${SELLER}"]`);
      // The reversed trade does not count.
      await expect.poll(() => offer.getByTestId('otc-seller-record').textContent()).toBe('Trades: 0 · rating none yet (0)');
      await offer.getByRole('button', { name: 'Buy' }).click();
      const buy = buyerPage.getByTestId('otc-buy-dialog');
      await buy.locator('#field-amount').fill('10');
      await buy.getByRole('button', { name: 'Review' }).click();
      await expect.poll(() => buy.getByTestId('review-pay').textContent()).toBe('72.50 Cash');
      await buy.getByRole('button', { name: 'Confirm purchase' }).click();
      await toast(buyerPage).getByText('Purchase completed.').waitFor();
      await expect.poll(() => text(buyerPage, 'otc-pay-available')).toBe('927.50');
      expect(await text(buyerPage, 'otc-usdt-available')).toBe('10.00');

      await openTab(buyerPage, 'trades');
      const trades = buyerPage.getByTestId('otc-trade');
      await expect.poll(() => trades.count()).toBe(2);
      const latest = trades.first();
      expect(await latest.getByTestId('otc-trade-status').textContent()).toBe('Completed');
      expect(await latest.getByTestId('otc-trade-amount').textContent()).toBe('10.00 USDT');
      await latest.getByRole('button', { name: 'Chat, appeal, rating' }).click();
      const dialog = buyerPage.getByTestId('otc-trade-dialog');
      await dialog.getByRole('button', { name: 'Rate', exact: true }).click();
      await dialog.getByText('Choose from 1 to 5 stars').waitFor();
      await dialog.locator('label').filter({ hasText: '5 of 5 stars' }).click();
      expect(await dialog.getByRole('radio', { name: '5 of 5 stars' }).isChecked()).toBe(true);
      await dialog.locator('#otc-rate-comment').fill('Quick and friendly.');
      await dialog.getByRole('button', { name: 'Rate', exact: true }).click();
      await toast(buyerPage).getByText('Thank you for your rating.').waitFor();
      expect(await dialog.getByTestId('otc-my-rating').getAttribute('aria-label')).toBe('Your rating: 5 of 5');
      await expectAccessible(buyerPage, 'P2P trade rated');
      await screenshot(buyerPage, 'otc-trade-rated-1280-en-US');
      await dialog.getByRole('button', { name: 'Close' }).click();

      await openTab(buyerPage, 'lobby');
      await expect.poll(() => offer.getByTestId('otc-seller-record').textContent()).toBe('Trades: 1 · rating 5.00 (1)');
      await screenshot(buyerPage, 'otc-lobby-rated-1280-en-US');
    });

    await step('the seller cancels the rest after its review; Cancel in the review changes nothing', async () => {
      // At 360 px in zh-CN: the review fits, and its Cancel leaves the offer open.
      const phone = sellerPage;
      await showAs(phone, NARROW, 'zh-CN');
      await phone.goto(`${stack.baseUrl}/#/usdt/otc?tab=offers`);
      const phoneOffer = phone.getByTestId('otc-my-offer');
      await phoneOffer.getByRole('button', { name: '撤销剩余' }).click();
      const phoneDialog = phone.getByTestId('otc-cancel-dialog');
      expect(await phoneDialog.getByTestId('otc-cancel-returned').textContent()).toBe('270.00 USDT 积分');
      expect(await overflow(phone)).toBeLessThanOrEqual(0);
      await expectAccessible(phone, 'P2P cancel review zh-CN 360');
      await screenshot(phone, 'otc-cancel-review-360-zh-CN');
      await phoneDialog.getByRole('button', { name: '取消', exact: true }).click();
      await phoneDialog.waitFor({ state: 'detached' });
      expect(await phoneOffer.getAttribute('data-status')).toBe('PUBLISHED');
      await showAs(sellerPage, DESKTOP, 'en-US');

      await openTab(sellerPage, 'offers');
      const offer = sellerPage.getByTestId('otc-my-offer');
      // The reversed 20 went back to the seller's balance, not into the offer.
      // Polled: the tab may show the cached offer for a moment before its refetch lands.
      await expect.poll(() => offer.getByTestId('otc-offer-sold').textContent()).toBe('30.00 USDT');
      await expect.poll(() => offer.getByTestId('otc-offer-remaining').textContent()).toBe('270.00 USDT');
      await offer.getByRole('button', { name: 'Cancel the rest' }).click();
      const dialog = sellerPage.getByTestId('otc-cancel-dialog');
      expect(await dialog.getByTestId('otc-cancel-returned').textContent()).toBe('270.00 USDT');
      await dialog.getByText('270.00 USDT goes back from escrow to your available balance').waitFor();
      await expectAccessible(sellerPage, 'P2P cancel review');
      await screenshot(sellerPage, 'otc-cancel-review-1280-en-US');
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await text(sellerPage, 'otc-offer-status')).toBe('Open');
      expect(await offer.getByTestId('otc-offer-remaining').textContent()).toBe('270.00 USDT');

      await offer.getByRole('button', { name: 'Cancel the rest' }).click();
      await dialog.getByRole('button', { name: 'Confirm cancel', exact: true }).click();
      await toast(sellerPage).getByText('Offer cancelled: 270.00 USDT returned to your balance.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => text(sellerPage, 'otc-offer-status')).toBe('Cancelled');
      await expectAccessible(sellerPage, 'P2P my offers');
      await screenshot(sellerPage, 'otc-offers-1280-en-US');
      await openTab(sellerPage, 'lobby');
      await expect.poll(() => text(sellerPage, 'otc-usdt-available')).toBe('490.00');
      expect(await text(sellerPage, 'otc-usdt-frozen')).toBe('0.00');
      expect(await text(sellerPage, 'otc-pay-available')).toBe('71.77');
      await sellerPage.getByTestId('otc-lobby-empty').waitFor();
    });

    await step('every tab fits 360 px and is accessible in en-US and zh-CN; zh-CN at 1280 px too', async () => {
      for (const [locale, viewport, width] of [
        ['en-US', NARROW, 360],
        ['zh-CN', NARROW, 360],
        ['zh-CN', DESKTOP, 1280],
      ] as const) {
        const page = buyerPage;
        await showAs(page, viewport, locale);
        for (const tab of ['lobby', 'publish', 'offers', 'trades'] as const) {
          await page.goto(`${stack.baseUrl}/#/usdt/otc${tab === 'lobby' ? '' : `?tab=${tab}`}`);
          await page.locator(`#otc-panel-${tab}`).waitFor();
          await page.getByTestId('otc-balances').or(page.getByTestId('otc-trade')).or(page.getByTestId('otc-offers-empty')).or(page.getByTestId('otc-trades-empty')).first().waitFor();
          if (locale === 'zh-CN') await page.getByRole('heading', { level: 1, name: 'P2P 交易' }).waitFor();
          expect(await overflow(page), `${tab} ${locale} ${width}`).toBeLessThanOrEqual(0);
          await expectAccessible(page, `P2P ${tab} ${locale} ${width}`);
          await screenshot(page, `otc-${tab}-${width}-${locale}`);
        }
        // The reversed trade (its chat and the decision), then the rated one.
        await page.getByTestId('otc-trade').last().getByRole('button').click();
        await page.getByTestId('otc-chat-message').waitFor();
        await page.getByTestId('otc-appeal-state').waitFor();
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page, `P2P trade dialog ${locale} ${width}`);
        await screenshot(page, `otc-trade-dialog-${width}-${locale}`);
        await page.getByTestId('otc-trade-dialog').getByRole('button').last().click();
        await page.getByTestId('otc-trade-dialog').waitFor({ state: 'detached' });
        await page.getByTestId('otc-trade').first().getByRole('button').click();
        await page.getByTestId('otc-my-rating').waitFor();
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page, `P2P rated trade ${locale} ${width}`);
        await screenshot(page, `otc-trade-rated-${width}-${locale}`);
        await page.getByTestId('otc-trade-dialog').getByRole('button').last().click();
        await page.getByTestId('otc-trade-dialog').waitFor({ state: 'detached' });
      }
    });
  });
});
