// A picture of every page still open when a journey test fails, in e2e/screenshots/failures/
// (test/setup-failures.ts calls `captureOpenPages` after a failed test), with its address and the
// last uncaught errors and console errors it reported. The browsers are the
// ones `launchBrowser` started; their pages are found when the test has failed, so a passing run
// takes no picture. A context the test closed itself (`finally { await ctx.close() }`) is gone by
// then: only what is still open can be shown.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

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

/** Each open page's requests still waiting for an answer, and the last answers it had: a step stuck on the network says so. */
const pending = new WeakMap<Page, Set<Request>>();
const answered = new WeakMap<Page, string[]>();
const ANSWERS_KEPT = 8;

const requestLine = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

/** A page's address without the queries of its URL and of its route, which may carry a link's token. */
const addressOf = (page: Page) => page.url().replace(/\?[^#]*/, '').replace(/(#[^?]*)\?.*$/, '$1');

function answer(request: Request, outcome: string): void {
  const page = request.frame().page();
  const lines = answered.get(page) ?? [];
  lines.push(`${requestLine(request)} ${outcome}`);
  answered.set(page, lines.slice(-ANSWERS_KEPT));
}

function watchContext(context: BrowserContext): void {
  context.on('weberror', (error) => note(error.page(), `uncaught: ${error.error().stack ?? error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') note(message.page(), `console.error: ${message.text()}`);
  });
  // Requests of service workers have no page: only the pages' own are followed. A request waits
  // until its body has arrived; its answer is noted when its status has.
  context.on('request', (request) => {
    if (request.serviceWorker()) return;
    const page = request.frame().page();
    const waiting = pending.get(page) ?? new Set();
    waiting.add(request);
    pending.set(page, waiting);
  });
  context.on('response', (response) => {
    if (!response.request().serviceWorker()) answer(response.request(), String(response.status()));
  });
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) pending.get(request.frame().page())?.delete(request);
  });
  context.on('requestfailed', (request) => {
    if (request.serviceWorker()) return;
    pending.get(request.frame().page())?.delete(request);
    answer(request, `failed: ${request.failure()?.errorText ?? 'unknown'}`);
  });
}

/**
 * What a page shows and waits for, in a few lines for a failure's message: its route, whether the
 * app has started, its heading, its alerts, each field (filled or empty, invalid, and its message;
 * never what was typed, which may be a password), the requests still waiting and the last answers.
 */
export async function describePage(page: Page): Promise<string[]> {
  if (page.isClosed()) return ['(the page is closed)'];
  let shown: string[];
  try {
    // Through waitForFunction for its time limit: a page whose main thread hangs cannot hold the report.
    const report = await page.waitForFunction(
      () => {
        const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
        const lines = [
          // The route without its query, which may carry a link's token (a freeze link, a reset code).
          `route ${window.location.hash.split('?')[0] || '(none)'}, app ${document.documentElement.hasAttribute('data-app-started') ? 'started' : 'not started'}`,
          `heading: ${text(document.querySelector('h1')) || '(none)'}`,
        ];
        for (const alert of document.querySelectorAll('[role="alert"]')) lines.push(`alert: ${text(alert)}`);
        for (const field of document.querySelectorAll<HTMLInputElement>('input[id]:not([type="hidden"])')) {
          const message = text(document.getElementById(`${field.id}-helper-text`));
          const state = [field.value === '' ? 'empty' : 'filled', field.disabled ? 'disabled' : '', field.getAttribute('aria-invalid') === 'true' ? 'invalid' : ''];
          lines.push(`field #${field.id}: ${state.filter(Boolean).join(', ')}${message ? ` (${message})` : ''}`);
        }
        const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
        if (submit) lines.push(`submit button "${text(submit)}": ${submit.disabled ? 'disabled' : 'enabled'}`);
        return lines;
      },
      undefined,
      { timeout: SHOT_TIMEOUT_MS },
    );
    shown = (await report.jsonValue()) as string[];
  } catch (error) {
    shown = [`(the page could not be read: ${(error as Error)?.message ?? String(error)})`];
  }
  const waiting = [...(pending.get(page) ?? [])].map((request) => `waiting: ${requestLine(request)}`);
  const last = (answered.get(page) ?? []).map((line) => `answered: ${line}`);
  return [...shown, ...(waiting.length > 0 ? waiting : ['waiting: nothing']), ...last];
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
      console.error(
        [`page ${index + 1} at ${addressOf(page)}`, ...(pageErrors.get(page) ?? ['(no error reported by the page)']), ...(await describePage(page))].join('\n  '),
      );
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: SHOT_TIMEOUT_MS });
        written.push(file);
      } catch (error) {
        console.error(`failure screenshot of ${addressOf(page)} not taken: ${(error as Error)?.message ?? String(error)}`);
      }
    }
  } catch (error) {
    console.error(`failure screenshots not taken: ${(error as Error)?.message ?? String(error)}`);
  }
  return written;
}
