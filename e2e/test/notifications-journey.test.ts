// NEEDS THE PLATFORM'S NOTIFICATION ROUTES (/api/notifications/*, branch notify-platform):
// merged here; without them the bell's count and the inbox cannot load.
//
// Notifications in Debian's Chromium through the real stack, on a 360 px phone in Chinese and
// at 1280 px in English: a transfer from another member lights the bell (live, without a reload);
// the bell opens the inbox, where the notification is unread; opening it marks it read, follows
// its link and clears the bell; the preferences show the security events locked on with the
// reason, and a switch turned off stays off after a reload. Each screen is checked with axe,
// photographed, and never scrolls sideways.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { callGraphql, expectAccessible, newPage, registerThroughApi, showAs, signIn, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'notify_member';
const SENDER = 'notify_sender';
const PASSWORD = 'notify-Password1';
const PHONE_360 = { width: 360, height: 740 };

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The notification worker, its showNotification() calls kept so a step can wait until they are on display. */
type ShowingWorker = { registration: ServiceWorkerRegistration; showing: Promise<void>[] };

const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const bellCount = (target: Page) => target.getByTestId('notification-bell').locator('.MuiBadge-badge');

/** Marks everything in the member's inbox read, through the API. */
async function readAll(userName: string): Promise<void> {
  const { login } = await callGraphql<{ login: { token: string } }>(stack, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', {
    input: { userName, password: PASSWORD },
  });
  await callGraphql(stack, 'mutation { markAllNotificationsRead }', {}, login.token);
}

async function sendCash(amount: string): Promise<void> {
  const { login } = await callGraphql<{ login: { token: string } }>(stack, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', {
    input: { userName: SENDER, password: PASSWORD },
  });
  await callGraphql(
    stack,
    'mutation Transfer($input: TransferInput!) { transfer(input: $input) { id } }',
    { input: { toUser: MEMBER, coinName: 'CASH_POINT', amount, transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } },
    login.token,
  );
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, PASSWORD);
  await registerThroughApi(stack, SENDER, PASSWORD);
  await stack.admin('adjust', SENDER, 'CASH_POINT', 'in', '100');
});

afterAll(async () => {
  await stack?.close();
});

describe('notifications journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(5) }, async () => {
    await step('a transfer lights the bell live, on a 360 px phone in Chinese', async () => {
      // At the phone's size from the start: a resize from desktop moves the header's buttons
      // while the language button is being clicked.
      [context, page] = await newPage(browser, PHONE_360);
      await page.goto(`${stack.baseUrl}/#/login`);
      await signIn(page, MEMBER, PASSWORD);
      // Chinese from the stored choice, not the header's menu (at 360 px its buttons may still
      // move while it is clicked).
      await page.evaluate(() => sessionStorage.setItem('portal.language', 'zh-CN'));
      await page.reload();
      await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
      await page.getByTestId('notification-bell').waitFor();
      // Registered through the API and signed in here: this browser is a new device, whose notice
      // is in the inbox already. It is read first, so the bell counts only what this step sends.
      await readAll(MEMBER);
      await expect.poll(() => bellCount(page).count(), { timeout: 15_000 }).toBe(0);
      await sendCash('17.5');
      await expect.poll(() => bellCount(page).textContent(), { timeout: 15_000 }).toBe('1');
      expect(await page.getByTestId('notification-bell').getAttribute('aria-label')).toBe('通知，1 条未读');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'phone-360-notification-bell-zh-CN');
    });

    await step('the bell opens the inbox; opening the notification marks it read, follows its link and clears the bell', async () => {
      await page.getByTestId('notification-bell').click();
      await waitForHash(page, '/notifications');
      const first = page.getByTestId('notification').first();
      await first.waitFor();
      expect(await first.getAttribute('data-unread')).toBe('true');
      expect(await first.textContent()).toContain('17.5');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'inbox');
      await screenshot(page, 'phone-360-notification-inbox-zh-CN');
      // The link is the platform's (the transfers, or none): wherever it leads, the bell clears.
      await first.click();
      await expect.poll(() => bellCount(page).count()).toBe(0);
      await page.goto(`${stack.baseUrl}/#/notifications`);
      await expect.poll(() => page.getByTestId('notification').first().getAttribute('data-unread')).toBe('false');
    });

    await step('the preferences: security events locked on with the reason; a switch turned off stays off', async () => {
      await page.goto(`${stack.baseUrl}/#/setting/notifications`);
      const locked = page.getByTestId('preference-SECURITY_CHANGED');
      await locked.waitFor();
      expect(await locked.getByTestId('locked-reason').textContent()).toBe('为保护您的账户，安全提醒在所有渠道上始终开启。');
      for (const channel of ['IN_APP', 'EMAIL', 'PUSH']) {
        const input = page.getByTestId(`switch-SECURITY_CHANGED-${channel}`).locator('input');
        expect(await input.isChecked()).toBe(true);
        expect(await input.isDisabled()).toBe(true);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'notification preferences');
      await screenshot(page, 'phone-360-notification-preferences-zh-CN');

      // This stack, as a fresh install, sends no email and no push: said above the table, and
      // those switches keep the member's choice but cannot be moved.
      expect(await page.getByTestId('channels-off').textContent()).toBe('本站点尚未开通邮件发送：开通后，邮件开关才会生效。本站点尚未开通推送通知。所有通知仍会送到应用内的铃铛中。');
      expect(await page.getByTestId('switch-TRANSFER_RECEIVED-EMAIL').locator('input').isDisabled()).toBe(true);
      expect(await page.getByTestId('switch-TRANSFER_RECEIVED-PUSH').locator('input').isDisabled()).toBe(true);

      const inApp = page.getByTestId('switch-TRANSFER_RECEIVED-IN_APP').locator('input');
      expect(await inApp.isChecked()).toBe(true);
      await inApp.click();
      await expect.poll(() => inApp.isChecked()).toBe(false);
      await page.reload();
      await page.getByTestId('preference-TRANSFER_RECEIVED').waitFor();
      await expect.poll(() => page.getByTestId('switch-TRANSFER_RECEIVED-IN_APP').locator('input').isChecked()).toBe(false);
    });

    await step('at 1280 px in English: the same screens, reached from the settings screen', async () => {
      await showAs(page, DESKTOP, 'en-US');
      await page.goto(`${stack.baseUrl}/#/setting`);
      await page.getByRole('link', { name: 'Choose notifications' }).click();
      await waitForHash(page, '/setting/notifications');
      await page.getByRole('heading', { name: 'Notification preferences', level: 1 }).waitFor();
      await expectAccessible(page, 'notification preferences, desktop');
      await screenshot(page, 'desktop-notification-preferences-en-US');
      await page.getByTestId('notification-bell').click();
      await waitForHash(page, '/notifications');
      await page.getByTestId('notification').first().waitFor();
      expect(await page.getByTestId('mark-all-read').isDisabled()).toBe(true);
      await screenshot(page, 'desktop-notification-inbox-en-US');
    });

    await step("the device's service worker shows a push as the platform sends it: title, body, and a link that stays in the app", async () => {
      // A push service cannot be reached from here: Chromium delivers the push to the worker
      // itself (DevTools' ServiceWorker.deliverPushMessage), as a push service would.
      await context.grantPermissions(['notifications'], { origin: stack.baseUrl });
      const cdp = await context.newCDPSession(page);
      // A push is delivered once the worker is activated, as Chromium's own push tests wait:
      // `navigator.serviceWorker.ready` already resolves while it activates, and a push sent to
      // an activating worker can be lost (the step once waited 20 s for a notification so).
      const registered = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
          const ours = versions.find((version) => version.status === 'activated' && version.scriptURL === `${stack.baseUrl}/notification-sw.js`);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/notification-sw.js', { scope: '/' });
        await navigator.serviceWorker.ready;
      });
      const registrationId = await registered;
      // Chromium writes a notification to its store before it displays it, and a
      // getNotifications() made in between drops it from the store for good (it reads a
      // notification not yet on display as one the member closed): polling it while the push is
      // handled lost the notification in 11 of 20 tries on a busy machine. So the step reads the
      // notifications only once the worker's showNotification() calls have resolved, which
      // Chromium does when the notification is on display.
      const worker =
        context.serviceWorkers().find((candidate) => candidate.url() === `${stack.baseUrl}/notification-sw.js`) ??
        (await context.waitForEvent('serviceworker', { predicate: (candidate) => candidate.url() === `${stack.baseUrl}/notification-sw.js` }));
      await worker.evaluate(() => {
        const scope = self as unknown as ShowingWorker;
        const show = scope.registration.showNotification.bind(scope.registration);
        scope.showing = [];
        scope.registration.showNotification = (...args) => {
          const showing = show(...args);
          scope.showing.push(showing);
          return showing;
        };
      });
      const shownAfter = async (pushes: number) => {
        await expect.poll(() => worker.evaluate(() => (self as unknown as ShowingWorker).showing.length)).toBe(pushes);
        await worker.evaluate(() => Promise.all((self as unknown as ShowingWorker).showing));
        return page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((notice) => ({ title: notice.title, body: notice.body, link: (notice.data as { link: string }).link }));
        });
      };
      const push = (message: unknown) => cdp.send('ServiceWorker.deliverPushMessage', { origin: stack.baseUrl, registrationId, data: JSON.stringify(message) });

      await push({ title: 'Transfer received', body: '17.5 Cash from notify_sender', link: '/records' });
      expect(await shownAfter(1)).toEqual([{ title: 'Transfer received', body: '17.5 Cash from notify_sender', link: '/records' }]);
      // A link that would leave the app (another origin, protocol-relative) opens the app instead.
      await push({ title: 'Elsewhere', body: '', link: '//evil.example/' });
      expect((await shownAfter(2)).find((notice) => notice.title === 'Elsewhere')?.link).toBe('/');
      await cdp.detach();
    });
  });
});
