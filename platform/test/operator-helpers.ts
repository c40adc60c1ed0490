import { generate } from 'otplib';
import type { OperatorRole } from '../src/lib/operator-access.ts';
import type { TestPlatform } from '../src/testing.ts';
import { uniqueName, type Answer, type Loose, type TestClock } from './helpers.ts';

/** One authenticator step: moving on by it always gives a new code. */
export const TOTP_STEP_MS = 30_000;
export const OPERATOR_PASSWORD = 'a long operator passphrase';

export interface SignedInOperator {
  name: string;
  role: OperatorRole;
  secret: string;
  token: string;
}

export const totpNow = (secret: string, clock: TestClock) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** POST /admin/api/<path> as a signed-in operator (or with no credentials), without throwing. */
export async function asOperator(platform: Pick<TestPlatform, 'url'>, token: string | undefined, path: string, body: unknown = {}, reason?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (reason !== undefined) headers['x-operator-reason'] = encodeURIComponent(reason);
  const response = await fetch(`${platform.url}/admin/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const raw = (await response.json()) as Loose;
  return { status: response.status, code: raw.code, msg: raw.msg, reason: raw.reason, data: raw, raw };
}

/** A new operator of `role`, created with the automation token, signed in with password and code. */
export async function signedInOperator(platform: TestPlatform, clock: TestClock, role: OperatorRole): Promise<SignedInOperator> {
  const name = uniqueName('op');
  const created = await platform.admin<Loose>('operators/create', { name, role, password: OPERATOR_PASSWORD });
  const signedIn = await asOperator(platform, undefined, 'operator/sign-in', { name, password: OPERATOR_PASSWORD, totpCode: await totpNow(created.totpSecret, clock) });
  if (signedIn.status !== 200 || !signedIn.data.token) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.raw)}`);
  // The code just used is spent: the next sign-in needs the next step's.
  clock.advance(TOTP_STEP_MS);
  return { name, role, secret: created.totpSecret, token: signedIn.data.token };
}
