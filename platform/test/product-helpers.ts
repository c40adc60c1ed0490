import { randomUUID } from 'node:crypto';
import type { TestPlatform } from '../src/testing.ts';
import { distinctPng } from '../src/testing-pictures.ts';
import { adminCall, call, HOUR, login, type Answer, type Loose, type TestClock } from './helpers.ts';
import type { SignedIn } from './money-helpers.ts';

export const DAY = 24 * HOUR;

/** The package calls that move money, and so need a request id (docs/rest-api-products.md). */
const MONEY_MOVING = /\/(buyMatching|upgradeMatching|fillingPositions|buyInsurance|redeem)$/;

/** Shared by the insurance, entrust, claim and accrual suites; a money-moving call gets a fresh request id unless the test names one. */
export const product = (platform: TestPlatform, member: SignedIn, path: string, data: Record<string, unknown> = {}, locale?: string) =>
  call(platform, `/api/app/${path}`, MONEY_MOVING.test(`/${path}`) && !('requestId' in data) ? { ...data, requestId: randomUUID() } : data, {
    token: member.token,
    ...(locale ? { locale } : {}),
  });

export const accrue = (platform: TestPlatform, date?: string) => platform.admin<Loose[]>('accrual/run', date ? { date } : {});

export const tryAdmin = (platform: TestPlatform, path: string, body: unknown): Promise<Answer> => adminCall(platform, path, body, platform.adminToken);

/** Moves the test clock on by whole days and signs the members in again (sessions time out after 30 idle minutes). */
export async function passDays(platform: TestPlatform, clock: TestClock, days: number, members: SignedIn[]): Promise<void> {
  clock.advance(days * DAY);
  for (const member of members) member.token = await login(platform, member);
}

/** A real PNG, a different one each call. */
export function screenshot(): Buffer {
  return distinctPng();
}

/** POST a claim as multipart: the envelope text in `data`, the picture in `screenshot`. */
export async function fileClaim(platform: TestPlatform, member: SignedIn, data: Record<string, unknown>, picture: Buffer | undefined): Promise<Answer> {
  const form = new FormData();
  const withId = 'requestId' in data ? data : { ...data, requestId: randomUUID() };
  form.append('data', JSON.stringify({ data: withId, needEn: false }));
  if (picture) form.append('screenshot', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'screenshot.png');
  const response = await fetch(`${platform.url}/api/app/claim-order/claimOrder`, { method: 'POST', headers: { token: member.token, 'login-type': 'USER' }, body: form });
  const raw = (await response.json()) as Loose;
  return { status: response.status, code: raw.code, msg: raw.msg, reason: raw.reason, data: raw.data, raw };
}
