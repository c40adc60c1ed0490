// The check every journey relies on must itself see what it looks for, in frames too: a checker
// that found nothing would pass every screen.
import { expect, test } from 'vitest';
import { seriousViolations, sharedBrowser } from '../src/browser.ts';

test('axe finds a faint text in the page and an image without a text in a frame, and finds them again on a second check', async () => {
  const context = await (await sharedBrowser()).newContext();
  const page = await context.newPage();
  await page.setContent('<html lang="en"><body><main><p style="color:#777;background:#888">faint</p><iframe srcdoc="<html lang=en><body><img src=x.png></body></html>"></iframe></main></body></html>');
  await page.frames()[1]!.waitForLoadState();
  const first = await seriousViolations(page);
  const second = await seriousViolations(page);
  expect(first.some((v) => v.startsWith('color-contrast'))).toBe(true);
  expect(first.some((v) => v.startsWith('image-alt'))).toBe(true);
  expect(second).toEqual(first);
  await context.close();
}, 60_000);
