// The money screens a member must be able to trust, at 1280 px and on a 360 px phone, in English
// and Chinese: one formatter per credit (a huge balance stays in its card, movements signed and
// coloured), the combined history found and read (status and search, a record's details,
// nothing raw: statuses, notes and credits worded, long numbers shortened with a copy button,
// date placeholders in the member's language), convert and transfer behind a review step, and a
// server's field message beside its field.
import { pdfText } from '@portal/platform/testing/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { newPage, registerThroughApi, showAs, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const PHONE_360 = { width: 360, height: 740 };
const USER = 'e2e_money_screens';
const OTHER = 'e2e_money_other';
const PASSWORD = 'money-Password1';
// Fourteen digits before the point: wider than a dashboard card at 1280 px if it did not wrap.
const LARGE = '98765432109876.54321';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, USER, PASSWORD);
  await registerThroughApi(stack, OTHER, PASSWORD);
  await stack.admin('adjust', USER, 'CASH_POINT', 'in', LARGE);
  await stack.admin('adjust', USER, 'BONUS_POINT', 'in', '50', '-r', 'welcome gift');
});

afterAll(async () => {
  await stack?.close();
});

async function signedIn(viewport: { width: number; height: number }, locale: string): Promise<[BrowserContext, Page]> {
  const [ctx, page] = await newPage(browser, viewport, locale);
  await page.goto(`${stack.baseUrl}/#/login`);
  await page.locator('#field-userName').fill(USER);
  await page.locator('#field-password').fill(PASSWORD);
  await page.locator('#field-password').press('Enter');
  await waitForHash(page, '/index');
  return [ctx, page];
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** From now on, keeps the text of every toast the page shows (read with toastsShown). */
const recordToasts = (page: Page) =>
  page.evaluate(() => {
    const shown: string[] = [];
    Object.assign(window, { toastsShown: shown });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          for (const toast of [node, ...node.querySelectorAll<HTMLElement>('.notistack-MuiContent')]) {
            if (toast.matches('.notistack-MuiContent')) shown.push(toast.textContent ?? '');
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
const toastsShown = (page: Page) => page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
/** The rows (header left out) of the CSV the records screen's Export button saves. */
async function exportedRows(page: Page): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV', exact: true }).click()]);
  const csv = (await (await download.createReadStream()).toArray()).join('');
  const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toContain('Receipt number');
  return lines.slice(1);
}
/** Cash after the convert (100 out) and the transfer (10 out): what every statement of it closes at. */
const CASH_CLOSING = '98765432109766.54321';

/** Opens the records screen's statement form, chooses the file type, and returns the file it downloads. */
async function downloadStatement(page: Page, action: string, format: string, download: string): Promise<Buffer> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const form = page.getByTestId('statement-form');
  await form.locator('#field-format').click();
  await page.getByRole('option', { name: format, exact: true }).click();
  // A PDF is laid out on the server (its font read on first use): slower than a page under load.
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), form.getByRole('button', { name: download, exact: true }).click()]);
  await form.waitFor({ state: 'detached' });
  return Buffer.concat(await (await file.createReadStream()).toArray());
}

/** The term naming a record's actual amount in its details. */
const actualAmountTerm = (details: Locator) => details.getByTestId('detail-actual-amount').locator('xpath=preceding-sibling::dt[1]').textContent();
/** Elements whose content runs wider than their own box. */
/** How far the paging row's parts reach past the inside of its card's border, in px (≤ 0: inside). */
const pagingPastCard = (page: Page) =>
  page.locator('.MuiTablePagination-root').evaluate((paging) => {
    const card = paging.closest('.MuiPaper-root')!.getBoundingClientRect();
    const parts = [...paging.querySelectorAll('.MuiTablePagination-toolbar > *')].map((part) => part.getBoundingClientRect()).filter((box) => box.width > 0);
    return Math.max(...parts.map((box) => Math.max(card.left + 1 - box.left, box.right - (card.right - 1))));
  });

const overflowing = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.getAttribute('data-testid')));

describe('money screens', () => {
  it('the member walks it in order', { timeout: storyTimeout(10) }, async () => {
    // One page of the member's: at 1280 px in English, then turned to a 360 px phone in Chinese.
    const [context, page] = await step('signs in', () => signedIn(DESKTOP, 'en-US'));

    await step("shows a huge balance inside its card, with the credit's two decimals", async () => {
      const cash = page.getByTestId('balance-CASH_POINT').getByTestId('available');
      await expect.poll(() => cash.textContent()).toBe('98,765,432,109,876.54');
      expect(await overflowing(page, '[data-testid^="balance-"]')).toEqual([]);
      await screenshot(page, 'money-dashboard-1280-en-US');
    });

    await step('converts only after a review that repeats the amounts, the fee and what arrives', async () => {
      await page.goto(`${stack.baseUrl}/#/cash/convert`);
      const form = page.getByTestId('convert-form');
      await form.locator('#field-toCoin').click();
      await page.getByRole('option', { name: 'USDT', exact: true }).click();
      await form.locator('#field-amount').fill('100');
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      const review = page.getByTestId('convert-confirm');
      expect(await review.getByTestId('review-from').textContent()).toBe('100.00 Cash');
      await expect.poll(() => review.getByTestId('review-fee').textContent()).toBe('2.00 Cash');
      await expect.poll(() => review.getByTestId('review-receive').textContent()).toBe('98.00 USDT');
      // Cancelling moves nothing.
      await review.getByRole('button', { name: 'Cancel' }).click();
      await review.waitFor({ state: 'detached' });
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      await page.getByTestId('convert-confirm').getByRole('button', { name: 'Convert', exact: true }).click();
      await page.getByText('The convert is done.').waitFor();
    });

    await step("transfers only after a review naming the recipient; a server's field message shows beside its field", async () => {
      await page.goto(`${stack.baseUrl}/#/transfer`);
      const form = page.getByTestId('transfer-form');
      await recordToasts(page);
      // A name longer than any member's: the platform refuses the field as the review asks about
      // the recipient, and the form says so beside it before any password is typed.
      await form.locator('#field-toUser').fill('x'.repeat(65));
      await form.locator('#field-amount').fill('10');
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      const helper = page.locator('#field-toUser-helper-text');
      await expect.poll(() => helper.textContent()).toMatch(/64/);
      await page.getByTestId('transfer-confirm').waitFor({ state: 'detached' });
      expect(await page.locator('#field-toUser').getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'money-transfer-field-error-1280-en-US');

      await form.locator('#field-toUser').fill(OTHER);
      await form.getByRole('button', { name: 'Review', exact: true }).click();
      const review = page.getByTestId('transfer-confirm');
      expect(await review.getByTestId('review-recipient').textContent()).toBe(OTHER);
      await expect.poll(() => review.getByTestId('review-receive').textContent()).toBe('10.00 Cash');
      await review.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await screenshot(page, 'money-transfer-review-1280-en-US');
      await review.getByRole('button', { name: 'Transfer', exact: true }).click();
      await page.getByText(`10.00 sent to ${OTHER}.`).waitFor();
      // Toasts show in order: by the success toast, a general one for the field's refusal would have shown.
      const toasts = await toastsShown(page);
      expect(toasts).toContain(`10.00 sent to ${OTHER}.`);
      expect(toasts).not.toContain('Bad request parameters');
    });

    await step("lists every credit's records worded, signed and coloured; filters by status; finds one by its number; shows its details", async () => {
      await page.goto(`${stack.baseUrl}/#/records`);
      const rows = page.getByTestId('record');
      await expect.poll(() => rows.count()).toBe(6);
      const text = (await page.getByTestId('records').textContent()) ?? '';
      // Nothing raw: no status or credit code, the convert's note in words.
      expect(text).not.toMatch(/SUCCESS|CASH_POINT|USDT_POINT|BONUS_POINT/);
      // The convert's note in words, its order's id only in the details.
      expect(text).toContain('Cash → USDT');
      expect(text).not.toMatch(/cvo_/);
      expect(text).toContain(`To ${OTHER}`);
      expect(text).toContain('welcome gift');
      expect(text).toContain('Successful');
      // In with + and green, out with − and red.
      const amounts = await page.getByTestId('record-amount').evaluateAll((elements) => elements.map((element) => [element.textContent, getComputedStyle(element).color]));
      const incoming = amounts.find(([value]) => value === '+98.00');
      const outgoing = amounts.find(([value]) => value === '\u221210.00');
      expect(incoming, JSON.stringify(amounts)).toBeDefined();
      expect(outgoing, JSON.stringify(amounts)).toBeDefined();
      expect(incoming![1]).not.toBe(outgoing![1]);
      // A long transaction number stays on one line, shortened, its whole in the title.
      const number = page.getByTestId('record-number').first();
      const full = (await number.getAttribute('title'))!;
      expect(await number.textContent()).toContain('…');
      expect((await number.boundingBox())!.height).toBeLessThan(30);
      await screenshot(page, 'money-records-1280-en-US');
      expect(await overflow(page), 'no sideways scrolling at 1280 px').toBe(0);
      // Every column, the details button included, is in view without scrolling the table.
      const table = (await page.locator('.MuiTableContainer-root').boundingBox())!;
      const detailsButton = (await page.getByTestId('record-open').first().boundingBox())!;
      expect(detailsButton.x + detailsButton.width).toBeLessThanOrEqual(table.x + table.width);

      await page.locator('#filter-status').click();
      await page.getByRole('option', { name: 'Pending review' }).click();
      await page.getByTestId('records-empty').waitFor();
      // The export holds what the list shows: here nothing but the header.
      expect(await exportedRows(page)).toEqual([]);
      await page.locator('#filter-status').click();
      await page.getByRole('option', { name: 'Successful' }).click();
      await expect.poll(() => rows.count()).toBe(6);

      // The transfer's number (record and fee share it) found by its start: the time part and six
      // random characters (the time part alone is shared by the records of the same second).
      await page.locator('#filter-search').fill(full.slice(0, 'txn_'.length + 16));
      await page.locator('#filter-search').press('Enter');
      // The searched list, not the moment between two lists (no rows while the search loads).
      await expect
        .poll(async () => {
          const count = await rows.count();
          return count > 0 && count < 6;
        })
        .toBe(true);
      const found = await rows.count();
      expect(found).toBeGreaterThan(0);
      for (let index = 0; index < found; index++) expect(await rows.nth(index).getByTestId('record-number').getAttribute('title')).toBe(full);
      // Exported under the same status and search: the same records, no other.
      const exported = await exportedRows(page);
      expect(exported).toHaveLength(found);
      for (const row of exported) expect(row.split(',')[2]).toBe(full);

      // The transfer's own record: what left is named as sent, not received.
      await rows.filter({ has: page.getByTestId('record-amount').filter({ hasText: '\u221210.00' }) }).getByTestId('record-open').click();
      const details = page.getByTestId('record-details');
      expect(await details.getByTestId('detail-transaction-number').textContent()).toContain(full);
      expect(await details.getByTestId('detail-status').textContent()).toBe('Successful');
      expect(await actualAmountTerm(details)).toBe('Sent');
      expect(await details.getByTestId('detail-actual-amount').textContent()).toMatch(/^\u221210\.0+$/);
      await details.getByRole('button', { name: 'Copy Transaction no.' }).waitFor();
      await screenshot(page, 'money-record-details-1280-en-US');
      await details.getByRole('button', { name: 'Close' }).click();
      await details.waitFor({ state: 'detached' });

      // What came in is named as received.
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await expect.poll(() => rows.count()).toBe(6);
      await rows.filter({ has: page.getByTestId('record-amount').filter({ hasText: '+98.00' }) }).getByTestId('record-open').click();
      expect(await actualAmountTerm(details)).toBe('Received');
      await details.getByRole('button', { name: 'Close' }).click();
    });

    await step("downloads this month's Cash statement as PDF and CSV; both close at the balance", async () => {
      await page.goto(`${stack.baseUrl}/#/records`);
      await page.getByTestId('record').first().waitFor();
      const pdf = await pdfText(await downloadStatement(page, 'Statement', 'PDF', 'Download'));
      expect(pdf).toContain('Statement');
      expect(pdf).toContain('Closing balance');
      expect(pdf).toContain(USER);
      expect(pdf).toContain(CASH_CLOSING);
      const csv = (await downloadStatement(page, 'Statement', 'CSV (spreadsheet)', 'Download')).toString('utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('Time (GMT+8),Type,Reference,Amount,Balance');
      expect(lines.at(-1)).toMatch(new RegExp(`,Closing balance,,,${CASH_CLOSING.replace('.', '\\.')}$`));
      expect(lines.some((line) => /,Transfer,R\d+,-10,/.test(line))).toBe(true);
    });

    await step('360 px, Chinese: shows the seven balances compactly, the quick actions on the first screen', async () => {
      await showAs(page, PHONE_360, 'zh-CN');
      await page.goto(`${stack.baseUrl}/#/index`);
      await page.evaluate(() => window.scrollTo(0, 0));
      const cash = page.getByTestId('balance-CASH_POINT').getByTestId('available');
      await expect.poll(() => cash.textContent()).toBe('98,765,432,109,766.54');
      const actions = await page.locator('#quick-actions-title').boundingBox();
      expect(actions!.y + actions!.height).toBeLessThan(PHONE_360.height);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'money-dashboard-360-zh-CN');
    });

    await step('360 px, Chinese: keeps a huge balance inside its wallet card', async () => {
      await showAs(page, PHONE_360, 'zh-CN');
      await page.goto(`${stack.baseUrl}/#/assets`);
      await page.getByTestId('wallet-CASH_POINT').getByTestId('available').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await overflowing(page, '[data-testid^="wallet-"] [data-testid="available"]')).toEqual([]);
      expect(await page.getByTestId('wallet-ASSETS_POINT').getByTestId('action-custody').getAttribute('href')).toBe('#/assets/custody');
      await screenshot(page, 'money-wallet-360-zh-CN');
    });

    await step('360 px, Chinese: words records, statuses and date placeholders in Chinese', async () => {
      await showAs(page, PHONE_360, 'zh-CN');
      await page.goto(`${stack.baseUrl}/#/records`);
      await expect.poll(() => page.getByTestId('record').count()).toBe(6);
      const text = (await page.getByTestId('records').textContent()) ?? '';
      expect(text).toContain('成功');
      expect(text).toContain('现金积分 → USDT 积分');
      expect(text).not.toMatch(/cvo_/);
      expect(text).not.toMatch(/SUCCESS|CASH_POINT/);
      // The filters fold under one button: the first record is on the first screen.
      const toggle = page.getByTestId('filters-toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('#filter-from').isVisible()).toBe(false);
      const firstRecord = (await page.getByTestId('record').first().boundingBox())!;
      const tabs = (await page.getByTestId('bottom-tabs').boundingBox())!;
      expect(firstRecord.y + firstRecord.height).toBeLessThanOrEqual(tabs.y);
      await screenshot(page, 'money-records-360-zh-CN-folded');
      await toggle.click();
      await page.locator('#filter-from').waitFor();
      await page.locator('#filter-status').click();
      await page.getByRole('option', { name: '成功' }).click();
      await expect.poll(() => toggle.textContent()).toBe('筛选 (1)');
      await expect.poll(() => page.getByTestId('record').count()).toBe(6);
      expect(await page.locator('#filter-from').getAttribute('placeholder')).toBe('年/月/日');
      expect(await page.getByTestId('date-placeholder').first().textContent()).toBe('年/月/日');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // The paging row (size, range, arrows) wraps inside its card, clear of the border.
      expect(await pagingPastCard(page)).toBeLessThanOrEqual(-4);
      await screenshot(page, 'money-records-360-zh-CN');
      const sent = page.getByTestId('record').filter({ has: page.getByTestId('record-amount').filter({ hasText: '\u221210.00' }) });
      await sent.getByRole('button', { name: '记录详情' }).click();
      const details = page.getByTestId('record-details');
      await details.getByTestId('detail-status').filter({ hasText: '成功' }).waitFor();
      expect(await actualAmountTerm(details)).toBe('实际转出');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'money-record-details-360-zh-CN');
      await details.getByRole('button', { name: '关闭' }).click();
      await details.waitFor({ state: 'detached' });
    });

    await step('360 px, Chinese: downloads the statement as PDF (Chinese embedded) and CSV', async () => {
      await showAs(page, PHONE_360, 'zh-CN');
      await page.goto(`${stack.baseUrl}/#/records`);
      await page.getByTestId('record').first().waitFor();
      await page.getByRole('button', { name: '对账单', exact: true }).click();
      const form = page.getByTestId('statement-form');
      await form.waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'money-statement-360-zh-CN');
      await form.getByRole('button', { name: '取消', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      const pdf = await pdfText(await downloadStatement(page, '对账单', 'PDF', '下载'));
      for (const word of ['对账单', '期初余额', '期末余额', '现金积分', CASH_CLOSING]) expect(pdf).toContain(word);
      const csv = (await downloadStatement(page, '对账单', 'CSV（电子表格）', '下载')).toString('utf8');
      const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe('时间 (GMT+8),类型,单号,金额,余额');
      expect(lines.at(-1)).toMatch(new RegExp(`,期末余额,,,${CASH_CLOSING.replace('.', '\\.')}$`));
    });

    await context.close();
  });
});
