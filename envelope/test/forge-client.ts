// An independent implementation of the envelope's client side, written with node-forge the way a
// browser bundle would do it. It shares no code with src/, so interop tests catch spec drift.
import forge from 'node-forge';

export interface ForgeWireResponse {
  code: number;
  msg: string;
  data?: unknown;
  reason?: string;
  encrypted?: boolean;
}

export function sha256Bytes(bytes: string): string {
  return forge.md.sha256.create().update(bytes).digest().getBytes();
}

export function toBase64Url(bytes: string): string {
  return forge.util.encode64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function oaepSha256(): { md: forge.md.MessageDigest; mgf1: { md: forge.md.MessageDigest } } {
  // WebCrypto's RSA-OAEP with hash SHA-256 also uses SHA-256 for MGF1; forge defaults MGF1 to SHA-1.
  return { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } };
}

export function gcmSeal(key: string, plaintext: string, aad: string, iv = forge.random.getBytesSync(12)): string {
  const cipher = forge.cipher.createCipher('AES-GCM', key);
  cipher.start({ iv, additionalData: aad, tagLength: 128 });
  cipher.update(forge.util.createBuffer(plaintext));
  if (!cipher.finish()) throw new Error('forge GCM seal failed');
  return iv + cipher.output.getBytes() + cipher.mode.tag.getBytes();
}

/** The plaintext bytes, or null when authentication fails. */
export function gcmOpen(key: string, sealed: string, aad: string): string | null {
  const iv = sealed.slice(0, 12);
  const tag = sealed.slice(sealed.length - 16);
  const decipher = forge.cipher.createDecipher('AES-GCM', key);
  decipher.start({ iv, additionalData: aad, tagLength: 128, tag: forge.util.createBuffer(tag) });
  decipher.update(forge.util.createBuffer(sealed.slice(12, sealed.length - 16)));
  return decipher.finish() ? decipher.output.getBytes() : null;
}

export function forgeSeal(publicKeyPem: string, data: unknown, options: { ip: string; time: number }) {
  const publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  const key = forge.random.getBytesSync(32);
  const keyId = toBase64Url(sha256Bytes(key).slice(0, 16));
  const encrypted = forge.util.encode64(publicKey.encrypt(key, 'RSA-OAEP', oaepSha256()));
  const aad = forge.util.encodeUtf8(`${keyId}.${options.time}.${options.ip}`);
  const sealed = gcmSeal(key, forge.util.encodeUtf8(JSON.stringify(data)), aad);
  const requestIv = sealed.slice(0, 12);
  const body = { needEn: true as const, requestData: forge.util.encode64(sealed), encrypted, keyId, ip: options.ip, time: options.time };

  function open(response: ForgeWireResponse): { code: number; msg: string; result: unknown; reason?: string } {
    if (response.code !== 20000) return { code: response.code, msg: response.msg, result: response.data, reason: response.reason };
    if (response.encrypted !== true || typeof response.data !== 'string') throw new Error('forge: expected an encrypted answer');
    const responseAad = forge.util.encodeUtf8(`${keyId}.resp.${forge.util.encode64(requestIv)}`);
    const plaintext = gcmOpen(key, forge.util.decode64(response.data), responseAad);
    if (plaintext === null) throw new Error('forge: answer failed authentication');
    return { code: response.code, msg: response.msg, result: JSON.parse(forge.util.decodeUtf8(plaintext)), reason: response.reason };
  }

  return { body, keyId, open };
}
