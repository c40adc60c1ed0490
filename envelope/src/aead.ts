// AES-256-GCM sealing and the encodings of the envelope (docs/protocol.md). Internal to the package.
import assert from 'node:assert/strict';
import { createCipheriv, createDecipheriv, createHash, randomBytes, type KeyObject } from 'node:crypto';

export const SESSION_KEY_BYTES = 32;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const KEY_ID_BYTES = 16;
/** base64url of 16 bytes, unpadded. */
export const KEY_ID_CHARS = 22;

const KEY_ID = /^[A-Za-z0-9_-]{22}$/;

/** keyId = base64url(SHA-256(key)[0..16]): names a session key without revealing it. */
export function keyIdOf(sessionKeyBytes: Buffer): string {
  assert.equal(sessionKeyBytes.length, SESSION_KEY_BYTES);
  const keyId = createHash('sha256').update(sessionKeyBytes).digest().subarray(0, KEY_ID_BYTES).toString('base64url');
  assert.equal(keyId.length, KEY_ID_CHARS);
  return keyId;
}

export function isKeyId(value: string): boolean {
  return KEY_ID.test(value);
}

/** The largest base64 text that can hold `bytes` bytes (padded). */
export function base64LengthFor(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}

/**
 * Strict base64 decode: Buffer.from(…, 'base64') silently skips junk and accepts base64url and
 * non-zero padding bits, which would let two different wire strings open to the same bytes. Only
 * the one canonical text of the bytes is accepted: it is the text they encode back to. Cheaper
 * than a pattern over the text (about 2 µs against 20 for a 3 KB reply, BENCHMARKS.md (a)).
 */
export function decodeBase64(text: string, maxChars: number): Buffer | undefined {
  if (text.length > maxChars || text.length % 4 !== 0) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}

// Random IVs are drawn from the CSPRNG 512 at a time: one call per IV cost about 5 µs of CPU on
// every sealed request and reply. Each IV's bytes are handed out once; a used pool is dropped,
// never refilled in place, so an IV a caller still holds never changes.
const IV_POOL_BYTES = IV_BYTES * 512;
let ivPool = Buffer.alloc(0);
let ivPoolOffset = 0;

/** 12 fresh random bytes for one seal. */
export function freshIv(): Buffer {
  if (ivPoolOffset + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_POOL_BYTES);
    ivPoolOffset = 0;
  }
  const iv = ivPool.subarray(ivPoolOffset, ivPoolOffset + IV_BYTES);
  ivPoolOffset += IV_BYTES;
  return iv;
}

/** iv(12) || ciphertext || tag(16) — one string, as WebCrypto's AES-GCM produces ct||tag. */
export function sealBytes(key: KeyObject, plaintext: Buffer, aad: string, iv: Buffer = freshIv()): Buffer {
  assert.equal(iv.length, IV_BYTES);
  assert.equal(key.symmetricKeySize, SESSION_KEY_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const sealed = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  assert.equal(sealed.length, IV_BYTES + plaintext.length + TAG_BYTES);
  return sealed;
}

/** The plaintext, or undefined when the tag does not verify (wrong key, altered bytes or AAD). */
export function openBytes(key: KeyObject, sealed: Buffer, aad: string): Buffer | undefined {
  assert.equal(key.symmetricKeySize, SESSION_KEY_BYTES);
  if (sealed.length < IV_BYTES + TAG_BYTES) return undefined;
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  const body = decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([body, decipher.final()]);
  } catch {
    return undefined;
  }
}

export function ivOf(sealed: Buffer): Buffer {
  assert.ok(sealed.length >= IV_BYTES + TAG_BYTES);
  return sealed.subarray(0, IV_BYTES);
}

/** Binds time and ip to the request ciphertext, so neither can be changed in transit. */
export function requestAad(keyId: string, time: number, ip: string): string {
  return `${keyId}.${time}.${ip}`;
}

/**
 * Binds a reply to the request it answers (through the request's IV), so a recorded reply
 * cannot be served as the answer to another request made under the same session key.
 */
export function responseAad(keyId: string, requestIv: Buffer): string {
  assert.equal(requestIv.length, IV_BYTES);
  return `${keyId}.resp.${requestIv.toString('base64')}`;
}
