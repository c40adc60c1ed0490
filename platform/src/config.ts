import path from 'node:path';
import { z } from 'zod';
import { IN_MEMORY } from './db/database.ts';
import { DEPOSIT_ENV, depositConfig, type DepositConfig } from './deposit/config.ts';
import { WITHDRAWAL_ENV, withdrawalConfig, type WithdrawalConfig } from './withdrawal/config.ts';
import type { LoginLimits } from './user/service.ts';
import type { SessionPolicy } from './user/sessions.ts';
import type { WebAuthnConfig } from './security/passkeys.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Which proxies' X-Forwarded-For is believed (Fastify's `trustProxy`): `false` (none: the
 * connection's own address), `true` (every hop: only behind a proxy that strips the header),
 * a hop count, or a comma list of addresses, CIDR ranges or `loopback` / `linklocal` /
 * `uniquelocal`. The platform's proxy is the gateway; see docs/decisions.md, "Client address".
 */
export type TrustProxy = boolean | number | string[];

export const trustProxyFromEnv = z
  .string()
  .trim()
  .min(1)
  .transform((raw, ctx): TrustProxy => {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    if (/^\d+$/.test(raw)) return Number(raw);
    const list = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = list.filter((entry) => !/^(loopback|linklocal|uniquelocal|[0-9A-Fa-f.:]+(\/\d{1,3})?)$/.test(entry));
    if (bad.length > 0 || list.length === 0) {
      ctx.addIssue({ code: 'custom', message: `must be true, false, a hop count or a comma list of proxy addresses (got "${raw}")` });
      return z.NEVER;
    }
    return list;
  });

/** Fastify's form of the setting (its types take a hop count only as a function). */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  PLATFORM_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ENVELOPE_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
  ENVELOPE_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  ENVELOPE_REQUIRED: booleanFromEnv.default(false),
  ENVELOPE_REPLAY_WINDOW_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  ADMIN_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // The key sealing authenticator secrets (docs/security.md); absent: a key file in DATA_DIR.
  FACTOR_SECRET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes in base64url (43 characters)')
    .optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  // Operators' console sessions (docs/operations.md): shorter than members' at most, never longer than a day.
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  OPERATOR_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  // Four eyes (docs/operations.md): a named operator's withdrawal approval or claim payout above these waits for a second operator.
  FOUR_EYES_WITHDRAWAL_ABOVE: z.string().regex(/^\d{1,18}(\.\d{1,8})?$/, 'must be a decimal amount').default('1000'),
  FOUR_EYES_CLAIM_PAYOUT_ABOVE: z.string().regex(/^\d{1,18}(\.\d{1,8})?$/, 'must be a decimal amount').default('1000'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(0).max(10_000).default(3),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  CAPTCHA_TEST_ANSWER: z.string().regex(/^[A-Za-z0-9]{4,8}$/, 'must be 4–8 letters or digits').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Portal <no-reply@localhost>'),
  // Where members open the web app, for links in emails (the freeze link of a new-device notice).
  PUBLIC_WEB_URL: z.string().regex(/^https?:\/\/[^\s#?]+$/, 'must be an http:// or https:// URL without a query or fragment').default('http://localhost:4000'),
  // Passkeys (docs/security.md): the relying party's id and the web app's origin; absent, both come from PUBLIC_WEB_URL.
  WEBAUTHN_RP_ID: z.string().regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'must be a host name (the web app\'s host or a parent domain of it), without scheme or port').optional(),
  WEBAUTHN_ORIGIN: z.string().regex(/^https?:\/\/[^\s/#?]+$/, 'must be an origin: http(s)://host[:port], without a path').optional(),
  // Web Push (docs/notifications.md): all three or none; `npx web-push generate-vapid-keys` makes a pair.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL').optional(),
  NOTIFICATION_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  NOTIFICATION_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  NOTIFICATION_RETRY_MAX_MS: z.coerce.number().int().min(10).max(7 * 86_400_000).default(3_600_000),
  NOTIFICATION_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  NOTIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(48),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  ...DEPOSIT_ENV,
  ...WITHDRAWAL_ENV,
  ADDRESS_COOLING_HOURS: z.coerce.number().int().min(0).max(24 * 30).default(24),
  ACCRUAL_SCHEDULER: booleanFromEnv.default(true),
  MONTHLY_STATEMENT_SCHEDULER: booleanFromEnv.default(true),
  // How members reach support, shown where a screen cannot help further (a closed deposit channel).
  SUPPORT_CONTACT: z.string().trim().min(3).max(200).default('support@localhost'),
  DEMO: booleanFromEnv.default(false),
  DEMO_DEPOSIT_APPROVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
});

export interface PlatformConfig {
  production: boolean;
  port: number;
  host: string;
  /** Absolute path; PGlite data, key pair and admin token live here. `memory://` keeps everything in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  envelope: {
    privateKeyPem: string | undefined;
    privateKeyFile: string | undefined;
    required: boolean;
    replayWindowMs: number;
    /** Test runs check every success answer against its route's response schema before it goes out (plugins/envelope.ts). */
    checkAnswers: boolean;
  };
  adminToken: string | undefined;
  /** The key sealing authenticator secrets, base64url; absent: DATA_DIR's `factor-key` file (made at first start). */
  factorSecretKey: string | undefined;
  session: SessionPolicy;
  /** An operator's session: its idle and absolute limits. */
  operatorSession: SessionPolicy;
  /** Amounts above which a named operator's withdrawal approval or claim payout needs a second operator (balance adjustments and fines always do). */
  fourEyes: { withdrawalAbove: string; claimPayoutAbove: string };
  loginLimits: LoginLimits;
  captchaTestAnswer: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  /** Where members open the web app (PUBLIC_WEB_URL), for links in emails. */
  publicWebUrl: string;
  /** Passkeys: the relying party's id (a host name), its name shown by authenticators, and the origin the browser signs for. */
  webAuthn: WebAuthnConfig;
  /** Member notifications: Web Push keys (absent: push off) and the delivery outbox's timing. */
  notifications: {
    vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
    intervalMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    sendTimeoutMs: number;
    maxAttempts: number;
  };
  trustProxy: TrustProxy;
  deposit: DepositConfig;
  withdrawal: WithdrawalConfig;
  /** A new or changed withdrawal address becomes usable this long after it was saved. */
  withdrawalAddressCoolingMs: number;
  /** Run the daily profit engine in this process (off in tests that drive it by hand). */
  accrualScheduler: boolean;
  /** Send the monthly statement emails from this process (off in tests that run a month by hand). */
  monthlyStatementScheduler: boolean;
  /**
   * Demo mode (DEMO=1, docs/operations.md): a demo bank channel, deposits approved after
   * `depositApprovalSeconds`, a clock the operator can move a day on. Never in production.
   */
  demo: { depositApprovalSeconds: number } | undefined;
  /** How members reach support (an address, a phone number, a page): shown as the operator wrote it. */
  supportContact: string;
}

/** The relying party's name authenticators show beside the member's name. */
const WEBAUTHN_RP_NAME = "Members' portal";

/**
 * A fresh install has one URL, PUBLIC_WEB_URL: its host is the relying party's id and its origin
 * the one browsers sign for. Behind another URL, WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN say so.
 */
function webAuthnConfig(publicWebUrl: string, rpId: string | undefined, origin: string | undefined): WebAuthnConfig {
  const url = new URL(publicWebUrl);
  const effectiveOrigin = origin ?? url.origin;
  const effectiveRpId = rpId ?? url.hostname;
  const host = new URL(effectiveOrigin).hostname;
  if (host !== effectiveRpId && !host.endsWith(`.${effectiveRpId}`)) {
    throw new ConfigError(`Invalid platform configuration:\n  WEBAUTHN_RP_ID: "${effectiveRpId}" must be the host of WEBAUTHN_ORIGIN ("${host}") or a parent domain of it`);
  }
  return { rpId: effectiveRpId, rpName: WEBAUTHN_RP_NAME, origin: effectiveOrigin };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; every bad value is named in one message. */
export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  // `NAME=` means unset, as in a compose file that passes `${NAME:-}` through.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid platform configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const vapidGiven = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter((value) => value !== undefined).length;
  if (vapidGiven !== 0 && vapidGiven !== 3) {
    throw new ConfigError('Invalid platform configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: give all three (Web Push) or none');
  }
  if (production && e.CAPTCHA_TEST_ANSWER) {
    throw new ConfigError(
      'Invalid platform configuration:\n  CAPTCHA_TEST_ANSWER: a fixed captcha answer is for automated tests only and is refused when NODE_ENV=production',
    );
  }
  if (production && e.DEMO) {
    throw new ConfigError('Invalid platform configuration:\n  DEMO: demo mode approves deposits by itself and moves the clock; it is refused when NODE_ENV=production');
  }
  return {
    production,
    port: e.PLATFORM_PORT,
    host: e.PLATFORM_HOST,
    dataDir: e.DATA_DIR === IN_MEMORY ? IN_MEMORY : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    envelope: {
      privateKeyPem: e.ENVELOPE_PRIVATE_KEY,
      privateKeyFile: e.ENVELOPE_PRIVATE_KEY_FILE,
      required: e.ENVELOPE_REQUIRED,
      replayWindowMs: e.ENVELOPE_REPLAY_WINDOW_MS,
      checkAnswers: e.NODE_ENV === 'test',
    },
    adminToken: e.ADMIN_TOKEN,
    factorSecretKey: e.FACTOR_SECRET_KEY,
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    fourEyes: { withdrawalAbove: e.FOUR_EYES_WITHDRAWAL_ABOVE, claimPayoutAbove: e.FOUR_EYES_CLAIM_PAYOUT_ABOVE },
    operatorSession: { idleMs: e.OPERATOR_SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.OPERATOR_SESSION_ABSOLUTE_HOURS * 3_600_000 },
    loginLimits: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      captchaAfter: e.LOGIN_CAPTCHA_AFTER_FAILURES,
      perAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    captchaTestAnswer: e.CAPTCHA_TEST_ANSWER,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicWebUrl: e.PUBLIC_WEB_URL.replace(/\/+$/, ''),
    webAuthn: webAuthnConfig(e.PUBLIC_WEB_URL, e.WEBAUTHN_RP_ID, e.WEBAUTHN_ORIGIN),
    notifications: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT } : undefined,
      intervalMs: e.NOTIFICATION_DISPATCH_INTERVAL_MS,
      retryBaseMs: e.NOTIFICATION_RETRY_BASE_MS,
      retryMaxMs: e.NOTIFICATION_RETRY_MAX_MS,
      sendTimeoutMs: e.NOTIFICATION_SEND_TIMEOUT_MS,
      maxAttempts: e.NOTIFICATION_MAX_ATTEMPTS,
    },
    trustProxy: e.TRUST_PROXY,
    deposit: depositConfig(e),
    withdrawal: withdrawalConfig(e),
    withdrawalAddressCoolingMs: e.ADDRESS_COOLING_HOURS * 3_600_000,
    accrualScheduler: e.ACCRUAL_SCHEDULER,
    monthlyStatementScheduler: e.MONTHLY_STATEMENT_SCHEDULER,
    demo: e.DEMO ? { depositApprovalSeconds: e.DEMO_DEPOSIT_APPROVAL_SECONDS } : undefined,
    supportContact: e.SUPPORT_CONTACT,
  };
}
