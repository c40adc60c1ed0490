import { it } from 'vitest';
import axe from 'axe-core';
import { DESKTOP, launchBrowser, seriousViolations } from '../src/browser.ts';
import { newPage, registerThroughApi, signIn } from '../src/member.ts';
import { startStack } from '../src/stack.ts';

it('probe', { timeout: 300_000 }, async () => {
  const stack = await startStack();
  const browser = await launchBrowser();
  await registerThroughApi(stack, 'probe_user', 'probe-Password1');
  const [, page] = await newPage(browser, DESKTOP);
  await page.goto(`${stack.baseUrl}/#/login`);
  await signIn(page, 'probe_user', 'probe-Password1');
  await page.getByTestId('balance-CASH_POINT').waitFor();
  for (let i = 0; i < 3; i++) { const t = performance.now(); await seriousViolations(page); console.log('axe ms', (performance.now() - t).toFixed(0)); }
  const timing = await page.evaluate(async () => {
    const a = (window as any).axe;
    const res: Record<string, number> = {};
    const rules = a.getRules().map((r: any) => r.ruleId);
    for (const id of rules) { const t = performance.now(); await a.run(document, { runOnly: { type: 'rule', values: [id] }, resultTypes: ['violations'] }); res[id] = performance.now() - t; }
    return Object.entries(res).sort((x, y) => y[1] - x[1]).slice(0, 12);
  });
  console.log(JSON.stringify(timing));
  await browser.close(); await stack.close();
});
