// Sessions and sign-in history (docs/security.md): the member sees each live session with its
// device read from the user agent, ends one or all others (never the current one this way), and
// reads a sign-in history with failed attempts that keeps 90 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, expectRefused, expectUnauthenticated, HOUR, login, registerMember, TestClock, tryLogin, type Loose } from './helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0';
const DAY = 24 * HOUR;

describe('sessions and sign-in history', () => {
  const clock = new TestClock(new Date('2030-06-01T02:00:00.000Z'));
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_HOURS: '720' } });
  });
  afterAll(() => platform?.close());

  const sessions = async (token: string) => expectOk(await call(platform, '/api/security/sessions/list', {}, { token })).list as Loose[];
  const history = async (token: string, page: Record<string, number> = {}) => expectOk(await call(platform, '/api/security/sign-ins/list', page, { token }));

  it('lists every live session with its parsed device, the current one first, and ends one', async () => {
    const member = await registerMember(platform, {}, { userAgent: MAC_FIREFOX });
    const phone = await login(platform, member, { userAgent: IPHONE });
    clock.advance(60_000);
    const desktop = await login(platform, member, { userAgent: WINDOWS_CHROME });

    const seen = await sessions(phone);
    // Registration signed in too: three sessions, the caller's first.
    expect(seen.map((s) => [s.current, s.browser, s.os, s.kind])).toEqual([
      [true, 'Safari 17', 'iOS 17.1', 'mobile'],
      [false, 'Chrome 120', 'Windows 10', 'desktop'],
      [false, 'Firefox 121', 'macOS Sonoma', 'desktop'],
    ]);
    expect(seen[0].address).toMatch(/127\.0\.0\.1/);
    expect(seen[1].startedAt).toBe(new Date(clock.now()).toISOString());

    const desktopId = seen[1].id;
    const after = expectOk(await call(platform, '/api/security/sessions/end', { sessionId: desktopId }, { token: phone })).list as Loose[];
    expect(after.map((s) => s.id)).not.toContain(desktopId);
    expectUnauthenticated(await call(platform, '/api/app/user/userInfo', {}, { token: desktop }), 'SESSION_ENDED');
    expectOk(await call(platform, '/api/app/user/userInfo', {}, { token: phone }));
  });

  it('refuses to end the current session, or another member\'s, and changes nothing', async () => {
    const member = await registerMember(platform);
    const token = await login(platform, member, { userAgent: IPHONE });
    const other = await registerMember(platform);
    const otherToken = await login(platform, other);
    const [current] = await sessions(token);
    const [othersSession] = await sessions(otherToken);

    expectRefused(await call(platform, '/api/security/sessions/end', { sessionId: current.id }, { token }), 'SESSION_IS_CURRENT');
    expectRefused(await call(platform, '/api/security/sessions/end', { sessionId: othersSession.id }, { token }), 'SESSION_NOT_FOUND');
    expectRefused(await call(platform, '/api/security/sessions/end', { sessionId: 'ses_nothing' }, { token, locale: 'zh-CN' }), 'SESSION_NOT_FOUND');
    expectOk(await call(platform, '/api/app/user/userInfo', {}, { token }));
    expectOk(await call(platform, '/api/app/user/userInfo', {}, { token: otherToken }));
  });

  it('ends all other sessions, keeping the current one', async () => {
    const member = await registerMember(platform);
    const first = await login(platform, member, { userAgent: IPHONE });
    const second = await login(platform, member, { userAgent: WINDOWS_CHROME });
    const kept = await login(platform, member, { userAgent: MAC_FIREFOX });

    // The registration's session, the first and the second: three ended.
    expect(expectOk(await call(platform, '/api/security/sessions/end-others', {}, { token: kept }))).toEqual({ count: 3 });
    expectUnauthenticated(await call(platform, '/api/app/user/userInfo', {}, { token: first }), 'SESSION_ENDED');
    expectUnauthenticated(await call(platform, '/api/app/user/userInfo', {}, { token: second }), 'SESSION_ENDED');
    expect((await sessions(kept)).map((s) => s.browser)).toEqual(['Firefox 121']);
  });

  it('records successful and failed sign-ins with their device, newest first; unknown names leave nothing', async () => {
    const member = await registerMember(platform);
    const before = Number((await platform.db.selectFrom('sign_in_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expectRefused(await tryLogin(platform, `nobody-${member.userName}`, 'whatever-1'), 'WRONG_CREDENTIALS');
    const after = Number((await platform.db.selectFrom('sign_in_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);

    clock.advance(1000);
    expectRefused(await tryLogin(platform, member.userName, 'wrong-password-1', { userAgent: WINDOWS_CHROME }), 'WRONG_CREDENTIALS');
    clock.advance(1000);
    const token = await login(platform, member, { userAgent: IPHONE });

    const page = await history(token);
    // The first row is the registration's own session: registering signs the member in.
    expect(page.total).toBe(3);
    expect(page.list.map((row: Loose) => [row.outcome, row.browser])).toEqual([
      ['SUCCESS', 'Safari 17'],
      ['WRONG_PASSWORD', 'Chrome 120'],
      ['SUCCESS', page.list[2].browser],
    ]);
    expect(page.list[1].userAgent).toBe(WINDOWS_CHROME);
    expect(page.list[0].at).toBe(clock.now().toISOString());
  });

  it('keeps the history 90 days: older rows are pruned when the next one is written', async () => {
    const member = await registerMember(platform);
    expectRefused(await tryLogin(platform, member.userName, 'wrong-password-1'), 'WRONG_CREDENTIALS');
    clock.advance(89 * DAY);
    expect((await history(await login(platform, member))).list.map((row: Loose) => row.outcome)).toEqual(['SUCCESS', 'WRONG_PASSWORD', 'SUCCESS']);

    clock.advance(2 * DAY);
    // The failure and the registration are 91 days old now: gone from the table once a new row is written, and not shown.
    const later = await login(platform, member);
    expect((await history(later)).list.map((row: Loose) => row.outcome)).toEqual(['SUCCESS', 'SUCCESS']);
    const rows = await platform.db.selectFrom('sign_in_events').select('outcome').where('member_id', '=', member.userId).execute();
    expect(rows.map((row) => row.outcome).sort()).toEqual(['SUCCESS', 'SUCCESS']);
  });
});
