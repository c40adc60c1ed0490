// Details a member notices on a 360 px phone, in English and Chinese: the product's name,
// mark, icons and manifest (installable), page titles in the member's language, the username
// focused on /login, a visible focus ring, the drawer's first entry below the header bar,
// the records' "next page" arrow on screen, a bottom tab marked on its child screens, the last
// control of a long screen clear of the bottom tabs, and a new screen opened at its top.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sharedBrowser, screenshot } from '../src/browser.ts';
import { newPage, registerThroughApi, waitForHash, waitStartedEarly } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';

const PHONE_360 = { width: 360, height: 740 };
const USER = 'e2e_phone';
const PASSWORD = 'phone-Password1';

const TEXTS = {
  'en-US': { product: 'Members portal', signIn: 'Sign in', dashboard: 'Dashboard', records: 'Cash records', openMenu: 'Open menu', walletTab: 'Wallet', gameTab: 'Game' },
  'zh-CN': { product: '会员门户', signIn: '登录', dashboard: '首页', records: '现金积分记录', openMenu: '打开菜单', walletTab: '钱包', gameTab: '游戏' },
} as const;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, USER, PASSWORD);
  // One record, so the records screen shows its paging.
  await stack.admin('adjust', USER, 'CASH_POINT', 'in', '5');
});

afterAll(async () => {
  await stack?.close();
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the product on a phone', () => {
  it('is installable: a manifest with theme colours and icons, a favicon, the mark', async () => {
    const response = await fetch(`${stack.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { name: string; theme_color: string; display: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe("Members' portal");
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of [...manifest.icons.map((entry) => entry.src), 'apple-touch-icon.png']) {
      const file = await fetch(`${stack.baseUrl}/${icon}`);
      expect(file.status, icon).toBe(200);
      expect(file.headers.get('content-type'), icon).toMatch(/^image\//);
    }
  });

  for (const locale of ['en-US', 'zh-CN'] as const) {
    const text = TEXTS[locale];

    it(`${locale}: /login is titled, names the product with its mark, focuses the username, shows a focus ring`, async () => {
      const [ctx, page] = await newPage(browser, PHONE_360, locale);
      try {
        await page.goto(`${stack.baseUrl}/#/login`);
        await page.locator('#field-userName').waitFor();
        await expect.poll(() => page.title()).toBe(`${text.signIn} · ${text.product}`);
        expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
        expect(await page.locator('meta[name="theme-color"]').count()).toBeGreaterThan(0);
        expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/icon\.svg$/);
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-userName');
        await expect.poll(() => page.getByText(text.product, { exact: true }).isVisible()).toBe(true);

        // Keyboard: username → password → the show-password button, which shows a solid ring.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const style = getComputedStyle(focused);
          return { tag: focused.tagName, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        });
        expect(ring).toMatchObject({ tag: 'BUTTON', outline: 'solid' });
        expect(ring.width).toBeGreaterThanOrEqual(2);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `phone-360-login-${locale}`);
      } finally {
        await ctx.close();
      }
    });

    it(`${locale}: the drawer starts below the header bar and the records' next page is on screen`, async () => {
      const [ctx, page] = await newPage(browser, PHONE_360, locale);
      try {
        // The drawer's code comes by itself once the first screen has had its turn, so the first
        // tap on the menu does not wait for the network (lib/after-first-screen.ts).
        const drawerCode = waitStartedEarly(
          page.waitForRequest((request) => /\/assets\/shell-drawer-[^/]+\.js$/.test(new URL(request.url()).pathname), { timeout: 20_000 }),
        );
        await page.goto(`${stack.baseUrl}/#/login`);
        await page.locator('#field-userName').fill(USER);
        await page.locator('#field-password').fill(PASSWORD);
        await page.locator('#field-password').press('Enter');
        await waitForHash(page, '/index');
        await expect.poll(() => page.title()).toBe(`${text.dashboard} · ${text.product}`);
        await drawerCode;

        await page.getByRole('button', { name: text.openMenu }).click();
        const drawer = page.getByTestId('drawer-nav');
        const first = drawer.getByRole('link').first();
        await first.waitFor();
        // Wait for the drawer to finish sliding in before measuring.
        await expect.poll(async () => (await first.boundingBox())?.x).toBeGreaterThanOrEqual(0);
        const header = (await page.locator('header').first().boundingBox())!;
        const entry = (await first.boundingBox())!;
        expect(await first.textContent()).toContain(text.dashboard);
        expect(entry.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
        await screenshot(page, `phone-360-drawer-${locale}`);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });

        await page.goto(`${stack.baseUrl}/#/cash/records`);
        await expect.poll(() => page.title()).toBe(`${text.records} · ${text.product}`);
        const next = page.locator('.MuiTablePagination-actions button').last();
        await next.waitFor();
        const box = (await next.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE_360.width);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `phone-360-records-${locale}`);

        // A bottom tab stays marked on its child screens: the wallet's deposit, the game's page.
        for (const [route, tab] of [['/assets/recharge-h5', text.walletTab], ['/game/hash-h5', text.gameTab]] as const) {
          await page.goto(`${stack.baseUrl}/#${route}`);
          const link = page.getByTestId('bottom-tabs').getByRole('link', { name: tab });
          await expect.poll(() => link.getAttribute('aria-current'), { message: `${route} marks ${tab}` }).toBe('page');
        }

        // Scrolled to its end, a long screen's last control sits above the bottom tabs, not
        // under them (the main area's bottom padding clears the fixed tab bar).
        for (const route of ['/kyc', '/setting', '/transfer']) {
          const before = await page.title();
          await page.goto(`${stack.baseUrl}/#${route}`);
          // The screen before stays until the new one's code has arrived: wait for its title.
          await expect.poll(() => page.title(), { message: `${route} is shown` }).not.toBe(before);
          const tabs = page.getByTestId('bottom-tabs');
          await tabs.waitFor();
          const lastButton = page.locator('main button:visible').last();
          await lastButton.waitFor();
          await expect
            .poll(async () => {
              // Scrolled again on each look: the screen may still be growing as its data arrives.
              await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
              const button = await lastButton.boundingBox();
              const bar = await tabs.boundingBox();
              return button && bar ? bar.y - (button.y + button.height) : -1;
            }, { message: `${route}: the last button clears the bottom tabs` })
            .toBeGreaterThanOrEqual(8);
          await screenshot(page, `phone-360-end-of${route.replace('/', '-')}-${locale}`);
        }

        // From the end of a long screen, the next screen opens at its top, not part-way down.
        const scrollY = () => page.evaluate(() => window.scrollY);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const endOfTransfer = await scrollY();
        expect(endOfTransfer).toBeGreaterThan(0);
        await page.getByTestId('bottom-tabs').getByRole('link', { name: text.dashboard }).click();
        await waitForHash(page, '/index');
        await page.getByTestId('balance-CASH_POINT').waitFor();
        // The dashboard is taller than the phone's screen, so it could have kept the scroll.
        expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
        expect(await scrollY()).toBe(0);
        // Back returns towards where the member was (as far down as the screen reaches while
        // its data arrives).
        await page.goBack();
        await waitForHash(page, '/transfer');
        await expect.poll(scrollY).toBeGreaterThan(0);
      } finally {
        await ctx.close();
      }
    });
  }
});
