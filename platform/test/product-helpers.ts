import type { TestPlatform } from '../src/testing.ts';
import { adminCall, call, HOUR, login, type Answer, type Loose, type TestClock } from './helpers.ts';
import type { SignedIn } from './money-helpers.ts';

export const DAY = 24 * HOUR;

/** Shared by the insurance, entrust, claim and accrual suites. */
export const product = (platform: TestPlatform, member: SignedIn, path: string, data: Record<string, unknown> = {}, locale?: string) =>
  call(platform, `/api/app/${path}`, data, { token: member.token, ...(locale ? { locale } : {}) });

export const accrue = (platform: TestPlatform, date?: string) => platform.admin<Loose[]>('accrual/run', date ? { date } : {});

export const tryAdmin = (platform: TestPlatform, path: string, body: unknown): Promise<Answer> => adminCall(platform, path, body, platform.adminToken);

/** Moves the test clock on by whole days and signs the members in again (sessions time out after 30 idle minutes). */
export async function passDays(platform: TestPlatform, clock: TestClock, days: number, members: SignedIn[]): Promise<void> {
  clock.advance(days * DAY);
  for (const member of members) member.token = await login(platform, member);
}
