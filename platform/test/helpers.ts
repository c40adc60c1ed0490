import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { EnvelopeClient } from '@portal/envelope';
import type { Clock } from '../src/lib/time.ts';
import { startTestPlatform, type TestPlatform, type TestPlatformOptions } from '../src/testing.ts';
import { createTestDatabase, TEST_DATABASE_URL } from '../src/testing-postgres.ts';

// Answers are checked field by field in the tests; a loose type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Answer<T = Loose> {
  /** HTTP status. */
  status: number;
  code: number;
  msg: string;
  reason: string | undefined;
  /** `data` of a plain answer, or the decrypted `result` of an encrypted one. */
  data: T;
  /** The body exactly as it came over the wire. */
  raw: Loose;
}

export interface CallOptions {
  token?: string;
  locale?: string;
  /** `login-type` header; USER unless given, `null` leaves it out. */
  loginType?: string | null;
  /** Seal the body with this client (encrypted when the client encrypts). */
  envelope?: EnvelopeClient;
  /** The envelope's `ip` field (encrypted calls only). */
  ip?: string;
  /** An `x-forwarded-for` header, as the gateway sends the member's address. */
  forwardedFor?: string;
  /** A `user-agent` header (fetch's own otherwise). */
  userAgent?: string;
}

type Target = Pick<TestPlatform, 'url'>;

/** The member calls that move money and require a `requestId` (docs/rest-api.md). */
export const MONEY_PATHS = new Set([
  '/api/app/convert/convert',
  '/api/app/makeOver/makeOver',
  '/api/app/deposit/deposit',
  '/api/app/deposit/bankDeposit',
  '/api/app/withdrawal/withdrawal',
  '/api/app/withdrawal/bscWithdrawal',
]);

let requestIds = 0;
/** A request id no other call in this process uses. */
export function freshRequestId(): string {
  requestIds += 1;
  return `req-${process.pid}-${Date.now().toString(36)}-${requestIds}`;
}

/**
 * Gives a money-moving call a fresh `requestId` unless the data names one; tests of the id
 * itself pass `requestId: undefined` to send none.
 */
export function withRequestId(path: string, data: unknown): unknown {
  if (!MONEY_PATHS.has(path) || typeof data !== 'object' || data === null || 'requestId' in data) return data;
  return { ...data, requestId: freshRequestId() };
}

/** POST `path` with `{data, needEn:false}` (or a sealed envelope) and the portal's headers. */
export async function call<T = Loose>(target: Target, path: string, payload: unknown = {}, options: CallOptions = {}): Promise<Answer<T>> {
  const data = withRequestId(path, payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const loginType = options.loginType === undefined ? 'USER' : options.loginType;
  if (loginType !== null) headers['login-type'] = loginType;
  if (options.token !== undefined) headers.token = options.token;
  if (options.locale !== undefined) headers['accept-language'] = options.locale;
  if (options.forwardedFor !== undefined) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.userAgent !== undefined) headers['user-agent'] = options.userAgent;

  if (options.envelope) {
    const sealed = options.envelope.seal(data, options.ip === undefined ? {} : { ip: options.ip });
    const response = await fetch(`${target.url}${path}`, { method: 'POST', headers, body: JSON.stringify(sealed.body) });
    const raw = (await response.json()) as Loose;
    const opened = sealed.open<T>(raw);
    return { status: response.status, code: opened.code, msg: opened.msg, reason: opened.reason, data: opened.result as T, raw };
  }
  return postRaw<T>(target, path, { data, needEn: false }, headers);
}

/** POST an arbitrary body (for malformed and tampered envelopes) with exactly these headers. */
export async function postRaw<T = Loose>(
  target: Target,
  path: string,
  body: unknown,
  headers: Record<string, string> = { 'login-type': 'USER' },
): Promise<Answer<T>> {
  const response = await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const raw = (await response.json()) as Loose;
  return { status: response.status, code: raw.code, msg: raw.msg, reason: raw.reason, data: raw.data as T, raw };
}

/** The operator API without throwing, to see its refusals. */
export async function adminCall(target: Target, path: string, body: unknown, adminToken: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (adminToken !== undefined) headers['x-admin-token'] = adminToken;
  const response = await fetch(`${target.url}/admin/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const raw = (await response.json()) as Loose;
  return { status: response.status, code: raw.code, msg: raw.msg, reason: raw.reason, data: raw, raw };
}

export function expectOk<T>(answer: Answer<T>): T {
  expect({ status: answer.status, code: answer.code, reason: answer.reason, msg: answer.msg }).toMatchObject({ status: 200, code: 20000 });
  return answer.data;
}

export function expectRefused(answer: Answer, reason: string): void {
  expect({ status: answer.status, code: answer.code, reason: answer.reason }).toEqual({ status: 200, code: 9001, reason });
  expect(answer.msg).toBeTruthy();
}

export function expectBadRequest(answer: Answer, reason = 'VALIDATION'): void {
  expect({ status: answer.status, code: answer.code, reason: answer.reason }).toEqual({ status: 400, code: 400, reason });
}

/** No session behind the token (none, unknown, ended, banned): 401 without the expiry code. */
export function expectUnauthenticated(answer: Answer, reason: string): void {
  expect({ status: answer.status, code: answer.code, reason: answer.reason }).toEqual({ status: 401, code: 401, reason });
}

export function expectSessionExpired(answer: Answer): void {
  expect({ status: answer.status, code: answer.code, reason: answer.reason }).toEqual({ status: 401, code: 87321, reason: 'SESSION_EXPIRED' });
}

let counter = 0;

/** A user name no other test uses (≤ 32 characters, no spaces). */
export function uniqueName(prefix = 'm'): string {
  counter += 1;
  return `${prefix}${process.pid.toString(36)}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 32);
}

export async function captcha(platform: Target, options: CallOptions = {}): Promise<string> {
  const answer = await call<{ captchaId: string; image: string }>(platform, '/api/captcha/image', {}, options);
  return expectOk(answer).captchaId;
}

export interface Member {
  userName: string;
  password: string;
  transactionPassword: string;
  countryCode: string;
  userId: string;
  referralId: string;
}

export interface RegistrationForm {
  userName: string;
  password: string;
  confirmPassword: string;
  transactionPassword: string;
  countryCode: string;
  referralId: string;
  captchaId: string;
  captchaCode: string;
  email?: string;
}

/** A complete, valid registration form (a fresh captcha unless `captchaId` is given). */
export async function registrationForm(
  platform: Pick<TestPlatform, 'url' | 'captchaAnswer' | 'rootReferralId'>,
  overrides: Partial<RegistrationForm> = {},
  options: CallOptions = {},
): Promise<RegistrationForm> {
  const userName = overrides.userName ?? uniqueName();
  const password = overrides.password ?? `pw-${userName}-login`;
  return {
    userName,
    password,
    confirmPassword: password,
    transactionPassword: `tx-${userName}`,
    countryCode: 'US',
    referralId: platform.rootReferralId,
    captchaId: overrides.captchaId ?? (await captcha(platform, options)),
    captchaCode: platform.captchaAnswer,
    ...overrides,
  };
}

export async function tryRegister(
  platform: Pick<TestPlatform, 'url' | 'captchaAnswer' | 'rootReferralId'>,
  overrides: Partial<RegistrationForm> = {},
  options: CallOptions = {},
): Promise<{ form: RegistrationForm; answer: Answer<{ userId: string; referralId: string }> }> {
  const form = await registrationForm(platform, overrides, options);
  return { form, answer: await call(platform, '/api/app/user/userRegister', form, options) };
}

/** Registers a member (under the root sponsor unless `referralId` is given) and returns its credentials. */
export async function registerMember(
  platform: Pick<TestPlatform, 'url' | 'captchaAnswer' | 'rootReferralId'>,
  overrides: Partial<RegistrationForm> = {},
  options: CallOptions = {},
): Promise<Member> {
  const { form, answer } = await tryRegister(platform, overrides, options);
  const data = expectOk(answer);
  return {
    userName: form.userName,
    password: form.password,
    transactionPassword: form.transactionPassword,
    countryCode: form.countryCode,
    userId: data.userId,
    referralId: data.referralId,
  };
}

export function tryLogin(platform: Target, userName: string, password: string, options: CallOptions = {}) {
  return call<{ token: string; expiresAt: string; idleTimeoutSeconds: number }>(platform, '/api/app/user/login', { userName, password }, options);
}

/**
 * A login with a fresh captcha solved: what a client sends once the platform asked for one
 * (CAPTCHA_REQUIRED). `captchaCode` overrides the right answer.
 */
export async function tryLoginWithCaptcha(platform: Target & { captchaAnswer: string }, userName: string, password: string, options: CallOptions & { captchaCode?: string } = {}) {
  const { captchaCode = platform.captchaAnswer, ...callOptions } = options;
  const captchaId = await captcha(platform);
  return call<{ token: string; expiresAt: string; idleTimeoutSeconds: number }>(platform, '/api/app/user/login', { userName, password, captchaId, captchaCode }, callOptions);
}

/** Logs in and returns the session token. */
export async function login(platform: Target, member: { userName: string; password: string }, options: CallOptions = {}): Promise<string> {
  return expectOk(await tryLogin(platform, member.userName, member.password, options)).token;
}

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  #ms: number;
  constructor(start: Date | number = Date.now()) {
    this.#ms = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The newest reset code the operator outbox holds for a member. */
export async function latestResetCode(platform: TestPlatform, userName: string): Promise<string | undefined> {
  const outbox = await platform.admin<{ userName: string | null; body: string }[]>('outbox', { limit: 500 });
  const message = outbox.find((m) => m.userName === userName);
  return message?.body.match(/\b(\d{6})\b/)?.[1];
}

export async function count(
  platform: Pick<TestPlatform, 'db'>,
  table: 'members' | 'ledger_accounts' | 'ledger_entries' | 'ledger_transfers' | 'asset_records' | 'sessions' | 'outbox' | 'deposit_receipts' | 'deposit_orders' | 'claim_screenshots' | 'claim_orders',
): Promise<number> {
  const row = await platform.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function encryptingClient(platform: Pick<TestPlatform, 'publicKeyPem'>, clock?: () => number): EnvelopeClient {
  return new EnvelopeClient({ encrypt: true, publicKeyPem: platform.publicKeyPem, ...(clock ? { clock } : {}) });
}

/**
 * A block that needs a real PostgreSQL server (concurrency, replicas), against
 * TEST_DATABASE_URL (skipped, with a warning, where there is none). The PGlite pass that follows
 * the PostgreSQL pass does not define it again: it has run on PostgreSQL already.
 */
export function describeOnPostgres(name: string, body: () => void): void {
  if (process.env.TEST_PLATFORM_DATABASE === 'pglite') return;
  describe.skipIf(!TEST_DATABASE_URL)(name, body);
}

/**
 * A real platform on a fresh PostgreSQL database for the enclosing describe block (for the
 * concurrency suites): started before its tests, closed and dropped after them.
 */
export function usePlatformOnPostgres(started: (platform: TestPlatform) => void, options: Omit<TestPlatformOptions, 'databaseUrl'> = {}): void {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    platform = await startTestPlatform({ ...options, databaseUrl: database.url });
    started(platform);
  });
  afterAll(async () => {
    await platform?.close();
    await database?.drop();
  });
}

