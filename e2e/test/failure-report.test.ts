// A failed journey leaves a picture of each open page and says where the page was and what it
// reported: a blank picture alone does not tell an uncaught error from a slow screen.
import fs from 'node:fs';
import { afterAll, expect, it, vi } from 'vitest';
import { sharedBrowser } from '../src/browser.ts';
import { captureOpenPages, closeOpenContexts } from '../src/failure-screenshots.ts';

afterAll(closeOpenContexts);

it('photographs each open page and prints its address, its uncaught errors and its console errors', async () => {
  const browser = await sharedBrowser();
  const context = await browser.newContext();
  const page = await context.newPage();
  const thrown = page.waitForEvent('pageerror');
  await page.goto(
    `data:text/html,${encodeURIComponent('<p>hello</p><script>console.error("the screen could not load its data"); throw new Error("a render that threw");</script>')}`,
  );
  await thrown;
  const printed: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  let written: string[];
  try {
    written = await captureOpenPages('failure report check');
  } finally {
    spy.mockRestore();
  }
  expect(written).toHaveLength(1);
  for (const file of written) fs.rmSync(file);
  const report = printed.join('\n');
  expect(report).toContain('page 1 at data:text/html');
  expect(report).toContain('uncaught: Error: a render that threw');
  expect(report).toContain('console.error: the screen could not load its data');
});
