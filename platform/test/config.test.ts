import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadPlatformConfig } from '../src/config.ts';
import { IN_MEMORY } from '../src/db/database.ts';

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadPlatformConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadPlatformConfig', () => {
  it('has working defaults', () => {
    const config = loadPlatformConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 4100,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      logLevel: 'info',
      adminToken: undefined,
      captchaTestAnswer: undefined,
      session: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
      loginLimits: { perAccount: 5, captchaAfter: 3, perAddress: 100, windowMs: 15 * 60_000 },
      trustProxy: false,
    });
    expect(config.envelope).toEqual({ privateKeyPem: undefined, privateKeyFile: undefined, required: false, replayWindowMs: 60_000, checkAnswers: false });
    // Test runs check every answer against its route's response schema; other runs do not pay for it.
    expect(loadPlatformConfig({ NODE_ENV: 'test' }).envelope.checkAnswers).toBe(true);
  });

  it('takes an empty value as unset, as a compose file passes it', () => {
    const config = loadPlatformConfig({ SMTP_URL: '', DEPOSIT_ADDRESS: '', PLATFORM_PORT: '' });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.port).toBe(4100);
  });

  it('reads TRUST_PROXY as a switch, a hop count or a list of proxy addresses, and names a bad one', () => {
    const trust = (value: string) => loadPlatformConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('loopback, 10.0.0.0/8,::1')).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(() => trust('gateway.internal')).toThrow(/TRUST_PROXY: must be true, false, a hop count or a comma list/);
  });

  it('reads every setting it is given', () => {
    const config = loadPlatformConfig({
      NODE_ENV: 'production',
      PLATFORM_PORT: '8080',
      DATA_DIR: IN_MEMORY,
      DATABASE_URL: 'postgresql://u:p@db:5432/portal',
      ENVELOPE_REQUIRED: '1',
      SESSION_IDLE_MINUTES: '10',
      SESSION_ABSOLUTE_HOURS: '2',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_CAPTCHA_AFTER_FAILURES: '1',
      LOGIN_FAILURE_WINDOW_MINUTES: '5',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      production: true,
      port: 8080,
      dataDir: IN_MEMORY,
      databaseUrl: 'postgresql://u:p@db:5432/portal',
      session: { idleMs: 10 * 60_000, absoluteMs: 2 * 3_600_000 },
      loginLimits: { perAccount: 3, captchaAfter: 1, perAddress: 100, windowMs: 5 * 60_000 },
      trustProxy: true,
    });
    expect(config.envelope.required).toBe(true);
  });

  it.each([
    ['PLATFORM_PORT', '70000'],
    ['PLATFORM_PORT', 'http'],
    ['PLATFORM_PORT', '-1'],
    ['PLATFORM_PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/portal'],
    ['DATABASE_URL', 'localhost:5432'],
    ['CAPTCHA_TEST_ANSWER', 'abc'],
    ['CAPTCHA_TEST_ANSWER', 'has space'],
    ['CAPTCHA_TEST_ANSWER', 'waytoolong1'],
    ['LOG_LEVEL', 'verbose'],
    ['NODE_ENV', 'staging'],
    ['ENVELOPE_REQUIRED', 'yes'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['LOGIN_MAX_FAILURES_PER_ACCOUNT', 'many'],
    ['SMTP_URL', 'http://mail'],
    ['ENVELOPE_PRIVATE_KEY', 'not a key'],
  ])('names %s when it is %j', (name, value) => {
    const error = refusal({ [name]: value });
    expect(error.message).toMatch(/^Invalid platform configuration:/);
    expect(error.message).toContain(`${name}:`);
  });

  it('names every bad value at once', () => {
    const error = refusal({ PLATFORM_PORT: '99999', DATABASE_URL: 'mysql://x', CAPTCHA_TEST_ANSWER: '!' });
    for (const name of ['PLATFORM_PORT', 'DATABASE_URL', 'CAPTCHA_TEST_ANSWER']) expect(error.message).toContain(`${name}:`);
    expect(error.message.split('\n')).toHaveLength(4);
  });

  it('does not repeat a secret it refuses', () => {
    const error = refusal({ ADMIN_TOKEN: 'short-secret-token' });
    expect(error.message).toContain('ADMIN_TOKEN:');
    expect(error.message).not.toContain('short-secret-token');
  });

  it('takes a 32-byte factor key and refuses another length without repeating it', () => {
    const key = Buffer.alloc(32, 7).toString('base64url');
    expect(loadPlatformConfig({ FACTOR_SECRET_KEY: key }).factorSecretKey).toBe(key);
    const short = Buffer.alloc(16, 7).toString('base64url');
    const error = refusal({ FACTOR_SECRET_KEY: short });
    expect(error.message).toContain('FACTOR_SECRET_KEY:');
    expect(error.message).not.toContain(short);
  });

  it('takes the passkeys\' relying party from PUBLIC_WEB_URL, or from WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN, and refuses an origin outside the id', () => {
    expect(loadPlatformConfig({}).webAuthn).toEqual({ rpId: 'localhost', rpName: "Members' portal", origin: 'http://localhost:4000' });
    expect(loadPlatformConfig({ PUBLIC_WEB_URL: 'https://portal.example.com/app' }).webAuthn).toMatchObject({ rpId: 'portal.example.com', origin: 'https://portal.example.com' });
    expect(loadPlatformConfig({ PUBLIC_WEB_URL: 'https://portal.example.com', WEBAUTHN_RP_ID: 'example.com' }).webAuthn).toMatchObject({ rpId: 'example.com', origin: 'https://portal.example.com' });
    expect(loadPlatformConfig({ WEBAUTHN_ORIGIN: 'https://members.example.com', WEBAUTHN_RP_ID: 'example.com' }).webAuthn).toMatchObject({ rpId: 'example.com', origin: 'https://members.example.com' });
    expect(refusal({ WEBAUTHN_RP_ID: 'example.com' }).message).toContain('WEBAUTHN_RP_ID');
    expect(refusal({ WEBAUTHN_ORIGIN: 'https://portal.example.com/path' }).message).toContain('WEBAUTHN_ORIGIN');
  });

  it('refuses a fixed captcha answer in production', () => {
    const error = refusal({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: 'TEST' });
    expect(error.message).toContain('CAPTCHA_TEST_ANSWER');
    expect(error.message).toMatch(/NODE_ENV=production/);
    expect(loadPlatformConfig({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: 'TEST' }).captchaTestAnswer).toBe('TEST');
    expect(loadPlatformConfig({ NODE_ENV: 'production' }).captchaTestAnswer).toBeUndefined();
  });

  it('stops `pnpm start` with the message and exit code 1', async () => {
    const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['dist/main.js'],
        { cwd: platformDir, env: { ...process.env, PLATFORM_PORT: 'nope', DATABASE_URL: 'mysql://x' }, timeout: 60_000 },
        (error, _stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PLATFORM_PORT:');
    expect(result.stderr).toContain('DATABASE_URL:');
  });
});
