// What every journey does as a member: register through the API, open a page, sign in, wait
// for a route, check a screen with axe.
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { animationsSettled, seriousViolations } from './browser.ts';
import { describePage } from './failure-screenshots.ts';
import { PAGE_WAIT_MS } from './waits.ts';
import type { Stack } from './stack.ts';

export const TRANSACTION_PASSWORD = 'trade-123';

/** Calls the gateway's GraphQL endpoint as a visitor or, with a token, as a member. */
export async function callGraphql<T>(stack: Stack, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A member's session token, signed in straight through the GraphQL API (as another device would). */
export async function tokenThroughApi(stack: Stack, userName: string, password: string): Promise<string> {
  const { login } = await callGraphql<{ login: { token: string } }>(stack, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', {
    input: { userName, password },
  });
  return login.token;
}

/** Registers a member straight through the GraphQL API (captcha, a country; the root referral unless a sponsor's is given; an email when one is). */
export async function registerThroughApi(stack: Stack, userName: string, password: string, referralId = stack.rootReferralId, email?: string): Promise<void> {
  const { captcha, countries } = await callGraphql<{ captcha: { captchaId: string }; countries: { code: string }[] }>(
    stack,
    'query { captcha { captchaId } countries { code } }',
  );
  await callGraphql(stack, 'mutation Register($input: RegisterInput!) { register(input: $input) { userId } }', {
    input: {
      userName,
      password,
      confirmPassword: password,
      transactionPassword: TRANSACTION_PASSWORD,
      countryCode: countries[0]!.code,
      referralId,
      captchaId: captcha.captchaId,
      captchaCode: stack.captchaAnswer,
      ...(email ? { email } : {}),
    },
  });
}

/**
 * A page of its own for a member. Its system asks for reduced motion, as many members' do: the
 * app then shows dialogs, menus and toasts at once (web/src/lib/theme.ts), which also spares the
 * journeys the frames of every transition. `motion: 'full'` keeps MUI's motion, for the journey
 * that walks the animated screens (deposit-journey).
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  locale?: string,
  { motion = 'reduce' }: { motion?: 'reduce' | 'full' } = {},
): Promise<[BrowserContext, Page]> {
  const ctx = await browser.newContext({ viewport, reducedMotion: motion === 'reduce' ? 'reduce' : 'no-preference' });
  if (locale) await ctx.addInitScript((lng) => sessionStorage.setItem('portal.language', lng), locale);
  const page = await ctx.newPage();
  page.setDefaultTimeout(PAGE_WAIT_MS);
  return [ctx, page];
}

/**
 * A wait started ahead of the steps that bring what it waits for, and awaited after them. Should
 * one of those steps fail first, the test reports that step's error; this wait's own rejection
 * (its page closed) is not reported a second time as an unhandled error.
 */
export function waitStartedEarly<T>(wait: Promise<T>): Promise<T> {
  wait.catch(() => undefined);
  return wait;
}

export async function hashPath(target: Page): Promise<string> {
  return target.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0] ?? '');
}

/**
 * Waits until the page's route is `path`. Failing, it says what the page showed and waited for
 * (failure-screenshots.ts, describePage): a test may close the page before the failure's picture.
 */
export async function waitForHash(target: Page, path: string, timeout = PAGE_WAIT_MS): Promise<void> {
  try {
    await target.waitForFunction((expected) => window.location.hash.replace(/^#/, '').split('?')[0] === expected, path, {
      timeout,
    });
  } catch (error) {
    if (error instanceof Error) error.message += `\nwaiting for the route ${path}, the page:\n  ${(await describePage(target)).join('\n  ')}`;
    throw error;
  }
}

/**
 * Opens a signed-in route without reloading the page and waits until the shell shows that
 * route's own screen with its heading: the shell marks its screen with the path it shows
 * (`data-screen`), so neither the previous screen nor a route that redirects is taken for it.
 */
export async function openScreen(target: Page, path: string): Promise<void> {
  await target.evaluate((hash) => {
    window.location.hash = `#${hash}`;
  }, path);
  await target.waitForFunction(() => {
    const screen = document.querySelector<HTMLElement>('main [data-screen]');
    const shown = window.location.hash.replace(/^#/, '').split('?')[0];
    return screen != null && screen.dataset.screen === shown && screen.querySelector('h1') !== null;
  });
}

/** Signs in on the login screen (in English) and waits for the dashboard. */
export async function signIn(target: Page, userName: string, password: string): Promise<void> {
  // The register screen has a #field-userName too: wait until the sign-in screen has replaced it.
  await target.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  await target.locator('#field-userName').fill(userName);
  await target.locator('#field-password').fill(password);
  await target.getByRole('button', { name: 'Sign in', exact: true }).click();
  await waitForHash(target, '/index');
}

export async function expectAccessible(target: Page, screen: string): Promise<void> {
  // Let closing menus and toasts finish their transitions: half-faded text is not what members read.
  await target.locator('.MuiPopover-root, .MuiMenu-root').waitFor({ state: 'detached' });
  // And opening dialogs theirs: axe reads a fading-in dialog's text as too faint.
  await animationsSettled(target);
  const violations = await seriousViolations(target);
  expect(violations.join('\n'), `axe on ${screen}`).toBe('');
}

/**
 * Closes every toast with its Dismiss button, as a member in a hurry does, and waits until they
 * are gone: a screenshot or axe then sees the screen itself, and the next toast is a new one.
 */
export async function dismissToasts(target: Page): Promise<void> {
  const toasts = target.locator('.notistack-MuiContent');
  await expect
    .poll(async () => {
      // A toast still sliding in or out is clicked again; a second click on one leaving is harmless.
      await target.evaluate(() => {
        for (const button of document.querySelectorAll<HTMLButtonElement>('.notistack-MuiContent button')) button.click();
      });
      return toasts.count();
    })
    .toBe(0);
}

/**
 * Shows a signed-in page at another size and in another language, as a member turning a tablet
 * or picking a language in the header does: no new sign-in, no page load. Screens opened after
 * it ask the gateway again in the new language (their queries are cache-and-network).
 */
export async function showAs(target: Page, viewport: { width: number; height: number }, locale: string): Promise<void> {
  await target.setViewportSize(viewport);
  if ((await target.evaluate(() => document.documentElement.lang)) === locale) return;
  await target.getByTestId('language-button').click();
  await target.getByTestId(`language-${locale}`).click();
  await target.waitForFunction((expected) => document.documentElement.lang === expected, locale);
  await target.locator('.MuiPopover-root, .MuiMenu-root').waitFor({ state: 'detached' });
}
