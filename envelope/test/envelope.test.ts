import { describe, expect, it } from 'vitest';
import { EnvelopeClient, EnvelopeError, EnvelopeServer, MemoryReplayStore, type EncryptedRequest, type EnvelopeRefusal } from '../src/index.ts';
import { freshIv, IV_BYTES } from '../src/aead.ts';
import { manualClock, otherKeys, platformKeys } from './fixtures.ts';

const payload = { userName: 'alice', password: 'correct horse', amount: '1250.50', tags: ['a', 'ü', '中文'] };

function pair(options: { clientClock?: () => number; serverClock?: () => number } = {}) {
  const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true, clock: options.clientClock });
  const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, clock: options.serverClock });
  return { client, server };
}

async function refusalOf(action: () => unknown): Promise<EnvelopeRefusal | 'accepted'> {
  try {
    await action();
    return 'accepted';
  } catch (error) {
    if (error instanceof EnvelopeError) return error.reason;
    throw error;
  }
}

function encryptedBody(body: unknown): EncryptedRequest {
  expect((body as EncryptedRequest).needEn).toBe(true);
  return body as EncryptedRequest;
}

function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('round trip', () => {
  it('carries a plain request and a plain response unchanged', async () => {
    const client = new EnvelopeClient({ encrypt: false });
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem });
    const sealed = client.seal(payload);
    expect(sealed.body).toEqual({ data: payload, needEn: false });
    const opened = await server.open(JSON.parse(JSON.stringify(sealed.body)));
    expect(opened).toMatchObject({ data: payload, encrypted: false });
    const wire = opened.reply({ code: 20000, msg: 'ok', data: { userId: 'usr_1' } });
    expect(wire).toEqual({ code: 20000, msg: 'ok', data: { userId: 'usr_1' } });
    expect(sealed.open(wire)).toEqual({ code: 20000, msg: 'ok', result: { userId: 'usr_1' } });
  });

  it('sends an absent payload as {} (the REST contract for calls without data)', async () => {
    const client = new EnvelopeClient({ encrypt: false });
    expect(client.seal(undefined).body).toEqual({ data: {}, needEn: false });
  });

  it('carries an encrypted request and an encrypted response, hiding both payloads', async () => {
    const clock = manualClock();
    const { client, server } = pair({ clientClock: clock.read, serverClock: clock.read });
    const sealed = client.seal(payload, { ip: '203.0.113.7' });
    const body = encryptedBody(sealed.body);
    expect(Object.keys(body).sort()).toEqual(['encrypted', 'ip', 'keyId', 'needEn', 'requestData', 'time']);
    expect(JSON.stringify(body)).not.toContain('alice');
    expect(body.time).toBe(clock.now);
    expect(body.keyId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const opened = await server.open(JSON.parse(JSON.stringify(body)));
    expect(opened).toMatchObject({ data: payload, encrypted: true, ip: '203.0.113.7', time: clock.now });

    const answer = { token: 'tok_secret', expiresAt: '2026-11-22T08:00:00.000Z' };
    const wire = opened.reply({ code: 20000, msg: 'Success', data: answer });
    expect(wire.encrypted).toBe(true);
    expect(typeof wire.data).toBe('string');
    expect(JSON.stringify(wire)).not.toContain('tok_secret');
    expect(sealed.open(JSON.parse(JSON.stringify(wire)))).toEqual({ code: 20000, msg: 'Success', result: answer });
  });

  it('leaves refusals in plain text and keeps their reason', async () => {
    const { client, server } = pair();
    const sealed = client.seal(payload);
    const wire = (await server.open(sealed.body)).reply({ code: 9001, msg: 'Username taken', data: null, reason: 'USERNAME_TAKEN' });
    expect(wire).toEqual({ code: 9001, msg: 'Username taken', data: null, reason: 'USERNAME_TAKEN' });
    expect(sealed.open(wire)).toEqual({ code: 9001, msg: 'Username taken', result: null, reason: 'USERNAME_TAKEN' });
  });

  it('encrypts a success without data as null', async () => {
    const { client, server } = pair();
    const sealed = client.seal({});
    const wire = (await server.open(sealed.body)).reply({ code: 20000, msg: 'ok' });
    expect(wire.encrypted).toBe(true);
    expect(sealed.open(wire).result).toBeNull();
  });
});

describe('tampering', () => {
  it('refuses a request whose requestData has one flipped bit, anywhere', async () => {
    const { client, server } = pair();
    for (const index of [0, 11, 12, 20, -1]) {
      const body = encryptedBody(client.seal(payload).body);
      const length = Buffer.from(body.requestData, 'base64').length;
      const tampered = { ...body, requestData: flipByte(body.requestData, index < 0 ? length - 1 : index) };
      expect(await refusalOf(async () => server.open(tampered)), `byte ${index}`).toBe('TAMPERED');
    }
  });

  it('refuses a request whose time or ip was changed', async () => {
    const { client, server } = pair();
    const timeShifted = encryptedBody(client.seal(payload, { ip: '203.0.113.7' }).body);
    expect(await refusalOf(async () => server.open({ ...timeShifted, time: timeShifted.time + 1 }))).toBe('TAMPERED');
    const ipChanged = encryptedBody(client.seal(payload, { ip: '203.0.113.7' }).body);
    expect(await refusalOf(async () => server.open({ ...ipChanged, ip: '203.0.113.8' }))).toBe('TAMPERED');
  });

  it('refuses a request whose keyId was changed', async () => {
    const { client, server } = pair();
    const body = encryptedBody(client.seal(payload).body);
    const otherKeyId = body.keyId.startsWith('A') ? `B${body.keyId.slice(1)}` : `A${body.keyId.slice(1)}`;
    expect(await refusalOf(async () => server.open({ ...body, keyId: otherKeyId }))).toBe('UNKNOWN_KEY');
  });

  it('refuses a request naming another client\'s cached key', async () => {
    const { client, server } = pair();
    const victim = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true });
    const victimBody = encryptedBody(victim.seal(payload).body);
    await server.open(victimBody);
    const body = encryptedBody(client.seal(payload).body);
    expect(await refusalOf(async () => server.open({ ...body, keyId: victimBody.keyId }))).toBe('TAMPERED');
  });

  it('refuses an answer whose data was altered, or that belongs to another request', async () => {
    const { client, server } = pair();
    const first = client.seal({ n: 1 });
    const second = client.seal({ n: 2 });
    const firstWire = (await server.open(first.body)).reply({ code: 20000, msg: 'ok', data: { n: 1 } });
    const secondWire = (await server.open(second.body)).reply({ code: 20000, msg: 'ok', data: { n: 2 } });
    expect(await refusalOf(() => first.open({ ...firstWire, data: flipByte(firstWire.data as string, 20) }))).toBe('TAMPERED');
    // Same session key, but the answer is bound to the request it answers.
    expect(await refusalOf(() => first.open(secondWire))).toBe('TAMPERED');
    expect(first.open(firstWire).result).toEqual({ n: 1 });
  });

  it('refuses a success answered in plain text to an encrypted request (a downgrade)', async () => {
    const { client } = pair();
    const sealed = client.seal(payload);
    expect(await refusalOf(() => sealed.open({ code: 20000, msg: 'ok', data: { token: 'forged' } }))).toBe('PLAINTEXT_REFUSED');
  });
});

describe('files', () => {
  const file = Buffer.from('%PDF-1.7 \u0000\u00ff binary 中文', 'utf8');

  it('carries a file answer as bytes: as it is to a plain request, sealed to an encrypted one', async () => {
    const plainClient = new EnvelopeClient({ encrypt: false });
    const plainSealed = plainClient.seal(payload);
    const plainOpened = await new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem }).open(plainSealed.body);
    expect(plainOpened.replyFile(file)).toEqual(file);
    expect(plainSealed.openFile(file)).toEqual(file);

    const { client, server } = pair();
    const sealed = client.seal(payload);
    const wire = (await server.open(sealed.body)).replyFile(file);
    expect(wire.length).toBe(12 + file.length + 16);
    expect(wire.includes(Buffer.from('PDF'))).toBe(false);
    expect(sealed.openFile(wire)).toEqual(file);
  });

  it('refuses a file altered, cut short, left in plain text, or answered to another request', async () => {
    const { client, server } = pair();
    const first = client.seal({ n: 1 });
    const second = client.seal({ n: 2 });
    const firstWire = (await server.open(first.body)).replyFile(file);
    const secondWire = (await server.open(second.body)).replyFile(file);
    const flipped = Buffer.from(firstWire);
    flipped[20] = (flipped[20] ?? 0) ^ 0x01;
    expect(await refusalOf(() => first.openFile(flipped))).toBe('TAMPERED');
    expect(await refusalOf(() => first.openFile(firstWire.subarray(0, firstWire.length - 1)))).toBe('TAMPERED');
    expect(await refusalOf(() => first.openFile(file))).toBe('TAMPERED');
    expect(await refusalOf(() => first.openFile(Buffer.alloc(0)))).toBe('TAMPERED');
    expect(await refusalOf(() => first.openFile(secondWire))).toBe('TAMPERED');
    expect(first.openFile(firstWire)).toEqual(file);
  });
});

describe('keys', () => {
  it('refuses a request sealed for another key pair as UNKNOWN_KEY', async () => {
    const client = new EnvelopeClient({ publicKeyPem: otherKeys.publicKeyPem, encrypt: true });
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem });
    expect(await refusalOf(async () => server.open(client.seal(payload).body))).toBe('UNKNOWN_KEY');
    expect(server.stats.cachedKeys).toBe(0);
  });

  it('unwraps a session key once and serves later requests from the cache', async () => {
    const { client, server } = pair();
    for (let i = 0; i < 5; i += 1) await server.open(client.seal({ i }).body);
    expect(client.stats.rsaWraps).toBe(1);
    expect(server.stats).toMatchObject({ rsaUnwraps: 1, keyCacheHits: 4, cachedKeys: 1 });
  });

  it('still opens a reused key after the server forgot it (the wrapped key travels with every request)', async () => {
    const clock = manualClock();
    const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true, clock: clock.read });
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, clock: clock.read, keyCacheTtlMs: 1_000 });
    await server.open(client.seal({ i: 1 }).body);
    clock.now += 1_001;
    expect((await server.open(client.seal({ i: 2 }).body)).data).toEqual({ i: 2 });
    expect(client.stats.rsaWraps).toBe(1);
    expect(server.stats.rsaUnwraps).toBe(2);
  });

  it('rotates the session key after its time to live', async () => {
    const clock = manualClock();
    const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true, clock: clock.read, keyTtlMs: 60_000 });
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, clock: clock.read });
    const first = encryptedBody(client.seal(payload).body);
    clock.now += 59_999;
    const stillFirst = encryptedBody(client.seal(payload).body);
    clock.now += 1;
    const rotated = encryptedBody(client.seal(payload).body);
    expect(stillFirst.keyId).toBe(first.keyId);
    expect(rotated.keyId).not.toBe(first.keyId);
    expect(rotated.encrypted).not.toBe(first.encrypted);
    for (const body of [stillFirst, rotated]) await server.open(body);
    expect(client.stats.rsaWraps).toBe(2);
    expect(server.stats.rsaUnwraps).toBe(2);
  });

  it('rotates the session key after its maximum number of uses', async () => {
    const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true, maxUsesPerKey: 3 });
    const keyIds = Array.from({ length: 7 }, () => encryptedBody(client.seal(payload).body).keyId);
    expect(new Set(keyIds.slice(0, 3)).size).toBe(1);
    expect(new Set(keyIds.slice(3, 6)).size).toBe(1);
    expect(new Set(keyIds).size).toBe(3);
    expect(client.stats.rsaWraps).toBe(3);
  });

  it('keeps at most keyCacheSize unwrapped keys, dropping the least recently used', async () => {
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, keyCacheSize: 2 });
    const clients = Array.from({ length: 3 }, () => new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true }));
    const [a, b, c] = clients as [EnvelopeClient, EnvelopeClient, EnvelopeClient];
    await server.open(a.seal(payload).body);
    await server.open(b.seal(payload).body);
    await server.open(a.seal(payload).body); // a is now the most recent
    await server.open(c.seal(payload).body); // evicts b
    expect(server.stats).toMatchObject({ cachedKeys: 2, rsaUnwraps: 3 });
    await server.open(a.seal(payload).body);
    expect(server.stats.rsaUnwraps).toBe(3);
    await server.open(b.seal(payload).body);
    expect(server.stats.rsaUnwraps).toBe(4);
  });
});

describe('freshness and replay', () => {
  it('refuses a request stamped too far in the past or in the future', async () => {
    const clientClock = manualClock();
    const serverClock = manualClock();
    const { client, server } = pair({ clientClock: clientClock.read, serverClock: serverClock.read });
    clientClock.now = serverClock.now - 60_001;
    expect(await refusalOf(async () => server.open(client.seal(payload).body))).toBe('STALE');
    clientClock.now = serverClock.now + 60_001;
    expect(await refusalOf(async () => server.open(client.seal(payload).body))).toBe('STALE');
    clientClock.now = serverClock.now - 60_000;
    expect(await refusalOf(async () => server.open(client.seal(payload).body))).toBe('accepted');
    clientClock.now = serverClock.now + 60_000;
    expect(await refusalOf(async () => server.open(client.seal(payload).body))).toBe('accepted');
  });

  it('honours a custom replay window', async () => {
    const clock = manualClock();
    const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true, clock: () => clock.now - 5_000 });
    const strict = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, replayWindowMs: 4_000, clock: clock.read });
    expect(await refusalOf(async () => strict.open(client.seal(payload).body))).toBe('STALE');
  });

  it('refuses the exact same body a second time', async () => {
    const { client, server } = pair();
    const body = client.seal(payload).body;
    await server.open(structuredClone(body));
    expect(await refusalOf(async () => server.open(structuredClone(body)))).toBe('REPLAYED');
  });

  it('does not remember refused requests (a forged copy cannot block the real one)', async () => {
    const { client, server } = pair();
    const body = encryptedBody(client.seal(payload).body);
    expect(await refusalOf(async () => server.open({ ...body, time: body.time + 1 }))).toBe('TAMPERED');
    expect(await refusalOf(async () => server.open(body))).toBe('accepted');
  });

  it('keeps replay memory bounded and still refuses a replay of a forgotten request', async () => {
    const clock = manualClock();
    const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true, clock: clock.read });
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, replayCacheSize: 3, clock: clock.read });
    const bodies = Array.from({ length: 5 }, () => {
      clock.now += 1;
      return client.seal(payload).body;
    });
    for (const body of bodies) await server.open(body);
    expect(server.stats.rememberedNonces).toBe(3);
    expect(await refusalOf(async () => server.open(bodies[0]))).toBe('STALE');
    expect(await refusalOf(async () => server.open(bodies[4]))).toBe('REPLAYED');
  });

  it('refuses a replay at another server that shares the replay store (a restart, a replica)', async () => {
    const replayStore = new MemoryReplayStore(100, Date.now);
    const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true });
    const first = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, replayStore });
    const second = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, replayStore });
    const body = client.seal(payload).body;
    expect(await refusalOf(() => first.open(structuredClone(body)))).toBe('accepted');
    expect(await refusalOf(() => second.open(structuredClone(body)))).toBe('REPLAYED');
    // Without the shared store each process would accept it once more.
    expect(await refusalOf(() => new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem }).open(structuredClone(body)))).toBe('accepted');
  });

  it('asks an asynchronous store and waits for its answer', async () => {
    const seen = new Set<string>();
    const replayStore = {
      remember: async (nonce: string) => {
        await new Promise((resolve) => setImmediate(resolve));
        if (seen.has(nonce)) return 'replayed' as const;
        seen.add(nonce);
        return 'remembered' as const;
      },
    };
    const { client } = pair();
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, replayStore });
    const body = client.seal(payload).body;
    expect((await server.open(structuredClone(body))).data).toEqual(payload);
    expect(await refusalOf(() => server.open(structuredClone(body)))).toBe('REPLAYED');
    expect(server.stats.rememberedNonces).toBe(-1);
  });

  it('forgets nonces once their requests are stale anyway', async () => {
    const clock = manualClock();
    const { client, server } = pair({ clientClock: clock.read, serverClock: clock.read });
    const old = client.seal(payload).body;
    await server.open(old);
    clock.now += 60_001;
    await server.open(client.seal(payload).body);
    expect(server.stats.rememberedNonces).toBe(1);
    expect(await refusalOf(async () => server.open(old))).toBe('STALE');
  });
});

describe('malformed and refused bodies', () => {
  const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem });
  const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'hello'],
    ['needEn missing', { data: {} }],
    ['needEn as a string', { data: {}, needEn: 'false' }],
    ['plain without data', { needEn: false }],
  ])('refuses %s as MALFORMED', async (_label, body) => {
    expect(await refusalOf(async () => server.open(body))).toBe('MALFORMED');
  });

  it.each([
    ['requestData with junk characters', { requestData: '!!!!' }],
    ['requestData too short for iv and tag', { requestData: Buffer.alloc(20).toString('base64') }],
    ['requestData over the size limit', { requestData: 'A'.repeat(2 * 1024 * 1024) }],
    ['a keyId of the wrong length', { keyId: 'abc' }],
    ['time as a string', { time: '1763800000000' }],
    ['a fractional time', { time: 1.5 }],
    ['an ip that is not an address', { ip: 'evil.example' }],
    ['encrypted that is not base64', { encrypted: 'not base64' }],
  ])('refuses %s as MALFORMED', async (_label, change) => {
    const body = { ...encryptedBody(client.seal(payload).body), ...change };
    expect(await refusalOf(async () => server.open(body))).toBe('MALFORMED');
  });

  it('refuses plain bodies when encryption is required, and still opens encrypted ones', async () => {
    const strict = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, requireEncryption: true });
    expect(await refusalOf(async () => strict.open({ data: {}, needEn: false }))).toBe('PLAINTEXT_REFUSED');
    expect((await strict.open(client.seal(payload).body)).data).toEqual(payload);
  });

  it('refuses options outside their limits', async () => {
    expect(() => new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, replayWindowMs: 0 })).toThrow(/replayWindowMs/);
    expect(() => new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem, keyCacheSize: 0 })).toThrow(/keyCacheSize/);
    expect(() => new EnvelopeClient({ encrypt: true })).toThrow(/public key/);
    expect(() => new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true, maxUsesPerKey: 2 ** 40 })).toThrow(/maxUsesPerKey/);
  });

  it('refuses to seal a payload over the size limit', async () => {
    const small = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true, maxPayloadBytes: 64 });
    expect(() => small.seal({ text: 'x'.repeat(100) })).toThrow(/exceeds 64/);
  });
});

describe('IVs', () => {
  it('never hands out the same IV twice, across refills of its pool, and never changes one already given', () => {
    const first = freshIv();
    const kept = Buffer.from(first);
    const seen = new Set<string>([first.toString('hex')]);
    // Several pools' worth (512 IVs each).
    for (let i = 0; i < 2_000; i++) {
      const iv = freshIv();
      expect(iv.length).toBe(IV_BYTES);
      seen.add(iv.toString('hex'));
    }
    expect(seen.size).toBe(2_001);
    expect(first.equals(kept)).toBe(true);
  });

  it('seals two equal requests under one key with different IVs', () => {
    const { client } = pair();
    const [a, b] = [client.seal(payload).body, client.seal(payload).body] as EncryptedRequest[];
    expect(a!.keyId).toBe(b!.keyId);
    expect(a!.requestData.slice(0, 16)).not.toBe(b!.requestData.slice(0, 16));
  });
});
