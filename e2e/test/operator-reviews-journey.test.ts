// The console's review queues through the real gateway serving the production build, at 1280 px:
// a member sends a KYC submission, a compliance operator opens it with both photos and fails it
// with a reason, the member sends it again, the operator passes it, and the audit trail shows both
// decisions under the operator's name. The other new queues (claims, commitment applications,
// P2P appeals) open for an admin. `E2E_SCREENSHOTS=1` saves each new screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { png } from '@portal/platform/testing/pictures';
import { DESKTOP, PHONE, screenshot, sharedBrowser } from '../src/browser.ts';
import { callGraphql, registerThroughApi, tokenThroughApi } from '../src/member.ts';
import { createOperators, signedInConsole, type ConsoleOperator } from '../src/operator.ts';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const MEMBER = 'e2e_kira';
const MEMBER_PASSWORD = 'reviews-Password1';
const ROLES = { compliance: 'compliance', admin: 'admin' } as const;
const SUBMIT_KYC = 'mutation($input: SubmitKycInput!, $front: File!, $back: File!) { submitKyc(input: $input, front: $front, back: $back) { status } }';

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];
let operators: Record<keyof typeof ROLES, ConsoleOperator>;
let memberToken: string;

/** The member sends a KYC submission as the member app does: a GraphQL multipart request with both photos. */
async function submitKyc(): Promise<void> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: SUBMIT_KYC, variables: { input: { idNumber: 'KR20261127' }, front: null, back: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.front'], 1: ['variables.back'] }));
  form.append('0', new Blob([new Uint8Array(png(120, 76))], { type: 'image/png' }), 'front.png');
  form.append('1', new Blob([new Uint8Array(png(120, 76))], { type: 'image/png' }), 'back.png');
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${memberToken}`, accept: 'application/graphql-response+json, application/json', 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  const body = (await response.json()) as { data?: { submitKyc: { status: string } }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  expect(body.data?.submitKyc.status).toBe('PENDING');
}

async function memberKyc(): Promise<{ status: string; reason: string | null }> {
  return (await callGraphql<{ kyc: { status: string; reason: string | null } }>(stack, '{ kyc { status reason } }', {}, memberToken)).kyc;
}

/** Opens the KYC queue from the overview's card, then the member's waiting submission, and waits for both photos. */
async function openMembersSubmission(page: Page): Promise<void> {
  await page.goto(`${stack.baseUrl}/console/#/`);
  await page.getByTestId('queue-KYC').click();
  const row = page.getByTestId('kyc').locator('tbody tr').filter({ hasText: MEMBER });
  await row.waitFor();
  await row.getByRole('button').click();
  const detail = page.getByTestId('kyc-detail');
  await expect.poll(() => detail.getByTestId('kyc-id-number').textContent()).toContain('KR20261127');
  for (const side of ['front', 'back']) {
    const photo = detail.getByTestId(`kyc-photo-${side}`);
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(120);
  }
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, MEMBER, MEMBER_PASSWORD);
  memberToken = await tokenThroughApi(stack, MEMBER, MEMBER_PASSWORD);
  operators = await createOperators(stack, ROLES, 'reviews');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await stack?.close();
});

describe('operator review queues journey', () => {
  it('compliance fails a KYC with a reason, the member sends it again, it is passed, the audit trail shows both', { timeout: storyTimeout(5) }, async () => {
    const operator = operators.compliance.name;
    let page: Page;

    await step('the member sends a KYC submission; a compliance operator sees the KYC queue counted on the overview', async () => {
      await submitKyc();
      page = await signedInConsole(browser, stack, operators.compliance, contexts);
      const count = page.getByTestId('queue-KYC-count');
      await count.waitFor();
      expect(Number(/\d+/.exec((await count.textContent()) ?? '')?.[0])).toBeGreaterThanOrEqual(1);
      // Compliance reads no deposit queue (finance's): the overview leaves it out rather than failing.
      expect(await page.getByTestId('queue-DEPOSITS').count()).toBe(0);
      await screenshot(page, 'console-overview-compliance-desktop-en-US');
    });

    await step('opens it with both photos and fails it: the reason is required, then the member reads it', async () => {
      await openMembersSubmission(page);
      await screenshot(page, 'console-kyc-desktop-en-US');
      // At a phone's width the photos stack and the decisions stay within reach.
      await page.setViewportSize(PHONE);
      await page.getByTestId('kyc-fail').scrollIntoViewIfNeeded();
      expect(await page.getByTestId('kyc-fail').isVisible()).toBe(true);
      await screenshot(page, 'console-kyc-phone-en-US');
      await page.setViewportSize(DESKTOP);
      await page.getByTestId('kyc-fail').click();
      const confirm = page.getByTestId('confirm-reject');
      await confirm.waitFor();
      expect(await confirm.isDisabled()).toBe(true);
      await page.getByTestId('reason-input').fill('The photo is too dark');
      await screenshot(page, 'console-kyc-fail-desktop-en-US');
      await confirm.click();
      await expect.poll(() => page.getByTestId('action-done').textContent()).toContain(MEMBER);
      await expect.poll(memberKyc).toEqual({ status: 'FAILED', reason: 'The photo is too dark' });
    });

    await step('the member sends it again; the operator passes it', async () => {
      await submitKyc();
      await openMembersSubmission(page);
      await page.getByTestId('kyc-pass').click();
      await expect.poll(() => page.getByTestId('action-done').textContent()).toContain(MEMBER);
      await expect.poll(async () => (await memberKyc()).status).toBe('PASSED');
    });

    await step('the audit trail shows both decisions under the operator\'s name', async () => {
      await page.goto(`${stack.baseUrl}/console/#/audit`);
      await page.getByTestId('audit-operator').fill(operator);
      await page.getByTestId('audit-action').fill('kyc/review');
      await page.getByTestId('audit-filter').click();
      const rows = page.locator('[data-testid^="audit-row-"]');
      await expect.poll(() => rows.count()).toBe(2);
      for (const text of await rows.allTextContents()) {
        expect(text).toContain(operator);
        expect(text).toContain('kyc/review');
      }
      expect(await rows.filter({ hasText: 'The photo is too dark' }).count()).toBe(1);
      await screenshot(page, 'console-audit-kyc-desktop-en-US');
    });

    await step('an admin opens the claims, commitment applications and appeals queues', async () => {
      const admin = await signedInConsole(browser, stack, operators.admin, contexts);
      for (const [tab, testId] of [
        ['claims', 'claims'],
        ['commitments', 'commitments'],
        ['appeals', 'appeals'],
      ] as const) {
        await admin.goto(`${stack.baseUrl}/console/#/${tab}`);
        await admin.locator(`[data-testid="${testId}"], [data-testid="${testId}-empty"]`).first().waitFor();
        expect(await admin.getByTestId('refusal').count()).toBe(0);
        await screenshot(admin, `console-${tab}-desktop-en-US`);
      }
      await admin.goto(`${stack.baseUrl}/console/#/`);
      await admin.getByTestId('queue-APPEALS').waitFor();
      await screenshot(admin, 'console-overview-admin-desktop-en-US');
    });
  });
});
