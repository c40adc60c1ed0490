// The platform's RSA key pair: generation, the files it lives in, and its fingerprint.
import assert from 'node:assert/strict';
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RSA_MODULUS_BITS = 2048;
export const PRIVATE_KEY_FILE = 'envelope-private.pem';
export const PUBLIC_KEY_FILE = 'envelope-public.pem';
const PRIVATE_KEY_MODE = 0o600;
// A PEM key of up to 8192 bits fits easily; anything bigger is not a key we wrote.
const KEY_FILE_MAX_BYTES = 16 * 1024;

export interface KeyPairPem {
  publicKeyPem: string;
  privateKeyPem: string;
}

export function generateKeyPair(): KeyPairPem {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: RSA_MODULUS_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/**
 * Reads `dir/envelope-private.pem` (mode 0600) or creates it once; `envelope-public.pem` is
 * always rewritten from the private key, so the two files cannot disagree.
 */
export function loadOrCreateKeyPair(dir: string): KeyPairPem & { created: boolean } {
  assert.ok(dir.length > 0, 'key directory must be named');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const privatePath = path.join(dir, PRIVATE_KEY_FILE);
  const created = !existsSync(privatePath) && createPrivateKeyFile(privatePath);
  const privateKeyPem = readPrivateKeyFile(privatePath);
  const publicKeyPem = publicKeyPemOf(privateKeyPem);
  writeFileAtomically(path.join(dir, PUBLIC_KEY_FILE), publicKeyPem, 0o644);
  return { publicKeyPem, privateKeyPem, created };
}

/** Lowercase hex SHA-256 of the DER SubjectPublicKeyInfo, the same as
 *  `openssl pkey -pubin -in envelope-public.pem -outform DER | openssl dgst -sha256`. */
export function publicKeyFingerprint(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex');
}

export function publicKeyPemOf(privateKeyPem: string): string {
  const publicKeyPem = createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'pem' });
  assert.equal(typeof publicKeyPem, 'string');
  return publicKeyPem as string;
}

/** False when another process created the file first (the link below is the atomic step). */
function createPrivateKeyFile(privatePath: string): boolean {
  const { privateKeyPem } = generateKeyPair();
  const temporaryPath = `${privatePath}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporaryPath, privateKeyPem, { mode: PRIVATE_KEY_MODE, flag: 'wx' });
  try {
    linkSync(temporaryPath, privatePath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporaryPath);
  }
}

function readPrivateKeyFile(privatePath: string): string {
  const stats = statSync(privatePath);
  assert.ok(stats.isFile(), `${privatePath} is not a file`);
  assert.ok(stats.size <= KEY_FILE_MAX_BYTES, `${privatePath} is too large to be a key (${stats.size} bytes)`);
  // Like ssh: a private key others can read is refused rather than quietly used.
  if (process.platform !== 'win32' && (stats.mode & 0o077) !== 0) {
    throw new Error(`${privatePath} is accessible by other users (mode ${(stats.mode & 0o777).toString(8)}); run chmod 600 on it`);
  }
  return readFileSync(privatePath, 'utf8');
}

function writeFileAtomically(filePath: string, content: string, mode: number): void {
  const temporaryPath = `${filePath}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporaryPath, content, { mode, flag: 'wx' });
  chmodSync(temporaryPath, mode); // the umask may have narrowed it; the public key is meant to be read
  renameSync(temporaryPath, filePath);
}
