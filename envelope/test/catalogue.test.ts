import { describe, expect, it } from 'vitest';
import {
  classifyTimeout,
  classifyUpstream,
  DEFAULT_LOCALE,
  ERROR_CODES,
  ERROR_MESSAGES,
  httpStatusForCode,
  LOCALES,
  messageFor,
  messageForFailure,
  REQUEST_TIMEOUT_MS,
  resolveLocale,
  SERVER_MESSAGE_MAX_CHARS,
  type ErrorCode,
  type UpstreamFailure,
  type UpstreamOutcome,
} from '../src/catalogue.ts';

function failed(outcome: UpstreamOutcome): UpstreamFailure {
  const classified = classifyUpstream(outcome);
  if (classified.ok) throw new Error(`expected a failure for ${JSON.stringify(outcome)}`);
  return classified;
}

describe('classifyUpstream (SPEC §8)', () => {
  it('accepts HTTP 200 with code 20000 only', () => {
    expect(classifyUpstream({ httpStatus: 200, code: 20000, msg: 'Success' })).toEqual({ ok: true });
    expect(failed({ httpStatus: 201, code: 20000 }).code).toBe('SERVER_BUSY');
    expect(failed({ httpStatus: 200, code: 12345 }).code).toBe('SERVER_BUSY');
    expect(failed({ httpStatus: 200 }).code).toBe('SERVER_BUSY');
  });

  it('maps code 87321 to SESSION_EXPIRED at any HTTP status', () => {
    for (const httpStatus of [200, 401, 500]) {
      expect(failed({ httpStatus, code: 87321, msg: 'whatever' })).toEqual({
        ok: false,
        code: 'SESSION_EXPIRED',
        httpStatus: 401,
        upstreamCode: 87321,
      });
    }
    expect(messageFor('SESSION_EXPIRED', 'en-US')).toBe('Your login information has expired');
  });

  it('maps code 9001 to SERVER_MESSAGE carrying the server\'s message, with the catalogue as fallback', () => {
    const refusal = failed({ httpStatus: 200, code: 9001, msg: '用户名已被使用' });
    expect(refusal).toEqual({ ok: false, code: 'SERVER_MESSAGE', httpStatus: 200, upstreamCode: 9001, serverMessage: '用户名已被使用' });
    expect(messageForFailure(refusal, 'en-US')).toBe('用户名已被使用');
    const silent = failed({ httpStatus: 200, code: 9001, msg: '  ' });
    expect(silent.serverMessage).toBeUndefined();
    expect(messageForFailure(silent, 'ja-JP')).toBe(ERROR_MESSAGES['ja-JP'].SERVER_MESSAGE);
  });

  it('bounds the length of a server message', () => {
    const refusal = failed({ httpStatus: 200, code: 9001, msg: 'x'.repeat(10_000) });
    expect(refusal.serverMessage).toHaveLength(SERVER_MESSAGE_MAX_CHARS);
  });

  it('maps HTTP 401 without 87321 to UNAUTHENTICATED: the server message, else the busy notice', () => {
    const withMessage = failed({ httpStatus: 401, code: 401, msg: 'Token missing' });
    expect(withMessage).toMatchObject({ code: 'UNAUTHENTICATED', httpStatus: 401, serverMessage: 'Token missing' });
    expect(messageForFailure(withMessage, 'en-US')).toBe('Token missing');
    const bare = failed({ httpStatus: 401 });
    expect(bare).toEqual({ ok: false, code: 'UNAUTHENTICATED', httpStatus: 401 });
    expect(messageForFailure(bare, 'en-US')).toBe('The server is busy, please try again later');
    expect(messageFor('UNAUTHENTICATED', 'en-US')).toBe('Your login information is invalid!');
  });

  it.each<[number, ErrorCode, string]>([
    [400, 'BAD_REQUEST', 'Bad request parameters'],
    [403, 'FORBIDDEN', 'Access denied'],
    [404, 'NOT_FOUND', 'The requested resource was not found'],
    [500, 'INTERNAL_SERVER_ERROR', 'Internal server error'],
    [501, 'NOT_IMPLEMENTED', 'Service not implemented'],
    [502, 'BAD_GATEWAY', 'Gateway error'],
    [503, 'SERVICE_UNAVAILABLE', 'Service unavailable'],
    [504, 'GATEWAY_TIMEOUT', 'Gateway timeout'],
    [505, 'HTTP_VERSION_NOT_SUPPORTED', 'HTTP version not supported'],
  ])('maps HTTP %i to %s', (httpStatus, code, english) => {
    const failure = failed({ httpStatus, code: httpStatus, msg: 'platform text' });
    expect(failure).toEqual({ ok: false, code, httpStatus, upstreamCode: httpStatus });
    expect(messageForFailure(failure, 'en-US')).toBe(english);
  });

  it.each([302, 402, 408, 418, 429, 506, 599])('maps any other HTTP status (%i) to SERVER_BUSY', (httpStatus) => {
    expect(failed({ httpStatus })).toEqual({ ok: false, code: 'SERVER_BUSY', httpStatus: 503 });
    expect(messageFor('SERVER_BUSY', 'en-US')).toBe('The server is busy, please try again later');
  });

  it('refuses a made-up status such as 0; a timeout is classifyTimeout()', () => {
    expect(() => classifyUpstream({ httpStatus: 0 })).toThrow(/not an HTTP status/);
    expect(classifyTimeout()).toEqual({ ok: false, code: 'UPSTREAM_TIMEOUT', httpStatus: 504 });
    expect(messageFor('UPSTREAM_TIMEOUT', 'en-US')).toBe('The request timed out');
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });
});

describe('httpStatusForCode', () => {
  it('keeps a business refusal at 200 and gives every code a status', () => {
    expect(httpStatusForCode('SERVER_MESSAGE')).toBe(200);
    expect(httpStatusForCode('SESSION_EXPIRED')).toBe(401);
    expect(httpStatusForCode('BAD_REQUEST')).toBe(400);
    for (const code of ERROR_CODES) expect(httpStatusForCode(code)).toBeGreaterThanOrEqual(200);
  });
});

describe('ERROR_MESSAGES', () => {
  it('covers all seventeen codes', () => {
    expect([...ERROR_CODES].sort()).toEqual(
      [
        'SERVER_MESSAGE', 'SESSION_EXPIRED', 'UNAUTHENTICATED', 'BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND', 'INTERNAL_SERVER_ERROR',
        'NOT_IMPLEMENTED', 'BAD_GATEWAY', 'SERVICE_UNAVAILABLE', 'GATEWAY_TIMEOUT', 'HTTP_VERSION_NOT_SUPPORTED', 'SERVER_BUSY',
        'UPSTREAM_TIMEOUT', 'TOO_MANY_REQUESTS', 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_ONLY',
      ].sort(),
    );
  });

  it.each(ERROR_CODES)('has a text for %s in every locale, translated away from English', (code) => {
    const english = messageFor(code, 'en-US');
    expect(english.trim()).not.toBe('');
    for (const locale of LOCALES) {
      const text = messageFor(code, locale);
      expect(text.trim(), `${code} ${locale}`).not.toBe('');
      if (locale !== 'en-US') expect(text, `${code} ${locale}`).not.toBe(english);
    }
  });

  it('writes each locale in its own script', () => {
    for (const code of ERROR_CODES) {
      expect(messageFor(code, 'zh-CN')).toMatch(/\p{Script=Han}/u);
      expect(messageFor(code, 'ja-JP')).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
      expect(messageFor(code, 'ko-KP')).toMatch(/\p{Script=Hangul}/u);
      expect(messageFor(code, 'id-ID')).toMatch(/^[\p{Script=Latin}\s,.!0-9]+$/u);
    }
  });
});

describe('resolveLocale', () => {
  it.each<[string | null | undefined, string]>([
    [undefined, 'en-US'],
    [null, 'en-US'],
    ['', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hant-HK', 'zh-CN'],
    ['ko', 'ko-KP'],
    ['ko-KR', 'ko-KP'],
    ['id', 'id-ID'],
    ['in-ID', 'id-ID'],
    ['ja', 'ja-JP'],
    ['en-GB', 'en-US'],
    ['fr-FR, de', 'en-US'],
    ['fr-FR, ja;q=0.5', 'ja-JP'],
    ['en;q=0.3, zh-CN;q=0.9', 'zh-CN'],
    ['zh-TW;q=0.8, ko-KP;q=0.8', 'zh-CN'],
    ['ja;q=0, id-ID;q=0.1', 'id-ID'],
    ['fr, *;q=0.5, zh;q=0.4', 'en-US'],
    ['ja;q=2, ko', 'ko-KP'],
    ['ja;q=abc', 'en-US'],
    ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'id-ID'],
  ])('resolves %j to %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });

  it('reads only a bounded prefix of a huge header', () => {
    expect(resolveLocale(`${'x-'.repeat(10_000)}, zh-CN`)).toBe(DEFAULT_LOCALE);
    expect(resolveLocale(`${'fr, '.repeat(100)}zh-CN`)).toBe(DEFAULT_LOCALE);
  });

  it('answers the same for a header it has seen, and past its bound of remembered headers', () => {
    const locales = ['ja-JP', 'zh-CN', 'ko-KP', 'id-ID', 'en-US'] as const;
    // More distinct headers than it keeps: the first ones are parsed again afterwards.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 1_000; i++) {
        const locale = locales[i % locales.length]!;
        expect(resolveLocale(`x-${i};q=0.9, ${locale};q=0.5`)).toBe(locale);
      }
    }
  });
});
