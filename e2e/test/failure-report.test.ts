// A failed journey leaves a picture of each open page and says where the page was and what it
// reported, shows and waits for: a blank picture alone does not tell an uncaught error from a slow
// screen, and a test may have closed its page before the picture.
import fs from 'node:fs';
import { afterAll, expect, it, vi } from 'vitest';
import { sharedBrowser } from '../src/browser.ts';
import { captureOpenPages, closeOpenContexts, describePage } from '../src/failure-screenshots.ts';
import { waitForHash } from '../src/member.ts';

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

it('says what the page shows and waits for, and never what was typed', async () => {
  const browser = await sharedBrowser();
  const context = await browser.newContext();
  const page = await context.newPage();
  // The page, a request that is never answered and one that is, all from one made-up origin.
  await page.route('https://portal.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<h1>Sign in</h1><div role="alert">Wrong user name or password</div><form>' +
        '<input id="field-userName" aria-invalid="true"><p id="field-userName-helper-text">Enter your user name</p>' +
        '<input id="field-password" type="password"><button type="submit" disabled>Sign in</button></form>',
    }),
  );
  await page.route('https://portal.test/stuck', () => undefined);
  await page.route('https://portal.test/answered', (route) => route.fulfill({ status: 401, body: '' }));
  // A route whose query carries a link's token, as a freeze link's does.
  await page.goto('https://portal.test/#/freeze?token=a-link-token');
  await page.locator('#field-password').fill('a-secret-1');
  await page.evaluate(() => {
    void fetch('/answered');
    void fetch('/stuck');
  });
  await expect.poll(async () => (await describePage(page)).join('\n')).toContain('answered: GET /answered 401');
  const described = (await describePage(page)).join('\n');
  expect(described).toContain('heading: Sign in');
  expect(described).toContain('alert: Wrong user name or password');
  expect(described).toContain('field #field-userName: empty, invalid (Enter your user name)');
  expect(described).toContain('field #field-password: filled');
  expect(described).toContain('submit button "Sign in": disabled');
  expect(described).toContain('waiting: GET /stuck');
  expect(described).toContain('route #/freeze, app not started');
  expect(described).not.toContain('a-secret-1');
  expect(described).not.toContain('a-link-token');

  // A route never reached says so with the page's state.
  const failed = await waitForHash(page, '/index', 500).then(
    () => undefined,
    (error: Error) => error.message,
  );
  expect(failed).toContain('waiting for the route /index, the page:');
  expect(failed).toContain('alert: Wrong user name or password');
  await context.close();
});
