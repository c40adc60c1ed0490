// A picture of every page still open when a journey test fails, in e2e/screenshots/failures/
// (test/setup-failures.ts calls `captureOpenPages` after a failed test). The browsers are the
// ones `launchBrowser` started; their pages are found when the test has failed, so a passing run
// takes no picture. A context the test closed itself (`finally { await ctx.close() }`) is gone by
// then: only what is still open can be shown.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';

export const FAILURE_SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', 'failures');

/** How long one picture may take: a page that hangs must not hold the run (nor hide the failure). */
const SHOT_TIMEOUT_MS = 5_000;

const browsers = new Set<Browser>();

/** Remembers a launched browser until it disconnects. */
export function trackBrowser(browser: Browser): Browser {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
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
