// The anti-phishing code (docs/security.md, "The anti-phishing code"): a phrase the member sets
// with the transaction password (and a code when they have a factor), checked for length and
// characters, shown at the top of every email the platform sends — the notices the dispatcher
// mails and the messages of the mailer (a reset code) — read back from a real SMTP server.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectBadRequest, expectOk, expectRefused, login, registerMember, TestClock, type Answer, type Loose } from './helpers.ts';
import type { SignedIn } from './money-helpers.ts';
import { TestSmtpServer, type ReceivedMail } from '../src/testing-smtp.ts';

const POLL = { timeout: 30_000, interval: 50 };
const STEP = 30_000;

describe('the anti-phishing code', () => {
  const smtp = new TestSmtpServer();
  // At the start of a 30-second step, so moving one step on always gives a new code.
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  const logLines: string[] = [];
  let platform: TestPlatform;

  beforeAll(async () => {
    await smtp.start();
    platform = await startTestPlatform({
      clock,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <no-reply@portal.test>', NOTIFICATION_DISPATCH_INTERVAL_MS: '50', LOG_LEVEL: 'trace' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    await platform?.close();
    await smtp.stop();
  });

  async function member(locale = 'en-US'): Promise<SignedIn & { email: string }> {
    const email = `ap${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const registered = await registerMember(platform, { email }, { locale });
    return { ...registered, email, token: await login(platform, registered, { locale }) };
  }

  const setCode = (who: SignedIn, antiPhishingCode: string, extra: Record<string, unknown> = {}, locale = 'en-US'): Promise<Answer> =>
    call(platform, '/api/security/anti-phishing/set', { antiPhishingCode, transactionPassword: who.transactionPassword, ...extra }, { token: who.token, locale });
  const state = async (who: SignedIn) => expectOk(await call(platform, '/api/security/anti-phishing/state', {}, { token: who.token })) as Loose;
  const stored = async (who: SignedIn) =>
    (await platform.db.selectFrom('members').select('anti_phishing_code').where('id', '=', who.userId).executeTakeFirstOrThrow()).anti_phishing_code;
  const changes = async (who: SignedIn) =>
    (await platform.db.selectFrom('notifications').select('params').where('member_id', '=', who.userId).where('event', '=', 'SECURITY_CHANGED').orderBy('created_at').orderBy('id').execute()).map(
      (row) => (row.params as Loose).change as string,
    );
  const mailsTo = (who: { email: string }) => smtp.received.filter((mail) => mail.to === who.email);

  it('refuses a phrase too short, too long, or with punctuation, emoji, direction or zero-width characters, tabs or line breaks, saying why in the member’s language; nothing is stored', async () => {
    const who = await member();
    const refusals: [string, string][] = [
      ['abc', 'ANTI_PHISHING_CODE_LENGTH'],
      ['   ab   ', 'ANTI_PHISHING_CODE_LENGTH'],
      ['', 'ANTI_PHISHING_CODE_LENGTH'],
      ['a'.repeat(33), 'ANTI_PHISHING_CODE_LENGTH'],
      ['hello!', 'ANTI_PHISHING_CODE_CHARACTERS'],
      ['blue 🐯 tiger', 'ANTI_PHISHING_CODE_CHARACTERS'],
      ['pay\u202Eyal', 'ANTI_PHISHING_CODE_CHARACTERS'],
      ['blue\u2066tiger', 'ANTI_PHISHING_CODE_CHARACTERS'],
      ['blue\u200Btiger', 'ANTI_PHISHING_CODE_CHARACTERS'],
      ['blue\ttiger', 'ANTI_PHISHING_CODE_CHARACTERS'],
      ['blue\ntiger', 'ANTI_PHISHING_CODE_CHARACTERS'],
      ['<b>tiger</b>', 'ANTI_PHISHING_CODE_CHARACTERS'],
    ];
    for (const [phrase, reason] of refusals) {
      const answer = await setCode(who, phrase);
      expect({ phrase, reason: answer.reason, fields: answer.data?.fields?.map((f: Loose) => [f.path, f.reason]) }).toEqual({ phrase, reason, fields: [['antiPhishingCode', reason]] });
    }
    const short = await setCode(who, 'abc', {}, 'zh-CN');
    expect(short.msg).toBe('请输入 4 到 32 个字符');
    expectBadRequest(await call(platform, '/api/security/anti-phishing/set', { antiPhishingCode: 'x'.repeat(201), transactionPassword: who.transactionPassword }, { token: who.token }));
    expect(await stored(who)).toBeNull();
    expect(await changes(who)).toEqual([]);
  });

  it('takes letters and digits of any script with single spaces: trimmed, inner runs of spaces made one, composed (NFC); 32 characters of any script fit', async () => {
    const accepted: [string, string][] = [
      ['  Blue   Tiger 42  ', 'Blue Tiger 42'],
      ['青い空と海', '青い空と海'],
      ['푸른 하늘 7', '푸른 하늘 7'],
      ['नमस्ते दुनिया', 'नमस्ते दुनिया'],
      ['سلام ٤٢', 'سلام ٤٢'],
      ['Cafe\u0301 noir', 'Café noir'],
      ['字'.repeat(32), '字'.repeat(32)],
    ];
    for (const [phrase, expected] of accepted) {
      const who = await member();
      expect({ phrase, answer: expectOk(await setCode(who, phrase)) }).toEqual({ phrase, answer: { set: true, code: expected } });
      expect(await stored(who)).toBe(expected);
    }
  });

  it('needs the signed-in member and the right transaction password; set, change and clear are each told to the member; the state shows the phrase in full', async () => {
    const who = await member();
    expect(await state(who)).toEqual({ set: false, code: null });
    expect((await call(platform, '/api/security/anti-phishing/set', { antiPhishingCode: 'Blue Tiger', transactionPassword: who.transactionPassword })).reason).toBe('NO_TOKEN');
    expectBadRequest(await call(platform, '/api/security/anti-phishing/set', { antiPhishingCode: 'Blue Tiger' }, { token: who.token }));
    expectRefused(await setCode(who, 'Blue Tiger', { transactionPassword: 'not-the-transaction-password' }), 'WRONG_TRANSACTION_PASSWORD');
    expect(await stored(who)).toBeNull();

    expect(expectOk(await setCode(who, 'Blue Tiger'))).toEqual({ set: true, code: 'Blue Tiger' });
    expect(await state(who)).toEqual({ set: true, code: 'Blue Tiger' });
    // The same phrase again changes nothing and tells nothing.
    expectOk(await setCode(who, 'Blue  Tiger '));
    expect(expectOk(await setCode(who, 'Red Fox 9'))).toEqual({ set: true, code: 'Red Fox 9' });
    expectRefused(await call(platform, '/api/security/anti-phishing/clear', { transactionPassword: 'wrong-one' }, { token: who.token }), 'WRONG_TRANSACTION_PASSWORD');
    expect(await state(who)).toEqual({ set: true, code: 'Red Fox 9' });
    expect(expectOk(await call(platform, '/api/security/anti-phishing/clear', { transactionPassword: who.transactionPassword }, { token: who.token }))).toEqual({ set: false, code: null });
    expectOk(await call(platform, '/api/security/anti-phishing/clear', { transactionPassword: who.transactionPassword }, { token: who.token }));
    expect(await changes(who)).toEqual(['ANTI_PHISHING_CODE_SET', 'ANTI_PHISHING_CODE_CHANGED', 'ANTI_PHISHING_CODE_CLEARED']);
    const inbox = expectOk(await call(platform, '/api/notifications/list', {}, { token: who.token })) as Loose;
    expect(inbox.list.map((n: Loose) => n.body)).toContain('Your anti-phishing code was changed. If this was not you, contact support now.');
    // The phrase is redacted from the trace-level request log.
    expect(logLines.filter((line) => line.includes('Red Fox 9') || line.includes('Blue Tiger'))).toEqual([]);
  });

  it('with a second factor, setting and clearing also need its code', async () => {
    const who = await member();
    const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const begun = expectOk(await call(platform, '/api/security/totp/begin', {}, { token: who.token })) as Loose;
    expectOk(await call(platform, '/api/security/totp/confirm', { totpCode: await codeNow(begun.secret), transactionPassword: who.transactionPassword }, { token: who.token }));
    clock.advance(STEP);

    expectRefused(await setCode(who, 'Blue Tiger'), 'FACTOR_CODE_REQUIRED');
    expectRefused(await setCode(who, 'Blue Tiger', { totpCode: (await codeNow(begun.secret)) === '000000' ? '111111' : '000000' }), 'FACTOR_CODE_WRONG');
    expect(await stored(who)).toBeNull();
    expectOk(await setCode(who, 'Blue Tiger', { totpCode: await codeNow(begun.secret) }));
    clock.advance(STEP);
    expectRefused(await call(platform, '/api/security/anti-phishing/clear', { transactionPassword: who.transactionPassword }, { token: who.token }), 'FACTOR_CODE_REQUIRED');
    expectOk(await call(platform, '/api/security/anti-phishing/clear', { transactionPassword: who.transactionPassword, totpCode: await codeNow(begun.secret) }, { token: who.token }));
    expect(await stored(who)).toBeNull();
  });

  /** The anti-phishing block comes first in both bodies, before the message itself. */
  function expectCodeOnTop(mail: ReceivedMail, block: string, message: string) {
    expect(mail.text.startsWith(block)).toBe(true);
    expect(mail.text.indexOf(message)).toBeGreaterThan(mail.text.indexOf(block));
    const box = /<div data-anti-phishing[^>]*>([\s\S]*?)<\/div>/.exec(mail.html);
    expect(box).not.toBeNull();
    expect(mail.html.indexOf(message)).toBeGreaterThan(box!.index);
    return box![1]!;
  }

  it('every email carries the phrase at the top of its text and HTML, in the member’s language: a notice the dispatcher sends, and a reset code', async () => {
    const who = await member('ja-JP');
    expectOk(await setCode(who, '青い空 42', {}, 'ja-JP'));
    await expect.poll(() => mailsTo(who).length, POLL).toBe(1);
    const [notice] = mailsTo(who);
    expect(notice!.subject).toBe('セキュリティ設定が変更されました');
    const noticeBox = expectCodeOnTop(notice!, 'あなたのフィッシング対策コード： \u2068青い空 42\u2069', 'フィッシング対策コードが設定されました');
    expect(noticeBox).toContain('あなたのフィッシング対策コード：');
    expect(noticeBox).toContain('<bdi>青い空 42</bdi>');
    expect(notice!.html).toContain('lang="ja-JP"');

    expectOk(await call(platform, '/api/app/user/noLoginSend', { userName: who.userName }, { locale: 'ja-JP' }));
    await expect.poll(() => mailsTo(who).length, POLL).toBe(2);
    const reset = mailsTo(who)[1]!;
    expect(reset.subject).toBe('パスワード再設定コード');
    expect(reset.language).toBe('ja-JP');
    expect(expectCodeOnTop(reset, 'あなたのフィッシング対策コード： \u2068青い空 42\u2069', '確認コードは')).toContain('<bdi>青い空 42</bdi>');
  });

  it('an email to a member without a phrase says, in the same place and language, how to set one', async () => {
    const who = await member('zh-CN');
    expectOk(await call(platform, '/api/app/user/updatePassWord', { oldPassword: who.password, password: 'new-password-1', confirmPassword: 'new-password-1' }, { token: who.token }));
    await expect.poll(() => mailsTo(who).length, POLL).toBe(1);
    const missing = '您尚未设置防钓鱼码。请在“设置 → 安全”中设置';
    expect(expectCodeOnTop(mailsTo(who)[0]!, missing, '您的登录密码已更改')).toContain(missing);
  });
});
