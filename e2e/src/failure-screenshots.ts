// A picture of every page still open when a journey test fails, in e2e/screenshots/failures/
// (test/setup-failures.ts calls `captureOpenPages` after a failed test), with its address and the
// last uncaught errors and console errors it reported. The browsers are the
// ones `launchBrowser` started; their pages are found when the test has failed, so a passing run
// takes no picture. A context the test closed itself (`finally { await ctx.close() }`) is gone by
// then: only what is still open can be shown.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const FAILURE_SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', 'failures');

/** How long one picture may take: a page that hangs must not hold the run (nor hide the failure). */
const SHOT_TIMEOUT_MS = 5_000;

const browsers = new Set<Browser>();

/** What each open page said that a failure should show: uncaught errors and console errors, the last few. */
const pageErrors = new WeakMap<Page, string[]>();
const ERRORS_KEPT = 10;

function note(page: Page | null | undefined, line: string): void {
  if (!page) return;
  const lines = pageErrors.get(page) ?? [];
  lines.push(line.slice(0, 500));
  pageErrors.set(page, lines.slice(-ERRORS_KEPT));
}

function watchContext(context: BrowserContext): void {
  context.on('weberror', (error) => note(error.page(), `uncaught: ${error.error().stack ?? error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') note(message.page(), `console.error: ${message.text()}`);
  });
}

/**
 * Remembers a launched browser until it disconnects, and listens to every context it opens, so
 * a failure can say what the page reported besides showing it.
 */
export function trackBrowser(browser: Browser): Browser {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  return browser;
}

/**
 * Closes every context still open in the tracked browsers: called when a journey file ends, so
 * the next journey in a shared browser starts with no page of this one (and a failure of the
 * next one photographs only its own pages).
 */
export async function closeOpenContexts(): Promise<void> {
  const contexts = [...browsers].filter((browser) => browser.isConnected()).flatMap((browser) => browser.contexts());
  await Promise.all(contexts.map((context) => context.close()));
}

/** A file name from a test's name: letters, digits, dots and dashes, not too long for a file system. */
export function fileNameOf(testName: string): string {
  const name = testName
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);
  return name || 'test';
}

/**
 * Screenshots every open page of the tracked browsers as `<test name>.png` (then `-2`, `-3`, …).
 * Never throws: a page that cannot be photographed is skipped with a note on stderr, so the
 * test's own error stays the one reported. Returns the files written.
 */
export async function captureOpenPages(testName: string): Promise<string[]> {
  const written: string[] = [];
  try {
    const pages = [...browsers]
      .filter((browser) => browser.isConnected())
      .flatMap((browser) => browser.contexts())
      .flatMap((context) => context.pages())
      .filter((page) => !page.isClosed());
    if (pages.length === 0) return written;
    fs.mkdirSync(FAILURE_SCREENSHOTS, { recursive: true });
    const base = fileNameOf(testName);
    for (const [index, page] of pages.entries()) {
      const file = path.join(FAILURE_SCREENSHOTS, `${base}${index === 0 ? '' : `-${index + 1}`}.png`);
      // Where the page was and what it reported: a blank picture alone does not say why.
      console.error([`page ${index + 1} at ${page.url()}`, ...(pageErrors.get(page) ?? ['(no error reported by the page)'])].join('\n  '));
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: SHOT_TIMEOUT_MS });
        written.push(file);
      } catch (error) {
        console.error(`failure screenshot of ${page.url()} not taken: ${(error as Error)?.message ?? String(error)}`);
      }
    }
  } catch (error) {
    console.error(`failure screenshots not taken: ${(error as Error)?.message ?? String(error)}`);
  }
  return written;
}
