// The sign-in screen index.html carries from the build (web/src/app/prerender.tsx): the form and
// its CSS paint before any script has arrived, React hydrates that markup without a mismatch, and
// the form works after it, keeping what was typed before and sending it if Enter was pressed.
// With less motion asked for the same markup shows and is rendered afresh in place; in another
// language it stays hidden until the app renders that language. Through the real gateway, whose policy lets the page's own inline
// scripts run by their hashes (a blocked one would be an error in the console).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { PHONE, sharedBrowser } from '../src/browser.ts';
import { hashPath, registerThroughApi, waitForHash } from '../src/member.ts';
import { sharedStack, WEB_DIST, type Stack } from '../src/stack.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
});

afterAll(async () => {
  await stack?.close();
});

/** A phone context, with the console's errors and warnings and the page's uncaught errors gathered. */
async function openContext(options: { motion: 'reduce' | 'no-preference'; language?: string }): Promise<[BrowserContext, Page, string[]]> {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: options.motion });
  if (options.language) await context.addInitScript((language) => sessionStorage.setItem('portal.language', language), options.language);
  // The user-name field the HTML brought, tagged as the parser adds it: still there after the
  // app has started means hydrated (the same element), not replaced.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const field = document.getElementById('field-userName');
      if (!field) return;
      (field as HTMLElement & { fromHtml?: boolean }).fromHtml = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return [context, page, problems];
}

/** Holds the app's entry script until the returned function is called: the page as it is before the app runs. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens /login with the app's entry script held (`holdEntryScript`): the page as it is before the
 * app runs. Only the page's start is awaited, as its load waits for the held script.
 */
async function openLoginHeld(page: Page): Promise<() => void> {
  const release = await holdEntryScript(page);
  await page.goto(`${stack.baseUrl}/#/login`, { waitUntil: 'commit' });
  return release;
}

const started = (page: Page) => page.locator('html[data-app-started]').waitFor({ state: 'attached' });
const fromHtml = (page: Page) => page.evaluate(() => (document.getElementById('field-userName') as (HTMLElement & { fromHtml?: boolean }) | null)?.fromHtml === true);

describe('the sign-in screen in index.html', () => {
  it('the build puts the form and the CSS of every class it uses into index.html', () => {
    const page = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const root = /<div id="root" data-prerendered="login en-US">([\s\S]*)<\/div>\s*<\/body>/.exec(page)?.[1];
    expect(root, '#root with the sign-in markup').toBeTruthy();
    expect(root).toContain('<h1');
    expect(root).toContain('Sign in');
    expect(root).toContain('id="field-userName"');
    expect(root).toContain('id="field-password"');
    const style = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/.exec(page);
    expect(style, "emotion's extracted styles").toBeTruthy();
    const classes = new Set([...root!.matchAll(/\bcss-([a-z0-9]+)\b/g)].map(([, id]) => id!));
    expect(classes.size).toBeGreaterThan(10);
    for (const id of classes) expect(style![2], `the rule of css-${id}`).toContain(`.css-${id}`);
    // The theme's colours as CSS variables, which those rules use.
    expect(style![2]).toContain('--mui-palette-primary-main');
  });

  it('paints the styled form before any script has run', async () => {
    const [context, page] = await openContext({ motion: 'no-preference' });
    try {
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto(`${stack.baseUrl}/#/login`);
      await expect.poll(() => page.getByRole('heading', { name: 'Sign in', level: 1 }).isVisible()).toBe(true);
      await expect.poll(() => page.locator('#field-userName').isVisible()).toBe(true);
      // Styled: the card is at most 440 px wide and outlined, the button filled with the brand blue.
      const card = await page.locator('main').evaluate((element) => {
        const style = getComputedStyle(element);
        return { width: element.getBoundingClientRect().width, border: style.borderTopStyle };
      });
      expect(card.width).toBeLessThanOrEqual(440);
      expect(card.border).toBe('solid');
      // Not sent before the app runs: the fields would go to the page's own URL.
      expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('hydrates without a mismatch, keeps what was typed before, and then validates and submits', async () => {
    const [context, page, problems] = await openContext({ motion: 'no-preference' });
    try {
      const release = await openLoginHeld(page);
      await page.locator('#field-userName').fill('early-member');
      release();
      await started(page);
      expect(await fromHtml(page), 'the field the HTML brought, hydrated').toBe(true);
      await expect.poll(() => page.locator('#field-userName').inputValue()).toBe('early-member');
      const submit = page.getByRole('button', { name: 'Sign in', exact: true });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      // No password: the form says so beside the field, and the typed user name stands.
      await submit.click();
      await expect.poll(() => page.locator('#field-password').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#field-userName').getAttribute('aria-invalid')).toBe('false');
      // A wrong password reaches the gateway and comes back as the form's failure.
      await page.locator('#field-password').fill('Wrong-password-1');
      await submit.click();
      await page.getByRole('alert').first().waitFor();
      expect(problems.filter((problem) => !/401|Failed to load resource/.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an Enter pressed before the app runs signs the member in once it has, without a second press', async () => {
    await registerThroughApi(stack, 'e2e_early_enter', 'early-Password1');
    for (const motion of ['no-preference', 'reduce'] as const) {
      const [context, page, problems] = await openContext({ motion });
      try {
        const release = await openLoginHeld(page);
        await page.locator('#field-userName').fill('e2e_early_enter');
        await page.locator('#field-password').fill('early-Password1');
        // The button is disabled until the app runs: Enter alone sends nothing yet.
        await page.locator('#field-password').press('Enter');
        expect(await hashPath(page), motion).toBe('/login');
        release();
        await waitForHash(page, '/index');
        expect(problems.filter((problem) => !/Failed to load resource/.test(problem)), motion).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('signed in whichever step of the typing the app takes the form over at', async () => {
    // A member types and presses Sign in while the app arrives: between the name and the password,
    // between the password and the press, or while the press waits for the enabled button.
    for (const motion of ['no-preference', 'reduce'] as const) {
      for (const [index, takeOver] of (['after the user name', 'after the password', 'while the press waits'] as const).entries()) {
        const userName = `e2e_takeover_${motion === 'reduce' ? 'r' : 'n'}${index}`;
        await registerThroughApi(stack, userName, 'takeover-Password1');
        const [context, page, problems] = await openContext({ motion });
        try {
          const release = await openLoginHeld(page);
          await page.locator('#field-userName').fill(userName);
          if (takeOver === 'after the user name') {
            release();
            await started(page);
          }
          await page.locator('#field-password').fill('takeover-Password1');
          if (takeOver === 'after the password') {
            release();
            await started(page);
          }
          const press = page.getByRole('button', { name: 'Sign in', exact: true }).click();
          if (takeOver === 'while the press waits') release();
          await press;
          await waitForHash(page, '/index');
          expect(problems.filter((problem) => !/Failed to load resource/.test(problem)), `${motion}, ${takeOver}`).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  });

  it('keeps the cursor in the field the member is typing in when the app takes the form over', async () => {
    // Half the password typed on the carried form, the rest after the app has arrived, without
    // touching the screen again: the rest still goes into the password, not into the user name
    // the app would otherwise focus first.
    for (const motion of ['no-preference', 'reduce'] as const) {
      const userName = `e2e_cursor_${motion === 'reduce' ? 'r' : 'n'}`;
      await registerThroughApi(stack, userName, 'cursor-Password1');
      const [context, page, problems] = await openContext({ motion });
      try {
        const release = await openLoginHeld(page);
        await page.locator('#field-userName').fill(userName);
        await page.locator('#field-password').fill('cursor-');
        release();
        await started(page);
        await page.keyboard.type('Password1');
        await page.keyboard.press('Enter');
        await waitForHash(page, '/index');
        expect(problems.filter((problem) => !/Failed to load resource/.test(problem)), motion).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('with less motion asked for, keeps the cursor in a field at the moment the fresh form replaces the carried one', async () => {
    // The carried fields leave the page as the app's own come in. A key pressed right then goes
    // to the field with the cursor: were it on none until the app got round to it, what the
    // member types in that moment would be lost.
    const [context, page, problems] = await openContext({ motion: 'reduce' });
    try {
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const field = document.getElementById('field-userName') as (HTMLInputElement & { fromHtml?: boolean }) | null;
          if (!field || field.fromHtml) return;
          (window as unknown as { swap: unknown }).swap = { cursorIn: document.activeElement?.id ?? '', text: field.value };
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const release = await openLoginHeld(page);
      await page.locator('#field-userName').fill('calm-');
      release();
      await started(page);
      expect(await page.evaluate(() => (window as unknown as { swap: unknown }).swap)).toEqual({ cursorIn: 'field-userName', text: 'calm-' });
      await page.keyboard.type('member');
      await expect.poll(() => page.locator('#field-userName').inputValue()).toBe('calm-member');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with less motion asked for, shows the same form and renders it afresh in place, keeping what was typed', async () => {
    const [context, page, problems] = await openContext({ motion: 'reduce' });
    try {
      const release = await openLoginHeld(page);
      await expect.poll(() => page.locator('#field-userName').isVisible()).toBe(true);
      await page.locator('#field-userName').fill('calm-member');
      release();
      await started(page);
      expect(await fromHtml(page), 'a field of the fresh render').toBe(false);
      await expect.poll(() => page.locator('#field-userName').inputValue()).toBe('calm-member');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in another language, keeps the English markup hidden and renders the member’s language', async () => {
    const [context, page, problems] = await openContext({ motion: 'no-preference', language: 'zh-CN' });
    try {
      const release = await openLoginHeld(page);
      await page.locator('#field-userName').waitFor({ state: 'attached' });
      expect(await page.locator('#field-userName').isVisible()).toBe(false);
      release();
      await started(page);
      await page.getByRole('button', { name: '登录', exact: true }).waitFor();
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
