// The operator console's set-up, one place for every operator journey: operators created through
// the command line (`pnpm admin operator create`, the password on standard input), their
// authenticator codes, and the console's sign-in form at 1280 px.
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP } from './browser.ts';
import { newPage } from './member.ts';
import type { Stack } from './stack.ts';

export const OPERATOR_PASSWORD = 'a long operator passphrase';

export type OperatorRole = 'support' | 'compliance' | 'finance' | 'admin';

export interface ConsoleOperator {
  name: string;
  role: OperatorRole;
  totpSecret: string;
}

const TOTP_STEP_SECONDS = 30;
/** The last authenticator step each operator's code was taken for: the platform takes a step once. */
const lastSteps = new Map<string, number>();
const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);

/**
 * A code the platform has not taken yet for this operator: the current step's, or the next one's
 * when the current was taken (the platform accepts one step either side and only moves forward).
 * Two sign-ins of one operator within 30 s need no wait; a third waits for the next step.
 */
export async function freshTotpCode(operator: ConsoleOperator): Promise<string> {
  const step = Math.max(currentStep(), (lastSteps.get(operator.name) ?? Number.NEGATIVE_INFINITY) + 1);
  await expect.poll(() => step <= currentStep() + 1, { timeout: 2 * TOTP_STEP_SECONDS * 1000, interval: 250 }).toBe(true);
  lastSteps.set(operator.name, step);
  return generate({ secret: operator.totpSecret, epoch: step * TOTP_STEP_SECONDS });
}

/**
 * Creates one operator per key with the role given, through the command line; the names are
 * unique per run (the shared stack keeps its operators for the worker's life): `<prefix>_<key>_<hex>`.
 */
export async function createOperators<K extends string>(stack: Stack, roles: Record<K, OperatorRole>, prefix = 'op'): Promise<Record<K, ConsoleOperator>> {
  const suffix = randomBytes(3).toString('hex');
  const operators = {} as Record<K, ConsoleOperator>;
  for (const key of Object.keys(roles) as K[]) {
    const name = `${prefix}_${key}_${suffix}`.slice(0, 32);
    const { totpSecret } = await stack.createOperator(name, roles[key], OPERATOR_PASSWORD);
    operators[key] = { name, role: roles[key], totpSecret };
  }
  return operators;
}

/**
 * Opens the console at 1280 px in a context of its own (kept in `contexts`, for the journey to
 * close) and signs `operator` in with password and a fresh code, waiting for the name in the bar.
 */
export async function signedInConsole(browser: Browser, stack: Stack, operator: ConsoleOperator, contexts: BrowserContext[]): Promise<Page> {
  const [context, page] = await newPage(browser, DESKTOP);
  contexts.push(context);
  await page.goto(`${stack.baseUrl}/console/#/sign-in`);
  await page.getByTestId('name-input').fill(operator.name);
  await page.getByTestId('password-input').fill(OPERATOR_PASSWORD);
  await page.getByTestId('totpCode-input').fill(await freshTotpCode(operator));
  await page.getByTestId('sign-in-submit').click();
  await expect.poll(() => page.getByTestId('operator-identity').textContent()).toContain(operator.name);
  return page;
}
