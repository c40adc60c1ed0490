import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectBadRequest, expectOk, expectRefused, login, MINUTE, TestClock, tryLogin, type Loose } from './helpers.ts';
import { available, credit, secondFactorGuardedCalls, signedInMember, type SignedIn } from './money-helpers.ts';

const SECOND = 1000;
const STEP = 30 * SECOND;

describe('second factor: an authenticator app (TOTP) with recovery codes', () => {
  let platform: TestPlatform;
  // At the start of a 30-second step, so moving one step on always gives a new code.
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  const logLines: string[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void logLines.push(line) } });
  });
  afterAll(async () => {
    await platform?.close();
  });

  const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

  /** A signed-in member with the factor on: its secret and the ten recovery codes it was shown. */
  async function withFactor(): Promise<SignedIn & { secret: string; recoveryCodes: string[] }> {
    const member = await signedInMember(platform);
    const begun = expectOk(await call(platform, '/api/security/totp/begin', {}, { token: member.token }));
    const confirmed = expectOk(
      await call(platform, '/api/security/totp/confirm', { totpCode: await codeNow(begun.secret), transactionPassword: member.transactionPassword }, { token: member.token }),
    );
    // The code that confirmed is spent: the next use needs the next step's code.
    clock.advance(STEP);
    return { ...member, secret: begun.secret, recoveryCodes: confirmed.recoveryCodes };
  }

  it('enrols by a QR code, confirmed by a first code with the transaction password; the secret is kept sealed and never served again', async () => {
    const member = await signedInMember(platform);
    expect(expectOk(await call(platform, '/api/security/factors', {}, { token: member.token }))).toEqual({ totpEnabled: false, totpEnabledAt: null, recoveryCodesLeft: 0 });

    const begun = expectOk(await call(platform, '/api/security/totp/begin', {}, { token: member.token }));
    expect(begun.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = new URL(begun.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(member.userName);
    expect(uri.searchParams.get('secret')).toBe(begun.secret);
    // Begun is not on: sign-in still opens a session at once.
    expect(expectOk<Loose>(await tryLogin(platform, member.userName, member.password)).token).toBeTruthy();

    const code = await codeNow(begun.secret);
    expectRefused(await call(platform, '/api/security/totp/confirm', { totpCode: code, transactionPassword: 'wrong' }, { token: member.token }), 'WRONG_TRANSACTION_PASSWORD');
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefused(await call(platform, '/api/security/totp/confirm', { totpCode: wrong, transactionPassword: member.transactionPassword }, { token: member.token }), 'FACTOR_CODE_WRONG');
    const confirmed = expectOk(await call(platform, '/api/security/totp/confirm', { totpCode: code, transactionPassword: member.transactionPassword }, { token: member.token }));
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);

    const status = expectOk(await call(platform, '/api/security/factors', {}, { token: member.token }));
    expect(status).toEqual({ totpEnabled: true, totpEnabledAt: clock.now().toISOString(), recoveryCodesLeft: 10 });
    expectRefused(await call(platform, '/api/security/totp/begin', {}, { token: member.token }), 'FACTOR_ALREADY_ENABLED');

    const stored = await platform.db.selectFrom('member_totp').selectAll().where('member_id', '=', member.userId).executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(begun.secret);
    const codes = await platform.db.selectFrom('recovery_codes').select('code_hash').where('member_id', '=', member.userId).execute();
    expect(codes.map((row) => row.code_hash).some((hash) => confirmed.recoveryCodes.some((c: string) => hash.includes(c.replace('-', ''))))).toBe(false);
    // Neither the secret nor a recovery code reaches a log line, even at trace level.
    const log = logLines.join('');
    expect(log).not.toContain(begun.secret);
    expect(log).not.toContain(confirmed.recoveryCodes[0]);
  });

  it('sign-in asks for a code: the password earns a short-lived ticket, the ticket and a code open the session', async () => {
    const member = await withFactor();
    const first: Loose = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    expect(first).toEqual({ factorRequired: true, factors: ['TOTP'], challenge: expect.any(String), challengeExpiresAt: new Date(clock.now().getTime() + 5 * MINUTE).toISOString() });
    expect(first.token).toBeUndefined();

    expectRefused(await call(platform, '/api/app/user/loginFactor', { challenge: first.challenge, totpCode: '12345' }), 'FACTOR_CODE_WRONG');
    const code = await codeNow(member.secret);
    const session = expectOk(await call(platform, '/api/app/user/loginFactor', { challenge: first.challenge, totpCode: code }));
    expect(expectOk(await call(platform, '/api/app/user/userInfo', {}, { token: session.token })).userName).toBe(member.userName);
    // The ticket is spent; the same code cannot be taken twice within its window.
    expectRefused(await call(platform, '/api/app/user/loginFactor', { challenge: first.challenge, totpCode: code }), 'SIGN_IN_CHALLENGE_EXPIRED');
    const second = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    expectRefused(await call(platform, '/api/app/user/loginFactor', { challenge: second.challenge, totpCode: code }), 'FACTOR_CODE_WRONG');
    clock.advance(STEP);
    expectOk(await call(platform, '/api/app/user/loginFactor', { challenge: second.challenge, totpCode: await codeNow(member.secret) }));
  });

  it('a sign-in ticket ends after five minutes, and after five wrong codes', async () => {
    const member = await withFactor();
    const late = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    clock.advance(5 * MINUTE + SECOND);
    expectRefused(await call(platform, '/api/app/user/loginFactor', { challenge: late.challenge, totpCode: await codeNow(member.secret) }), 'SIGN_IN_CHALLENGE_EXPIRED');

    const guessed = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    for (let i = 0; i < 5; i += 1) expectRefused(await call(platform, '/api/app/user/loginFactor', { challenge: guessed.challenge, totpCode: `00000${i}` }), 'FACTOR_CODE_WRONG');
    expectRefused(await call(platform, '/api/app/user/loginFactor', { challenge: guessed.challenge, totpCode: await codeNow(member.secret) }), 'SIGN_IN_CHALLENGE_EXPIRED');
  });

  it('a recovery code signs in instead of the app, once', async () => {
    const member = await withFactor();
    const recovery = member.recoveryCodes[3]!;
    const first = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    expectOk(await call(platform, '/api/app/user/loginFactor', { challenge: first.challenge, totpCode: recovery.toLowerCase() }));
    const second = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    expectRefused(await call(platform, '/api/app/user/loginFactor', { challenge: second.challenge, totpCode: recovery }), 'FACTOR_CODE_WRONG');
  });

  it('a transfer needs the code beside the transaction password: missing and wrong are refused and move nothing; a recovery code works once', async () => {
    const sender = await withFactor();
    const recipient = await signedInMember(platform);
    await credit(platform, sender.userName, 'CASH_POINT', '100');
    const token = await signInWithCode(sender);
    const send = (extra: Record<string, unknown>) =>
      call(platform, '/api/app/makeOver/makeOver', { toUser: recipient.userName, coinName: 'CASH_POINT', amount: '10', transactionPassword: sender.transactionPassword, requestId: `rq-${Math.random().toString(36).slice(2)}`, ...extra }, { token });

    expectRefused(await send({}), 'FACTOR_CODE_REQUIRED');
    expectBadRequest(await send({ totpCode: '' }));
    expectRefused(await send({ totpCode: '999999' === (await codeNow(sender.secret)) ? '888888' : '999999' }), 'FACTOR_CODE_WRONG');
    // The transaction password is still checked first.
    expectRefused(await send({ transactionPassword: 'wrong', totpCode: await codeNow(sender.secret) }), 'WRONG_TRANSACTION_PASSWORD');
    expect(await available(platform, token, 'CASH_POINT')).toBe('100');

    clock.advance(STEP);
    const code = await codeNow(sender.secret);
    expectOk(await send({ totpCode: code }));
    expectRefused(await send({ totpCode: code }), 'FACTOR_CODE_WRONG');
    expectOk(await send({ totpCode: sender.recoveryCodes[0] }));
    expectRefused(await send({ totpCode: sender.recoveryCodes[0] }), 'FACTOR_CODE_WRONG');
    expect(await available(platform, token, 'CASH_POINT')).toBe('80');
    expect(expectOk(await call(platform, '/api/security/factors', {}, { token })).recoveryCodesLeft).toBe(9);
  });

  it('withdrawals, addresses, bank accounts, P2P offers and password changes refuse a member with a factor who gives no code', async () => {
    const member = await withFactor();
    const token = await signInWithCode(member);
    const tx = member.transactionPassword;
    const guarded: [string, Loose][] = [
      ...secondFactorGuardedCalls(member, 'factor'),
      ['/api/security/totp/disable', { transactionPassword: tx }],
      ['/api/security/recovery-codes/regenerate', { transactionPassword: tx }],
    ];
    for (const [path, body] of guarded) {
      const answer = await call(platform, path, body, { token });
      expect({ path, reason: answer.reason }).toEqual({ path, reason: 'FACTOR_CODE_REQUIRED' });
    }
    expect(await platform.db.selectFrom('withdrawal_addresses').select('id').where('member_id', '=', member.userId).execute()).toEqual([]);
    expect(await platform.db.selectFrom('member_bank_accounts').select('id').where('member_id', '=', member.userId).execute()).toEqual([]);

    // With the code, the change goes through.
    clock.advance(STEP);
    expectOk(await call(platform, '/api/app/bank-account/addBankAccount', { bankName: 'Bank', accountName: 'Name', accountNumber: '12345678', totpCode: await codeNow(member.secret) }, { token }));
    clock.advance(STEP);
    expectOk(
      await call(platform, '/api/app/user/updatePassWord', { oldPassword: member.password, password: 'new-password-1', confirmPassword: 'new-password-1', totpCode: await codeNow(member.secret) }, { token }),
    );
  });

  it('new recovery codes replace the old ones; turning the factor off needs a code and ends the sign-in step', async () => {
    const member = await withFactor();
    const token = await signInWithCode(member);
    clock.advance(STEP);
    const fresh = expectOk(
      await call(platform, '/api/security/recovery-codes/regenerate', { transactionPassword: member.transactionPassword, totpCode: await codeNow(member.secret) }, { token }),
    );
    expect(fresh.recoveryCodes).toHaveLength(10);
    expectRefused(
      await call(platform, '/api/security/totp/disable', { transactionPassword: member.transactionPassword, totpCode: member.recoveryCodes[0] }, { token }),
      'FACTOR_CODE_WRONG',
    );
    expectOk(await call(platform, '/api/security/totp/disable', { transactionPassword: member.transactionPassword, totpCode: fresh.recoveryCodes[0] }, { token }));
    expect(expectOk(await call(platform, '/api/security/factors', {}, { token }))).toEqual({ totpEnabled: false, totpEnabledAt: null, recoveryCodesLeft: 0 });
    expect(expectOk<Loose>(await tryLogin(platform, member.userName, member.password)).token).toBeTruthy();
    const notices = await platform.db.selectFrom('notifications').select('params').where('member_id', '=', member.userId).where('event', '=', 'SECURITY_CHANGED').execute();
    expect(notices.map((row) => (row.params as Loose).change)).toEqual(expect.arrayContaining(['TOTP_ENABLED', 'RECOVERY_CODES_REGENERATED', 'TOTP_DISABLED']));
  });

  it('an operator resets a member\'s factors: recorded with who and why, the member told, sign-in needs the password only', async () => {
    const member = await withFactor();
    const reset = await platform.admin<Loose>('security/factors/reset', { userName: member.userName, operator: 'support-7', reason: 'identity checked by video call, ticket 4411' });
    expect(reset).toEqual({ resetId: expect.stringMatching(/^fcr_/), hadTotp: true, passkeysRemoved: 0, resetAt: clock.now().toISOString() });
    const recorded = await platform.db.selectFrom('factor_resets').selectAll().where('member_id', '=', member.userId).execute();
    expect(recorded).toEqual([expect.objectContaining({ operator: 'support-7', reason: 'identity checked by video call, ticket 4411' })]);
    const notice = await platform.db.selectFrom('notifications').select('params').where('member_id', '=', member.userId).where('event', '=', 'SECURITY_CHANGED').orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.params).toMatchObject({ change: 'FACTORS_RESET' });
    expect(await login(platform, member)).toBeTruthy();
  });

  async function signInWithCode(member: SignedIn & { secret: string }): Promise<string> {
    const challenge = expectOk<Loose>(await tryLogin(platform, member.userName, member.password));
    const session = expectOk(await call(platform, '/api/app/user/loginFactor', { challenge: challenge.challenge, totpCode: await codeNow(member.secret) }));
    clock.advance(STEP);
    return session.token;
  }
});
