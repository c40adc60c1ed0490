// Web Push to a push service the test runs itself (HTTPS on loopback): it checks the VAPID JWT
// (RFC 8292: `Authorization: vapid t=…, k=…`, ES256 over the sender's public key) and decrypts
// the aes128gcm payload (RFC 8188, keys per RFC 8291) with the subscription's own private key,
// as a browser would; a 410 from the service removes the subscription.
import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, type Loose } from './helpers.ts';
import { credit, signedInMember, type SignedIn } from './money-helpers.ts';

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** RFC 8291 §3.4 + RFC 8188 §2: the plaintext of one aes128gcm push message. */
function decryptPush(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=<JWT>, k=<key>`: the key is the platform's, the ES256 signature holds, the claims fit. */
function checkVapid(authorization: string | undefined, expectedKey: string, audience: string): Loose {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  expect(match, `Authorization: ${authorization}`).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(expectedKey);
  const [header, payload, signature] = jwt!.split('.');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const raw = Buffer.from(key!, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  expect(valid, 'the VAPID signature verifies with k').toBe(true);
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Loose;
  expect(claims.aud).toBe(audience);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  return claims;
}

interface Pushed {
  path: string;
  authorization: string | undefined;
  encoding: string | undefined;
  ttl: string | undefined;
  body: Buffer;
}

describe('push notifications', () => {
  const vapid = webPush.generateVAPIDKeys();
  const pushed: Pushed[] = [];
  /** Paths the push service answers 410 Gone for (an expired subscription). */
  const gone = new Set<string>();
  let service: https.Server;
  let origin: string;
  let platform: TestPlatform;

  beforeAll(async () => {
    const tls = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    service = https.createServer({ key: tls.private, cert: tls.cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        pushed.push({ path, authorization: request.headers.authorization, encoding: request.headers['content-encoding'], ttl: request.headers.ttl as string | undefined, body: Buffer.concat(chunks) });
        response.writeHead(gone.has(path) ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;
    platform = await startTestPlatform({
      env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@portal.test', NOTIFICATION_DISPATCH_INTERVAL_MS: '50' },
      pushAgent: new https.Agent({ ca: tls.cert }),
    });
  });
  afterAll(async () => {
    await platform?.close();
    await new Promise<void>((resolve) => service?.close(() => resolve()));
  });

  async function subscribe(member: SignedIn, path: string) {
    const keys = browserKeys();
    const subscription = { endpoint: `${origin}${path}`, keys: { p256dh: b64url(keys.ecdh.getPublicKey()), auth: b64url(keys.auth) } };
    expect(expectOk(await call(platform, '/api/notifications/subscribePush', subscription, { token: member.token }))).toEqual({ subscribed: true });
    return keys;
  }

  it('serves the public key, and pushes an event signed with VAPID and encrypted for the subscription, in the member’s language', async () => {
    const member = await signedInMember(platform, { locale: 'id-ID' });
    expect(expectOk(await call(platform, '/api/notifications/pushKey', {}, { token: member.token }))).toEqual({ publicKey: vapid.publicKey });
    const keys = await subscribe(member, `/push/${member.userId}`);
    expectOk(await call(platform, '/api/app/user/updatePassWord', { oldPassword: member.password, password: 'new-password-1', confirmPassword: 'new-password-1' }, { token: member.token }));

    await expect.poll(() => pushed.filter((p) => p.path === `/push/${member.userId}`).length, { timeout: 30_000, interval: 50 }).toBe(1);
    const message = pushed.find((p) => p.path === `/push/${member.userId}`)!;
    const claims = checkVapid(message.authorization, vapid.publicKey, origin);
    expect(claims.sub).toBe('mailto:ops@portal.test');
    expect(message.encoding).toBe('aes128gcm');
    expect(Number(message.ttl)).toBeGreaterThan(0);
    const payload = JSON.parse(decryptPush(message.body, keys)) as Loose;
    expect(payload).toMatchObject({ event: 'SECURITY_CHANGED', title: 'Pengaturan keamanan diubah', link: '/setting' });
    expect(payload.body).toContain('Kata sandi masuk Anda telah diubah');
    const inbox = await platform.db.selectFrom('notifications').select('id').where('member_id', '=', member.userId).execute();
    expect(payload.id).toBe(inbox[0]!.id);
    await expect.poll(async () => (await platform.db.selectFrom('notification_deliveries').select('status').where('member_id', '=', member.userId).execute()).map((d) => d.status), { timeout: 10_000 }).toEqual(['SENT']);
  });

  it('PUSH turned off for an event writes no push; a 410 from the push service removes the subscription', async () => {
    const member = await signedInMember(platform);
    await subscribe(member, `/gone/${member.userId}`);
    gone.add(`/gone/${member.userId}`);
    expectOk(await call(platform, '/api/notifications/setPreference', { event: 'TRANSFER_RECEIVED', channel: 'PUSH', enabled: false }, { token: member.token }));
    const sender = await signedInMember(platform);
    await credit(platform, sender.userName, 'CASH_POINT', '100');
    expectOk(await call(platform, '/api/app/makeOver/makeOver', { toUser: member.userName, coinName: 'CASH_POINT', amount: '25', transactionPassword: sender.transactionPassword }, { token: sender.token }));
    expect(await platform.db.selectFrom('notifications').select('event').where('member_id', '=', member.userId).execute()).toEqual([{ event: 'TRANSFER_RECEIVED' }]);
    expect(await platform.db.selectFrom('notification_deliveries').select('id').where('member_id', '=', member.userId).execute()).toEqual([]);
    expectOk(await call(platform, '/api/app/user/updatePassWord', { oldPassword: member.password, password: 'new-password-1', confirmPassword: 'new-password-1' }, { token: member.token }));
    await expect.poll(async () => (await platform.db.selectFrom('push_subscriptions').select('id').where('member_id', '=', member.userId).execute()).length, { timeout: 30_000, interval: 50 }).toBe(0);
    expect(pushed.filter((p) => p.path === `/gone/${member.userId}`)).toHaveLength(1);
    expect(await platform.db.selectFrom('notification_deliveries').select('id').where('member_id', '=', member.userId).execute()).toEqual([]);

    expectOk(await call(platform, '/api/notifications/unsubscribePush', { endpoint: `${origin}/gone/${member.userId}` }, { token: member.token }));
  });
});
