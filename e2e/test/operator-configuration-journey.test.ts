// Configuration in the operator console through the real gateway serving the production build
// (/console/, its documents by hash at /admin/graphql) at 1280 px: an admin opens the convert
// pairs, a fee of 1 or more is refused in the form, then the fee is changed with a reason; the
// member reads the new fee through the member API; the audit trail shows the reason, the fee
// before and the fee after. A finance operator's change is refused in the platform's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshot, sharedBrowser } from '../src/browser.ts';
import { callGraphql, registerThroughApi, tokenThroughApi } from '../src/member.ts';
import { createOperators, signedInConsole, type ConsoleOperator } from '../src/operator.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'e2e_jade';
const MEMBER_PASSWORD = 'configuration-Password1';
const ROLES = { admin: 'admin', finance: 'finance' } as const;
/** A pair no other journey converts: its fee is put back after the story all the same. */
const PAIR = { fromCoin: 'CASH_POINT', toCoin: 'INSURANCE_POINT' } as const;
const REASON = 'Quarterly fee review, board minute 42';

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];
let operators: Record<keyof typeof ROLES, ConsoleOperator>;
let memberToken: string;

async function memberFee(): Promise<string | undefined> {
  const { convertConfigs } = await callGraphql<{ convertConfigs: { fromCoin: string; toCoin: string; feeRatio: string }[] }>(stack, '{ convertConfigs { fromCoin toCoin feeRatio } }', {}, memberToken);
  return convertConfigs.find((pair) => pair.fromCoin === PAIR.fromCoin && pair.toCoin === PAIR.toCoin)?.feeRatio;
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, MEMBER_PASSWORD);
  memberToken = await tokenThroughApi(stack, MEMBER, MEMBER_PASSWORD);
  operators = await createOperators(stack, ROLES, 'config');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await stack?.close();
});

describe('operator console: configuration', () => {
  it('an admin changes a convert fee with a reason, the member reads it, the audit trail shows before and after', { timeout: storyTimeout(4) }, async () => {
    const feeBefore = (await memberFee())!;
    expect(feeBefore).toMatch(/^\d+(\.\d+)?$/);
    const feeAfter = feeBefore === '0.0125' ? '0.015' : '0.0125';
    let page: Page;
    try {
      await step('a finance operator reads the pairs, but changing a fee is refused in the platform\'s words', async () => {
        page = await signedInConsole(browser, stack, operators.finance, contexts);
        await page.getByRole('tab', { name: 'Configuration' }).click();
        await page.getByTestId(`edit-pair-${PAIR.fromCoin}-${PAIR.toCoin}`).click();
        await page.getByTestId('setting-feeRatio').fill(feeAfter);
        await page.getByTestId('setting-reason').fill('not mine to change');
        await page.getByTestId('setting-save').click();
        const refusal = page.getByTestId('setting-refusal');
        await refusal.waitFor();
        expect((await refusal.textContent())?.trim()).not.toBe('');
        expect(await refusal.textContent()).not.toMatch(/^Forbidden$/);
        expect(await memberFee()).toBe(feeBefore);
      });

      await step('an admin opens the pairs by name; a fee of 1 or more is refused in the form', async () => {
        page = await signedInConsole(browser, stack, operators.admin, contexts);
        await page.getByRole('tab', { name: 'Configuration' }).click();
        const row = page.getByTestId(`pair-${PAIR.fromCoin}-${PAIR.toCoin}`);
        await row.waitFor();
        expect(await row.textContent()).toContain('Cash → Insurance');
        await page.getByTestId(`edit-pair-${PAIR.fromCoin}-${PAIR.toCoin}`).click();
        await page.getByTestId('setting-feeRatio').fill('1.5');
        await page.getByTestId('setting-save').click();
        await page.getByText('A fraction from 0 up to (not including) 1').waitFor();
        await page.getByText('Say why: the reason is kept in the audit trail').waitFor();
        await screenshot(page, 'console-configuration-refused-in-form');
      });

      await step('the fee changed with a reason: the console shows it and the member reads it', async () => {
        await page.getByTestId('setting-feeRatio').fill(feeAfter);
        await page.getByTestId('setting-reason').fill(REASON);
        await page.getByTestId('setting-save').click();
        await expect.poll(() => page.getByTestId('action-done').textContent()).toContain('Cash → Insurance');
        await expect.poll(() => page.getByTestId(`fee-${PAIR.fromCoin}-${PAIR.toCoin}`).textContent()).toBe(feeAfter);
        expect(await memberFee()).toBe(feeAfter);
        await screenshot(page, 'console-configuration');
      });

      await step('the audit trail shows the change with its reason, the fee before and after', async () => {
        await page.getByRole('tab', { name: 'Audit trail' }).click();
        await page.getByTestId('audit-operator').fill(operators.admin.name);
        await page.getByTestId('audit-action').fill('convert-config/set');
        await page.getByTestId('audit-filter').click();
        const row = page.locator('[data-testid^="audit-row-"]').filter({ hasText: REASON });
        await row.waitFor();
        expect(await page.locator('[data-testid^="audit-row-"]').count()).toBe(1);
        expect(await row.textContent()).toContain(`${PAIR.fromCoin}->${PAIR.toCoin}`);
        await row.locator('summary').click();
        const change = (await row.locator('details').textContent()) ?? '';
        expect(change).toContain(`"fee_ratio": "${feeBefore}"`);
        expect(change).toContain(`"feeRatio": "${feeAfter}"`);
      });
    } finally {
      // The shared stack outlives this journey: the fee as it was.
      await stack.operator('convert-config/set', { ...PAIR, feeRatio: feeBefore });
    }
  });
});
