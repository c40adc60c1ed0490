// The one catalogue of upstream codes, statuses and their user-facing messages (SPEC §8).
// The gateway maps platform answers through it; the platform writes its answers with it.
// No Node imports here. The web app imports only codes.ts and its language's error-messages/
// module: importing this file would bring every language's texts into its first screen.

import { DEFAULT_LOCALE, LOCALES, type ErrorCode, type Locale } from './codes.ts';
import { errorMessages as en_US } from './error-messages/en-US.ts';
import { errorMessages as zh_CN } from './error-messages/zh-CN.ts';
import { errorMessages as ja_JP } from './error-messages/ja-JP.ts';
import { errorMessages as ko_KP } from './error-messages/ko-KP.ts';
import { errorMessages as id_ID } from './error-messages/id-ID.ts';

export { DEFAULT_LOCALE, ERROR_CODES, LOCALES, type ErrorCode, type Locale } from './codes.ts';

export const UPSTREAM_SUCCESS = 20000;
export const UPSTREAM_SERVER_MESSAGE = 9001;
export const UPSTREAM_SESSION_EXPIRED = 87321;

/** SPEC §9: a call to the platform is abandoned after 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000;

// Headers are attacker-controlled; parse only a bounded prefix and a bounded number of entries.
const ACCEPT_LANGUAGE_MAX_CHARS = 512;
const ACCEPT_LANGUAGE_MAX_ENTRIES = 16;

// Primary language subtag → our locale, for tags we do not carry exactly (zh-TW, en-GB, ko, ...).
const LOCALE_BY_LANGUAGE: ReadonlyMap<string, Locale> = new Map<string, Locale>([
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
  ['ja', 'ja-JP'],
  ['ko', 'ko-KP'],
  ['id', 'id-ID'],
  ['in', 'id-ID'], // the withdrawn ISO 639 code for Indonesian, still sent by old Java/Android stacks
]);

const LOCALE_BY_LOWERCASE_TAG: ReadonlyMap<string, Locale> = new Map(LOCALES.map((locale) => [locale.toLowerCase(), locale]));

/**
 * Every request names its language, and browsers send a handful of distinct headers: each is
 * parsed once. Bounded, since the headers are the callers' to choose (at most 256 × 512 chars).
 */
const RESOLVED_HEADERS_MAX = 256;
const resolvedHeaders = new Map<string, Locale>();

/**
 * Picks our locale for an Accept-Language header: entries in q order (ties keep header order),
 * each tried first exactly, then by its language; `*` accepts the default; nothing usable → en-US.
 */
export function resolveLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const header = acceptLanguage.slice(0, ACCEPT_LANGUAGE_MAX_CHARS);
  let locale = resolvedHeaders.get(header);
  if (locale === undefined) {
    locale = localeOf(header);
    if (resolvedHeaders.size >= RESOLVED_HEADERS_MAX) resolvedHeaders.clear();
    resolvedHeaders.set(header, locale);
  }
  return locale;
}

function localeOf(header: string): Locale {
  const ranges = parseAcceptLanguage(header);
  for (const { tag } of ranges) {
    if (tag === '*') return DEFAULT_LOCALE;
    const exact = LOCALE_BY_LOWERCASE_TAG.get(tag);
    if (exact) return exact;
    const byLanguage = LOCALE_BY_LANGUAGE.get(tag.split('-')[0] ?? '');
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

interface LanguageRange {
  tag: string;
  quality: number;
}

function parseAcceptLanguage(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  for (const entry of header.split(',').slice(0, ACCEPT_LANGUAGE_MAX_ENTRIES)) {
    const [rawTag = '', ...parameters] = entry.split(';');
    const tag = rawTag.trim().toLowerCase().replaceAll('_', '-');
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(tag)) continue;
    const quality = qualityOf(parameters);
    // q=0 means "not acceptable" (RFC 9110 §12.4.2); a malformed q makes the entry unusable.
    if (quality === undefined || quality === 0) continue;
    ranges.push({ tag, quality });
  }
  // Array.prototype.sort is stable, so equal weights keep the sender's order.
  return ranges.sort((a, b) => b.quality - a.quality);
}

function qualityOf(parameters: string[]): number | undefined {
  let quality = 1;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim());
    if (name.toLowerCase() !== 'q') continue;
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return undefined;
    quality = Number(value);
  }
  return quality;
}

/** Every language's texts of the codes, one module each (error-messages/). */
export const ERROR_MESSAGES: Readonly<Record<Locale, Readonly<Record<ErrorCode, string>>>> = {
  'en-US': en_US,
  'zh-CN': zh_CN,
  'ja-JP': ja_JP,
  'ko-KP': ko_KP,
  'id-ID': id_ID,
};

export function messageFor(code: ErrorCode, locale: Locale): string {
  const message = ERROR_MESSAGES[locale]?.[code];
  invariant(message, `no ${locale} message for ${code}`);
  return message;
}

/**
 * The HTTP status a failure carries onward (GraphQL `extensions.http.status`).
 * A business refusal (SERVER_MESSAGE) stays 200: it is an answer, not a transport failure,
 * and a 200 lets a GraphQL response keep the partial data of its other fields.
 * Statuses that come from one upstream status pass through unchanged, so a client that only
 * looks at the status still reads the meaning SPEC §8 gives it.
 */
const HTTP_STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  SERVER_MESSAGE: 200,
  SESSION_EXPIRED: 401,
  UNAUTHENTICATED: 401,
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
  HTTP_VERSION_NOT_SUPPORTED: 505,
  // An upstream answer we cannot read: the busy notice is what SPEC §8 shows, 503 is what it means.
  SERVER_BUSY: 503,
  UPSTREAM_TIMEOUT: 504,
  TOO_MANY_REQUESTS: 429,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_ONLY: 400,
};

export function httpStatusForCode(code: ErrorCode): number {
  const status = HTTP_STATUS_BY_CODE[code];
  invariant(status !== undefined, `no HTTP status for ${code}`);
  return status;
}

// Upstream HTTP statuses with a row of their own in SPEC §8; everything else is SERVER_BUSY.
const CODE_BY_HTTP_STATUS: ReadonlyMap<number, ErrorCode> = new Map<number, ErrorCode>([
  [400, 'BAD_REQUEST'],
  [403, 'FORBIDDEN'],
  // Our recorded choice: 404 means not found; SPEC's "request timeout" wording is a legacy reading.
  [404, 'NOT_FOUND'],
  [500, 'INTERNAL_SERVER_ERROR'],
  [501, 'NOT_IMPLEMENTED'],
  [502, 'BAD_GATEWAY'],
  [503, 'SERVICE_UNAVAILABLE'],
  [504, 'GATEWAY_TIMEOUT'],
  [505, 'HTTP_VERSION_NOT_SUPPORTED'],
]);

// A server message is shown to people and logged; keep a hostile upstream from sending a novel.
export const SERVER_MESSAGE_MAX_CHARS = 500;

/** What the platform answered: its HTTP status and, when the body could be read, `code` and `msg`. */
export interface UpstreamOutcome {
  httpStatus: number;
  code?: number | undefined;
  msg?: string | undefined;
}

export type UpstreamFailure = {
  ok: false;
  code: ErrorCode;
  /** The status to carry onward: always `httpStatusForCode(code)`, not the upstream's status. */
  httpStatus: number;
  upstreamCode?: number;
  /** The platform's own (already localized) message, when SPEC §8 says to show it. */
  serverMessage?: string;
};
export type Classified = { ok: true } | UpstreamFailure;

/**
 * SPEC §8, in this order: code 87321 at any status → SESSION_EXPIRED; HTTP 401 → UNAUTHENTICATED
 * with the server's message if any; code 9001 → SERVER_MESSAGE with the server's message;
 * HTTP 200 + 20000 → ok; a status with its own row → that code; anything else → SERVER_BUSY.
 */
export function classifyUpstream(outcome: UpstreamOutcome): Classified {
  const { httpStatus, code } = outcome;
  // A timeout has no status; it is classifyTimeout(), never a made-up status such as 0.
  invariant(Number.isInteger(httpStatus) && httpStatus >= 100 && httpStatus <= 599, `not an HTTP status: ${httpStatus}`);
  invariant(code === undefined || Number.isFinite(code), `not an upstream code: ${code}`);
  const serverMessage = boundedServerMessage(outcome.msg);

  if (code === UPSTREAM_SESSION_EXPIRED) return failure('SESSION_EXPIRED', code);
  if (httpStatus === 401) return failure('UNAUTHENTICATED', code, serverMessage);
  if (code === UPSTREAM_SERVER_MESSAGE) return failure('SERVER_MESSAGE', code, serverMessage);
  if (httpStatus === 200 && code === UPSTREAM_SUCCESS) return { ok: true };
  return failure(CODE_BY_HTTP_STATUS.get(httpStatus) ?? 'SERVER_BUSY', code);
}

/** The failure for a platform call that got no answer within REQUEST_TIMEOUT_MS. */
export function classifyTimeout(): UpstreamFailure {
  return failure('UPSTREAM_TIMEOUT', undefined);
}

/**
 * The text to show for a classified failure: the server's message when it sent one; for a 401
 * without one, SPEC §8's generic busy notice; otherwise the catalogue text of the code.
 */
export function messageForFailure(failed: UpstreamFailure, locale: Locale): string {
  if (failed.serverMessage) return failed.serverMessage;
  if (failed.code === 'UNAUTHENTICATED') return messageFor('SERVER_BUSY', locale);
  return messageFor(failed.code, locale);
}

function failure(code: ErrorCode, upstreamCode: number | undefined, serverMessage?: string): UpstreamFailure {
  const result: UpstreamFailure = { ok: false, code, httpStatus: httpStatusForCode(code) };
  if (upstreamCode !== undefined) result.upstreamCode = upstreamCode;
  if (serverMessage) result.serverMessage = serverMessage;
  return result;
}

function boundedServerMessage(msg: string | undefined): string | undefined {
  if (typeof msg !== 'string') return undefined;
  const trimmed = msg.trim();
  if (trimmed === '') return undefined;
  return trimmed.length > SERVER_MESSAGE_MAX_CHARS ? `${trimmed.slice(0, SERVER_MESSAGE_MAX_CHARS - 1)}…` : trimmed;
}

function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`catalogue invariant: ${message}`);
}
