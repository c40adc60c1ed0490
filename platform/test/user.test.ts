import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import {
  call,
  captcha,
  count,
  encryptingClient,
  expectBadRequest,
  expectOk,
  expectRefused,
  expectSessionExpired,
  expectUnauthenticated,
  HOUR,
  latestResetCode,
  login,
  MINUTE,
  registerMember,
  registrationForm,
  sha256Hex,
  TestClock,
  tryLogin,
  tryLoginWithCaptcha,
  tryRegister,
  uniqueName,
  type CallOptions,
  type Member,
} from './helpers.ts';

const LOCALES = ['en-US', 'zh-CN', 'ja-JP', 'ko-KP', 'id-ID'] as const;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let platform: TestPlatform;
const clock = new TestClock();

beforeAll(async () => {
  // Failed logins from this suite all come from 127.0.0.1; the per-address limit is tested on its own platform.
  platform = await startTestPlatform({ clock, env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '10000' } });
});
afterAll(async () => {
  await platform?.close();
});

async function created() {
  return { members: await count(platform, 'members'), accounts: await count(platform, 'ledger_accounts') };
}

const userInfo = (token: string) => call(platform, '/api/app/user/userInfo', {}, { token });

describe('registration', () => {
  it('registers a member under a sponsor, with its seven credits and its own referral ID', async () => {
    const before = await created();
    const email = `${uniqueName('e')}@example.com`;
    const { form, answer } = await tryRegister(platform, { countryCode: 'JP', email });
    const data = expectOk(answer);
    expect(data.userId).toMatch(/^usr_[0-9a-z]{26}$/);
    expect(data.referralId).toMatch(/^[0-9A-Z]{8}$/);
    expect(await created()).toEqual({ members: before.members + 1, accounts: before.accounts + 21 });

    const token = await login(platform, form);
    expect(expectOk(await userInfo(token))).toEqual({
      id: data.userId,
      userName: form.userName,
      countryCode: 'JP',
      email,
      referralId: data.referralId,
      sponsorUserName: 'root',
      level: -1,
      commitmentPackageStatus: 0,
      otcStatus: 0,
      matchingCodeStatus: 0,
      agreeStatus: 0,
      kycStatus: 'NONE',
      createdAt: expect.stringMatching(ISO),
    });

    // The new member's referral ID sponsors the next one, typed in any case and with spaces around it.
    const invited = await registerMember(platform, { referralId: ` ${data.referralId.toLowerCase()} ` });
    const invitedInfo = expectOk(await userInfo(await login(platform, invited)));
    expect(invitedInfo.sponsorUserName).toBe(form.userName);
    expect(invitedInfo.email).toBeNull();
  });

  it('registers ordinary names in every portal language, accents and all', async () => {
    const suffix = String(Date.now() % 1_000_000);
    for (const userName of [`Zoë.${suffix}`, `王小明${suffix}`, `やまだ_太郎${suffix}`, `ガンダム${suffix}`, `김철수${suffix}`, `budi-santoso${suffix}`]) {
      const member = await registerMember(platform, { userName });
      expect(member.userName).toBe(userName);
    }
  });

  describe('refusals: each with its reason, and nothing created', () => {
    let existing: Member;
    beforeAll(async () => {
      existing = await registerMember(platform);
    });

    const cases: [string, () => Promise<Record<string, string>>, string][] = [
      ['a wrong captcha answer', async () => ({ captchaCode: 'WRONG' }), 'CAPTCHA_INVALID'],
      ['an unknown captcha', async () => ({ captchaId: 'cap_does_not_exist' }), 'CAPTCHA_INVALID'],
      ['a username with a space', async () => ({ userName: 'two words' }), 'USERNAME_HAS_SPACES'],
      ['a username with a tab', async () => ({ userName: 'tab\there' }), 'USERNAME_HAS_SPACES'],
      ['a username with a zero-width space appended', async () => ({ userName: `${existing.userName}\u200B` }), 'USERNAME_CHARACTERS'],
      ['a username with a word joiner inside', async () => ({ userName: 'sweep\u2060ja2' }), 'USERNAME_CHARACTERS'],
      ['a username with a right-to-left override', async () => ({ userName: '\u202Esweepja2' }), 'USERNAME_CHARACTERS'],
      ['a username with a left-to-right mark', async () => ({ userName: 'sweepja2\u200E' }), 'USERNAME_CHARACTERS'],
      ['a username with a right-to-left isolate', async () => ({ userName: '\u2067sweepja2' }), 'USERNAME_CHARACTERS'],
      ['a username with a variation selector', async () => ({ userName: 'sweepja2\uFE0F' }), 'USERNAME_CHARACTERS'],
      ['a username with a Hangul filler', async () => ({ userName: 'sweepja2\u3164' }), 'USERNAME_CHARACTERS'],
      ['a username with a control character', async () => ({ userName: 'sweep\u0007ja2' }), 'USERNAME_CHARACTERS'],
      ['a username in full-width letters', async () => ({ userName: 'ｓｗｅｅｐｊａ２' }), 'USERNAME_CHARACTERS'],
      ['a username with a decomposed accent', async () => ({ userName: 'Zoe\u0308' }), 'USERNAME_CHARACTERS'],
      ['a username starting with a combining mark', async () => ({ userName: '\u0301sweepja2' }), 'USERNAME_CHARACTERS'],
      ['a taken username (in another case)', async () => ({ userName: existing.userName.toUpperCase() }), 'USERNAME_TAKEN'],
      ['a confirmation that does not match', async () => ({ password: 'password-one', confirmPassword: 'password-two' }), 'PASSWORD_MISMATCH'],
      ['a login password of 7 characters', async () => ({ password: 'seven77', confirmPassword: 'seven77' }), 'PASSWORD_TOO_SHORT'],
      ['a transaction password of 5 characters', async () => ({ transactionPassword: '12345' }), 'PASSWORD_TOO_SHORT'],
      ['a transaction password equal to the login password', async () => ({ password: 'same-password', confirmPassword: 'same-password', transactionPassword: 'same-password' }), 'TRANSACTION_PASSWORD_SAME_AS_LOGIN'],
      ['an unknown country', async () => ({ countryCode: 'XX' }), 'COUNTRY_UNKNOWN'],
      ['a lowercase country code', async () => ({ countryCode: 'us' }), 'COUNTRY_UNKNOWN'],
      ['an unknown referral ID', async () => ({ referralId: 'NOSUCHID' }), 'REFERRAL_NOT_FOUND'],
    ];

    it.each(cases)('refuses %s', async (_name, overrides, reason) => {
      const before = await created();
      const { answer } = await tryRegister(platform, await overrides());
      expectRefused(answer, reason);
      expect(await created()).toEqual(before);
    });

    it('says which rule in the message', async () => {
      const mismatch = await tryRegister(platform, { password: 'password-one', confirmPassword: 'password-two' });
      expect(mismatch.answer.msg).toBe('Passwords do not match');
      const short = await tryRegister(platform, { password: 'short', confirmPassword: 'short' });
      expect(short.answer.msg).toMatch(/at least 8 characters/);
      const shortTx = await tryRegister(platform, { transactionPassword: 'abc' });
      expect(shortTx.answer.msg).toMatch(/at least 6 characters/);
    });

    it('refuses a captcha used once already (by a success or by a refusal)', async () => {
      const { form } = await tryRegister(platform);
      const reuse = await tryRegister(platform, { captchaId: form.captchaId });
      expectRefused(reuse.answer, 'CAPTCHA_INVALID');

      // A refusal after the captcha (an unknown referral ID) spends it: fixing that is not enough.
      const captchaId = await captcha(platform);
      const first = await tryRegister(platform, { captchaId, referralId: 'NOSUCHID' });
      expectRefused(first.answer, 'REFERRAL_NOT_FOUND');
      const before = await created();
      const second = await tryRegister(platform, { captchaId, userName: first.form.userName });
      expectRefused(second.answer, 'CAPTCHA_INVALID');
      expect(await created()).toEqual(before);
    });

    it('reports every bad field of the form at once, before the captcha, and keeps the captcha', async () => {
      const captchaId = await captcha(platform);
      const before = await created();
      const refused = await tryRegister(
        platform,
        { captchaId, captchaCode: 'WRONG', userName: 'two words', password: 'password-one', confirmPassword: 'password-two', transactionPassword: '12', countryCode: 'XX' },
        { locale: 'ja-JP' },
      );
      expectRefused(refused.answer, 'USERNAME_HAS_SPACES');
      expect((refused.answer.data as unknown as { fields: unknown }).fields).toEqual([
        { path: 'userName', reason: 'USERNAME_HAS_SPACES', message: 'ユーザー名にスペースは使えません' },
        { path: 'confirmPassword', reason: 'PASSWORD_MISMATCH', message: 'パスワードが一致しません' },
        { path: 'transactionPassword', reason: 'PASSWORD_TOO_SHORT', message: 'パスワードは 6 文字以上にしてください' },
        { path: 'countryCode', reason: 'COUNTRY_UNKNOWN', message: 'リストから国を選択してください' },
      ]);
      expect(await created()).toEqual(before);
      // The form's errors did not spend the captcha: the corrected form goes through with it.
      expectOk((await tryRegister(platform, { captchaId })).answer);
    });

    it('names each field a malformed body gets wrong, all at once (HTTP 400)', async () => {
      const captchaId = await captcha(platform);
      const refused = await tryRegister(platform, { captchaId, userName: '', referralId: 'x'.repeat(40), email: 'not-an-email' });
      expectBadRequest(refused.answer);
      expect((refused.answer.data as unknown as { fields: unknown }).fields).toEqual([
        { path: 'userName', reason: 'FIELD_REQUIRED', message: 'This field is required' },
        { path: 'referralId', reason: 'FIELD_TOO_LONG', message: 'Use at most 32 characters' },
        { path: 'email', reason: 'EMAIL_INVALID', message: 'Enter a valid e-mail address' },
      ]);
      expectOk((await tryRegister(platform, { captchaId })).answer);
    });

    it('refuses an expired captcha (5 minutes) and accepts one just before', async () => {
      const early = await captcha(platform);
      const late = await captcha(platform);
      clock.advance(5 * MINUTE - 1000);
      expectOk((await tryRegister(platform, { captchaId: early })).answer);
      clock.advance(2000);
      const before = await created();
      expectRefused((await tryRegister(platform, { captchaId: late })).answer, 'CAPTCHA_INVALID');
      expect(await created()).toEqual(before);
    });

    it('answers 400 VALIDATION to a malformed body', async () => {
      const before = await created();
      const form = await registrationForm(platform);
      const { userName: _omitted, ...withoutName } = form;
      const bodies: unknown[] = [
        withoutName,
        { ...form, userName: 42 },
        { ...form, userName: '' },
        { ...form, userName: 'x'.repeat(33) },
        { ...form, countryCode: 'USA' },
        { ...form, email: 'not-an-email' },
        { ...form, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        [],
        'a string',
      ];
      for (const body of bodies) {
        const answer = await call(platform, '/api/app/user/userRegister', body);
        expectBadRequest(answer);
        expect(answer.msg).toMatch(/^Bad request parameters/);
      }
      // The captcha was never reached, so it still works.
      expectOk(await call(platform, '/api/app/user/userRegister', form));
      expect(await created()).toEqual({ members: before.members + 1, accounts: before.accounts + 21 });
    });

    it('of two registrations of one name at once, one wins and the other is told the name is taken', async () => {
      const userName = uniqueName('race');
      const [a, b] = await Promise.all([tryRegister(platform, { userName }), tryRegister(platform, { userName: userName.toUpperCase() })]);
      const reasons = [a.answer, b.answer].map((answer) => (answer.code === 20000 ? 'OK' : answer.reason)).sort();
      expect(reasons).toEqual(['OK', 'USERNAME_TAKEN']);
      const rows = await platform.db.selectFrom('members').select('id').where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase())).execute();
      expect(rows).toHaveLength(1);
    });
  });
});

describe('login', () => {
  let member: Member;
  beforeAll(async () => {
    member = await registerMember(platform);
  });

  it('returns a token, its absolute expiry and the idle timeout', async () => {
    const answer = expectOk(await tryLogin(platform, member.userName, member.password));
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.expiresAt).toBe(new Date(clock.now().getTime() + 12 * HOUR).toISOString());
    expect(answer.idleTimeoutSeconds).toBe(1800);
    expect(expectOk(await userInfo(answer.token)).userName).toBe(member.userName);
  });

  it('accepts the user name in any case', async () => {
    expectOk(await tryLogin(platform, member.userName.toUpperCase(), member.password));
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await tryLogin(platform, member.userName, `${member.password}x`);
    const unknown = await tryLogin(platform, uniqueName('nobody'), member.password);
    expectRefused(wrong, 'WRONG_CREDENTIALS');
    expectRefused(unknown, 'WRONG_CREDENTIALS');
    expect(wrong.msg).toBe(unknown.msg);
    expect(wrong.data).toBeNull();
  });

  it('refuses the root sponsor, which has no password', async () => {
    expectRefused(await tryLogin(platform, 'root', 'any-password'), 'WRONG_CREDENTIALS');
    expectBadRequest(await tryLogin(platform, 'root', ''));
  });

  it('refuses a banned member and tells them to contact support', async () => {
    const banned = await registerMember(platform);
    await platform.admin('members/ban', { userName: banned.userName, banned: true });
    const answer = await tryLogin(platform, banned.userName, banned.password);
    expectRefused(answer, 'ACCOUNT_BANNED');
    expect(answer.msg).toMatch(/contact support/i);
    const zh = await tryLogin(platform, banned.userName, banned.password, { locale: 'zh-CN' });
    expect(zh.msg).toMatch(/联系客服/);
    // A wrong password does not reveal the ban.
    expectRefused(await tryLogin(platform, banned.userName, 'wrong-password'), 'WRONG_CREDENTIALS');

    await platform.admin('members/ban', { userName: banned.userName, banned: false });
    expectOk(await tryLogin(platform, banned.userName, banned.password));
  });

  it('answers 400 VALIDATION to a login without a password', async () => {
    expectBadRequest(await call(platform, '/api/app/user/login', { userName: member.userName }));
  });
});

describe('sessions', () => {
  let member: Member;
  beforeAll(async () => {
    member = await registerMember(platform);
  });

  it('refuses a member call without a token or with an unknown one as unauthenticated (401), not expired', async () => {
    const none = await call(platform, '/api/app/user/userInfo', {});
    expectUnauthenticated(none, 'NO_TOKEN');
    expect(none.msg).toBe('Your login information is invalid!');
    expectUnauthenticated(await userInfo('not-a-token'), 'SESSION_UNKNOWN');
    expectUnauthenticated(await userInfo('x'.repeat(300)), 'SESSION_UNKNOWN');
  });

  it('refuses a login-type other than USER with 403', async () => {
    const token = await login(platform, member);
    const admin = await call(platform, '/api/app/user/userInfo', {}, { token, loginType: 'ADMIN' });
    expect({ status: admin.status, code: admin.code, reason: admin.reason }).toEqual({ status: 403, code: 403, reason: 'FORBIDDEN' });
    const missing = await call(platform, '/api/app/assets/assetsList', {}, { token, loginType: null });
    expect({ status: missing.status, code: missing.code, reason: missing.reason }).toEqual({ status: 403, code: 403, reason: 'FORBIDDEN' });
    const lower = await call(platform, '/api/app/user/userInfo', {}, { token, loginType: 'user' });
    expect(lower.status).toBe(403);
    expectOk(await userInfo(token));
  });

  it('ends a session idle for more than 30 minutes', async () => {
    const token = await login(platform, member);
    clock.advance(29 * MINUTE);
    expectOk(await userInfo(token));
    // Each use restarts the idle time.
    clock.advance(29 * MINUTE);
    expectOk(await userInfo(token));
    clock.advance(31 * MINUTE);
    const expired = await userInfo(token);
    expectSessionExpired(expired);
    // It stays ended.
    expectSessionExpired(await userInfo(token));
  });

  it('ends a session 12 hours after login however busy it is', async () => {
    const token = await login(platform, member);
    const answerAt = clock.now().getTime();
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expectOk(await userInfo(token));
    }
    const now = clock.now().getTime();
    clock.advance(answerAt + 12 * HOUR - 1000 - now);
    expectOk(await userInfo(token));
    clock.advance(1000);
    expectSessionExpired(await userInfo(token));
  });

  it('logout revokes that token only', async () => {
    const first = await login(platform, member);
    const second = await login(platform, member);
    expectOk(await call(platform, '/api/app/user/logout', {}, { token: first }));
    expectUnauthenticated(await userInfo(first), 'SESSION_ENDED');
    expectUnauthenticated(await call(platform, '/api/app/user/logout', {}, { token: first }), 'SESSION_ENDED');
    expectOk(await userInfo(second));
  });

  it('a ban revokes every session, and lifting it does not bring them back', async () => {
    const target = await registerMember(platform);
    const tokens = [await login(platform, target), await login(platform, target)];
    for (const token of tokens) expectOk(await userInfo(token));
    await platform.admin('members/ban', { userName: target.userName, banned: true });
    for (const token of tokens) expectUnauthenticated(await userInfo(token), 'ACCOUNT_BANNED');
    await platform.admin('members/ban', { userName: target.userName, banned: false });
    for (const token of tokens) expectUnauthenticated(await userInfo(token), 'SESSION_ENDED');
    expectOk(await userInfo(await login(platform, target)));
  });

  it('stores only a hash of the token', async () => {
    const token = await login(platform, member);
    const rows = await platform.db.selectFrom('sessions').selectAll().where('member_id', '=', member.userId).execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.token_hash)).toContain(sha256Hex(token));
  });
});

describe('profile and passwords', () => {
  it('changes the login password: the old one is refused, this session stays, the others end', async () => {
    const member = await registerMember(platform);
    const current = await login(platform, member);
    const other = await login(platform, member);

    expectRefused(
      await call(platform, '/api/app/user/updatePassWord', { oldPassword: 'wrong-password', password: 'new-password-1', confirmPassword: 'new-password-1' }, { token: current }),
      'WRONG_PASSWORD',
    );
    expectRefused(
      await call(platform, '/api/app/user/updatePassWord', { oldPassword: member.password, password: 'new-password-1', confirmPassword: 'new-password-2' }, { token: current }),
      'PASSWORD_MISMATCH',
    );
    expectRefused(
      await call(platform, '/api/app/user/updatePassWord', { oldPassword: member.password, password: 'short', confirmPassword: 'short' }, { token: current }),
      'PASSWORD_TOO_SHORT',
    );
    // Refusals changed nothing: every session lives, the old password still works.
    expectOk(await userInfo(other));
    expectRefused(await tryLogin(platform, member.userName, 'new-password-1'), 'WRONG_CREDENTIALS');

    expectOk(
      await call(platform, '/api/app/user/updatePassWord', { oldPassword: member.password, password: 'new-password-1', confirmPassword: 'new-password-1' }, { token: current }),
    );
    expectOk(await userInfo(current));
    expectUnauthenticated(await userInfo(other), 'SESSION_ENDED');
    expectRefused(await tryLogin(platform, member.userName, member.password), 'WRONG_CREDENTIALS');
    expectOk(await tryLogin(platform, member.userName, 'new-password-1'));
  });

  it('refuses a new login password equal to the current one or to the transaction password, beside the new password', async () => {
    const member = await registerMember(platform);
    const token = await login(platform, member);
    const change = (oldPassword: string, password: string) => call(platform, '/api/app/user/updatePassWord', { oldPassword, password, confirmPassword: password }, { token });

    const same = await change(member.password, member.password);
    expectRefused(same, 'PASSWORD_SAME_AS_CURRENT');
    expect(same.data as unknown).toMatchObject({ fields: [{ path: 'password', reason: 'PASSWORD_SAME_AS_CURRENT' }] });
    const transaction = `${member.transactionPassword}-long`;
    expectOk(await call(platform, '/api/app/user/updateTransactionPassword', { oldTransactionPassword: member.transactionPassword, transactionPassword: transaction, confirmTransactionPassword: transaction }, { token }));
    const asTransaction = await change(member.password, transaction);
    expectRefused(asTransaction, 'LOGIN_PASSWORD_SAME_AS_TRANSACTION');
    expect(asTransaction.data as unknown).toMatchObject({ fields: [{ path: 'password', reason: 'LOGIN_PASSWORD_SAME_AS_TRANSACTION' }] });
    // Behind a wrong current password only that is said: the form is no way to test transaction passwords.
    const wrongOld = await change('wrong-password', transaction);
    expect(wrongOld.data as unknown).toEqual({ fields: [expect.objectContaining({ path: 'oldPassword', reason: 'WRONG_PASSWORD' })] });
    // None of those changed it.
    expectOk(await tryLogin(platform, member.userName, member.password));
    expectOk(await change(member.password, 'another-password'));
    expectOk(await tryLogin(platform, member.userName, 'another-password'));
  });

  it('changes the transaction password only with the old one, and never to the login password', async () => {
    const member = await registerMember(platform);
    const token = await login(platform, member);
    const change = (oldTransactionPassword: string, transactionPassword: string, confirmTransactionPassword = transactionPassword) =>
      call(platform, '/api/app/user/updateTransactionPassword', { oldTransactionPassword, transactionPassword, confirmTransactionPassword }, { token });

    expectRefused(await change('wrong-tx-password', 'new-tx-1'), 'WRONG_TRANSACTION_PASSWORD');
    expectRefused(await change(member.password, 'new-tx-1'), 'WRONG_TRANSACTION_PASSWORD');
    expectRefused(await change(member.transactionPassword, 'new-tx-1', 'new-tx-2'), 'PASSWORD_MISMATCH');
    expectRefused(await change(member.transactionPassword, '12345'), 'PASSWORD_TOO_SHORT');
    expectRefused(await change(member.transactionPassword, member.password), 'TRANSACTION_PASSWORD_SAME_AS_LOGIN');
    // None of those changed it: the original still opens the change, and then the old one no longer does.
    expectOk(await change(member.transactionPassword, 'new-tx-1'));
    expectRefused(await change(member.transactionPassword, 'new-tx-2'), 'WRONG_TRANSACTION_PASSWORD');
    expectOk(await change('new-tx-1', 'new-tx-2'));
    // The login password is untouched.
    expectOk(await tryLogin(platform, member.userName, member.password));
  });

  it('records the agreement status 0/1 and refuses anything else', async () => {
    const member = await registerMember(platform);
    const token = await login(platform, member);
    expectOk(await call(platform, '/api/app/user/updateAgreeStatus', { agreeStatus: 1 }, { token }));
    expect(expectOk(await userInfo(token)).agreeStatus).toBe(1);
    expectBadRequest(await call(platform, '/api/app/user/updateAgreeStatus', { agreeStatus: 2 }, { token }));
    expectBadRequest(await call(platform, '/api/app/user/updateAgreeStatus', { agreeStatus: '0' }, { token }));
    expect(expectOk(await userInfo(token)).agreeStatus).toBe(1);
    expectOk(await call(platform, '/api/app/user/updateAgreeStatus', { agreeStatus: 0 }, { token }));
    expect(expectOk(await userInfo(token)).agreeStatus).toBe(0);
  });
});

describe('forgot password', () => {
  const send = (userName: string, locale?: string) => call(platform, '/api/app/user/noLoginSend', { userName }, locale ? { locale } : {});
  const reset = (userName: string, verifyCode: string, password: string, confirmPassword = password) =>
    call(platform, '/api/app/user/forgotPassword', { userName, verifyCode, password, confirmPassword });

  it('answers the same whether or not the member exists, and sends a code only to a member', async () => {
    const member = await registerMember(platform);
    const outboxBefore = await count(platform, 'outbox');
    const unknown = await send(uniqueName('ghost'));
    expect(await count(platform, 'outbox')).toBe(outboxBefore);
    const known = await send(member.userName);
    expect(known.raw).toEqual(unknown.raw);
    expect(known.raw).toEqual({ code: 20000, msg: 'Success', data: null });
    expect(await count(platform, 'outbox')).toBe(outboxBefore + 1);
    expect(await latestResetCode(platform, member.userName)).toMatch(/^\d{6}$/);
    // The root sponsor gets no code.
    await send('root');
    expect(await count(platform, 'outbox')).toBe(outboxBefore + 1);
  });

  it('writes the code in the member language to the operator outbox', async () => {
    const member = await registerMember(platform);
    await send(member.userName, 'zh-CN');
    const outbox = await platform.admin<{ userName: string; subject: string; body: string; channel: string }[]>('outbox', { limit: 5 });
    const message = outbox.find((m) => m.userName === member.userName)!;
    expect(message.channel).toBe('operator');
    expect(message.subject).toBe('您的密码重置验证码');
    expect(message.body).toMatch(/验证码是 \d{6}，10 分钟内有效/);
    // The stored code is hashed.
    const code = message.body.match(/\d{6}/)![0];
    const rows = await platform.db.selectFrom('verification_codes').select(['code_hash']).where('member_id', '=', member.userId).execute();
    expect(rows.map((r) => r.code_hash)).toEqual([sha256Hex(code)]);
  });

  it('sets the new password with the code, revokes every session, and the code works once', async () => {
    const member = await registerMember(platform);
    const token = await login(platform, member);
    await send(member.userName);
    const code = (await latestResetCode(platform, member.userName))!;
    const wrong = code === '000000' ? '111111' : '000000';

    expectRefused(await reset(member.userName, code, 'brand-new-pass', 'other-new-pass'), 'PASSWORD_MISMATCH');
    expectRefused(await reset(member.userName, wrong, 'brand-new-pass'), 'VERIFY_CODE_INVALID');
    expectRefused(await reset(uniqueName('ghost'), code, 'brand-new-pass'), 'VERIFY_CODE_INVALID');
    expectOk(await userInfo(token));

    expectOk(await reset(member.userName.toUpperCase(), code, 'brand-new-pass'));
    expectUnauthenticated(await userInfo(token), 'SESSION_ENDED');
    expectRefused(await tryLogin(platform, member.userName, member.password), 'WRONG_CREDENTIALS');
    expectOk(await tryLogin(platform, member.userName, 'brand-new-pass'));

    expectRefused(await reset(member.userName, code, 'third-new-pass'), 'VERIFY_CODE_INVALID');
    expectOk(await tryLogin(platform, member.userName, 'brand-new-pass'));
  });

  it('refuses a new password equal to the transaction password, and keeps the code for another try', async () => {
    const member = await registerMember(platform);
    await send(member.userName);
    const code = (await latestResetCode(platform, member.userName))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const transaction = 'tx-password-long';
    const token = await login(platform, member);
    expectOk(await call(platform, '/api/app/user/updateTransactionPassword', { oldTransactionPassword: member.transactionPassword, transactionPassword: transaction, confirmTransactionPassword: transaction }, { token }));
    // Without the right code nothing is compared with the transaction password.
    expectRefused(await reset(member.userName, wrong, transaction), 'VERIFY_CODE_INVALID');
    const refused = await reset(member.userName, code, transaction);
    expectRefused(refused, 'LOGIN_PASSWORD_SAME_AS_TRANSACTION');
    expect(refused.data as unknown).toMatchObject({ fields: [{ path: 'password', reason: 'LOGIN_PASSWORD_SAME_AS_TRANSACTION' }] });
    expectOk(await tryLogin(platform, member.userName, member.password));
    expectOk(await reset(member.userName, code, 'brand-new-pass'));
    expectOk(await tryLogin(platform, member.userName, 'brand-new-pass'));
  });

  it('a code expires after 10 minutes', async () => {
    const member = await registerMember(platform);
    await send(member.userName);
    const code = (await latestResetCode(platform, member.userName))!;
    clock.advance(10 * MINUTE + 1000);
    expectRefused(await reset(member.userName, code, 'brand-new-pass'), 'VERIFY_CODE_INVALID');
    expectOk(await tryLogin(platform, member.userName, member.password));
  });

  it('a code is good until 10 minutes', async () => {
    const member = await registerMember(platform);
    await send(member.userName);
    const code = (await latestResetCode(platform, member.userName))!;
    clock.advance(10 * MINUTE - 1000);
    expectOk(await reset(member.userName, code, 'brand-new-pass'));
  });

  it('five wrong attempts burn the code', async () => {
    const member = await registerMember(platform);
    await send(member.userName);
    const code = (await latestResetCode(platform, member.userName))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectRefused(await reset(member.userName, wrong, 'brand-new-pass'), 'VERIFY_CODE_INVALID');
    expectRefused(await reset(member.userName, code, 'brand-new-pass'), 'VERIFY_CODE_INVALID');
    expectOk(await tryLogin(platform, member.userName, member.password));
  });

  it('parallel guesses cannot try more than five codes', async () => {
    const member = await registerMember(platform);
    await send(member.userName);
    const code = (await latestResetCode(platform, member.userName))!;
    const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => reset(member.userName, guess, 'brand-new-pass')));
    for (const answer of answers) expectRefused(answer, 'VERIFY_CODE_INVALID');
    const row = await platform.db.selectFrom('verification_codes').select('attempts').where('member_id', '=', member.userId).executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
    expectRefused(await reset(member.userName, code, 'brand-new-pass'), 'VERIFY_CODE_INVALID');
  });

  it('sends at most one code a minute, and a new code replaces the old one', async () => {
    const member = await registerMember(platform);
    await send(member.userName);
    const first = (await latestResetCode(platform, member.userName))!;
    const outbox = await count(platform, 'outbox');
    await send(member.userName);
    expect(await count(platform, 'outbox')).toBe(outbox);
    clock.advance(61_000);
    await send(member.userName);
    expect(await count(platform, 'outbox')).toBe(outbox + 1);
    const second = (await latestResetCode(platform, member.userName))!;
    if (second !== first) expectRefused(await reset(member.userName, first, 'brand-new-pass'), 'VERIFY_CODE_INVALID');
    expectOk(await reset(member.userName, second, 'brand-new-pass'));
  });

  it('sends no code to a banned member', async () => {
    const member = await registerMember(platform);
    await platform.admin('members/ban', { userName: member.userName, banned: true });
    const outbox = await count(platform, 'outbox');
    expectOk(await send(member.userName));
    expect(await count(platform, 'outbox')).toBe(outbox);
  });
});

describe('languages', () => {
  it('localizes refusals and successes in the five portal languages', async () => {
    const mismatch = await Promise.all(
      LOCALES.map(async (locale) => (await tryRegister(platform, { password: 'password-one', confirmPassword: 'password-two' }, { locale })).answer),
    );
    for (const answer of mismatch) expectRefused(answer, 'PASSWORD_MISMATCH');
    const messages = mismatch.map((a) => a.msg);
    expect(new Set(messages).size).toBe(5);
    expect(messages[0]).toBe('Passwords do not match');
    expect(messages[1]).toBe('两次输入的密码不一致');

    const wrong = await Promise.all(LOCALES.map((locale) => tryLogin(platform, uniqueName('nobody'), 'whatever-password', { locale })));
    expect(new Set(wrong.map((a) => a.msg)).size).toBe(5);
    const success = await Promise.all(LOCALES.map((locale) => call(platform, '/api/app/user/levelList', {}, { locale })));
    expect(new Set(success.map((a) => a.msg)).size).toBe(5);
    const expired = await Promise.all(LOCALES.map((locale) => call(platform, '/api/app/user/userInfo', {}, { locale })));
    expect(new Set(expired.map((a) => a.msg)).size).toBe(5);
  });

  it('falls back to en-US for other languages and picks by language and weight', async () => {
    const msg = async (locale: string) => (await call(platform, '/api/app/user/userInfo', {}, { locale })).msg;
    const english = await msg('en-US');
    expect(await msg('fr-FR')).toBe(english);
    expect(await msg('')).toBe(english);
    expect(await msg('zh-TW')).toBe(await msg('zh-CN'));
    expect(await msg('fr;q=0.9, ja;q=0.8')).toBe(await msg('ja-JP'));
  });

  it('lists the levels -1 (No grade) to 7', async () => {
    const levels = expectOk(await call(platform, '/api/app/user/levelList'));
    expect(levels.map((l: { level: number }) => l.level)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(levels[0]).toEqual({ level: -1, cn: '无等级', en: 'No grade' });
    expect(levels[8]).toEqual({ level: 7, cn: '三星', en: 'Three Star' });
    for (const level of levels) expect(level.en && level.cn).toBeTruthy();
  });

  it('lists the seven credits', async () => {
    const coins = expectOk(await call(platform, '/api/app/user/coinList'));
    expect(coins.map((c: { coinName: string }) => c.coinName)).toEqual([
      'CASH_POINT',
      'BONUS_POINT',
      'ASSETS_POINT',
      'INSURANCE_POINT',
      'GMT',
      'USDT_POINT',
      'WITHDRAWAL_POINT',
    ]);
    expect(coins[0]).toEqual({ coinName: 'CASH_POINT', cnName: '现金积分', shortName: 'CP', decimals: 2 });
    for (const coin of coins) expect(coin.cnName && coin.shortName).toBeTruthy();
    // How many decimals clients show of each credit: a whole number from 0 to the 8 kept.
    for (const coin of coins) expect(Number.isInteger(coin.decimals) && coin.decimals >= 0 && coin.decimals <= 8).toBe(true);
  });

  it('lists countries with names in the caller language, sorted', async () => {
    const lists = await Promise.all(LOCALES.map(async (locale) => expectOk(await call(platform, '/api/country/list', {}, { locale })) as { code: string; name: string }[]));
    const us = lists.map((list) => list.find((c) => c.code === 'US')?.name);
    expect(us[0]).toBe('United States');
    expect(us[1]).toBe('美国');
    expect(new Set(us).size).toBeGreaterThanOrEqual(4);
    for (const [i, list] of lists.entries()) {
      expect(list.length).toBeGreaterThan(200);
      expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
      const collator = new Intl.Collator(LOCALES[i]);
      const names = list.map((c) => c.name);
      expect([...names].sort(collator.compare)).toEqual(names);
    }
    // Every listed code registers.
    const code = lists[0]!.find((c) => c.code === 'ID')!.code;
    expectOk((await tryRegister(platform, { countryCode: code })).answer);
  });
});

describe('login lockout', () => {
  // A fixed instant, far from the wall clock: the lockout must follow the platform's clock.
  const lockClock = new TestClock(new Date('2031-03-01T00:00:00.000Z'));
  let locked: TestPlatform;
  let member: Member;
  let other: Member;

  beforeAll(async () => {
    // The test's requests come from loopback, which stands in for the gateway here. The
    // defaults: 5 failures lock a name at one address, 3 from anywhere ask for a captcha.
    locked = await startTestPlatform({
      clock: lockClock,
      env: { TRUST_PROXY: 'loopback', LOGIN_MAX_FAILURES_PER_ADDRESS: '12', LOGIN_FAILURE_WINDOW_MINUTES: '15' },
    });
    member = await registerMember(locked);
    other = await registerMember(locked);
  });
  afterAll(async () => {
    await locked?.close();
  });

  /** Five wrong passwords for `userName` at `from`: three alone, the fourth and fifth with the captcha asked for. */
  async function fiveWrong(userName: string, from: CallOptions) {
    for (let i = 0; i < 3; i++) expectRefused(await tryLogin(locked, userName, 'wrong-password', from), 'WRONG_CREDENTIALS');
    expectRefused(await tryLogin(locked, userName, 'wrong-password', from), 'CAPTCHA_REQUIRED');
    for (let i = 0; i < 2; i++) expectRefused(await tryLoginWithCaptcha(locked, userName, 'wrong-password', from), 'WRONG_CREDENTIALS');
  }

  it('locks an account at one address after 5 failures, even for the right password, and lifts after 15 minutes', async () => {
    const from = { forwardedFor: '10.1.0.1' };
    await fiveWrong(member.userName, from);
    const refused = await tryLoginWithCaptcha(locked, member.userName, member.password, from);
    expectRefused(refused, 'TOO_MANY_ATTEMPTS');
    expect(refused.msg).toBe('Too many failed attempts. Please try again in 15 minutes');
    // Whatever the case of the name.
    expectRefused(await tryLoginWithCaptcha(locked, member.userName.toUpperCase(), member.password, from), 'TOO_MANY_ATTEMPTS');
    // Another account from the same address is not locked, nor this member from elsewhere (with a captcha).
    expectOk(await tryLogin(locked, other.userName, other.password, from));
    expectOk(await tryLoginWithCaptcha(locked, member.userName, member.password, { forwardedFor: '10.1.0.2' }));

    lockClock.advance(14 * MINUTE);
    expectRefused(await tryLoginWithCaptcha(locked, member.userName, member.password, from), 'TOO_MANY_ATTEMPTS');
    lockClock.advance(1 * MINUTE + 1000);
    expectOk(await tryLogin(locked, member.userName, member.password, from));

    // A success clears the count at its address: four more failures do not lock.
    for (let i = 0; i < 3; i++) expectRefused(await tryLogin(locked, member.userName, 'wrong-password', from), 'WRONG_CREDENTIALS');
    expectRefused(await tryLoginWithCaptcha(locked, member.userName, 'wrong-password', from), 'WRONG_CREDENTIALS');
    expectOk(await tryLoginWithCaptcha(locked, member.userName, member.password, from));
    lockClock.advance(16 * MINUTE);
  });

  it('ten wrong passwords from one address lock that address only: the owner signs in from another with a captcha', async () => {
    const target = await registerMember(locked);
    const attacker = { forwardedFor: '10.2.0.1' };
    const owner = { forwardedFor: '10.2.9.9' };
    await fiveWrong(target.userName, attacker);
    for (let i = 0; i < 5; i++) expectRefused(await tryLoginWithCaptcha(locked, target.userName, 'wrong-password', attacker), 'TOO_MANY_ATTEMPTS');

    // The owner elsewhere is asked for a captcha; a wrong one is refused on its field and spends nothing else.
    const asked = await tryLogin(locked, target.userName, target.password, owner);
    expectRefused(asked, 'CAPTCHA_REQUIRED');
    expect(asked.msg).toBe('Too many failed sign-ins for this name. Please enter the verification code from the picture');
    const wrongCaptcha = await tryLoginWithCaptcha(locked, target.userName, target.password, { ...owner, captchaCode: 'NOPE' });
    expectRefused(wrongCaptcha, 'CAPTCHA_INVALID');
    expect(wrongCaptcha.data as unknown).toMatchObject({ fields: [{ path: 'captchaCode', reason: 'CAPTCHA_INVALID' }] });
    // A captcha works once.
    const captchaId = await captcha(locked);
    const once = { userName: target.userName, password: target.password, captchaId, captchaCode: locked.captchaAnswer };
    expectOk(await call(locked, '/api/app/user/login', once, owner));
    expectRefused(await call(locked, '/api/app/user/login', once, owner), 'CAPTCHA_INVALID');
    // The attacker's address stays locked, even with the right password and a captcha.
    expectRefused(await tryLoginWithCaptcha(locked, target.userName, target.password, attacker), 'TOO_MANY_ATTEMPTS');
    lockClock.advance(16 * MINUTE);
    expectOk(await tryLogin(locked, target.userName, target.password, attacker));
  });

  it('guesses spread over many addresses each need a solved captcha and never lock the name', async () => {
    const target = await registerMember(locked);
    for (let i = 0; i < 3; i++) expectRefused(await tryLogin(locked, target.userName, 'wrong-password', { forwardedFor: `10.8.0.${i + 1}` }), 'WRONG_CREDENTIALS');
    // More than the twenty the name once took from everywhere before it was locked for its owner too.
    for (let i = 3; i < 24; i++) {
      const from = { forwardedFor: `10.8.0.${i + 1}` };
      expectRefused(await tryLogin(locked, target.userName, 'wrong-password', from), 'CAPTCHA_REQUIRED');
      expectRefused(await tryLoginWithCaptcha(locked, target.userName, 'wrong-password', from), 'WRONG_CREDENTIALS');
    }
    // The count is on the name whether or not it belongs to anyone: the refusal tells no member apart.
    const nobody = uniqueName('nobody');
    for (let i = 0; i < 3; i++) expectRefused(await tryLogin(locked, nobody, 'wrong-password', { forwardedFor: `10.8.1.${i + 1}` }), 'WRONG_CREDENTIALS');
    expectRefused(await tryLogin(locked, nobody, 'wrong-password', { forwardedFor: '10.8.1.9' }), 'CAPTCHA_REQUIRED');
    expectOk(await tryLoginWithCaptcha(locked, target.userName, target.password, { forwardedFor: '10.8.9.9' }));
    lockClock.advance(16 * MINUTE);
    expectOk(await tryLogin(locked, target.userName, target.password, { forwardedFor: '10.8.9.9' }));
  });

  it('does not lock the members behind one shared address for one member\'s failures; the address ceiling stops spraying', async () => {
    const shared = { forwardedFor: '10.3.0.1' };
    // One member's failures at the shared address lock that member only.
    await fiveWrong(member.userName, shared);
    expectRefused(await tryLoginWithCaptcha(locked, member.userName, member.password, shared), 'TOO_MANY_ATTEMPTS');
    expectOk(await tryLogin(locked, other.userName, other.password, shared));
    // Guessing across many names from one address meets the address ceiling (12 here).
    for (let i = 0; i < 7; i++) expectRefused(await tryLogin(locked, uniqueName('probe'), 'wrong-password', shared), 'WRONG_CREDENTIALS');
    expectRefused(await tryLogin(locked, other.userName, other.password, shared), 'TOO_MANY_ATTEMPTS');
    // The same member from another address is fine.
    expectOk(await tryLogin(locked, other.userName, other.password, { forwardedFor: '10.3.0.2' }));
    lockClock.advance(16 * MINUTE);
    expectOk(await tryLogin(locked, other.userName, other.password, shared));
  });

  it('takes the address from the connection, never from the caller-chosen envelope ip', async () => {
    const target = await registerMember(locked);
    const envelope = encryptingClient(locked);
    // Without a trusted proxy the platform sees its caller's own address (loopback here).
    const direct = await startTestPlatform({ clock: lockClock });
    try {
      const victim = await registerMember(direct);
      for (let i = 0; i < 5; i++) {
        const from = { envelope: encryptingClient(direct), ip: `10.5.0.${i + 1}`, forwardedFor: `10.6.0.${i + 1}` };
        expectRefused(await tryLoginWithCaptcha(direct, victim.userName, 'wrong-password', from), 'WRONG_CREDENTIALS');
      }
      // Changing the envelope ip or X-Forwarded-For does not escape the lock at the one real address.
      expectRefused(await tryLoginWithCaptcha(direct, victim.userName, victim.password, { envelope: encryptingClient(direct), ip: '10.5.9.9', forwardedFor: '10.6.9.9' }), 'TOO_MANY_ATTEMPTS');
    } finally {
      await direct.close();
    }
    // Behind a trusted gateway the forwarded address counts, whatever the envelope says.
    for (let i = 0; i < 5; i++) {
      expectRefused(await tryLoginWithCaptcha(locked, target.userName, 'wrong-password', { envelope, ip: `10.7.0.${i + 1}`, forwardedFor: '10.7.1.1' }), 'WRONG_CREDENTIALS');
    }
    expectRefused(await tryLoginWithCaptcha(locked, target.userName, target.password, { envelope, ip: '10.7.9.9', forwardedFor: '10.7.1.1' }), 'TOO_MANY_ATTEMPTS');
    lockClock.advance(16 * MINUTE);
  });

  it('parallel guesses cannot try more passwords than the limit', async () => {
    const target = await registerMember(locked);
    const envelope = encryptingClient(locked);
    // Each with a solved captcha, as a determined guesser would send them.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => tryLoginWithCaptcha(locked, target.userName, `guess-password`, { envelope, forwardedFor: '10.4.0.1' })),
    );
    const reasons = answers.map((a) => a.reason);
    expect(reasons.filter((r) => r === 'WRONG_CREDENTIALS').length).toBeLessThanOrEqual(5);
    expect(reasons.filter((r) => r !== 'WRONG_CREDENTIALS').every((r) => r === 'TOO_MANY_ATTEMPTS')).toBe(true);
    // Only checked guesses count as failures: five of them lock the account, fewer do not.
    const next = await tryLoginWithCaptcha(locked, target.userName, target.password, { envelope, forwardedFor: '10.4.0.1' });
    if (reasons.filter((r) => r === 'WRONG_CREDENTIALS').length === 5) expectRefused(next, 'TOO_MANY_ATTEMPTS');
    else expectOk(next);
    lockClock.advance(16 * MINUTE);
    expectOk(await tryLogin(locked, target.userName, target.password, { envelope, forwardedFor: '10.4.0.1' }));
  });

  it('takes the lockout limits from the environment', async () => {
    const strict = await startTestPlatform({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '2', LOGIN_CAPTCHA_AFTER_FAILURES: '1', LOGIN_FAILURE_WINDOW_MINUTES: '3' } });
    try {
      const target = await registerMember(strict);
      expectRefused(await tryLogin(strict, target.userName, 'wrong-password'), 'WRONG_CREDENTIALS');
      expectRefused(await tryLogin(strict, target.userName, 'wrong-password'), 'CAPTCHA_REQUIRED');
      expectRefused(await tryLoginWithCaptcha(strict, target.userName, 'wrong-password'), 'WRONG_CREDENTIALS');
      const refused = await tryLoginWithCaptcha(strict, target.userName, target.password);
      expectRefused(refused, 'TOO_MANY_ATTEMPTS');
      expect(refused.msg).toMatch(/in 3 minutes/);
    } finally {
      await strict.close();
    }
  });
});
