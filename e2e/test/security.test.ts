// The production build under the gateway's secure headers: every screen it opens loads and works
// with no Content-Security-Policy violation, every GraphQL call goes by its trusted document's
// hash (no document text), and GraphiQL runs under its own policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { newPage, registerThroughApi, signIn } from '../src/member.ts';
import { sharedStack, type Stack } from '../src/stack.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
});

afterAll(async () => {
  await stack?.close();
});

interface Watch {
  /** CSP violations the page reported (securitypolicyviolation events and console lines). */
  violations: string[];
  /** The JSON bodies of the page's GraphQL calls. */
  calls: Array<Record<string, unknown>>;
}

async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { violations: [], calls: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) seen.violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) seen.violations.push(error.message);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    const body = request.postData();
    if (body && request.headers()['content-type']?.includes('application/json')) seen.calls.push(JSON.parse(body) as Record<string, unknown>);
  });
  return seen;
}

describe('secure headers and trusted documents in the browser', () => {
  it('registers, signs in and shows live balances with no CSP violation, every call by hash', async () => {
    const [ctx, page] = await newPage(browser, DESKTOP);
    const seen = await watch(page);
    const response = await page.goto(`${stack.baseUrl}/#/register?ref=${stack.rootReferralId}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The captcha is a data: image: drawn, not blocked.
    const captcha = page.getByRole('img', { name: /captcha/i });
    await captcha.waitFor();
    await page.waitForFunction(() => [...document.images].some((img) => img.src.startsWith('data:') && img.naturalWidth > 0));
    await screenshot(page, 'security-register');

    await registerThroughApi(stack, 'cspmember', 'csp-pass-123');
    await page.goto(`${stack.baseUrl}/#/login`);
    await signIn(page, 'cspmember', 'csp-pass-123');
    await page.getByTestId('balance-CASH_POINT').waitFor();
    await screenshot(page, 'security-dashboard');

    expect(seen.violations).toEqual([]);
    expect(seen.calls.length).toBeGreaterThan(2);
    for (const call of seen.calls) {
      expect(call.query, JSON.stringify(call)).toBeUndefined();
      expect(call.extensions).toMatchObject({ persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    }
    await ctx.close();
  });

  it('opens GraphiQL with its examples under its own policy', async () => {
    const [ctx, page] = await newPage(browser, DESKTOP);
    const seen = await watch(page);
    // GraphiQL's script is large: on a busy machine it takes a while to arrive and start.
    const response = await page.goto(`${stack.baseUrl}/graphql`, { timeout: 60_000 });
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await page.getByText('Welcome to the portal gateway.').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'security-graphiql');
    expect(seen.violations).toEqual([]);
    await ctx.close();
  });
});
