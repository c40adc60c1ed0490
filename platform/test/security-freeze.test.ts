// Account freeze (docs/security.md): a sign-in from a new device leaves a notice whose link
// freezes the account without a session, once; the member can freeze from settings too. A frozen
// account still signs in and reads its state, but every money movement is refused with
// ACCOUNT_FROZEN (the transaction-password paths and the one request-id path every movement
// takes) and no balance changes; only an operator lifts the freeze, and who and why are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/program.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { adminCall, call, expectOk, expectRefused, HOUR, login, TestClock, type Loose } from './helpers.ts';
import { credit, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const DAY = 24 * HOUR;

describe('account freeze', () => {
  const clock = new TestClock(new Date('2030-06-01T02:00:00.000Z'));
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({
      clock,
      env: { SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_HOURS: '720', PUBLIC_WEB_URL: 'https://portal.example.test/' },
    });
  });
  afterAll(() => platform?.close());

  const state = async (member: SignedIn) => expectOk(await call(platform, '/api/security/freeze/state', {}, { token: member.token }));
  const transfer = (from: SignedIn, to: SignedIn, amount = '50') =>
    call(platform, '/api/app/makeOver/makeOver', { toUser: to.userName, coinName: 'CASH_POINT', amount, transactionPassword: from.transactionPassword }, { token: from.token });
  const convert = (member: SignedIn) => call(platform, '/api/app/convert/convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '10' }, { token: member.token });

  /** The member's newest new-device notice: its text in English and its link. */
  async function newDeviceNotice(member: SignedIn) {
    const list = expectOk(await call(platform, '/api/notifications/list', {}, { token: member.token })).list as Loose[];
    return list.find((n) => n.event === 'SIGN_IN_NEW_DEVICE');
  }

  it('a new-device notice carries a link that freezes the account without a session, once', async () => {
    const member = await signedInMember(platform);
    const other = await signedInMember(platform);
    await credit(platform, member.userName, 'CASH_POINT', '100');
    await login(platform, member, { userAgent: IPHONE });

    const notice = await newDeviceNotice(member);
    expect(notice.link).toMatch(/^\/freeze\?token=[A-Za-z0-9_-]{20,}$/);
    const token = decodeURIComponent(notice.link.slice('/freeze?token='.length));
    // The email's text (the same body) has the full address of the web app's freeze page.
    expect(notice.body).toContain(`https://portal.example.test/#/freeze?token=${token}`);
    const stored = await platform.db.selectFrom('freeze_links').select('token_hash').where('member_id', '=', member.userId).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect(await state(member)).toEqual({ frozen: false, frozenAt: null, source: null });
    expect(expectOk(await call(platform, '/api/security/freeze/link', { token }, { loginType: null }))).toEqual({ frozen: true });
    expect(await state(member)).toEqual({ frozen: true, frozenAt: clock.now().toISOString(), source: 'EMAIL_LINK' });
    // Single use: the same link again is refused, in the reader's language.
    const again = await call(platform, '/api/security/freeze/link', { token }, { loginType: null, locale: 'ja-JP' });
    expectRefused(again, 'FREEZE_LINK_INVALID');
    expect(again.msg).toBe('この凍結リンクは無効です。サインインしてセキュリティ設定から凍結してください');

    // Frozen: the member still signs in and sees the state, but no money moves.
    const before = await snapshot(platform, member.token);
    const fresh = { ...member, token: await login(platform, member) };
    expect((await state(fresh)).frozen).toBe(true);
    expectRefused(await transfer(fresh, other), 'ACCOUNT_FROZEN');
    expectRefused(await convert(fresh), 'ACCOUNT_FROZEN');
    const withdrawal = await call(
      platform,
      '/api/app/withdrawal/bscWithdrawal',
      { coinName: 'CASH_POINT', amount: '20', addressId: 'wad_none', transactionPassword: member.transactionPassword },
      { token: fresh.token },
    );
    expectRefused(withdrawal, 'ACCOUNT_FROZEN');
    expect(await snapshot(platform, fresh.token)).toEqual(before);
  });

  it('a link past its week, or unknown, is refused and freezes nothing', async () => {
    const member = await signedInMember(platform);
    await login(platform, member, { userAgent: IPHONE });
    const notice = await newDeviceNotice(member);
    const token = decodeURIComponent(notice.link.slice('/freeze?token='.length));
    clock.advance(7 * DAY + 1000);
    expectRefused(await call(platform, '/api/security/freeze/link', { token }, { loginType: null }), 'FREEZE_LINK_INVALID');
    expectRefused(await call(platform, '/api/security/freeze/link', { token: 'not-a-token' }, { loginType: null }), 'FREEZE_LINK_INVALID');
    const fresh = { ...member, token: await login(platform, member) };
    expect((await state(fresh)).frozen).toBe(false);
  });

  it('the member freezes from settings; only an operator lifts it, recorded, and money moves again', async () => {
    const member = await signedInMember(platform);
    const other = await signedInMember(platform);
    await credit(platform, member.userName, 'CASH_POINT', '100');

    expect(expectOk(await call(platform, '/api/security/freeze/freeze', {}, { token: member.token }))).toMatchObject({ frozen: true, source: 'SETTINGS' });
    // Freezing again changes nothing.
    expect(expectOk(await call(platform, '/api/security/freeze/freeze', {}, { token: member.token }))).toMatchObject({ frozen: true, source: 'SETTINGS' });
    expectRefused(await transfer(member, other), 'ACCOUNT_FROZEN');

    // Not by the member: there is no member path that lifts it; the operator API without its token is refused.
    expect((await adminCall(platform, 'security/freeze/lift', { userName: member.userName, operator: 'x', note: 'y' }, undefined)).status).toBe(403);

    const out: string[] = [];
    await runAdmin(['unfreeze', member.userName, 'identity checked by video call', '--by', 'alice-support'], {
      env: { PLATFORM_URL: platform.url, ADMIN_TOKEN: platform.adminToken },
      out: (text) => out.push(text),
      err: (text) => out.push(text),
    });
    expect(out.join('')).toContain('alice-support');
    const rows = await platform.db.selectFrom('account_freezes').selectAll().where('member_id', '=', member.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'SETTINGS', lifted_by: 'alice-support', lift_note: 'identity checked by video call' });
    expect((await state(member)).frozen).toBe(false);
    expectOk(await transfer(member, other));

    // Lifting an account that is not frozen is refused.
    expect((await adminCall(platform, 'security/freeze/lift', { userName: member.userName, operator: 'x', note: 'y' }, platform.adminToken)).reason).toBe('ACCOUNT_NOT_FROZEN');
  });
});
