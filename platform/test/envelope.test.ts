import { CLEAN } from './money-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvelopeClient, generateKeyPair } from '@portal/envelope';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { memberFlow } from './flows.ts';
import {
  call,
  captcha,
  count,
  encryptingClient,
  expectBadRequest,
  expectOk,
  expectRefused,
  login,
  postRaw,
  registerMember,
  registrationForm,
  type Loose,
} from './helpers.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const USER = { 'login-type': 'USER' };

/** Flips one bit of the ciphertext (past the 12-byte IV). */
function tamper(requestData: string, at = 20): string {
  const bytes = Buffer.from(requestData, 'base64');
  bytes[at] = bytes[at]! ^ 0x01;
  return bytes.toString('base64');
}

describe('encrypted envelopes', () => {
  it('carry the whole member flow, answers decrypted into result', async () => {
    await memberFlow(platform, { envelope: encryptingClient(platform) });
  });

  it('encrypt every success on the wire, and nothing secret travels in clear', async () => {
    const envelope = encryptingClient(platform);
    const member = await registerMember(platform, {}, { envelope });
    const answer = await call(platform, '/api/app/user/login', { userName: member.userName, password: member.password }, { envelope });
    expect(answer.raw).toEqual({ code: 20000, msg: 'Success', data: expect.any(String), encrypted: true });
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(answer.raw)).not.toContain(answer.data.token);

    const info = await call(platform, '/api/app/user/userInfo', {}, { envelope, token: answer.data.token });
    expect(info.raw.encrypted).toBe(true);
    expect(JSON.stringify(info.raw)).not.toContain(member.userName);
    expect(info.data.userName).toBe(member.userName);

    // The request itself does not show the password either.
    const sealed = envelope.seal({ userName: member.userName, password: member.password });
    expect(JSON.stringify(sealed.body)).not.toContain(member.password);
    expect(JSON.stringify(sealed.body)).not.toContain(member.userName);
  });

  it('answer refusals in clear, with their reason and localized message', async () => {
    const envelope = encryptingClient(platform);
    const member = await registerMember(platform);
    const wrong = await call(platform, '/api/app/user/login', { userName: member.userName, password: 'wrong-password' }, { envelope, locale: 'ja-JP' });
    expectRefused(wrong, 'WRONG_CREDENTIALS');
    expect(wrong.raw.encrypted).toBeUndefined();
    expect(wrong.msg).not.toBe('Wrong username or password');
    expectBadRequest(await call(platform, '/api/app/user/login', { userName: member.userName }, { envelope }));
  });

  it('refuses a tampered body with 400 ENVELOPE_TAMPERED and changes nothing', async () => {
    const envelope = encryptingClient(platform);
    const member = await registerMember(platform);
    const token = await login(platform, member);

    const sealed = envelope.seal({ agreeStatus: 1 });
    const body = { ...(sealed.body as Loose), requestData: tamper((sealed.body as Loose).requestData) };
    const answer = await postRaw(platform, '/api/app/user/updateAgreeStatus', body, { ...USER, token });
    expectBadRequest(answer, 'ENVELOPE_TAMPERED');
    expect(expectOk(await call(platform, '/api/app/user/userInfo', {}, { token })).agreeStatus).toBe(0);

    // A registration whose ip or time was changed in transit fails too, and creates nobody.
    const before = await count(platform, 'members');
    const form = await registrationForm(platform);
    // Each change is made to the sealed body's own values (a time taken from another seal could
    // fall on the same millisecond and change nothing).
    const changes: Array<(body: Loose) => Loose> = [() => ({ ip: '10.9.9.9' }), (body) => ({ time: (body.time as number) + 1 })];
    for (const [index, change] of changes.entries()) {
      const registration = envelope.seal({ ...form, userName: `${form.userName}c${index}` });
      const body = registration.body as Loose;
      expectBadRequest(await postRaw(platform, '/api/app/user/userRegister', { ...body, ...change(body) }), 'ENVELOPE_TAMPERED');
    }
    expect(await count(platform, 'members')).toBe(before);
    // The untouched form still registers (its captcha was never reached).
    expectOk(await call(platform, '/api/app/user/userRegister', form, { envelope }));
  });

  it('refuses a replayed body with ENVELOPE_REPLAYED', async () => {
    const envelope = encryptingClient(platform);
    const member = await registerMember(platform);
    const token = await login(platform, member);
    const sealed = envelope.seal({ agreeStatus: 1 });
    const first = await postRaw(platform, '/api/app/user/updateAgreeStatus', sealed.body, { ...USER, token });
    expect(first.status).toBe(200);
    expect(sealed.open(first.raw)).toEqual({ code: 20000, msg: 'Success', result: null });
    expectBadRequest(await postRaw(platform, '/api/app/user/updateAgreeStatus', sealed.body, { ...USER, token }), 'ENVELOPE_REPLAYED');
  });

  it('refuses a body sealed too long ago or too far ahead with ENVELOPE_STALE', async () => {
    const member = await registerMember(platform);
    for (const skew of [-2 * 60_000, 2 * 60_000]) {
      const envelope = encryptingClient(platform, () => Date.now() + skew);
      expectBadRequest(await call(platform, '/api/app/user/login', { userName: member.userName, password: member.password }, { envelope }), 'ENVELOPE_STALE');
    }
    // Within the minute is fine.
    const close = encryptingClient(platform, () => Date.now() - 20_000);
    expectOk(await call(platform, '/api/app/user/login', { userName: member.userName, password: member.password }, { envelope: close }));
  });

  it('refuses a key sealed for another platform with ENVELOPE_UNKNOWN_KEY', async () => {
    const stranger = new EnvelopeClient({ encrypt: true, publicKeyPem: generateKeyPair().publicKeyPem });
    const sealed = stranger.seal({});
    expectBadRequest(await postRaw(platform, '/api/captcha/image', sealed.body), 'ENVELOPE_UNKNOWN_KEY');
  });

  it('refuses malformed envelopes with ENVELOPE_MALFORMED', async () => {
    const sealed = encryptingClient(platform).seal({}).body as Loose;
    for (const body of [{ data: {} }, { needEn: 'no', data: {} }, { needEn: false }, { ...sealed, keyId: 'short' }, { ...sealed, requestData: '!!!' }, { ...sealed, time: 'now' }, { ...sealed, ip: 'not an ip' }]) {
      expectBadRequest(await postRaw(platform, '/api/country/list', body), 'ENVELOPE_MALFORMED');
    }
    const notJson = await postRaw(platform, '/api/country/list', '{"data":');
    expect(notJson.status).toBe(400);
  });
});

describe('a platform that requires encryption', () => {
  let strict: TestPlatform;
  beforeAll(async () => {
    strict = await startTestPlatform({ requireEncryption: true });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses a plain body and serves an encrypted one', async () => {
    const plain = await call(strict, '/api/captcha/image', {});
    expectBadRequest(plain, 'ENVELOPE_PLAINTEXT_REFUSED');
    expect(plain.data).toBeNull();

    const envelope = encryptingClient(strict);
    const member = await registerMember(strict, {}, { envelope });
    const before = await count(strict, 'members');
    const form = await registrationForm(strict, { captchaId: await captcha(strict, { envelope }) });
    expectBadRequest(await call(strict, '/api/app/user/userRegister', form), 'ENVELOPE_PLAINTEXT_REFUSED');
    expect(await count(strict, 'members')).toBe(before);

    expectBadRequest(await call(strict, '/api/app/user/login', { userName: member.userName, password: member.password }), 'ENVELOPE_PLAINTEXT_REFUSED');
    const token = await login(strict, member, { envelope });
    expectBadRequest(await call(strict, '/api/app/assets/assetsList', {}, { token }), 'ENVELOPE_PLAINTEXT_REFUSED');
    expect(expectOk(await call(strict, '/api/app/assets/assetsList', {}, { token, envelope }))).toHaveLength(7);
  });

  it('still answers the operator API in plain JSON', async () => {
    expect(await strict.admin('ledger/check')).toEqual(CLEAN);
  });
});
