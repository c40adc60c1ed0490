import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { fakeJpeg, pngBomb, pngHeaderOnly } from '../src/testing-pictures.ts';
import { adminCall, call, expectBadRequest, expectOk, expectRefused, type Answer, type Loose } from './helpers.ts';
import { signedInMember, type SignedIn } from './money-helpers.ts';

/** A real JPEG carrying EXIF metadata (camera make and a comment that must not survive). */
async function photoWithMetadata(color: string): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 20, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCamera', ImageDescription: 'home-address-42' } })
    .toBuffer();
}

async function submit(platform: TestPlatform, member: SignedIn, data: Record<string, unknown>, photos: { front?: Buffer; back?: Buffer }, locale?: string): Promise<Answer> {
  const form = new FormData();
  form.append('data', JSON.stringify({ data, needEn: false }));
  for (const side of ['front', 'back'] as const) {
    const bytes = photos[side];
    if (bytes) form.append(side, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${side}.jpg`);
  }
  const headers: Record<string, string> = { token: member.token, 'login-type': 'USER', ...(locale ? { 'accept-language': locale } : {}) };
  const response = await fetch(`${platform.url}/api/app/kyc/submitKyc`, { method: 'POST', headers, body: form });
  const raw = (await response.json()) as Loose;
  return { status: response.status, code: raw.code, msg: raw.msg, reason: raw.reason, data: raw.data, raw };
}

const state = async (platform: TestPlatform, member: SignedIn) => expectOk(await call(platform, '/api/app/kyc/kycInfo', {}, { token: member.token }));

describe('identity verification (KYC)', () => {
  let platform: TestPlatform;
  let front: Buffer;
  let back: Buffer;
  const logLines: string[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => logLines.push(line) } });
    [front, back] = await Promise.all([photoWithMetadata('#336699'), photoWithMetadata('#993366')]);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('refuses bad input and changes nothing: identity number, missing photo, non-image, oversized', async () => {
    const member = await signedInMember(platform);
    const refused = await submit(platform, member, { idNumber: 'AB-12 34' }, { front, back }, 'ja-JP');
    expectRefused(refused, 'KYC_ID_NUMBER_INVALID');
    expect(refused.msg).toContain('英字と数字');
    expectRefused(await submit(platform, member, { idNumber: 'AB1234' }, { front }), 'KYC_PHOTO_REQUIRED');
    expectRefused(await submit(platform, member, { idNumber: 'AB1234' }, { front, back: Buffer.from('%PDF-1.4 not a picture') }), 'KYC_PHOTO_NOT_IMAGE');
    // Signed as a PNG or a JPEG, but not one that decodes.
    expectRefused(await submit(platform, member, { idNumber: 'AB1234' }, { front, back: pngHeaderOnly() }), 'KYC_PHOTO_NOT_IMAGE');
    expectRefused(await submit(platform, member, { idNumber: 'AB1234' }, { front, back: fakeJpeg() }), 'KYC_PHOTO_NOT_IMAGE');
    expectRefused(await submit(platform, member, { idNumber: 'AB1234' }, { front, back: Buffer.alloc(6 * 1024 * 1024, 0xff) }), 'KYC_PHOTO_TOO_LARGE');
    // A decompression bomb: a small file declaring 20,000 × 20,000 pixels is refused before decoding.
    const bomb = await submit(platform, member, { idNumber: 'AB1234' }, { front, back: pngBomb(20_000, 20_000) }, 'zh-CN');
    expectRefused(bomb, 'PICTURE_TOO_MANY_PIXELS');
    expect(bomb.msg).toBe('图片像素过多，上限为 50 百万像素');
    expectBadRequest(await submit(platform, member, {}, { front, back }));
    expect(await state(platform, member)).toMatchObject({ status: 'NONE', canSubmit: true });
    expect(await platform.db.selectFrom('kyc_submissions').select('id').where('member_id', '=', member.userId).execute()).toHaveLength(0);
  });

  it('pending → failed with a reason → retried → passed; the profile shows each state', async () => {
    const member = await signedInMember(platform);
    const first = expectOk(await submit(platform, member, { idNumber: 'X1234567Z' }, { front, back }));
    expect(first.status).toBe('PENDING');
    expect(await state(platform, member)).toMatchObject({ status: 'PENDING', canSubmit: false, idNumber: '*****567Z' });
    expect(expectOk(await call(platform, '/api/app/user/userInfo', {}, { token: member.token })).kycStatus).toBe('PENDING');
    expectRefused(await submit(platform, member, { idNumber: 'X1234567Z' }, { front, back }), 'KYC_ALREADY_PENDING');

    const pending = await platform.admin<Loose[]>('kyc/list', { status: 'PENDING' });
    expect(pending.map((row) => row.userName)).toEqual([member.userName]);
    const detail = await platform.admin<Loose>('kyc/get', { id: first.id });
    expect(detail.idNumber).toBe('X1234567Z');

    const noReason = await adminCall(platform, 'kyc/review', { id: first.id, decision: 'FAILED' }, platform.adminToken);
    expect(noReason.reason).toBe('KYC_REASON_REQUIRED');
    await platform.admin('kyc/review', { id: first.id, decision: 'FAILED', reason: 'The back photo is blurred' });
    expect(await state(platform, member)).toMatchObject({ status: 'FAILED', canSubmit: true, reason: 'The back photo is blurred' });
    const twice = await adminCall(platform, 'kyc/review', { id: first.id, decision: 'PASSED' }, platform.adminToken);
    expect(twice.reason).toBe('KYC_NOT_PENDING');

    const retry = expectOk(await submit(platform, member, { idNumber: 'X1234567Z' }, { front, back }));
    await platform.admin('kyc/review', { id: retry.id, decision: 'PASSED' });
    expect(await state(platform, member)).toMatchObject({ status: 'PASSED', canSubmit: false, reason: null });
    expect(expectOk(await call(platform, '/api/app/user/userInfo', {}, { token: member.token })).kycStatus).toBe('PASSED');
    expectRefused(await submit(platform, member, { idNumber: 'X1234567Z' }, { front, back }), 'KYC_ALREADY_PASSED');
  });

  it('stores re-encoded photos without their metadata, readable by operators only, and never logs the number or the pictures', async () => {
    const member = await signedInMember(platform);
    const submitted = expectOk(await submit(platform, member, { idNumber: 'Y7654321Q' }, { front, back }));
    await platform.admin('kyc/review', { id: submitted.id, decision: 'PASSED' });
    const [row] = await platform.db.selectFrom('kyc_submissions').select(['id']).where('member_id', '=', member.userId).where('status', '=', 'PASSED').execute();
    const photo = await platform.admin<Loose>('kyc/photo', { id: row!.id, side: 'front' });
    const stored = Buffer.from(photo.base64, 'base64');
    expect(photo.contentType).toBe('image/jpeg');
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCamera'))).toBe(false);
    expect(front.includes(Buffer.from('SecretCamera'))).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 32, height: 20, format: 'jpeg' });
    // No operator token, no photo.
    expect((await adminCall(platform, 'kyc/photo', { id: row!.id, side: 'front' }, undefined)).status).toBe(403);
    // The member API has no way to the photos.
    expect((await call(platform, '/api/app/kyc/photo', { id: row!.id }, { token: member.token })).status).toBe(404);
    const logs = logLines.join('');
    expect(logs).toContain('identity verification submitted');
    expect(logs).not.toContain('Y7654321Q');
    expect(logs).not.toContain(front.subarray(0, 64).toString('base64'));
    // The directory and files are private to the platform's user.
    const file = (await platform.db.selectFrom('kyc_submissions').select('front_file').where('id', '=', row!.id).executeTakeFirstOrThrow()).front_file;
    expect(file).toMatch(/^kyc_[a-z0-9]+-front\.jpg$/);
    expect(fs.existsSync(file)).toBe(false);
  });
});
