// What the sign-in screens and the shell tell a member, at 1280 px and 360 px, in English and
// Chinese: the sign-in screen loads no GraphQL client or schema library; registration shows
// every field message of the gateway beside its field and picks the country of the browser's
// region in a searchable list, and a refusal that arrives while the member types keeps what
// was typed; every route of SPEC §2 opens a screen of its own inside the shell
// (none is /404 or sideways on a 360 px phone); an offline network is said once and the screen recovers by itself; the "live" label
// follows the live feed; records refresh when the balance feed reports a change; a minute before
// the idle limit a warning offers to stay signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { PAGE_WAIT_MS } from '../src/waits.ts';
import { expectAccessible, openScreen, registerThroughApi, waitForHash, waitStartedEarly } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { ERROR_MESSAGES, LOCALES } from '@portal/envelope/catalogue';

const PHONE_360 = { width: 360, height: 740 };
const USER = 'e2e_truth';
const PASSWORD = 'truth-Password1';

const TEXTS = {
  'en-US': {
    register: 'Register',
    offline: 'You are offline',
    notLive: 'Not live',
    loadFailed: 'This screen could not be loaded.',
    unreachable: 'The server cannot be reached.',
    retry: 'Retry',
    openMenu: 'Open menu',
    deposit: 'Deposit',
    terms: 'Terms of use',
  },
  'zh-CN': {
    register: '注册',
    offline: '您已离线',
    notLive: '未连接',
    loadFailed: '此页面加载失败。',
    unreachable: '无法连接服务器。',
    retry: '重试',
    openMenu: '打开菜单',
    deposit: '充值',
    terms: '使用条款',
  },
} as const;
type Locale = keyof typeof TEXTS;

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

/** A page whose browser speaks `locale` (its region) and whose app starts in that language. */
async function open(viewport: { width: number; height: number }, locale: (typeof LOCALES)[number]): Promise<[BrowserContext, Page]> {
  const ctx = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
  await ctx.addInitScript((lng) => sessionStorage.setItem('portal.language', lng), locale);
  const page = await ctx.newPage();
  page.setDefaultTimeout(PAGE_WAIT_MS);
  return [ctx, page];
}

/** The platform's country names in a language, by code. */
async function countryNames(locale: Locale): Promise<Map<string, string>> {
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify({ query: '{ countries { code name } }' }),
  });
  const { data } = (await response.json()) as { data: { countries: { code: string; name: string }[] } };
  return new Map(data.countries.map((country) => [country.code, country.name]));
}

/**
 * Takes a context off the network and back as a device does. Chromium's offline emulation fails
 * requests but keeps an open WebSocket working (microsoft/playwright#4910), so the live feed would
 * never notice; here the live sockets pass through the test, which drops them as a lost network
 * does (1006) and refuses new ones while offline. Set up before the page opens its feed.
 */
async function networkSwitch(ctx: BrowserContext): Promise<(offline: boolean) => Promise<void>> {
  let offline = false;
  const sockets = new Set<WebSocketRoute>();
  await ctx.routeWebSocket(/\/graphql$/, async (socket) => {
    if (offline) return socket.close({ code: 1006, reason: 'offline' });
    socket.connectToServer();
    sockets.add(socket);
  });
  return async (next) => {
    offline = next;
    await ctx.setOffline(next);
    if (!next) return;
    for (const socket of sockets) await socket.close({ code: 1006, reason: 'offline' });
    sockets.clear();
  };
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The texts on screen cut short: a label, hint, heading, button, link, table heading, chip,
 * alert or line of text that clips what it holds (MUI's ellipsis), which the member cannot read.
 * What only overhangs its box unclipped (a badge on a button) is not cut.
 */
const cutShort = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('label, .MuiFormHelperText-root, button, h1, h2, h3, h4, h5, h6, a, th, [role="menuitem"], .MuiChip-label, .MuiAlert-message, .MuiTypography-root')]
      .filter(
        (element) =>
          element instanceof HTMLElement &&
          element.offsetParent !== null &&
          // Left to screen readers (one pixel, clipped): not on screen to be cut.
          element.clientWidth > 1 &&
          getComputedStyle(element).overflowX !== 'visible' &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.textContent ?? ''),
  );

/**
 * The one-line controls whose words the browser broke over two lines (a phone's bottom tab, a
 * chip, a button): no ellipsis, so `cutShort` does not see them, but the control grows out of
 * its bar or crowds its neighbours. Found by the text's line boxes: two that do not share a
 * line. A screen's tabs may take two lines on a phone (components/fitting-tabs.tsx); the
 * sweep checks instead that none is clipped.
 */
const brokenOverLines = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.MuiBottomNavigationAction-label, .MuiChip-label, .MuiButton-root')]
      .filter((element) => {
        if (!(element instanceof HTMLElement) || element.offsetParent === null || element.clientWidth <= 1) return false;
        const boxes: DOMRect[] = [];
        const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          if ((text.textContent ?? '').trim() === '') continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
        }
        return boxes.some((one) => boxes.some((other) => other.top >= one.bottom - 2));
      })
      .map((element) => element.textContent ?? ''),
  );

/**
 * Controls a phone's bottom tabs cover even when the screen is scrolled to its end: the member
 * cannot bring them into view to press them.
 */
const underBottomTabs = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('[data-testid="bottom-tabs"]');
    if (!bar) return [];
    window.scrollTo(0, document.documentElement.scrollHeight);
    const top = bar.getBoundingClientRect().top;
    return [...document.querySelectorAll('main button, main a, main input, main textarea, main [role="button"], main [role="tab"]')]
      .filter((element) => element instanceof HTMLElement && element.offsetParent !== null && element.clientWidth > 1)
      .filter((element) => element.getBoundingClientRect().bottom > top + 1)
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName);
  });

async function signInAs(page: Page): Promise<void> {
  await page.goto(`${stack.baseUrl}/#/login`);
  await page.locator('#field-userName').fill(USER);
  await page.locator('#field-password').fill(PASSWORD);
  await page.locator('#field-password').press('Enter');
  await waitForHash(page, '/index');
}

describe('sign-in screens', () => {
  it('/login loads neither Apollo Client nor zod nor the shell, nor the texts of other languages', async () => {
    const [ctx, page] = await open(DESKTOP, 'en-US');
    try {
      const scripts: string[] = [];
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(new URL(response.url()).pathname);
        bodies.push(response.text());
      });
      await page.goto(`${stack.baseUrl}/#/login`);
      await page.locator('#field-userName').waitFor();
      await page.waitForLoadState('networkidle');
      const names = scripts.map((script) => script.split('/').at(-1) ?? '');
      // Nor the MUI parts only later screens use (web/build/sign-in-closure.ts).
      expect(names.filter((name) => /^(apollo|zod|app-shell|decimal|ui-more)-/.test(name))).toEqual([]);
      // One catalogue: the member's, with its own error texts and not the other languages'.
      expect(names.filter((name) => /^(zh-CN|ja-JP|ko-KP|id-ID)-/.test(name))).toEqual([]);
      const code = (await Promise.all(bodies)).join('\n');
      const carries = (locale: (typeof LOCALES)[number]) => code.includes(ERROR_MESSAGES[locale].SERVER_BUSY);
      expect(LOCALES.filter(carries)).toEqual(['en-US']);
    } finally {
      await ctx.close();
    }
  });

  for (const [locale, viewport, label] of [
    ['en-US', DESKTOP, 'desktop'],
    ['zh-CN', PHONE_360, 'phone-360'],
  ] as const) {
    it(`${locale} ${label}: register shows each field message of the gateway beside its field; the country follows the browser's region`, async () => {
      const [ctx, page] = await open(viewport, locale);
      try {
        await page.goto(`${stack.baseUrl}/#/register?ref=NOSUCHREF`);
        await page.getByTestId('captcha-image').waitFor();
        // en-US → United States, zh-CN → China: the browser's region, in the member's language.
        const names = await countryNames(locale);
        await expect.poll(() => page.locator('#field-countryCode').inputValue()).toBe(names.get(locale === 'en-US' ? 'US' : 'CN'));
        // Its label sits above the country, in an opened outline, not over the name.
        expect(await page.locator('#field-countryCode-label').getAttribute('data-shrink')).toBe('true');
        // The outline's gap opens with a transition of its legend's max-width: read it once that has run.
        const countryLegend = page.locator('.MuiFormControl-root:has(#field-countryCode) fieldset legend');
        await expect
          .poll(() => countryLegend.evaluate((legend) => legend.getAnimations().some((animation) => animation.playState === 'running')))
          .toBe(false);
        expect(await countryLegend.evaluate((legend) => getComputedStyle(legend).maxWidth)).toBe('100%');

        // Searchable: typing part of a name narrows the list.
        await page.locator('#field-countryCode').fill(names.get('JP')!.slice(0, 2));
        const options = page.getByRole('option');
        await options.first().waitFor();
        const optionTexts = await options.allTextContents();
        expect(optionTexts.length).toBeGreaterThan(0);
        expect(optionTexts.length).toBeLessThan(5);
        await options.first().click();

        // A taken name and an unknown referral ID: both said at once, each beside its field.
        await page.locator('#field-userName').fill(USER);
        await page.locator('#field-password').fill(PASSWORD);
        await page.locator('#field-confirmPassword').fill(PASSWORD);
        await page.locator('#field-transactionPassword').fill('trade-123');
        await page.locator('#field-captchaCode').fill(stack.captchaAnswer);
        await page.getByRole('button', { name: TEXTS[locale].register, exact: true }).click();
        const userNameMessage = page.locator('#field-userName-helper-text');
        const referralMessage = page.locator('#field-referralId-helper-text');
        await userNameMessage.waitFor();
        await referralMessage.waitFor();
        for (const message of [await userNameMessage.textContent(), await referralMessage.textContent()]) {
          expect(message?.length).toBeGreaterThan(0);
          if (locale === 'zh-CN') expect(message).toMatch(/[\u4e00-\u9fff]/);
          // The field's own words, not the catalogue's general refusal.
          expect(message).not.toMatch(/Bad request parameters|请求参数错误/);
        }
        expect(await page.getByTestId('form-failure').count()).toBe(0);
        await screenshot(page, `${label}-register-field-errors-${locale}`);
      } finally {
        await ctx.close();
      }
    });
  }

  it('phone-360 in every language: the sign-in screens’ labels, hints, headings and buttons are read in full, none cut short, no button over two lines', async () => {
    for (const locale of LOCALES) {
      const [ctx, page] = await open(PHONE_360, locale);
      try {
        // Each screen known by a field only it shows: /forgot asks for the user name without a password.
        const screens: [route: string, shown: string, gone?: string][] = [
          ['/login', '#field-password', '#field-email'],
          ['/register', '#field-email'],
          ['/forgot', '#field-userName', '#field-password'],
        ];
        for (const [route, shown, gone] of screens) {
          await page.goto(`${stack.baseUrl}/#${route}`);
          await page.locator(shown).waitFor();
          if (gone) await page.locator(gone).waitFor({ state: 'detached' });
          // Measured in the fonts the member reads them in, once those have loaded.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          expect({ locale, route, cut: await cutShort(page), broken: await brokenOverLines(page) }).toEqual({ locale, route, cut: [], broken: [] });
        }
      } finally {
        await ctx.close();
      }
    }
  });
});

/**
 * Holds back every script the page asks for from now on, as a slow network does; the returned
 * function lets them through.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('a slow network', () => {
  for (const [locale, carried] of [
    ['zh-CN', false],
    ['en-US', true],
  ] as const) {
    it(`${locale} phone-360: while a screen's code is on its way, ${carried ? 'the sign-in screen index.html carries shows' : 'a loading bar shows, not a blank page'}; signing in, reloading and moving on each say they are on their way`, async () => {
      const [ctx, page] = await open(PHONE_360, locale);
      try {
        let release = await holdScripts(page);
        await page.goto(`${stack.baseUrl}/#/login`, { waitUntil: 'commit' });
        const bar = page.getByTestId('boot-progress');
        const form = page.locator('#field-userName');
        if (carried) {
          await form.waitFor();
          expect(await bar.isVisible()).toBe(false);
        } else {
          // The carried screen is in English: hidden from a Chinese reader, the bar in its place.
          await bar.waitFor();
          expect(await form.isVisible()).toBe(false);
        }
        release();
        await form.waitFor();
        await bar.waitFor({ state: 'hidden' });
        // The carried form shows before the app runs: hold nothing more until the app has taken
        // it over, or the app's own scripts would be the ones held and the sign-in would wait.
        await page.locator('html[data-app-started]').waitFor({ state: 'attached' });

        // Signed in while the first screen's code is on its way: the button stays busy under
        // the bar, so the member does not press it again.
        await form.fill(USER);
        await page.locator('#field-password').fill(PASSWORD);
        release = await holdScripts(page);
        await page.locator('#field-password').press('Enter');
        const between = page.getByTestId('route-progress');
        await between.waitFor();
        // Named for screen readers in the member's language.
        expect(await between.getAttribute('role')).toBe('progressbar');
        expect(await between.getAttribute('aria-label')).toBe(locale === 'en-US' ? 'Loading…' : '加载中…');
        expect(await page.locator('button[type="submit"]').isDisabled()).toBe(true);
        release();
        await page.getByTestId('account-button').waitFor();
        await between.waitFor({ state: 'detached' });

        // A screen reloaded: index.html carries nothing for it; the bar until it is there.
        await page.evaluate(() => {
          location.hash = '#/transfer';
        });
        await page.locator('[data-screen="/transfer"]').waitFor();
        release = await holdScripts(page);
        await page.reload({ waitUntil: 'commit' });
        await bar.waitFor();
        release();
        await page.locator('[data-screen="/transfer"]').waitFor();
        await bar.waitFor({ state: 'hidden' });

        // From one screen to another whose code is on its way: the screen before stays, with
        // the bar, gone once the next one is there.
        release = await holdScripts(page);
        await page.evaluate(() => {
          location.hash = '#/game';
        });
        await between.waitFor();
        expect(await page.locator('[data-screen="/transfer"]').count()).toBe(1);
        release();
        await page.locator('[data-screen="/game"]').waitFor();
        await between.waitFor({ state: 'detached' });
      } finally {
        await ctx.close();
      }
    });
  }
});

describe('a sign-in form while its request is on its way', () => {
  it('keeps what the member types meanwhile when the refusal comes back (only the spent captcha is cleared)', async () => {
    const [ctx, page] = await open(DESKTOP, 'en-US');
    try {
      // The registration's answer is held until the member has typed into another field meanwhile.
      let registerSent!: () => void;
      let memberTyped!: () => void;
      const sent = new Promise<void>((resolve) => (registerSent = resolve));
      const typed = new Promise<void>((resolve) => (memberTyped = resolve));
      await page.route('**/graphql', async (route) => {
        const body = route.request().postData() ?? '';
        if (!body.includes('"operationName":"Register"')) return route.continue();
        registerSent();
        const response = await route.fetch();
        await typed;
        return route.fulfill({ response });
      });
      await page.goto(`${stack.baseUrl}/#/register?ref=${stack.rootReferralId}`);
      await page.getByTestId('captcha-image').waitFor();
      await expect.poll(() => page.locator('#field-countryCode').inputValue()).not.toBe('');
      // A taken name: the gateway refuses it.
      await page.locator('#field-userName').fill(USER);
      await page.locator('#field-password').fill(PASSWORD);
      await page.locator('#field-confirmPassword').fill(PASSWORD);
      await page.locator('#field-transactionPassword').fill('trade-123');
      await page.locator('#field-captchaCode').fill(stack.captchaAnswer);
      await page.getByRole('button', { name: TEXTS['en-US'].register, exact: true }).click();
      // The request is on its way (and its answer not back) while the member types.
      await sent;
      await page.locator('#field-email').fill('late@example.com');
      memberTyped();

      await page.locator('#field-userName-helper-text').waitFor();
      expect(await page.locator('#field-email').inputValue()).toBe('late@example.com');
      expect(await page.locator('#field-captchaCode').inputValue()).toBe('');
      expect(await page.locator('#field-password').inputValue()).toBe(PASSWORD);
    } finally {
      await ctx.close();
    }
  });
});

// Every route of SPEC §2 inside the shell (the per-credit sections redirect to their records).
const SHELL_ROUTES = [
  '/index', '/user-info', '/package', '/insurance', '/claim-insurance', '/records', '/recharge', '/withdraw',
  '/convert', '/invite-tree', '/wallet', '/game/index', '/setting', '/custody', '/transfer', '/prize', '/prize-h5',
  '/commitment', '/commitment/details', '/commitment/claim', '/terms', '/otc', '/kyc', '/code',
  '/assets', '/assets/recharge-h5', '/assets/withdraw-h5', '/game', '/game/hash-h5',
  '/cash-point', '/cash/records', '/cash/transfer', '/cash/convert',
  '/assets-point', '/assets/records', '/assets/custody', '/assets/convert',
  '/gmt-point', '/gmt/records', '/gmt/convert',
  '/bonus-point', '/bonus/records', '/bonus/convert', '/bonus/report',
  '/insurance-point', '/insurance/records', '/insurance/premium', '/insurance/convert', '/insurance/insure', '/insurance/code',
  '/usdt-point', '/usdt/records', '/usdt/convert', '/usdt/otc',
] as const;

/** The session token of `USER`, signed in through the sign-in screen as a member does. */
async function signedInToken(): Promise<string> {
  const ctx = await browser.newContext({ viewport: PHONE_360, locale: 'en-US', reducedMotion: 'reduce' });
  try {
    const page = await ctx.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    await signInAs(page);
    const token = await page.evaluate(() => sessionStorage.getItem('portal.token'));
    expect(token).toBeTruthy();
    return token!;
  } finally {
    await ctx.close();
  }
}

/** Opens every shell route at 360 px in `locale`; answers what scrolls sideways, cuts a tab or cuts a text short. */
async function sweepRoutes(locale: (typeof LOCALES)[number], token: string): Promise<string[]> {
  const ctx = await browser.newContext({ viewport: PHONE_360, locale: 'en-US', reducedMotion: 'reduce' });
  await ctx.addInitScript(
    ([session, lng]) => {
      sessionStorage.setItem('portal.token', session);
      sessionStorage.setItem('portal.language', lng);
    },
    [token, locale] as const,
  );
  const page = await ctx.newPage();
  page.setDefaultTimeout(20_000);
  const sideways: string[] = [];
  try {
    await page.goto(`${stack.baseUrl}/#/index`);
    await page.waitForFunction((lng) => document.documentElement.lang === lng, locale);
    for (const path of SHELL_ROUTES) {
      await openScreen(page, path);
      // Inside the app (its header bar), not the not-found page.
      await page.getByTestId('account-button').waitFor();
      const hash = await page.evaluate(() => location.hash);
      expect(hash, path).not.toMatch(/^#\/(404|login)\b/);
      if (path.endsWith('-point')) expect(hash, path).toMatch(/\/records$/);
      expect(await page.getByTestId('coming-soon').count(), path).toBe(0);
      try {
        // The screen's data may still arrive and lay it out anew: given a moment to settle.
        await expect.poll(() => overflow(page), { timeout: 10_000 }).toBeLessThanOrEqual(0);
      } catch {
        sideways.push(`${locale} ${path}: ${await overflow(page)} px wider`);
        await screenshot(page, `phone-360-sideways-${locale}-${path.slice(1).replaceAll('/', '-')}`);
      }
      // Screens whose controls sit tight on a phone, for a look (E2E_SCREENSHOTS).
      if (['/otc', '/user-info', '/assets/convert'].includes(path)) await screenshot(page, `phone-360-${path.slice(1).replaceAll('/', '-')}-${locale}`);
      // Every tab's label whole on screen: not cut inside its tab, nor by the edge of its strip.
      const clippedTabs = await page.locator('main [role="tab"]').evaluateAll((tabs) =>
        tabs
          .filter((tab) => {
            const strip = (tab.closest('.MuiTabs-scroller') ?? tab.parentElement!).getBoundingClientRect();
            const box = tab.getBoundingClientRect();
            return tab.scrollWidth > tab.clientWidth + 1 || box.left < strip.left - 1 || box.right > strip.right + 1;
          })
          .map((tab) => tab.textContent ?? ''),
      );
      if (clippedTabs.length > 0) sideways.push(`${locale} ${path}: tabs clipped: ${clippedTabs.join(', ')}`);
      const cut = await cutShort(page);
      if (cut.length > 0) sideways.push(`${locale} ${path}: cut short: ${cut.join(' | ')}`);
      const covered = await underBottomTabs(page);
      if (covered.length > 0) sideways.push(`${locale} ${path}: under the bottom tabs: ${covered.join(' | ')}`);
      const broken = await brokenOverLines(page);
      if (broken.length > 0) {
        sideways.push(`${locale} ${path}: over two lines: ${broken.join(' | ')}`);
        await screenshot(page, `phone-360-two-lines-${locale}-${path.slice(1).replaceAll('/', '-')}`);
      }
    }
    return sideways;
  } finally {
    await ctx.close();
  }
}

describe('the shell', () => {
  it('phone-360 in every language: every route of SPEC §2 opens a screen of its own inside the shell, none falls to /404 or sideways, none cuts a text short, breaks a control’s label over two lines or leaves a control under the bottom tabs', async () => {
    // One sign-in; each language then gets a tab of its own holding that session and that
    // language as the member's stored choice (both live in a tab's sessionStorage), and the five
    // tabs walk the routes side by side: most of a visit is waiting for the browser to lay out.
    const token = await signedInToken();
    // What scrolls sideways or is cut short, in every language, gathered so one run names all of it.
    const sideways = (await Promise.all(LOCALES.map((locale) => sweepRoutes(locale, token)))).flat();
    expect(sideways).toEqual([]);
  }, 600_000);

  for (const [locale, viewport, label] of [
    ['en-US', DESKTOP, 'desktop'],
    ['zh-CN', PHONE_360, 'phone-360'],
  ] as const) {
    it(`${locale} ${label}: offline is said once, the live label follows the feed, and the screen recovers`, async () => {
      const [ctx, page] = await open(viewport, locale);
      // The page's own clock, moved on below: the feed's back-off and the probe's interval pass
      // without being waited out (at the real rate otherwise, seconds of them).
      await ctx.clock.install();
      const timePasses = () => page.clock.fastForward(1_000);
      try {
        const setOffline = await networkSwitch(ctx);
        // The app asks the gateway's /healthz again and again once a call (here the live feed) got no answer.
        let failedProbes = 0;
        page.on('requestfailed', (request) => {
          if (new URL(request.url()).pathname === '/healthz') failedProbes += 1;
        });
        await signInAs(page);
        const liveLabel = page.getByTestId('live-label');
        await expect.poll(() => liveLabel.getAttribute('data-live'), { timeout: 15_000 }).toBe('true');

        await setOffline(true);
        const banner = page.getByTestId('connection-banner');
        await banner.waitFor();
        expect(await banner.textContent()).toContain(TEXTS[locale].offline);
        await expect.poll(() => liveLabel.getAttribute('data-live')).toBe('false');
        expect(await liveLabel.textContent()).toContain(TEXTS[locale].notLive);
        // The live feed retries (three times, seconds apart), gives up and the gateway is probed:
        // once that probe has failed, still one message, no toast.
        await expect
          .poll(async () => (await timePasses(), failedProbes), { timeout: 45_000, message: 'the gateway probed while offline' })
          .toBeGreaterThan(0);
        await screenshot(page, `${label}-offline-${locale}`);
        expect(await page.getByText(TEXTS[locale].offline).count()).toBe(1);
        expect(await page.getByText(/server is busy|服务器繁忙/).count()).toBe(0);

        await setOffline(false);
        await expect.poll(async () => (await timePasses(), banner.count()), { timeout: 15_000 }).toBe(0);
        await expect.poll(async () => (await timePasses(), liveLabel.getAttribute('data-live')), { timeout: 20_000 }).toBe('true');
      } finally {
        await ctx.close();
      }
    });

    it(`${locale} ${label}: offline, a screen not downloaded yet says so inside the app, and comes once the network is back; Retry downloads it again`, async () => {
      const [ctx, page] = await open(viewport, locale);
      /** A menu entry, from the side navigation or (on a phone) the drawer. */
      const menuEntry = async (href: string) => {
        if (viewport === DESKTOP) return page.getByTestId('side-nav').locator(`a[href="${href}"]`);
        await page.getByRole('button', { name: TEXTS[locale].openMenu }).click();
        return page.getByTestId('drawer-nav').locator(`a[href="${href}"]`);
      };
      const heading = page.locator('main h1');
      const routeError = page.getByTestId('route-error');
      // The toast host (downloaded once the shell is idle) not downloaded yet either: its
      // download failing must not take the app down, and it comes once the network is back.
      const TOAST_HOST = /\/assets\/toast-host-[^/]*\.js$/;
      await page.route(TOAST_HOST, (route) => route.abort('internetdisconnected'));
      // It is asked for once the first screen has had its turn (lib/after-first-screen.ts: the
      // page's load, 3 s, then an idle moment or 3 s more), counted here from before the sign-in.
      const toastHostFailed = waitStartedEarly(
        page.waitForEvent('requestfailed', { predicate: (request) => TOAST_HOST.test(request.url()), timeout: 20_000 }),
      );
      try {
        await signInAs(page);
        await page.getByTestId('live-label').waitFor();
        await toastHostFailed;
        await page.unroute(TOAST_HOST);
        // No reload in this test: the page keeps this mark until it is reloaded.
        await page.evaluate(() => Object.assign(window, { notReloaded: true }));

        await ctx.setOffline(true);
        await page.getByTestId('connection-banner').waitFor();
        await (await menuEntry('#/recharge')).click();
        await routeError.waitFor();
        await waitForHash(page, '/recharge');
        // Inside the app: the header bar and the banner stay; the screen says it could not be loaded, once offline.
        expect(await page.getByTestId('account-button').count()).toBe(1);
        expect(await routeError.textContent()).toContain(TEXTS[locale].loadFailed);
        await routeError.getByRole('button', { name: TEXTS[locale].retry }).waitFor();
        expect(await page.getByText(TEXTS[locale].offline).count()).toBe(1);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `${label}-route-offline-${locale}`);
        await expectAccessible(page, `${label} route error offline`);

        // The network is back: the screen downloads by itself.
        const toastHostDownloaded = waitStartedEarly(
          page.waitForResponse((response) => TOAST_HOST.test(response.url()) && response.ok(), { timeout: 20_000 }),
        );
        await ctx.setOffline(false);
        await heading.filter({ hasText: TEXTS[locale].deposit }).waitFor({ timeout: 20_000 });
        await toastHostDownloaded;
        expect(await routeError.count()).toBe(0);

        // The server unreachable for a screen's code: said with a Retry, which downloads it again in place.
        await page.route(/\/assets\/terms-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
        await (await menuEntry('#/terms')).click();
        await routeError.waitFor();
        expect(await routeError.textContent()).toContain(TEXTS[locale].unreachable);
        expect(await page.getByTestId('account-button').count()).toBe(1);
        await screenshot(page, `${label}-route-unreachable-${locale}`);
        await page.unroute(/\/assets\/terms-[^/]*\.js$/);
        await routeError.getByRole('button', { name: TEXTS[locale].retry }).click();
        await heading.filter({ hasText: TEXTS[locale].terms }).waitFor();
        expect(await routeError.count()).toBe(0);
        expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
        await waitForHash(page, '/terms');
      } finally {
        await ctx.close();
      }
    });
  }

  it('records refresh when the balance feed reports a change', async () => {
    const [ctx, page] = await open(DESKTOP, 'en-US');
    try {
      await signInAs(page);
      await page.goto(`${stack.baseUrl}/#/cash/records`);
      await page.getByTestId('records').or(page.getByTestId('records-empty')).first().waitFor();
      const before = await page.getByTestId('record').count();
      await stack.admin('adjust', USER, 'CASH_POINT', 'in', '3');
      // No reload, no click: the feed's change makes the list ask again.
      await expect.poll(() => page.getByTestId('record').count(), { timeout: 20_000 }).toBe(before + 1);
    } finally {
      await ctx.close();
    }
  });

  for (const [locale, viewport, label] of [
    ['en-US', DESKTOP, 'desktop'],
    ['zh-CN', PHONE_360, 'phone-360'],
  ] as const) {
    it(`${locale} ${label}: a minute before the idle limit a warning offers to stay signed in`, async () => {
      const [ctx, page] = await open(viewport, locale);
      // The page's clock moves on to a minute before the limit: the time nobody touched the page
      // passes at once instead of being waited out.
      await ctx.clock.install();
      try {
        await signInAs(page);
        await page.getByTestId('live-label').waitFor();
        // The limit is the session's, as sign-in reported it (the platform's 30 minutes here).
        const limitSeconds = Number(await page.evaluate(() => sessionStorage.getItem('portal.idleSeconds')));
        expect(limitSeconds).toBe(30 * 60);
        const warning = page.getByTestId('idle-warning');
        expect(await warning.count()).toBe(0);
        await page.clock.fastForward((limitSeconds - 59) * 1000);
        await warning.waitFor();
        expect(await warning.getByRole('dialog').textContent()).toMatch(/\d+/);
        await screenshot(page, `${label}-idle-warning-${locale}`);
        await page.getByTestId('idle-stay').click();
        await warning.waitFor({ state: 'detached' });
        await waitForHash(page, '/index');
      } finally {
        await ctx.close();
      }
    });
  }
});

