import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, expectSessionExpired, login, registerMember, TestClock, MINUTE } from './helpers.ts';

const SECOND = 1000;
const IDLE = 30 * MINUTE;

describe('the idle limit', () => {
  const clock = new TestClock();
  let platform: TestPlatform;
  let token: string;

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { SESSION_IDLE_MINUTES: '30' } });
    token = await login(platform, await registerMember(platform));
  });
  afterAll(() => platform?.close());

  const profile = () => call(platform, '/api/app/user/userInfo', {}, { token });

  it('counts from the last call, to the second', async () => {
    // A call 10 s after login is activity: the session lasts until 30 min after it, not after login.
    clock.advance(10 * SECOND);
    expectOk(await profile());
    clock.advance(IDLE - 5 * SECOND);
    expectOk(await profile());
    // Again from this call: one second short of the limit still works, one past it does not.
    clock.advance(IDLE - SECOND);
    expectOk(await profile());
    clock.advance(IDLE + SECOND);
    expectSessionExpired(await profile());
  });
});
