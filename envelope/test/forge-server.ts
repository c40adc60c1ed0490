// An independent implementation of the envelope's server side with node-forge, to open what
// EnvelopeClient seals and answer it. It checks cryptography only (no replay or time window).
import forge from 'node-forge';
import { gcmOpen, gcmSeal, oaepSha256, sha256Bytes, toBase64Url } from './forge-client.ts';

interface ForgeEncryptedRequest {
  needEn: true;
  requestData: string;
  encrypted: string;
  keyId: string;
  ip: string;
  time: number;
}

export function forgeOpen(privateKeyPem: string, body: ForgeEncryptedRequest) {
  const privateKey = forge.pki.privateKeyFromPem(privateKeyPem);
  const key = privateKey.decrypt(forge.util.decode64(body.encrypted), 'RSA-OAEP', oaepSha256());
  if (toBase64Url(sha256Bytes(key).slice(0, 16)) !== body.keyId) throw new Error('forge: keyId does not match the key');
  const sealed = forge.util.decode64(body.requestData);
  const aad = forge.util.encodeUtf8(`${body.keyId}.${body.time}.${body.ip}`);
  const plaintext = gcmOpen(key, sealed, aad);
  if (plaintext === null) throw new Error('forge: request failed authentication');
  const responseAad = forge.util.encodeUtf8(`${body.keyId}.resp.${forge.util.encode64(sealed.slice(0, 12))}`);

  function reply(code: number, msg: string, data: unknown) {
    if (code !== 20000) return { code, msg, data };
    const sealedAnswer = gcmSeal(key, forge.util.encodeUtf8(JSON.stringify(data)), responseAad);
    return { code, msg, data: forge.util.encode64(sealedAnswer), encrypted: true };
  }

  return { data: JSON.parse(forge.util.decodeUtf8(plaintext)) as unknown, reply };
}
