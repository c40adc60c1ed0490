// The member's email address (docs/security.md, "The email address"): added or changed with the
// transaction password (and the second factor when the member has one), confirmed with a code
// sent to the NEW address through the notification outbox, read back from a real SMTP server; the
// OLD address hears of the change. The code is kept as a hash, counted, expires, and never logged.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { TestSmtpServer, type ReceivedMail } from '../src/testing-smtp.ts';
import { call, expectOk, expectRefused, login, MINUTE, registerMember, TestClock, type Answer, type Loose } from './helpers.ts';
import type { SignedIn } from './money-helpers.ts';

const POLL = { timeout: 30_000, interval: 50 };

/** A fresh address no other test uses. */
const address = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The six digits of a code mail (an address's own digits are inside a word, so they never match). */
function codeIn(mail: ReceivedMail): string {
  const match = /(?<![\w@.+-])(\d{6})(?![\w@])/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

describe('the member’s email address', () => {
  const smtp = new TestSmtpServer();
  const clock = new TestClock(new Date('2030-07-01T08:00:00.000Z'));
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

  async function member(options: { email?: string; locale?: string } = {}): Promise<SignedIn> {
    const locale = options.locale ?? 'en-US';
    const registered = await registerMember(platform, options.email ? { email: options.email } : {}, { locale });
    return { ...registered, token: await login(platform, registered, { locale }) };
  }
  const begin = (who: SignedIn, email: string, extra: Record<string, unknown> = {}, locale = 'en-US'): Promise<Answer> =>
    call(platform, '/api/security/email/begin', { email, transactionPassword: who.transactionPassword, ...extra }, { token: who.token, locale });
  const confirm = (who: SignedIn, verifyCode: string, locale = 'en-US'): Promise<Answer> => call(platform, '/api/security/email/confirm', { verifyCode }, { token: who.token, locale });
  const state = async (who: SignedIn) => expectOk(await call(platform, '/api/security/email/state', {}, { token: who.token })) as Loose;
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to === email);
  /** Waits for the n-th mail to `email` and answers it. */
  async function nthMailTo(email: string, n: number): Promise<ReceivedMail> {
    await expect.poll(() => mailsTo(email).length, POLL).toBeGreaterThanOrEqual(n);
    return mailsTo(email)[n - 1]!;
  }
  const changes = async (who: SignedIn) =>
    (await platform.db.selectFrom('notifications').select('params').where('member_id', '=', who.userId).where('event', '=', 'SECURITY_CHANGED').orderBy('created_at').execute()).map(
      (row) => (row.params as Loose).change as string,
    );

  it('a member without an address adds one: the code goes to it in the member’s language, a wrong code is refused and counted, the right one sets the address and tells the member; the code is in no log and no longer stored once sent', async () => {
    const who = await member({ locale: 'zh-CN' });
    const email = address('add');
    expect(await state(who)).toEqual({ email: null, pending: null, canSend: true });

    const begun = expectOk(await begin(who, email, {}, 'zh-CN')) as Loose;
    expect(begun).toEqual({ email: null, pending: { email, expiresAt: new Date(clock.now().getTime() + 15 * MINUTE).toISOString() }, canSend: true });
    const mail = await nthMailTo(email, 1);
    expect(mail.subject).toBe('您的邮箱验证码');
    expect(mail.language).toBe('zh-CN');
    // Like every email, it opens with the anti-phishing block (here: how to set one).
    expect(mail.text.startsWith('您尚未设置防钓鱼码')).toBe(true);
    const code = codeIn(mail);
    expect(mail.text).toContain(`将 ${email} 设为您邮箱的验证码是 ${code}，15 分钟内有效`);

    const wrong = await confirm(who, code === '000000' ? '111111' : '000000', 'zh-CN');
    expectRefused(wrong, 'EMAIL_CODE_WRONG');
    expect(wrong.msg).toBe('验证码不正确，还可尝试 4 次');
    expect((await platform.db.selectFrom('email_changes').select('attempts').where('member_id', '=', who.userId).executeTakeFirstOrThrow()).attempts).toBe(1);
    expect((await state(who)).email).toBeNull();

    expect(expectOk(await confirm(who, ` ${code} `))).toEqual({ email, pending: null, canSend: true });
    expect(await state(who)).toEqual({ email, pending: null, canSend: true });
    expect(await changes(who)).toEqual(['EMAIL_ADDED']);
    const inbox = expectOk(await call(platform, '/api/notifications/list', {}, { token: who.token })) as Loose;
    expect(inbox.list.map((n: Loose) => n.body)).toContain('An email address was added (a***@example.com). If this was not you, contact support now.');
    // The code mail stays out of the inbox; once sent, its stored parameters lose the code.
    expect(inbox.list.map((n: Loose) => n.event)).not.toContain('EMAIL_CHANGE_CODE');
    await expect
      .poll(async () => (await platform.db.selectFrom('notifications').select('params').where('member_id', '=', who.userId).where('event', '=', 'EMAIL_CHANGE_CODE').executeTakeFirstOrThrow()).params, POLL)
      .toEqual({ email, minutes: '15' });
    // The alert of the change reaches the address now on file (there was none before).
    expect((await nthMailTo(email, 2)).subject).toBe('安全设置已更改');
    expect(logLines.filter((line) => line.includes(code))).toEqual([]);
    // The same code again: the change is over.
    expectRefused(await confirm(who, code), 'EMAIL_CHANGE_NOT_STARTED');
  });

  it('a change of an address on file: the code goes to the new address, and the OLD address receives the security alert naming the new one masked', async () => {
    const old = address('old');
    const who = await member({ email: old });
    const next = address('new');
    expectOk(await begin(who, next));
    const code = codeIn(await nthMailTo(next, 1));
    expect(mailsTo(old)).toEqual([]);
    expectOk(await confirm(who, code));
    expect((await state(who)).email).toBe(next);
    const alert = await nthMailTo(old, 1);
    expect(alert.subject).toBe('Security setting changed');
    expect(alert.text).toContain(`Your email address was changed to ${next[0]}***@example.com. If this was not you, contact support now.`);
    expect(await changes(who)).toEqual(['EMAIL_CHANGED']);
    // Withdrawals wait a day, as after every credential change.
    const guards = expectOk(await call(platform, '/api/security/guards/status', {}, { token: who.token })) as Loose;
    expect(guards.withdrawalsPausedUntil).not.toBeNull();
  });

  it('a code expires after 15 minutes; five wrong codes spend the change; a new begin replaces the waiting one', async () => {
    const who = await member();
    const first = address('exp');
    expectOk(await begin(who, first));
    const expiring = codeIn(await nthMailTo(first, 1));
    clock.advance(15 * MINUTE);
    expectRefused(await confirm(who, expiring), 'EMAIL_CODE_EXPIRED');
    expect((await state(who)).pending).toBeNull();

    const second = address('spent');
    expectOk(await begin(who, second));
    const right = codeIn(await nthMailTo(second, 1));
    const bad = right === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const answer = await confirm(who, bad);
      expectRefused(answer, 'EMAIL_CODE_WRONG');
      expect(answer.msg).toBe(`The code is not right; ${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    expectRefused(await confirm(who, bad), 'EMAIL_CODE_EXPIRED');
    expectRefused(await confirm(who, right), 'EMAIL_CODE_EXPIRED');

    const third = address('old');
    const fourth = address('new');
    expectOk(await begin(who, third));
    const replaced = codeIn(await nthMailTo(third, 1));
    expectOk(await begin(who, fourth));
    const current = codeIn(await nthMailTo(fourth, 1));
    if (replaced !== current) expectRefused(await confirm(who, replaced), 'EMAIL_CODE_WRONG');
    expect(expectOk(await confirm(who, current))).toEqual({ email: fourth, pending: null, canSend: true });
    expect(await state(who)).toEqual({ email: fourth, pending: null, canSend: true });
  });

  it('needs the transaction password, and the second factor when the member has one; a bad or unchanged address is refused; nothing is sent for a refusal', async () => {
    const who = await member();
    const email = address('tfa');
    expect((await call(platform, '/api/security/email/begin', { email, transactionPassword: who.transactionPassword })).reason).toBe('NO_TOKEN');
    const invalid = await begin(who, 'not-an-address', {}, 'ja-JP');
    expect(invalid.data?.fields?.map((f: Loose) => [f.path, f.reason])).toEqual([['email', 'EMAIL_INVALID']]);
    expectRefused(await begin(who, email, { transactionPassword: 'not-the-transaction-password' }), 'WRONG_TRANSACTION_PASSWORD');

    const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const totp = expectOk(await call(platform, '/api/security/totp/begin', {}, { token: who.token })) as Loose;
    expectOk(await call(platform, '/api/security/totp/confirm', { totpCode: await codeNow(totp.secret), transactionPassword: who.transactionPassword }, { token: who.token }));
    clock.advance(30_000);
    expectRefused(await begin(who, email), 'FACTOR_CODE_REQUIRED');
    expect((await state(who)).pending).toBeNull();
    expect(mailsTo(email)).toEqual([]);
    expectOk(await begin(who, email, { totpCode: await codeNow(totp.secret) }));
    expectOk(await confirm(who, codeIn(await nthMailTo(email, 1))));
    clock.advance(30_000);
    expectRefused(await begin(who, email.toUpperCase(), { totpCode: await codeNow(totp.secret) }), 'EMAIL_UNCHANGED');
  });

  it('an address another member has is accepted, as at registration; begins are limited to five an hour', async () => {
    const shared = address('shared');
    await member({ email: shared });
    const who = await member();
    for (let i = 0; i < 5; i++) expectOk(await begin(who, i === 0 ? shared : address('many')));
    const limited = await begin(who, address('many'));
    expectRefused(limited, 'EMAIL_CHANGE_TOO_MANY');
    expect(limited.msg).toBe('At most 5 codes an hour; try again later');
    clock.advance(61 * MINUTE);
    // An hour on, the session has idled out: the member signs in again.
    expectOk(await begin({ ...who, token: await login(platform, who) }, address('later')));
  });
});

describe('the member’s email address on an installation that sends no email', () => {
  it('says so in the state, and refuses to begin a change whose code could never arrive', async () => {
    const platform = await startTestPlatform();
    try {
      const registered = await registerMember(platform);
      const token = await login(platform, registered);
      expect(expectOk(await call(platform, '/api/security/email/state', {}, { token }))).toEqual({ email: null, pending: null, canSend: false });
      expectRefused(await call(platform, '/api/security/email/begin', { email: 'someone@example.com', transactionPassword: registered.transactionPassword }, { token }), 'EMAIL_SENDING_OFF');
      expect(await platform.db.selectFrom('email_changes').select('id').where('member_id', '=', registered.userId).execute()).toEqual([]);
    } finally {
      await platform.close();
    }
  });
});
