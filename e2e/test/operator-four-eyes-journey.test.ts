// Four eyes and the audit trail through the console at 1280 px, the real gateway in front of the
// real platform: a finance operator asks, from the command line under their own name, for a
// balance adjustment; it waits in the four-eyes queue, where the same operator's approval is
// refused in the platform's words; a second finance operator approves it and the member is
// credited. The audit trail shows who asked and who approved, and the member's state before; `audit verify` passes, reports a
// row changed in the database behind the platform's back, and passes again once it is put back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from '../src/browser.ts';
import { callGraphql, registerThroughApi, tokenThroughApi } from '../src/member.ts';
import { OPERATOR_PASSWORD, createOperators, freshTotpCode, signedInConsole, type ConsoleOperator } from '../src/operator.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'e2e_quartz';
const MEMBER_PASSWORD = 'four-eyes-Password1';
const ROLES = { asker: 'finance', approver: 'finance', auditor: 'compliance' } as const;

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];
let operators: Record<keyof typeof ROLES, ConsoleOperator>;
let memberToken: string;

async function cashAvailable(): Promise<string | undefined> {
  const { balances } = await callGraphql<{ balances: { coinName: string; available: string }[] }>(stack, '{ balances { coinName available } }', {}, memberToken);
  return balances.find((balance) => balance.coinName === 'CASH_POINT')?.available;
}

async function auditVerdict(): Promise<{ ok: boolean; firstBrokenSequence?: string }> {
  try {
    return JSON.parse(await stack.admin('audit', 'verify')) as { ok: boolean };
  } catch (failure) {
    // A broken chain is exit code 1 with the first broken row in the message.
    const broken = /broken at row (\d+)/.exec(String(failure));
    if (!broken) throw failure;
    return { ok: false, firstBrokenSequence: broken[1] };
  }
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, MEMBER_PASSWORD);
  memberToken = await tokenThroughApi(stack, MEMBER, MEMBER_PASSWORD);
  operators = await createOperators(stack, ROLES, 'eyes');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await stack?.close();
});

describe('four eyes and the audit trail', () => {
  it('an adjustment waits for a second operator, the first cannot approve it, and the trail holds', { timeout: storyTimeout(5) }, async () => {
    let requestId = '';
    let page: Page;

    await step('a finance operator asks for an adjustment under their own name: it is held, nothing is credited', async () => {
      // Each code is taken once: the console's sign-in below takes the next one.
      const token = await stack.operatorSignIn(operators.asker.name, OPERATOR_PASSWORD, await freshTotpCode(operators.asker));
      const answer = JSON.parse(await stack.adminAs(token, 'adjust', MEMBER, 'CASH_POINT', 'in', '25', '--reason', 'goodwill for a late deposit')) as {
        fourEyesRequest?: { id: string; status: string };
      };
      expect(answer.fourEyesRequest?.status).toBe('PENDING');
      requestId = answer.fourEyesRequest!.id;
      expect(await cashAvailable()).toBe('0');
    });

    await step('the same operator finds it in the console, and approving it is refused in words', async () => {
      page = await signedInConsole(browser, stack, operators.asker, contexts);
      await page.goto(`${stack.baseUrl}/console/#/four-eyes`);
      const row = page.getByTestId(`request-${requestId}`);
      await row.waitFor();
      expect(await row.textContent()).toContain(operators.asker.name);
      expect(await row.textContent()).toContain('goodwill for a late deposit');
      await page.getByTestId(`approve-${requestId}`).click();
      await expect.poll(() => page.getByTestId('action-refusal').textContent()).toContain('another operator');
      await row.waitFor();
      expect(await cashAvailable()).toBe('0');
    });

    await step('a second finance operator approves it: it leaves the queue and the member is credited', async () => {
      page = await signedInConsole(browser, stack, operators.approver, contexts);
      await page.goto(`${stack.baseUrl}/console/#/four-eyes`);
      await page.getByTestId(`approve-${requestId}`).click();
      await expect.poll(() => page.getByTestId('action-done').textContent()).toContain(requestId);
      await page.getByTestId(`request-${requestId}`).waitFor({ state: 'detached' });
      expect(await cashAvailable()).toBe('25');
    });

    await step('the audit trail shows the adjustment as the approver did it, at the asker’s request', async () => {
      page = await signedInConsole(browser, stack, operators.auditor, contexts);
      await page.goto(`${stack.baseUrl}/console/#/audit`);
      await page.getByTestId('audit-action').fill('members/adjust');
      await page.getByTestId('audit-operator').fill(operators.approver.name);
      await page.getByTestId('audit-filter').click();
      const row = page.locator('[data-testid^="audit-row-"]').filter({ hasText: requestId });
      await row.waitFor();
      expect(await row.textContent()).toContain(operators.approver.name);
      expect(await row.textContent()).toContain(`requested by ${operators.asker.name}`);
      // Its change: the member's state before (no balance yet, not banned) and the answer after.
      await row.locator('summary').click();
      const change = (await row.locator('details').textContent()) ?? '';
      expect(change).toContain('"bannedAt": null');
      expect(change).toContain('"transactionNumber"');
    });

    await step('`audit verify` passes, reports a row changed behind the platform’s back, and passes once it is put back', async () => {
      expect((await auditVerdict()).ok).toBe(true);
      const [adjusted] = JSON.parse(await stack.admin('audit', 'list', '--action', 'members/adjust', '--operator', operators.approver.name, '-n', '1')) as { sequence: string }[];
      const putBack = await stack.tamperWithAuditRow(adjusted!.sequence);
      try {
        expect(await auditVerdict()).toEqual({ ok: false, firstBrokenSequence: adjusted!.sequence });
      } finally {
        await putBack();
      }
      expect((await auditVerdict()).ok).toBe(true);
    });
  });
});
