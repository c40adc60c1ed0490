// Debian's Chromium through playwright-core (browsers cannot be downloaded here).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { trackBrowser } from './failure-screenshots.ts';
import { ROOT } from './stack.ts';

// The minified build: `axe.source` is the readable one, twice the size to send, parse and compile.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.join(ROOT, 'e2e', 'screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

let shared: Promise<Browser> | undefined;

/**
 * The Chromium that the journeys of one worker share (a launch costs about a second of CPU).
 * Each journey opens contexts of its own in it; test/setup-failures.ts closes them when the
 * journey ends, so the next one starts with no page open. It ends with the worker.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

/** A browser for a journey; its open pages are photographed if a test fails (failure-screenshots.ts). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return trackBrowser(browser);
}

/** Waits until no CSS animation or transition runs (a dialog fading in, a tab indicator sliding, a ripple). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Sets the system's colour scheme, as a member's phone switching to its night look does, and
 * waits until the app shows it (MUI puts the scheme's class on <html>): the page itself changes a
 * moment later than the emulation, and a check made before would read the old colours.
 */
export async function showColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((expected) => document.documentElement.classList.contains(expected), scheme);
}

/**
 * Saves the screen as e2e/screenshots/<name>.png, only when asked (`E2E_SCREENSHOTS=1`): nothing
 * compares them, they are for a person to look at. A failed test is photographed anyway
 * (failure-screenshots.ts).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  // Transitions run to their end first: a dialog caught half faded in shows the page through it.
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * axe-core on the current screen; returns the serious and critical violations.
 *
 * axe is put into each frame once per page load and run in place. (@axe-core/playwright injects
 * it again on every call and finishes each run in a new page, a renderer process of its own: on
 * two cores that doubled Chromium's work; a team journey took 117 s instead of 85 s.) Evaluated
 * over the DevTools protocol, so the app's Content-Security-Policy does not stop it.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window)) continue;
    await frame.evaluate(AXE_SOURCE);
    // Frames answer the top frame's run whatever their origin (a srcdoc frame's is "null").
    await frame.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
  }
  const results = await page.evaluate(() => {
    type Rule = { id: string; enabled: boolean; impact?: string; tags: string[] };
    const engine = (window as unknown as { axe: typeof axe & { _audit?: { rules?: Rule[] } } }).axe;
    // Of the rules a plain run runs (enabled, not experimental), only those that can find a serious
    // or critical violation, the ones reported: a rule's impact is the highest its checks can
    // have, so the moderate and minor ones (landmarks, heading order, `region`) could only ever be
    // filtered out below.
    const rules = engine._audit?.rules;
    const byDefault = (rule: Rule) => rule.enabled && !rule.tags.includes('experimental');
    const reported = rules?.every((rule) => rule.impact)
      ? rules.filter((rule) => byDefault(rule) && (rule.impact === 'serious' || rule.impact === 'critical')).map((rule) => rule.id)
      : undefined;
    return engine.run(document, { resultTypes: ['violations'], ...(reported ? { runOnly: { type: 'rule', values: reported } } : {}) });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
