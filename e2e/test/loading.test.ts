// What the sign-in screens download, through the real gateway serving the production build:
// their own code, compressed, and the sign-in part of one language catalogue (the member's);
// never the shell (header, menus, live profile), the money screens and decimal arithmetic,
// react-hook-form or the toasts. A switch of language fetches the new catalogue then, without
// a reload, and keeps the choice. A signed-in first screen asks for its data before the app's
// libraries have arrived, and the app takes those answers instead of asking twice.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, sharedBrowser } from '../src/browser.ts';
import { callGraphql, newPage, registerThroughApi } from '../src/member.ts';
import { ROOT, WEB_DIST, sharedStack, type Stack } from '../src/stack.ts';

const LOCALES = ['en-US', 'zh-CN', 'ja-JP', 'ko-KP', 'id-ID'] as const;
type Locale = (typeof LOCALES)[number];

/** One text only that locale's catalogue holds (its "screen could not be loaded" line). */
const CATALOGUE_MARKERS = Object.fromEntries(
  LOCALES.map((locale) => {
    const source = fs.readFileSync(path.join(ROOT, 'web', 'src', 'lib', 'locales', 'sign-in', `${locale}.ts`), 'utf8');
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
  // The shell's MUI parts come as one chunk with it (web/vite.config.ts, `ui-shell`).
  "the shell's drawer": /name:\s*[`'"]MuiDrawer[`'"]/,
  // A money screen's own texts; the route table's page titles (`deposit.title`, `records.allTitle`) are
  // the router's, which the first screen needs.
  'a money screen': /["'`](dashboard|wallet|deposit|withdrawal|convert|transfer|records)\.(?!(?:title|allTitle)["'`])[A-Za-z]+/,
  // The signed-in part of the catalogue (the idle warning's text).
  "the signed-in screens' texts": /For your safety you will be signed out/,
  // The sign-in forms keep their own few lines of state (lib/use-rules-form.ts).
  'react-hook-form': /shouldUnregister/,
  // Toasts load with the first one, or in the signed-in shell.
  'the toast host': /notistack/,
};

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
});

afterAll(async () => {
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

/** The files a chunk of the build imports statically (`import … from"./x.js"`, `import"./x.js"`), and theirs. */
function staticImports(files: string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    const code = fs.readFileSync(path.join(WEB_DIST, 'assets', file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)) pending.push(imported!);
  }
  return reached;
}

const cataloguesIn = (scripts: Fetched[]): Locale[] =>
  LOCALES.filter((locale) => scripts.some((script) => script.content.includes(CATALOGUE_MARKERS[locale])));

async function openLogin(locale?: Locale): Promise<[Page, Fetched[], () => Promise<void>]> {
  const [ctx, page] = await newPage(browser, PHONE, locale);
  const scripts = recordScripts(page);
  await page.goto(`${stack.baseUrl}/#/login`);
  await page.locator('#field-userName').waitFor();
  // Anything that would load once the browser is idle has come by then.
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

describe('what a signed-in first screen loads', () => {
  it('the dashboard asks for the profile and the balances before the app has loaded, once each', async () => {
    const userName = 'e2e_prefetch';
    const password = 'Password-1';
    await registerThroughApi(stack, userName, password);
    const { login } = await callGraphql<{ login: { token: string } }>(
      stack,
      'mutation ($input: LoginInput!) { login(input: $input) { token } }',
      { input: { userName, password } },
    );
    const [ctx, page] = await newPage(browser, PHONE);
    const scripts = recordScripts(page);
    try {
      await ctx.addInitScript((token) => sessionStorage.setItem('portal.token', token), login.token);
      // In the order the browser sent them: GraphQL operations by name, and script files.
      const sent: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/graphql' && request.method() === 'POST') {
          sent.push(`graphql:${(JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName}`);
        } else if (request.resourceType() === 'script') sent.push(`script:${path.basename(pathname)}`);
      });
      await page.goto(`${stack.baseUrl}/#/index`);
      // Apollo runs both queries as the screen mounts, before it can show their answers.
      await page.getByTestId('balance-CASH_POINT').first().waitFor();
      // Few files: on a phone over HTTP/1.1 each is a round trip on one of six connections. The
      // shell's and the dashboard's own modules are one file (`first-screen`, vite.config.ts):
      // 14 files in all, against 43 before (BENCHMARKS.md (d)); the budget leaves room for a
      // chunk asked for after the first screen (the drawer, the toast host) arriving meanwhile.
      const scriptsByThen = sent.filter((entry) => entry.startsWith('script:'));
      expect(scriptsByThen.length, scriptsByThen.join(' ')).toBeLessThanOrEqual(20);

      expect(sent.filter((entry) => entry === 'graphql:Profile')).toHaveLength(1);
      expect(sent.filter((entry) => entry === 'graphql:Balances')).toHaveLength(1);
      // Both were on their way before the app first painted (Apollo would ask only once the screen
      // had rendered). A fetch's timing entry is queued after its answer has been read: polled.
      const queriesBeforeFirstPaint = () =>
        page.evaluate(() => {
          const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
          return performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/graphql' && entry.startTime < firstPaint).length;
        });
      await expect.poll(queriesBeforeFirstPaint).toBeGreaterThanOrEqual(2);
      // The dashboard's code was asked for by index.html itself (app/prerendered.ts, preloadFirstScreen),
      // before the entry had run and sent those queries.
      const dashboardCode = sent.findIndex((entry) => /^script:dashboard-/.test(entry));
      expect(dashboardCode).toBeGreaterThan(-1);
      expect(dashboardCode).toBeLessThan(sent.indexOf('graphql:Profile'));
      // And the screen shows what they answered.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(userName);
      // The dashboard only tells zero from not zero: the arithmetic library comes with the
      // screens that calculate (BENCHMARKS.md (d), the dashboard's 300 KB).
      for (const script of scripts) expect(script.content, `decimal.js in ${script.url}`).not.toMatch(NOT_FOR_SIGN_IN['decimal.js']!);
      // Nor MUI's parts of later screens (`ui-more`, vite.config.ts): not in what the shell and the
      // dashboard import, read from the build itself rather than from a race with the drawer's preload.
      const shown = scripts.map((script) => path.basename(script.url)).filter((name) => /^(app-shell|dashboard)-/.test(name));
      expect(shown).toHaveLength(2);
      expect([...staticImports(shown)].filter((name) => name.startsWith('ui-more-'))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
