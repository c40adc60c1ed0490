// The one catalogue of upstream codes, statuses and their user-facing messages (SPEC §8).
// The gateway maps platform answers through it; the platform writes its answers with it.
// No Node imports here: the web may import this file too.

export const UPSTREAM_SUCCESS = 20000;
export const UPSTREAM_SERVER_MESSAGE = 9001;
export const UPSTREAM_SESSION_EXPIRED = 87321;

/** SPEC §9: a call to the platform is abandoned after 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000;

export const LOCALES = ['en-US', 'zh-CN', 'ja-JP', 'ko-KP', 'id-ID'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

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
 * Picks our locale for an Accept-Language header: entries in q order (ties keep header order),
 * each tried first exactly, then by its language; `*` accepts the default; nothing usable → en-US.
 */
export function resolveLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = parseAcceptLanguage(acceptLanguage.slice(0, ACCEPT_LANGUAGE_MAX_CHARS));
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

export type ErrorCode =
  | 'SERVER_MESSAGE'
  | 'SESSION_EXPIRED'
  | 'UNAUTHENTICATED'
  | 'BAD_REQUEST'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'INTERNAL_SERVER_ERROR'
  | 'NOT_IMPLEMENTED'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'GATEWAY_TIMEOUT'
  | 'HTTP_VERSION_NOT_SUPPORTED'
  | 'SERVER_BUSY'
  | 'UPSTREAM_TIMEOUT'
  | 'TOO_MANY_REQUESTS'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'PERSISTED_QUERY_ONLY';

// ko-KP texts use the standard Korean wording; the portal has no North Korean copy editor and
// none of these phrases has a form that would read wrong there.
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, Readonly<Record<Locale, string>>>> = {
  // Fallback only: a 9001 answer normally carries its own localized msg.
  SERVER_MESSAGE: {
    'en-US': 'The request could not be completed',
    'zh-CN': '请求未能完成',
    'ja-JP': 'リクエストを完了できませんでした',
    'ko-KP': '요청을 완료할 수 없습니다',
    'id-ID': 'Permintaan tidak dapat diselesaikan',
  },
  SESSION_EXPIRED: {
    'en-US': 'Your login information has expired',
    'zh-CN': '您的登录信息已过期',
    'ja-JP': 'ログイン情報の有効期限が切れました',
    'ko-KP': '로그인 정보가 만료되었습니다',
    'id-ID': 'Informasi login Anda telah kedaluwarsa',
  },
  UNAUTHENTICATED: {
    'en-US': 'Your login information is invalid!',
    'zh-CN': '您的登录信息无效！',
    'ja-JP': 'ログイン情報が無効です！',
    'ko-KP': '로그인 정보가 유효하지 않습니다!',
    'id-ID': 'Informasi login Anda tidak valid!',
  },
  BAD_REQUEST: {
    'en-US': 'Bad request parameters',
    'zh-CN': '请求参数错误',
    'ja-JP': 'リクエストパラメータが正しくありません',
    'ko-KP': '요청 매개변수가 잘못되었습니다',
    'id-ID': 'Parameter permintaan tidak valid',
  },
  FORBIDDEN: {
    'en-US': 'Access denied',
    'zh-CN': '拒绝访问',
    'ja-JP': 'アクセスが拒否されました',
    'ko-KP': '접근이 거부되었습니다',
    'id-ID': 'Akses ditolak',
  },
  NOT_FOUND: {
    'en-US': 'The requested resource was not found',
    'zh-CN': '请求的资源不存在',
    'ja-JP': '要求されたリソースが見つかりません',
    'ko-KP': '요청한 리소스를 찾을 수 없습니다',
    'id-ID': 'Sumber daya yang diminta tidak ditemukan',
  },
  INTERNAL_SERVER_ERROR: {
    'en-US': 'Internal server error',
    'zh-CN': '服务器内部错误',
    'ja-JP': 'サーバー内部エラーが発生しました',
    'ko-KP': '서버 내부 오류가 발생했습니다',
    'id-ID': 'Terjadi kesalahan internal pada server',
  },
  NOT_IMPLEMENTED: {
    'en-US': 'Service not implemented',
    'zh-CN': '服务未实现',
    'ja-JP': 'このサービスは実装されていません',
    'ko-KP': '구현되지 않은 서비스입니다',
    'id-ID': 'Layanan belum diimplementasikan',
  },
  BAD_GATEWAY: {
    'en-US': 'Gateway error',
    'zh-CN': '网关错误',
    'ja-JP': 'ゲートウェイエラーが発生しました',
    'ko-KP': '게이트웨이 오류가 발생했습니다',
    'id-ID': 'Terjadi kesalahan gateway',
  },
  SERVICE_UNAVAILABLE: {
    'en-US': 'Service unavailable',
    'zh-CN': '服务不可用',
    'ja-JP': 'サービスを利用できません',
    'ko-KP': '서비스를 사용할 수 없습니다',
    'id-ID': 'Layanan tidak tersedia',
  },
  GATEWAY_TIMEOUT: {
    'en-US': 'Gateway timeout',
    'zh-CN': '网关超时',
    'ja-JP': 'ゲートウェイがタイムアウトしました',
    'ko-KP': '게이트웨이 시간이 초과되었습니다',
    'id-ID': 'Waktu tunggu gateway habis',
  },
  HTTP_VERSION_NOT_SUPPORTED: {
    'en-US': 'HTTP version not supported',
    'zh-CN': '不支持该 HTTP 版本',
    'ja-JP': 'この HTTP バージョンはサポートされていません',
    'ko-KP': '지원되지 않는 HTTP 버전입니다',
    'id-ID': 'Versi HTTP tidak didukung',
  },
  SERVER_BUSY: {
    'en-US': 'The server is busy, please try again later',
    'zh-CN': '服务器繁忙，请稍后再试',
    'ja-JP': 'サーバーが混み合っています。しばらくしてから再度お試しください',
    'ko-KP': '서버가 혼잡합니다. 잠시 후 다시 시도해 주십시오',
    'id-ID': 'Server sedang sibuk, silakan coba lagi nanti',
  },
  UPSTREAM_TIMEOUT: {
    'en-US': 'The request timed out',
    'zh-CN': '请求超时',
    'ja-JP': 'リクエストがタイムアウトしました',
    'ko-KP': '요청 시간이 초과되었습니다',
    'id-ID': 'Waktu permintaan habis',
  },
  // The gateway's rate limits on sign-in, registration, captchas and password resets; its
  // answer names the wait (and carries Retry-After), this is the fallback text.
  TOO_MANY_REQUESTS: {
    'en-US': 'Too many attempts, please try again later',
    'zh-CN': '尝试次数过多，请稍后再试',
    'ja-JP': '試行回数が多すぎます。しばらくしてから再度お試しください',
    'ko-KP': '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주십시오',
    'id-ID': 'Terlalu banyak percobaan, silakan coba lagi nanti',
  },
  // A document hash the gateway does not know: in practice an app older or newer than the gateway.
  PERSISTED_QUERY_NOT_FOUND: {
    'en-US': 'This version of the app is out of date, please reload the page',
    'zh-CN': '应用版本已过期，请刷新页面',
    'ja-JP': 'アプリのバージョンが古くなっています。ページを再読み込みしてください',
    'ko-KP': '앱 버전이 오래되었습니다. 페이지를 새로 고쳐 주십시오',
    'id-ID': 'Versi aplikasi ini sudah usang, silakan muat ulang halaman',
  },
  // A document sent as text where only the web app's trusted documents run (production).
  PERSISTED_QUERY_ONLY: {
    'en-US': 'Only the operations of the app are accepted',
    'zh-CN': '仅接受应用自身的操作',
    'ja-JP': 'アプリ自身の操作のみ受け付けます',
    'ko-KP': '앱 자체의 작업만 허용됩니다',
    'id-ID': 'Hanya operasi dari aplikasi yang diterima',
  },
};

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as readonly ErrorCode[];

export function messageFor(code: ErrorCode, locale: Locale): string {
  const message = ERROR_MESSAGES[code]?.[locale];
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
