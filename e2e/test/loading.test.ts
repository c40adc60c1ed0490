// What the sign-in screens download, through the real gateway serving the production build:
// their own code, compressed, and one language catalogue (the member's); never the shell
// (header, menus, live profile) nor the money screens and decimal arithmetic. A switch of
// language fetches the new catalogue then, without a reload, and keeps the choice.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser } from '../src/browser.ts';
import { newPage } from '../src/member.ts';
import { ROOT, WEB_DIST, startStack, type Stack } from '../src/stack.ts';

const LOCALES = ['en-US', 'zh-CN', 'ja-JP', 'ko-KP', 'id-ID'] as const;
type Locale = (typeof LOCALES)[number];

/** One text only that locale's catalogue holds (its "screen could not be loaded" line). */
const CATALOGUE_MARKERS = Object.fromEntries(
  LOCALES.map((locale) => {
    const source = fs.readFileSync(path.join(ROOT, 'web', 'src', 'lib', 'locales', `${locale}.ts`), 'utf8');
    const marker = /loadFailed: '([^']+)'/.exec(source)?.[1];
    if (!marker) throw new Error(`no loadFailed text in ${locale}.ts`);
    return [locale, marker];
  }),
) as Record<Locale, string>;

/** Code that only signed-in screens need, recognisable in any chunk whatever its name. */
const NOT_FOR_SIGN_IN: Record<string, RegExp> = {
  'the app shell': /common\.skipToContent/,
  'decimal.js': /\[DecimalError\]/,
  // Text fields without TextField's select mode (components/text-input.tsx).
  "MUI's Select": /name:\s*[`'"]MuiSelect[`'"]/,
  // A money screen's own texts; the route table's page titles (`deposit.title`, `records.allTitle`) are
  // the router's, which the first screen needs.
  'a money screen': /["'`](dashboard|wallet|deposit|withdrawal|convert|transfer|records)\.(?!(?:title|allTitle)["'`])[A-Za-z]+/,
};

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

interface Fetched {
  url: string;
  encoding: string | undefined;
  content: string;
}

/** Records every script the page fetches (with its content from the build and its encoding). */
function recordScripts(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const { pathname } = new URL(response.url());
    fetched.push({
      url: pathname,
      encoding: response.headers()['content-encoding'],
      content: fs.readFileSync(path.join(WEB_DIST, pathname), 'utf8'),
    });
  });
  return fetched;
}

const cataloguesIn = (scripts: Fetched[]): Locale[] =>
  LOCALES.filter((locale) => scripts.some((script) => script.content.includes(CATALOGUE_MARKERS[locale])));

async function openLogin(locale?: Locale): Promise<[Page, Fetched[], () => Promise<void>]> {
  const [ctx, page] = await newPage(browser, PHONE, locale);
  const scripts = recordScripts(page);
  await page.goto(`${stack.baseUrl}/#/login`);
  await page.locator('#field-userName').waitFor();
  // The toast host loads when the browser is first idle; wait for it so nothing arrives later.
  await page.waitForLoadState('networkidle');
  return [page, scripts, () => ctx.close()];
}

describe('what the sign-in screens load', () => {
  it('/login fetches compressed scripts, one catalogue, no shell or money code', async () => {
    const [, scripts, close] = await openLogin();
    try {
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        // Every file big enough to gain from it was compressed at build time and is sent so.
        const precompressed = fs.existsSync(path.join(WEB_DIST, `${script.url}.br`));
        expect(script.encoding, script.url).toBe(precompressed ? 'br' : undefined);
        for (const [what, pattern] of Object.entries(NOT_FOR_SIGN_IN)) expect(script.content, `${what} in ${script.url}`).not.toMatch(pattern);
      }
      expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(scripts.length / 2);
      expect(cataloguesIn(scripts)).toEqual(['en-US']);
    } finally {
      await close();
    }
  });

  it('loads only the member’s own catalogue, and another one only when the member switches', async () => {
    const [page, scripts, close] = await openLogin('zh-CN');
    try {
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(cataloguesIn(scripts)).toEqual(['zh-CN']);

      const marker = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      await page.getByTestId('language-button').click();
      await page.getByTestId('language-ja-JP').click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja-JP');
      await page.getByRole('button', { name: 'ログイン' }).waitFor();
      // No reload happened: still the one navigation.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(marker);
      expect(cataloguesIn(scripts)).toEqual(['zh-CN', 'ja-JP']);
      expect(await page.evaluate(() => sessionStorage.getItem('portal.language'))).toBe('ja-JP');
    } finally {
      await close();
    }
  });
});
