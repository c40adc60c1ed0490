// The monthly statement in Debian's Chromium through the real stack, on a 360 px phone in Chinese
// and at 1280 px in English: a member with a movement last month turns the monthly statement
// email on (/setting/notifications); the operator runs `pnpm admin monthly-statements`; the mail
// reaches a real SMTP server in the member's language with the month's CSV and PDF; the statement
// the member downloads from /records for that month is the mailed CSV byte for byte, because the
// platform makes both. The platform runs on a journey clock started in last month (GMT+8).
import { pdfText } from '@portal/platform/testing/pdf';
import { TestSmtpServer, type ReceivedMail } from '@portal/platform/testing/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { DAY_MS, GMT8_MS, JourneyClock } from '../src/clock.ts';
import { expectAccessible, newPage, registerThroughApi, showAs, waitForHash } from '../src/member.ts';
import { startStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'monthly_statement_member';
const PASSWORD = 'monthly-Password1';
const EMAIL = 'monthly.statement@example.com';
const PHONE_360 = { width: 360, height: 740 };
const AMOUNT = '88.5';

/** Last month in GMT+8 (`YYYY-MM`), its last day, and noon GMT+8 on its 10th, where the journey's clock starts. */
function lastMonth(now = Date.now()): { month: string; lastDay: string; start: number } {
  const gmt8 = new Date(now + GMT8_MS);
  const first = Date.UTC(gmt8.getUTCFullYear(), gmt8.getUTCMonth() - 1, 1);
  const last = Date.UTC(gmt8.getUTCFullYear(), gmt8.getUTCMonth(), 0);
  return { month: new Date(first).toISOString().slice(0, 7), lastDay: new Date(last).toISOString().slice(0, 10), start: first + 9 * DAY_MS + DAY_MS / 2 - GMT8_MS };
}

const { month: MONTH, lastDay: LAST_DAY, start: START } = lastMonth();
const smtp = new TestSmtpServer();
const clock = new JourneyClock(START);
let stack: Stack;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** The member's statement mails (the sign-in from a new device sends one of its own). */
const statementMails = (): ReceivedMail[] => smtp.received.filter((mail) => mail.to === EMAIL && mail.subject === `您的 ${MONTH} 月结单`);


beforeAll(async () => {
  await smtp.start();
  // A stack of its own: its clock, its mail server, and a run that is the operator's alone.
  stack = await startStack({
    clock,
    platformEnv: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Portal <no-reply@portal.test>',
      NOTIFICATION_DISPATCH_INTERVAL_MS: '50',
      MONTHLY_STATEMENT_SCHEDULER: 'false',
    },
  });
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD, stack.rootReferralId, EMAIL);
  // Last month's one movement; then the month ends (the clock catches up with the real time).
  await stack.admin('adjust', MEMBER, 'CASH_POINT', 'in', AMOUNT);
  await clock.advance(Date.now() - START + DAY_MS);
});

afterAll(async () => {
  await context?.close();
  await stack?.close();
  await smtp.stop();
});

describe('monthly statement journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(5) }, async () => {
    let mailedCsv: Buffer | undefined;

    await step('on a 360 px phone in Chinese, the member turns the monthly statement email on', async () => {
      [context, page] = await newPage(browser, PHONE_360, 'zh-CN');
      await page.goto(`${stack.baseUrl}/#/login`);
      await page.locator('#field-userName').fill(MEMBER);
      await page.locator('#field-password').fill(PASSWORD);
      await page.locator('#field-password').press('Enter');
      await waitForHash(page, '/index');
      await page.goto(`${stack.baseUrl}/#/setting/notifications`);
      const section = page.getByTestId('monthly-statement');
      await section.getByRole('heading', { name: '月结单' }).waitFor();
      expect(await page.getByTestId('monthly-statement-address').textContent()).toBe(`每月 1 日（GMT+8）将上月各积分的结单（CSV 与 PDF）发送至 ${EMAIL}。`);
      const toggle = page.getByTestId('monthly-statement-switch').locator('input');
      expect(await toggle.isChecked()).toBe(false);
      await toggle.click();
      await expect.poll(() => toggle.isChecked()).toBe(true);
      // Kept by the platform, not only on the screen.
      await page.reload();
      await section.waitFor();
      await expect.poll(() => page.getByTestId('monthly-statement-switch').locator('input').isChecked()).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'monthly statement switch');
      await screenshot(page, 'phone-360-monthly-statement-zh-CN');
    });

    await step('the operator runs the monthly statements; the mail arrives in Chinese with the CSV and the PDF', async () => {
      const run = JSON.parse(await stack.admin('monthly-statements')) as { month: string; queued: number; failed: number };
      expect(run).toMatchObject({ month: MONTH, queued: 1, failed: 0 });
      await expect.poll(() => statementMails().length, { timeout: 30_000 }).toBe(1);
      const mail = statementMails()[0]!;
      expect(mail.language).toBe('zh-CN');
      expect(mail.attachments.map((file) => file.filename)).toEqual([`statement-CASH_POINT-${MONTH}.csv`, `statement-CASH_POINT-${MONTH}.pdf`]);
      expect(mail.attachments[1]!.contentType).toBe('application/pdf');
      const pdf = await pdfText(mail.attachments[1]!.content);
      for (const word of ['对账单', '期初余额', '期末余额', '现金积分', MEMBER, AMOUNT]) expect(pdf).toContain(word);
      mailedCsv = mail.attachments[0]!.content;
      const rows = mailedCsv.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(rows[0]).toBe('时间 (GMT+8),类型,单号,金额,余额');
      expect(rows.at(-1)).toMatch(new RegExp(`,期末余额,,,${AMOUNT.replace('.', '\\.')}$`));
      // The operator's view of the outbox: the email went out.
      const deliveries = await stack.operator<{ userName: string; event: string; channel: string; status: string }[]>('notifications/deliveries', { limit: 50 });
      expect(deliveries.filter((d) => d.userName === MEMBER && d.event === 'MONTHLY_STATEMENT')).toEqual([expect.objectContaining({ channel: 'EMAIL', status: 'SENT' })]);
      // A second run sends nothing twice.
      expect(JSON.parse(await stack.admin('monthly-statements'))).toMatchObject({ month: MONTH, queued: 0, alreadySent: 1 });
    });

    await step("from /records, the member downloads last month's statement: the mailed CSV byte for byte, and its PDF", async () => {
      await page.goto(`${stack.baseUrl}/#/records`);
      await page.getByTestId('record').first().waitFor();
      const download = async (format: string): Promise<Buffer> => {
        await page.getByRole('button', { name: '对账单', exact: true }).click();
        const form = page.getByTestId('statement-form');
        await form.locator('#field-month').fill(MONTH);
        await form.locator('#field-format').click();
        await page.getByRole('option', { name: format, exact: true }).click();
        // A PDF is laid out on the platform (its font read on first use): slower than a page under load.
        const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), form.getByRole('button', { name: '下载', exact: true }).click()]);
        await form.waitFor({ state: 'detached' });
        expect(file.suggestedFilename()).toBe(`statement-cash_point-${MONTH}-01-${LAST_DAY}.${format === 'PDF' ? 'pdf' : 'csv'}`);
        return Buffer.concat(await (await file.createReadStream()).toArray());
      };
      expect((await download('CSV（电子表格）')).equals(mailedCsv!)).toBe(true);
      const pdf = await pdfText(await download('PDF'));
      for (const word of ['对账单', '期末余额', AMOUNT]) expect(pdf).toContain(word);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });

    await step('at 1280 px in English: the switch is still on, with the address', async () => {
      await showAs(page, DESKTOP, 'en-US');
      await page.goto(`${stack.baseUrl}/#/setting/notifications`);
      await page.getByTestId('monthly-statement').getByRole('heading', { name: 'Monthly statement' }).waitFor();
      expect(await page.getByTestId('monthly-statement-switch').locator('input').isChecked()).toBe(true);
      expect(await page.getByTestId('monthly-statement-address').textContent()).toContain(EMAIL);
      await expectAccessible(page, 'monthly statement switch, desktop');
      await screenshot(page, 'desktop-monthly-statement-en-US');
    });
  });
});
