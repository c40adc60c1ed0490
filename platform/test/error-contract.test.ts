import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/messages.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';

describe('counted words', () => {
  it('read correctly for one and for many, in every language', () => {
    expect(translate('en-US', 'TOO_MANY_ATTEMPTS', { minutes: 1 })).toBe('Too many failed attempts. Please try again in 1 minute');
    expect(translate('en-US', 'TOO_MANY_ATTEMPTS', { minutes: 15 })).toBe('Too many failed attempts. Please try again in 15 minutes');
    expect(translate('en-US', 'RESET_CODE_BODY', { code: '123456', minutes: 1 })).toContain('valid for 1 minute and');
    expect(translate('id-ID', 'TOO_MANY_ATTEMPTS', { minutes: 1 })).toBe('Terlalu banyak percobaan gagal. Silakan coba lagi dalam 1 menit');
    expect(translate('zh-CN', 'TOO_MANY_ATTEMPTS', { minutes: 1 })).toBe('失败次数过多，请 1 分钟后再试');
  });
});

describe('a body that is not a JSON envelope', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform?.close());

  const post = async (body: string, contentType: string, locale = 'en-US') => {
    const response = await fetch(`${platform.url}/api/country/list`, { method: 'POST', headers: { 'content-type': contentType, 'accept-language': locale }, body });
    return { status: response.status, body: (await response.json()) as { code: number; msg: string; reason: string } };
  };

  it('is refused with a catalogued reason and a localized message, not a raw framework error', async () => {
    const broken = await post('{"data":', 'application/json', 'ja-JP');
    expect({ status: broken.status, code: broken.body.code, reason: broken.body.reason }).toEqual({ status: 400, code: 400, reason: 'BODY_NOT_JSON' });
    expect(broken.body.msg).not.toMatch(/FST_|Unexpected|JSON at position/);
    expect(broken.body.msg).toMatch(/JSON/);
    const empty = await post('', 'application/json');
    expect({ status: empty.status, reason: empty.body.reason }).toEqual({ status: 400, reason: 'BODY_NOT_JSON' });
    const text = await post('<data/>', 'application/xml');
    expect({ status: text.status, code: text.body.code, reason: text.body.reason }).toEqual({ status: 415, code: 415, reason: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(text.body.msg).not.toMatch(/FST_|Unsupported Media Type: application/);
    const large = await post(JSON.stringify({ data: { x: 'a'.repeat(1024 * 1024 + 10) }, needEn: false }), 'application/json');
    expect({ status: large.status, code: large.body.code, reason: large.body.reason }).toEqual({ status: 413, code: 413, reason: 'BODY_TOO_LARGE' });
  });
});
