import { readFileSync, statSync } from 'node:fs';
import { REQUEST_TIMEOUT_MS } from '@portal/envelope/catalogue';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, RATE_LIMITED_FIELDS, type Limit, type RateLimitedField, type RateLimits } from './rate-limits.ts';

/** Everything the gateway needs to start, validated once at boot. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the platform's REST API, e.g. `http://127.0.0.1:3000`. */
  upstreamUrl: string;
  envelope: {
    /** Whether request bodies are encrypted (SPEC §7 `needEn`). */
    encrypt: boolean;
    /** The platform's RSA public key (PEM); required when `encrypt` is true. */
    publicKeyPem: string | undefined;
  };
  logLevel: LogLevel;
  /** How often live subscriptions poll the platform. */
  pollIntervalMs: number;
  /** Deadline of one upstream call; past it the call fails with UPSTREAM_TIMEOUT. */
  upstreamTimeoutMs: number;
  /** Deadline of the `/readyz` probe's upstream call. */
  readinessTimeoutMs: number;
  /** When set, the built web app is served from this folder at `/`. */
  webDistDir: string | undefined;
  /**
   * Which proxies in front of the gateway are believed about the member's address
   * (X-Forwarded-For): none (`false`, the connection's address), every hop (`true`), a hop
   * count, or a list of proxy addresses / CIDR ranges / `loopback`. The result is the address
   * sent to the platform (docs/decisions.md, "Client address").
   */
  trustProxy: TrustProxy;
  /** Redis shared by the replicas (live pollers, events); one process in memory when absent. */
  redisUrl: string | undefined;
  /** On SIGTERM, how long `/readyz` answers 503 before the gateway stops taking requests. */
  shutdownDrainMs: number;
  /** NODE_ENV=production: introspection, GraphiQL and open /metrics are off unless enabled. */
  production: boolean;
  /** Origins allowed to call cross-site (with credentials); empty: same origin only. */
  corsOrigins: string[];
  /** Schema introspection (GRAPHQL_INTROSPECTION; default on, off in production). */
  introspection: boolean;
  /** GraphiQL at GET /graphql (GRAPHIQL; default on, off in production). */
  graphiql: boolean;
  /** Serve /metrics on this separate operator port (METRICS_PORT) instead of the public one. */
  metricsPort: number | undefined;
  /** Bearer token /metrics requires on the public port (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /**
   * The trusted documents (SHA-256 hash → text) run by hash: PERSISTED_DOCUMENTS_FILE, else
   * the `persisted-documents.json` of the web build in WEB_DIST_DIR; none: nothing runs by hash.
   */
  trustedDocuments: ReadonlyMap<string, string> | undefined;
  /**
   * The operator console's trusted documents (`console/persisted-documents.json` of the web build),
   * run only at /admin/graphql; none: only arbitrary documents run there, where they are allowed.
   */
  consoleTrustedDocuments: ReadonlyMap<string, string> | undefined;
  /** Whether documents sent as text run (ALLOW_ARBITRARY_DOCUMENTS; default on, in production only with GraphiQL). */
  allowArbitraryDocuments: boolean;
  /** Attempts allowed per client address and per user name (RATE_LIMIT_<OPERATION>_PER_ADDRESS / _PER_USER). */
  rateLimits: RateLimits;
}

export type TrustProxy = boolean | number | string[];

/** Fastify's form of the setting (its types take a hop count only as a function). */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Thrown by `loadGatewayConfig` with one line per bad variable. */
export class GatewayConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'GatewayConfigError';
  }
}

const integer = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max} (got "${raw}")` });
        return z.NEVER;
      }
      return value;
    });

const boolean = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const value = raw.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(value)) return true;
      if (['false', '0', 'no', 'off'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false (got "${raw}")` });
      return z.NEVER;
    });

const optionalText = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim()));

const envSchema = z.object({
  PORT: integer('PORT', 0, 65_535, 4000),
  HOST: optionalText.transform((v) => v ?? '0.0.0.0'),
  UPSTREAM_URL: optionalText.transform((raw, ctx) => {
    if (raw === undefined) {
      ctx.addIssue({ code: 'custom', message: 'UPSTREAM_URL is required (the platform base URL, e.g. http://127.0.0.1:3000)' });
      return z.NEVER;
    }
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: `UPSTREAM_URL must be an absolute http(s) URL (got "${raw}")` });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: `UPSTREAM_URL must use http or https (got "${url.protocol}")` });
      return z.NEVER;
    }
    // A path prefix (a platform behind a reverse proxy) is kept, without its trailing slash.
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }),
  ENVELOPE_ENCRYPT: boolean('ENVELOPE_ENCRYPT', true),
  ENVELOPE_PUBLIC_KEY: optionalText,
  ENVELOPE_PUBLIC_KEY_FILE: optionalText,
  LOG_LEVEL: optionalText.transform((raw, ctx) => {
    const value = (raw ?? 'info').toLowerCase();
    if (!(LOG_LEVELS as readonly string[]).includes(value)) {
      ctx.addIssue({ code: 'custom', message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")` });
      return z.NEVER;
    }
    return value as LogLevel;
  }),
  POLL_INTERVAL_MS: integer('POLL_INTERVAL_MS', 100, 3_600_000, 10_000),
  UPSTREAM_TIMEOUT_MS: integer('UPSTREAM_TIMEOUT_MS', 1, 600_000, REQUEST_TIMEOUT_MS),
  READINESS_TIMEOUT_MS: integer('READINESS_TIMEOUT_MS', 1, 60_000, 2_000),
  WEB_DIST_DIR: optionalText,
  NODE_ENV: optionalText,
  CORS_ORIGINS: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return [];
    const origins = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
    for (const origin of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
        ctx.addIssue({ code: 'custom', message: `CORS_ORIGINS must be a comma list of origins such as https://portal.example.com (got "${origin}")` });
        return z.NEVER;
      }
    }
    return origins;
  }),
  GRAPHQL_INTROSPECTION: optionalText,
  GRAPHIQL: optionalText,
  METRICS_PORT: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > 65_535) {
      ctx.addIssue({ code: 'custom', message: `METRICS_PORT must be a whole number from 0 to 65535 (got "${raw}")` });
      return z.NEVER;
    }
    return value;
  }),
  METRICS_TOKEN: optionalText.transform((raw, ctx) => {
    if (raw !== undefined && raw.length < 16) {
      ctx.addIssue({ code: 'custom', message: 'METRICS_TOKEN must be at least 16 characters' });
      return z.NEVER;
    }
    return raw;
  }),
  TRUST_PROXY: optionalText.transform((raw, ctx): TrustProxy => {
    if (raw === undefined) return false;
    const value = raw.toLowerCase();
    if (['true', 'yes', 'on'].includes(value)) return true;
    if (['false', 'no', 'off'].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
    if (list.length === 0 || !list.every((entry) => /^(loopback|linklocal|uniquelocal|[0-9A-Fa-f.:]+(\/\d{1,3})?)$/.test(entry))) {
      ctx.addIssue({ code: 'custom', message: `TRUST_PROXY must be true, false, a hop count or a comma list of proxy addresses (got "${raw}")` });
      return z.NEVER;
    }
    return list;
  }),
  REDIS_URL: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    let protocol: string;
    try {
      protocol = new URL(raw).protocol;
    } catch {
      // Never echo the value: a Redis URL may hold a password.
      ctx.addIssue({ code: 'custom', message: 'REDIS_URL must be a redis:// or rediss:// URL' });
      return z.NEVER;
    }
    if (protocol !== 'redis:' && protocol !== 'rediss:') {
      ctx.addIssue({ code: 'custom', message: `REDIS_URL must use redis or rediss (got "${protocol}")` });
      return z.NEVER;
    }
    return raw;
  }),
  SHUTDOWN_DRAIN_MS: integer('SHUTDOWN_DRAIN_MS', 0, 120_000, 5_000),
});

/**
 * Reads and validates the gateway's environment. Every bad value is reported,
 * each on its own line, in one `GatewayConfigError`.
 */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  const raw = parsed.success ? parsed.data : undefined;

  const encrypt = raw?.ENVELOPE_ENCRYPT ?? true;
  const publicKeyPem = readPublicKey(env.ENVELOPE_PUBLIC_KEY, env.ENVELOPE_PUBLIC_KEY_FILE, encrypt, problems);
  const webDistDir = checkWebDist(env.WEB_DIST_DIR, problems);

  const production = raw?.NODE_ENV === 'production';
  const introspection = parseSwitch('GRAPHQL_INTROSPECTION', raw?.GRAPHQL_INTROSPECTION, !production, problems);
  const graphiql = parseSwitch('GRAPHIQL', raw?.GRAPHIQL, !production, problems);
  const allowArbitraryDocuments = parseSwitch('ALLOW_ARBITRARY_DOCUMENTS', optional(env.ALLOW_ARBITRARY_DOCUMENTS), !production || graphiql, problems);
  const trustedDocuments = readTrustedDocuments(optional(env.PERSISTED_DOCUMENTS_FILE), webDistDir, problems);
  if (!allowArbitraryDocuments && trustedDocuments === undefined) {
    problems.push(
      'only trusted documents run (production without ALLOW_ARBITRARY_DOCUMENTS), but there are none: set WEB_DIST_DIR to a web build (its persisted-documents.json) or PERSISTED_DOCUMENTS_FILE',
    );
  }
  const consoleDocuments = webDistDir === undefined ? undefined : path.join(webDistDir, 'console', TRUSTED_DOCUMENTS_FILE_NAME);
  const consoleTrustedDocuments = consoleDocuments !== undefined && exists(consoleDocuments) ? readTrustedDocuments(consoleDocuments, undefined, problems) : undefined;
  const rateLimits = readRateLimits(env, problems);
  if (problems.length > 0 || raw === undefined) {
    throw new GatewayConfigError(problems);
  }
  return {
    port: raw.PORT,
    host: raw.HOST,
    upstreamUrl: raw.UPSTREAM_URL,
    envelope: { encrypt: raw.ENVELOPE_ENCRYPT, publicKeyPem },
    logLevel: raw.LOG_LEVEL,
    pollIntervalMs: raw.POLL_INTERVAL_MS,
    upstreamTimeoutMs: raw.UPSTREAM_TIMEOUT_MS,
    readinessTimeoutMs: raw.READINESS_TIMEOUT_MS,
    webDistDir,
    trustProxy: raw.TRUST_PROXY,
    redisUrl: raw.REDIS_URL,
    shutdownDrainMs: raw.SHUTDOWN_DRAIN_MS,
    production,
    corsOrigins: raw.CORS_ORIGINS,
    introspection,
    graphiql,
    metricsPort: raw.METRICS_PORT,
    metricsToken: raw.METRICS_TOKEN,
    trustedDocuments,
    consoleTrustedDocuments,
    allowArbitraryDocuments,
    rateLimits,
  };
}

function optional(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** The file of trusted documents, given or found beside the web build; checked to be hash → text. */
function readTrustedDocuments(file: string | undefined, webDistDir: string | undefined, problems: string[]): ReadonlyMap<string, string> | undefined {
  const besideWebApp = webDistDir === undefined ? undefined : path.join(webDistDir, TRUSTED_DOCUMENTS_FILE_NAME);
  const chosen = file ?? (besideWebApp !== undefined && exists(besideWebApp) ? besideWebApp : undefined);
  if (chosen === undefined) return undefined;
  const name = file !== undefined ? 'PERSISTED_DOCUMENTS_FILE' : `${TRUSTED_DOCUMENTS_FILE_NAME} in WEB_DIST_DIR`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(chosen, 'utf8'));
  } catch (error) {
    problems.push(`${name} cannot be read as JSON (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): ${chosen}`);
    return undefined;
  }
  const entries = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
  if (entries.length === 0 || !entries.every(([hash, text]) => /^[0-9a-f]{64}$/.test(hash) && typeof text === 'string')) {
    problems.push(`${name} must map SHA-256 hashes (64 hex digits) to GraphQL documents: ${chosen}`);
    return undefined;
  }
  return new Map(entries as [string, string][]);
}

/** The name the web build gives its trusted documents (web/build/trusted-documents.ts). */
export const TRUSTED_DOCUMENTS_FILE_NAME = 'persisted-documents.json';

function exists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * RATE_LIMIT_<LOGIN|REGISTER|CAPTCHA|RESET_CODE|RESET_PASSWORD|PASSKEY_SIGN_IN|SIGN_IN_FACTOR|OPERATOR_SIGN_IN>_PER_<ADDRESS|USER|USER_AT_ADDRESS|CHALLENGE>:
 * `attempts/seconds`, or `off`; each operation reads the scopes its defaults name.
 */
function readRateLimits(env: NodeJS.ProcessEnv, problems: string[]): RateLimits {
  const limits = structuredClone(DEFAULT_RATE_LIMITS);
  const scopes = [['perAddress', 'PER_ADDRESS'], ['perUser', 'PER_USER'], ['perUserAtAddress', 'PER_USER_AT_ADDRESS'], ['perChallenge', 'PER_CHALLENGE']] as const;
  for (const [field, name] of Object.entries(RATE_LIMITED_FIELDS) as [RateLimitedField, string][]) {
    for (const [scope, suffix] of scopes) {
      if (scope !== 'perAddress' && DEFAULT_RATE_LIMITS[field][scope] === undefined) continue;
      const variable = `RATE_LIMIT_${name}_${suffix}`;
      const raw = optional(env[variable]);
      if (raw === undefined) continue;
      const limit = parseLimit(raw);
      if (limit === null) problems.push(`${variable} must be attempts/seconds such as 10/300, or off (got "${raw}")`);
      else limits[field][scope] = limit;
    }
  }
  // Said rather than ignored: a limit per name from every address let anyone lock a member out.
  if (optional(env.RATE_LIMIT_LOGIN_PER_USER) !== undefined) {
    problems.push('RATE_LIMIT_LOGIN_PER_USER is no longer read: sign-in is limited per user name at one address (RATE_LIMIT_LOGIN_PER_USER_AT_ADDRESS)');
  }
  return limits;
}

function parseLimit(raw: string): Limit | undefined | null {
  if (['off', 'false', 'none', '0'].includes(raw.toLowerCase())) return undefined;
  const match = /^(\d{1,7})\s*\/\s*(\d{1,6})$/.exec(raw);
  if (!match) return null;
  const points = Number(match[1]);
  const seconds = Number(match[2]);
  if (points < 1 || seconds < 1 || seconds > 86_400) return null;
  return { points, seconds };
}

/** A true/false variable whose default depends on NODE_ENV. */
function parseSwitch(name: string, raw: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function readPublicKey(
  inline: string | undefined,
  file: string | undefined,
  required: boolean,
  problems: string[],
): string | undefined {
  const hasInline = inline !== undefined && inline.trim() !== '';
  const hasFile = file !== undefined && file.trim() !== '';
  if (hasInline && hasFile) {
    problems.push('set only one of ENVELOPE_PUBLIC_KEY and ENVELOPE_PUBLIC_KEY_FILE');
    return undefined;
  }
  let pem: string;
  if (hasInline) {
    // Allow the PEM to be passed on one line with literal "\n" separators.
    pem = inline.replace(/\\n/g, '\n').trim();
  } else if (hasFile) {
    try {
      pem = readFileSync(file.trim(), 'utf8').trim();
    } catch (error) {
      problems.push(`ENVELOPE_PUBLIC_KEY_FILE cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}): ${file}`);
      return undefined;
    }
  } else {
    if (required) {
      problems.push('ENVELOPE_PUBLIC_KEY (PEM text) or ENVELOPE_PUBLIC_KEY_FILE (path to a PEM file) is required when ENVELOPE_ENCRYPT is on');
    }
    return undefined;
  }
  if (!/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----$/.test(pem)) {
    problems.push(`${hasInline ? 'ENVELOPE_PUBLIC_KEY' : 'ENVELOPE_PUBLIC_KEY_FILE'} must hold a PEM public key (-----BEGIN PUBLIC KEY----- … -----END PUBLIC KEY-----)`);
    return undefined;
  }
  return pem;
}

function checkWebDist(dir: string | undefined, problems: string[]): string | undefined {
  if (dir === undefined || dir.trim() === '') return undefined;
  const path = dir.trim();
  try {
    if (!statSync(path).isDirectory()) problems.push(`WEB_DIST_DIR must be a directory: ${path}`);
  } catch {
    problems.push(`WEB_DIST_DIR does not exist: ${path}`);
  }
  return path;
}
