// The app follows the system's colour scheme until the member picks one. A switch is at once:
// the texts do not fade from the old colours to the new (every label has a colour transition),
// which would leave them half-read for a moment, and is what a contrast check must not catch.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, showColorScheme } from '../src/browser.ts';
import { newPage } from '../src/member.ts';
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

/** The colour transitions the page runs now. */
const colourTransitions = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition && /color/.test(animation.transitionProperty) && animation.playState === 'running')
      .map((animation) => (animation as CSSTransition).transitionProperty),
  );

it('switches to the dark scheme and back at once, with no text fading between colours', async () => {
  // Full motion: the transitions a switch would start are there to be started.
  const [context, page] = await newPage(browser, DESKTOP, undefined, { motion: 'full' });
  try {
    await page.goto(`${stack.baseUrl}/#/login`);
    await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
    const label = page.locator('label[for="field-userName"]');
    const lightLabel = await label.evaluate((element) => getComputedStyle(element).color);
    await showColorScheme(page, 'dark');
    expect(await colourTransitions(page)).toEqual([]);
    expect(await label.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightLabel);
    await showColorScheme(page, 'light');
    expect(await colourTransitions(page)).toEqual([]);
    expect(await label.evaluate((element) => getComputedStyle(element).color)).toBe(lightLabel);
  } finally {
    await context.close();
  }
});
