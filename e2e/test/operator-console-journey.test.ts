// The operator console through the real gateway serving the production build (/console/, its
// documents by hash at /admin/graphql) at 1280 px: a finance operator signs in with password and
// authenticator code, sees the deposits queue and approves a member's deposit, which the member's
// balance then shows; a support operator sees the same queue but the approval is refused in the
// platform's words; a compliance operator finds the approval in the audit trail. And the member
// app's files hold no console code.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from '../src/browser.ts';
import { callGraphql, registerThroughApi, tokenThroughApi } from '../src/member.ts';
import { createOperators, signedInConsole, type ConsoleOperator } from '../src/operator.ts';
import { WEB_DIST, sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'e2e_opal';
const MEMBER_PASSWORD = 'console-Password1';
const ROLES = { finance: 'finance', support: 'support', compliance: 'compliance' } as const;

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];
let operators: Record<keyof typeof ROLES, ConsoleOperator>;
let memberToken: string;

async function claimDeposit(amount: string): Promise<string> {
  const placed = await callGraphql<{ depositChain: { id: string } }>(
    stack,
    'mutation($input: DepositChainInput!) { depositChain(input: $input) { id } }',
    { input: { amount, hash: randomBytes(32).toString('hex'), paymentReference: 'console journey', requestId: randomUUID() } },
    memberToken,
  );
  return placed.depositChain.id;
}

async function cashAvailable(): Promise<string | undefined> {
  const { balances } = await callGraphql<{ balances: { coinName: string; available: string }[] }>(stack, '{ balances { coinName available } }', {}, memberToken);
  return balances.find((balance) => balance.coinName === 'CASH_POINT')?.available;
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, MEMBER_PASSWORD);
  memberToken = await tokenThroughApi(stack, MEMBER, MEMBER_PASSWORD);
  // The first operators come from the command line, the password from standard input.
  operators = await createOperators(stack, ROLES, 'console');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await stack?.close();
});

describe('operator console journey', () => {
  it('finance approves a deposit, support is refused, the audit trail shows it', { timeout: storyTimeout(5) }, async () => {
    const approvedId = await claimDeposit('60');
    const refusedId = await claimDeposit('70');
    const financeName = operators.finance.name;
    let page: Page;

    await step('a finance operator signs in and sees the deposits queue with its count and age', async () => {
      page = await signedInConsole(browser, stack, operators.finance, contexts);
      await expect.poll(() => page.getByTestId('operator-identity').textContent()).toContain('Finance');
      const count = page.getByTestId('queue-DEPOSITS-count');
      await count.waitFor();
      expect(Number(/\d+/.exec((await count.textContent()) ?? '')?.[0])).toBeGreaterThanOrEqual(2);
      await page.getByTestId('queue-DEPOSITS').click();
      await page.getByTestId(`deposit-${approvedId}`).waitFor();
      expect(await page.getByTestId(`deposit-${approvedId}`).textContent()).toContain(MEMBER);
    });

    await step('approves one: the row leaves the queue and the member is credited', async () => {
      expect(await cashAvailable()).toBe('0');
      await page.getByTestId(`approve-${approvedId}`).click();
      await expect.poll(() => page.getByTestId('action-done').textContent()).toContain(approvedId);
      await page.getByTestId(`deposit-${approvedId}`).waitFor({ state: 'detached' });
      expect(await cashAvailable()).toBe('60');
    });

    await step('a support operator sees the queue, but approving is refused in words', async () => {
      page = await signedInConsole(browser, stack, operators.support, contexts);
      await page.goto(`${stack.baseUrl}/console/#/deposits`);
      await page.getByTestId(`deposit-${refusedId}`).waitFor();
      await page.getByTestId(`approve-${refusedId}`).click();
      const refusal = page.getByTestId('action-refusal');
      await refusal.waitFor();
      expect((await refusal.textContent())?.trim()).not.toBe('');
      expect(await refusal.textContent()).not.toMatch(/^Forbidden$/);
      await page.getByTestId(`deposit-${refusedId}`).waitFor();
      expect(await cashAvailable()).toBe('60');
    });

    await step('a compliance operator finds the approval in the audit trail, filtered, and exports it', async () => {
      page = await signedInConsole(browser, stack, operators.compliance, contexts);
      await page.goto(`${stack.baseUrl}/console/#/audit`);
      await page.getByTestId('audit-operator').fill(financeName);
      await page.getByTestId('audit-action').fill('deposits/approve');
      await page.getByTestId('audit-filter').click();
      const row = page.locator('[data-testid^="audit-row-"]').filter({ hasText: approvedId });
      await row.waitFor();
      expect(await row.textContent()).toContain(financeName);
      expect(await page.locator('[data-testid^="audit-row-"]').count()).toBe(1);
      const download = page.waitForEvent('download');
      await page.getByTestId('audit-export').click();
      const file = await (await download).path();
      expect(fs.readFileSync(file, 'utf8')).toContain(approvedId);
    });
  });

  it("the member app's files hold no console code", () => {
    const consoleMarker = /portal\.console\.token|\/admin\/graphql|SignInOperator/;
    const memberFiles = fs.readdirSync(path.join(WEB_DIST, 'assets')).filter((name) => name.endsWith('.js'));
    expect(memberFiles.length).toBeGreaterThan(10);
    const leaking = memberFiles.filter((name) => consoleMarker.test(fs.readFileSync(path.join(WEB_DIST, 'assets', name), 'utf8')));
    expect(leaking).toEqual([]);
    expect(fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8')).not.toContain('console');
    // The marker is the console's own: its build holds it.
    const consoleFiles = fs.readdirSync(path.join(WEB_DIST, 'console', 'assets')).filter((name) => name.endsWith('.js'));
    expect(consoleFiles.some((name) => consoleMarker.test(fs.readFileSync(path.join(WEB_DIST, 'console', 'assets', name), 'utf8')))).toBe(true);
  });
});
