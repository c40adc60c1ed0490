// The worked example of docs/protocol.md. If this test changes, change the document with it.
import { constants, publicEncrypt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { EnvelopeServer } from '../src/index.ts';
import { platformKeys } from './fixtures.ts';
import { gcmOpen, gcmSeal, sha256Bytes, toBase64Url } from './forge-client.ts';

const example = {
  sessionKeyHex: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  keyId: 'Yw3NKWbEM2aRElRIu7JbTw',
  time: 1763800000000,
  ip: '203.0.113.7',
  requestIvHex: 'cafebabefacedbaddecaf888',
  requestPlaintext: '{"userName":"alice","password":"correct horse"}',
  requestAad: 'Yw3NKWbEM2aRElRIu7JbTw.1763800000000.203.0.113.7',
  requestData: 'yv66vvrO263eyviI8YHVVc8IAXorbn/nWXzlVm5F4n39aQsHPahrA9qrX93OP7M0pLc9Qk40WhtXoV03BmnON6wnjYBOb8Bnii3x',
  responseIvHex: '0f1e2d3c4b5a69788796a5b4',
  responseAad: 'Yw3NKWbEM2aRElRIu7JbTw.resp.yv66vvrO263eyviI',
  responsePlaintext: '{"token":"tok_8f2c","expiresAt":"2026-11-22T08:00:00.000Z","idleTimeoutSeconds":1800}',
  responseData:
    'Dx4tPEtaaXiHlqW0jp/fzelqTYZPQLex+8+CKrrazhkFeZAKF4txpytT/3jh0aBP9xkYRf7qtXvuQcb8zdblm09CS8MmbSclQNIInlkew5xFYPc8Z1hsBG/nsS1urUhCDS7r/m4NYFcvZynq+fclN/k=',
};
const keyBytes = forge.util.hexToBytes(example.sessionKeyHex);

describe('the worked example of docs/protocol.md', () => {
  it('derives the documented keyId and requestData (checked with node-forge)', async () => {
    expect(toBase64Url(sha256Bytes(keyBytes).slice(0, 16))).toBe(example.keyId);
    const sealed = gcmSeal(keyBytes, example.requestPlaintext, example.requestAad, forge.util.hexToBytes(example.requestIvHex));
    expect(forge.util.encode64(sealed)).toBe(example.requestData);
  });

  it('is opened by EnvelopeServer once the session key is wrapped for its public key', async () => {
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, clock: () => example.time + 1_000 });
    const encrypted = publicEncrypt(
      { key: platformKeys.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(example.sessionKeyHex, 'hex'),
    ).toString('base64');
    const body = { needEn: true, requestData: example.requestData, encrypted, keyId: example.keyId, ip: example.ip, time: example.time };
    expect((await server.open(body)).data).toEqual(JSON.parse(example.requestPlaintext));
  });

  it('has a documented response that opens under the documented response AAD', async () => {
    const sealed = forge.util.decode64(example.responseData);
    expect(forge.util.bytesToHex(sealed.slice(0, 12))).toBe(example.responseIvHex);
    expect(gcmOpen(keyBytes, sealed, example.responseAad)).toBe(example.responsePlaintext);
    expect(gcmOpen(keyBytes, sealed, `${example.keyId}.resp`)).toBeNull();
  });
});
