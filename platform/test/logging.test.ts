import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACTIONS } from '../src/app.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import {
  adminCall,
  call,
  encryptingClient,
  expectBadRequest,
  expectOk,
  expectRefused,
  expectUnauthenticated,
  latestResetCode,
  login,
  registerMember,
  registrationForm,
  tryLogin,
} from './helpers.ts';

const CAPTCHA_ANSWER = 'Qz7Kp3';

describe('the platform log', () => {
  const lines: string[] = [];
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({
      env: { LOG_LEVEL: 'trace', CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('never shows a password, token, captcha answer, reset code or operator token, even at trace level', async () => {
    const secrets: Record<string, string> = { captchaAnswer: CAPTCHA_ANSWER, adminToken: platform.adminToken };
    expect(platform.captchaAnswer).toBe(CAPTCHA_ANSWER);

    const member = await registerMember(platform, { email: 'logged-member@example.com' });
    secrets.password = member.password;
    secrets.transactionPassword = member.transactionPassword;

    const token = await login(platform, member);
    secrets.token = token;
    expectOk(await call(platform, '/api/app/user/userInfo', {}, { token }));
    secrets.wrongPassword = 'Wr0ng-Password-Guess';
    expectRefused(await tryLogin(platform, member.userName, secrets.wrongPassword), 'WRONG_CREDENTIALS');
    secrets.unknownToken = 'Bogus-Token-Value-0123456789';
    expectUnauthenticated(await call(platform, '/api/app/user/userInfo', {}, { token: secrets.unknownToken }), 'SESSION_UNKNOWN');

    // A refused body still carries its password.
    secrets.refusedPassword = 'Refused-Body-Password';
    const bad = await registrationForm(platform, { userName: 'x'.repeat(40), password: secrets.refusedPassword, confirmPassword: secrets.refusedPassword });
    expectBadRequest(await call(platform, '/api/app/user/userRegister', bad));
    secrets.mismatchPassword = 'Mismatch-Password-1';
    expectRefused((await registrationForm(platform).then((form) => call(platform, '/api/app/user/userRegister', { ...form, confirmPassword: secrets.mismatchPassword }))), 'PASSWORD_MISMATCH');

    secrets.changedPassword = 'Changed-Password-2';
    expectOk(await call(platform, '/api/app/user/updatePassWord', { oldPassword: member.password, password: secrets.changedPassword, confirmPassword: secrets.changedPassword }, { token }));
    secrets.newTransactionPassword = 'New-Trade-Password-3';
    expectOk(
      await call(
        platform,
        '/api/app/user/updateTransactionPassword',
        { oldTransactionPassword: member.transactionPassword, transactionPassword: secrets.newTransactionPassword, confirmTransactionPassword: secrets.newTransactionPassword },
        { token },
      ),
    );

    expectOk(await call(platform, '/api/app/user/noLoginSend', { userName: member.userName }));
    const code = (await latestResetCode(platform, member.userName))!;
    expect(code).toMatch(/^\d{6}$/);
    secrets.resetPassword = 'Reset-Password-4';
    expectOk(await call(platform, '/api/app/user/forgotPassword', { userName: member.userName, verifyCode: code, password: secrets.resetPassword, confirmPassword: secrets.resetPassword }));

    // Encrypted: the session token comes back sealed, then travels as a header.
    const envelope = encryptingClient(platform);
    const sealedToken = await login(platform, { userName: member.userName, password: secrets.resetPassword }, { envelope, ip: '10.7.0.1' });
    secrets.sealedToken = sealedToken;
    expectOk(await call(platform, '/api/app/assets/assetsList', {}, { envelope, token: sealedToken }));

    // An upload: the multipart plugin logs the request's headers at trace level.
    const upload = new FormData();
    upload.append('data', JSON.stringify({ data: { idNumber: 'AB1234' }, needEn: false }));
    upload.append('front', new Blob([new Uint8Array(8)], { type: 'image/jpeg' }), 'front.jpg');
    const uploaded = await fetch(`${platform.url}/api/app/kyc/submitKyc`, { method: 'POST', headers: { token: sealedToken, 'login-type': 'USER' }, body: upload });
    expect(uploaded.status).toBe(200);

    // The operator's calls.
    await platform.admin('members/adjust', { userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount: '1' });
    expect((await adminCall(platform, 'ledger/check', {}, 'Wrong-Admin-Token-5')).status).toBe(403);
    secrets.wrongAdminToken = 'Wrong-Admin-Token-5';

    // The game's launch token: in the answer of gmtLogin, and in the game platform's redeem call.
    await platform.admin('game/config/set', { launchUrl: 'https://play.example.test/launch' });
    expectOk(await call(platform, '/api/app/game/gmtRegister', {}, { envelope, token: sealedToken }));
    const launch = expectOk(await call(platform, '/api/app/game/gmtLogin', {}, { envelope, token: sealedToken }));
    secrets.launchToken = new URL(launch.launchUrl).searchParams.get('token')!;
    expect(secrets.launchToken.length).toBeGreaterThan(40);
    await platform.admin('game/launch-token/redeem', { token: secrets.launchToken });

    const log = lines.join('');
    // The capture works and is verbose: every request is logged, with its reason when refused.
    expect(lines.length).toBeGreaterThan(40);
    expect(log).toContain('incoming request');
    expect(log).toContain('"reason":"SESSION_UNKNOWN"');
    expect(log).toContain('operator adjusted a credit');
    expect(log).toContain('Providing options to busboy');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(log.includes(secret), `${name} appears in the log`).toBe(false);
    }
    // The reset code as a number of its own (not inside a longer run of digits such as a timestamp).
    expect(new RegExp(`(?<![\\d.])${code}(?!\\d)`).test(log), 'the reset code appears in the log').toBe(false);
  });
});

describe('the log redactions', () => {
  it('cover every secret field of the API bodies, should a body ever be logged', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace', redact: { paths: LOG_REDACTIONS, censor: '[redacted]' } }, { write: (line: string) => void lines.push(line) });
    const fields = [
      'password',
      'confirmPassword',
      'oldPassword',
      'transactionPassword',
      'confirmTransactionPassword',
      'oldTransactionPassword',
      'captchaCode',
      'verifyCode',
      'token',
    ];
    const body = Object.fromEntries(fields.map((field) => [field, `secret-${field}-value`]));
    logger.info({ data: body, result: body }, 'a body');
    logger.info({ req: { headers: { token: 'secret-header-token', 'x-admin-token': 'secret-admin-token' } } }, 'headers');
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    for (const field of fields) expect(log, field).not.toContain(`secret-${field}-value`);
    expect(log).not.toContain('secret-header-token');
    expect(log).not.toContain('secret-admin-token');
  });
});
