import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { assert } from '../errors.ts';

/** AES-256-GCM: the authenticator secrets are sealed at rest, so a database copy alone cannot mint codes. */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const VERSION = 'v1';

export function assertFactorKey(key: Buffer): void {
  assert(key.length === KEY_BYTES, `the factor key is ${KEY_BYTES} bytes`);
}

/** `v1.<nonce>.<ciphertext>.<tag>`, each part base64url. */
export function sealSecret(key: Buffer, secret: string): string {
  assertFactorKey(key);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, nonce.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  assertFactorKey(key);
  const [version, nonce, body, tag] = sealed.split('.');
  assert(version === VERSION && nonce && body && tag, 'a sealed factor secret has its four parts');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export function newFactorKey(): Buffer {
  return randomBytes(KEY_BYTES);
}
