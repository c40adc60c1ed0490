// The request/response envelope between a client (the gateway, a browser) and the platform.
// Wire format and reasoning: docs/protocol.md.
import assert from 'node:assert/strict';
import {
  constants,
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import {
  base64LengthFor,
  decodeBase64,
  isKeyId,
  ivOf,
  keyIdOf,
  openBytes,
  requestAad,
  responseAad,
  sealBytes,
  IV_BYTES,
  SESSION_KEY_BYTES,
  TAG_BYTES,
} from './aead.ts';
import { BoundedTtlCache } from './bounded-cache.ts';
import { UPSTREAM_SUCCESS } from './catalogue.ts';
import { RSA_MODULUS_BITS } from './key-pair.ts';
import { MemoryReplayStore, type ReplayStore } from './replay-store.ts';

export type EnvelopeRefusal = 'MALFORMED' | 'STALE' | 'REPLAYED' | 'TAMPERED' | 'UNKNOWN_KEY' | 'PLAINTEXT_REFUSED';

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';

  constructor(
    readonly reason: EnvelopeRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface PlainRequest {
  data: unknown;
  needEn: false;
}

export interface EncryptedRequest {
  needEn: true;
  /** base64 of iv(12) || AES-256-GCM ciphertext || tag(16) of JSON.stringify(data). */
  requestData: string;
  /** base64 of the session key, RSA-OAEP(SHA-256) encrypted with the platform's public key. */
  encrypted: string;
  /** base64url of the first 16 bytes of SHA-256(session key). */
  keyId: string;
  ip: string;
  /** Client epoch milliseconds. */
  time: number;
}

export interface WireResponse {
  code: number;
  msg: string;
  data?: unknown;
  reason?: string;
  encrypted?: boolean;
}

export interface OpenedResponse<T = unknown> {
  code: number;
  msg: string;
  result: T | undefined;
  reason?: string;
}

export interface ReplyInput {
  code: number;
  msg: string;
  data?: unknown;
  reason?: string;
  /**
   * `data` already serialized (by the route's response schema): sealed as it is instead of
   * `JSON.stringify(data)`. Only a sealed success uses it; a plain answer is serialized by its server.
   */
  dataJson?: string;
}

export interface SealedRequest {
  body: PlainRequest | EncryptedRequest;
  /** Reads the answer to this request (decrypting it under this request's session key). */
  open<T = unknown>(response: WireResponse): OpenedResponse<T>;
  /**
   * Reads a file answered to this request (an HTTP body of bytes, not JSON): as it is for a plain
   * request; for an encrypted one, `iv ‖ ciphertext ‖ tag` opened under its session key, or
   * EnvelopeError (`TAMPERED`) when it fails authentication (docs/protocol.md, "Files").
   */
  openFile(body: Buffer): Buffer;
}

export interface OpenedRequest {
  data: unknown;
  encrypted: boolean;
  ip?: string;
  time?: number;
  /** Builds the answer to this request (encrypting a success under its session key). */
  reply(response: ReplyInput): WireResponse;
  /** A file as the successful answer to this request: the bytes as they are, or sealed under its session key when it was encrypted. */
  replyFile(bytes: Buffer): Buffer;
}

// Limits. The HTTP layer limits whole bodies; these bound what the envelope itself will touch.
export const DEFAULT_MAX_PAYLOAD_BYTES = 1024 * 1024;
export const MAX_PAYLOAD_BYTES_LIMIT = 16 * 1024 * 1024;
export const DEFAULT_KEY_TTL_MS = 10 * 60_000;
export const DEFAULT_MAX_USES_PER_KEY = 10_000;
// Random 96-bit GCM nonces stay safe far below 2^32 messages per key (NIST SP 800-38D §8.3).
const MAX_USES_PER_KEY_LIMIT = 1_000_000;
export const DEFAULT_REPLAY_WINDOW_MS = 60_000;
const REPLAY_WINDOW_MIN_MS = 1_000;
const REPLAY_WINDOW_MAX_MS = 10 * 60_000;
export const DEFAULT_REPLAY_CACHE_SIZE = 100_000;
export const DEFAULT_KEY_CACHE_SIZE = 10_000;
// Longer than the client's default rotation, so a client normally costs one RSA unwrap per key.
export const DEFAULT_KEY_CACHE_TTL_MS = 15 * 60_000;
const CACHE_SIZE_LIMIT = 10_000_000;
// RSA-OAEP of a 4096-bit key is 512 bytes; we accept keys up to that size.
const WRAPPED_KEY_MAX_CHARS = base64LengthFor(512);
// Long enough for any IPv6 text form with an IPv4 tail; the ip is also part of the AAD.
const IP_MAX_CHARS = 45;
const IP_PATTERN = /^[0-9A-Fa-f.:]*$/;

export interface EnvelopeClientOptions {
  /** The platform's RSA public key (PEM); required when `encrypt` is true. */
  publicKeyPem?: string;
  encrypt: boolean;
  /** How long one session key is reused before a new one is made (default 10 min). */
  keyTtlMs?: number;
  /** How many requests one session key seals before a new one is made (default 10 000). */
  maxUsesPerKey?: number;
  maxPayloadBytes?: number;
  clock?: () => number;
}

interface SessionKey {
  key: KeyObject;
  keyId: string;
  wrappedKey: string;
  createdAt: number;
  uses: number;
}

export class EnvelopeClient {
  #rsaWraps = 0;
  readonly #publicKey: KeyObject | undefined;
  readonly #encrypt: boolean;
  readonly #keyTtlMs: number;
  readonly #maxUsesPerKey: number;
  readonly #maxPayloadBytes: number;
  readonly #clock: () => number;
  #session: SessionKey | undefined;

  constructor(options: EnvelopeClientOptions) {
    this.#encrypt = options.encrypt;
    this.#keyTtlMs = options.keyTtlMs ?? DEFAULT_KEY_TTL_MS;
    this.#maxUsesPerKey = options.maxUsesPerKey ?? DEFAULT_MAX_USES_PER_KEY;
    this.#maxPayloadBytes = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
    this.#clock = options.clock ?? Date.now;
    assertIntegerIn('keyTtlMs', this.#keyTtlMs, 1, 24 * 60 * 60_000);
    assertIntegerIn('maxUsesPerKey', this.#maxUsesPerKey, 1, MAX_USES_PER_KEY_LIMIT);
    assertIntegerIn('maxPayloadBytes', this.#maxPayloadBytes, 1, MAX_PAYLOAD_BYTES_LIMIT);
    if (options.encrypt) {
      assert.ok(options.publicKeyPem, 'an encrypting EnvelopeClient needs the platform public key');
      this.#publicKey = importRsaPublicKey(options.publicKeyPem);
    }
  }

  get stats(): { rsaWraps: number } {
    return { rsaWraps: this.#rsaWraps };
  }

  /** Wraps `data` for one call. `undefined` is sent as `{}`, the REST contract's empty payload. */
  seal(data: unknown, options: { ip?: string } = {}): SealedRequest {
    const payload = data === undefined ? {} : data;
    if (!this.#encrypt) {
      return { body: { data: payload, needEn: false }, open: (response) => openPlainResponse(response), openFile: (file) => file };
    }
    const ip = options.ip ?? '';
    assert.ok(ip.length <= IP_MAX_CHARS && IP_PATTERN.test(ip), `not an IP address: ${ip}`);
    const plaintext = Buffer.from(JSON.stringify(payload), 'utf8');
    assert.ok(plaintext.length <= this.#maxPayloadBytes, `payload of ${plaintext.length} bytes exceeds ${this.#maxPayloadBytes}`);

    const time = Math.trunc(this.#clock());
    const session = this.#sessionKey(time);
    const sealed = sealBytes(session.key, plaintext, requestAad(session.keyId, time, ip));
    const body: EncryptedRequest = {
      needEn: true,
      requestData: sealed.toString('base64'),
      encrypted: session.wrappedKey,
      keyId: session.keyId,
      ip,
      time,
    };
    const answerAad = responseAad(session.keyId, ivOf(sealed));
    const maxResponseChars = base64LengthFor(IV_BYTES + this.#maxPayloadBytes + TAG_BYTES);
    return {
      body,
      open: (response) => openEncryptedResponse(response, session.key, answerAad, maxResponseChars),
      openFile: (file) => openEncryptedFile(file, session.key, answerAad),
    };
  }

  // Reuses one session key for a bounded time and count, so RSA runs once per key, not per call.
  #sessionKey(now: number): SessionKey {
    const current = this.#session;
    if (current && now - current.createdAt < this.#keyTtlMs && now >= current.createdAt && current.uses < this.#maxUsesPerKey) {
      current.uses += 1;
      return current;
    }
    assert.ok(this.#publicKey);
    const keyBytes = randomBytes(SESSION_KEY_BYTES);
    const wrapped = publicEncrypt({ key: this.#publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, keyBytes);
    this.#rsaWraps += 1;
    const session: SessionKey = {
      key: createSecretKey(keyBytes),
      keyId: keyIdOf(keyBytes),
      wrappedKey: wrapped.toString('base64'),
      createdAt: now,
      uses: 1,
    };
    keyBytes.fill(0); // createSecretKey copied it
    this.#session = session;
    return session;
  }
}

export interface EnvelopeServerOptions {
  privateKeyPem: string;
  /** How far a request's time may be from the server's clock, either way (default 60 s). */
  replayWindowMs?: number;
  /** Accepted request IVs remembered at most by the default in-memory store (default 100 000). */
  replayCacheSize?: number;
  /**
   * Where accepted request IVs are remembered; the default keeps them in this process's memory.
   * Give a shared, durable store (the platform's database) so that replays stay refused after a
   * restart and across replicas.
   */
  replayStore?: ReplayStore;
  /** Unwrapped session keys kept at most (default 10 000). */
  keyCacheSize?: number;
  /** How long an unwrapped session key is kept, from its first use (default 15 min). */
  keyCacheTtlMs?: number;
  requireEncryption?: boolean;
  maxPayloadBytes?: number;
  clock?: () => number;
}

export interface EnvelopeServerStats {
  rsaUnwraps: number;
  keyCacheHits: number;
  cachedKeys: number;
  /** Nonces held by the replay store (-1 when the store does not count them). */
  rememberedNonces: number;
}

export class EnvelopeServer {
  readonly #privateKey: KeyObject;
  readonly #requireEncryption: boolean;
  readonly #maxPayloadBytes: number;
  readonly #keyCache: BoundedTtlCache<string, KeyObject>;
  readonly #replayStore: ReplayStore;
  readonly #replayWindowMs: number;
  readonly #clock: () => number;
  #rsaUnwraps = 0;
  #keyCacheHits = 0;

  constructor(options: EnvelopeServerOptions) {
    const clock = options.clock ?? Date.now;
    const replayWindowMs = options.replayWindowMs ?? DEFAULT_REPLAY_WINDOW_MS;
    const replayCacheSize = options.replayCacheSize ?? DEFAULT_REPLAY_CACHE_SIZE;
    const keyCacheSize = options.keyCacheSize ?? DEFAULT_KEY_CACHE_SIZE;
    const keyCacheTtlMs = options.keyCacheTtlMs ?? DEFAULT_KEY_CACHE_TTL_MS;
    this.#requireEncryption = options.requireEncryption ?? false;
    this.#maxPayloadBytes = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
    assertIntegerIn('replayWindowMs', replayWindowMs, REPLAY_WINDOW_MIN_MS, REPLAY_WINDOW_MAX_MS);
    assertIntegerIn('replayCacheSize', replayCacheSize, 1, CACHE_SIZE_LIMIT);
    assertIntegerIn('keyCacheSize', keyCacheSize, 1, CACHE_SIZE_LIMIT);
    assertIntegerIn('keyCacheTtlMs', keyCacheTtlMs, 1, 24 * 60 * 60_000);
    assertIntegerIn('maxPayloadBytes', this.#maxPayloadBytes, 1, MAX_PAYLOAD_BYTES_LIMIT);
    this.#privateKey = importRsaPrivateKey(options.privateKeyPem);
    this.#keyCache = new BoundedTtlCache(keyCacheSize, keyCacheTtlMs, clock);
    this.#replayStore = options.replayStore ?? new MemoryReplayStore(replayCacheSize, clock);
    this.#replayWindowMs = replayWindowMs;
    this.#clock = clock;
  }

  get stats(): EnvelopeServerStats {
    return {
      rsaUnwraps: this.#rsaUnwraps,
      keyCacheHits: this.#keyCacheHits,
      cachedKeys: this.#keyCache.size,
      rememberedNonces: this.#replayStore.size ?? -1,
    };
  }

  /**
   * Opens a request body, or rejects with EnvelopeError. Checks run cheapest first; the
   * replay store is asked last, only for authenticated requests.
   */
  async open(body: unknown): Promise<OpenedRequest> {
    if (!isRecord(body)) throw new EnvelopeError('MALFORMED', 'the body is not a JSON object');
    if (body.needEn === false) return this.#openPlain(body);
    if (body.needEn !== true) throw new EnvelopeError('MALFORMED', 'needEn must be true or false');

    const request = this.#parseEncrypted(body);
    if (Math.abs(this.#clock() - request.time) > this.#replayWindowMs) {
      throw new EnvelopeError('STALE', 'the request time is outside the accepted window');
    }
    const iv = ivOf(request.sealed);

    const cachedKey = this.#keyCache.get(request.keyId);
    if (cachedKey) this.#keyCacheHits += 1;
    const key = cachedKey ?? this.#unwrapSessionKey(request.wrappedKey, request.keyId);
    const plaintext = openBytes(key, request.sealed, requestAad(request.keyId, request.time, request.ip));
    if (!plaintext) throw new EnvelopeError('TAMPERED', 'the request failed authentication');

    // Only authenticated requests reach the caches, so forged bodies cannot fill them.
    if (!cachedKey) this.#keyCache.set(request.keyId, key);
    const data = parseJson(plaintext);
    // After the time check passed, the request is refused as stale anyway once `forgetAfter` is past.
    const verdict = await this.#replayStore.remember(iv.toString('base64'), request.time, request.time + this.#replayWindowMs);
    if (verdict === 'replayed') throw new EnvelopeError('REPLAYED', 'this request was already received');
    if (verdict === 'stale') throw new EnvelopeError('STALE', 'the request time is outside the accepted window');
    const answerAad = responseAad(request.keyId, iv);
    return {
      data,
      encrypted: true,
      ip: request.ip,
      time: request.time,
      reply: (response) => encryptedReply(response, key, answerAad),
      // The same key and binding as a JSON answer: a file cannot be swapped for another request's.
      replyFile: (bytes) => sealBytes(key, bytes, answerAad),
    };
  }

  #openPlain(body: Record<string, unknown>): OpenedRequest {
    if (this.#requireEncryption) throw new EnvelopeError('PLAINTEXT_REFUSED', 'this server accepts encrypted requests only');
    if (!('data' in body)) throw new EnvelopeError('MALFORMED', 'a plain request carries a data field');
    return { data: body.data, encrypted: false, reply: plainReply, replyFile: (bytes) => bytes };
  }

  #parseEncrypted(body: Record<string, unknown>) {
    const { requestData, encrypted, keyId, ip, time } = body;
    if (typeof requestData !== 'string' || typeof encrypted !== 'string' || typeof keyId !== 'string' || typeof ip !== 'string') {
      throw new EnvelopeError('MALFORMED', 'requestData, encrypted, keyId and ip must be strings');
    }
    if (typeof time !== 'number' || !Number.isSafeInteger(time) || time < 0) {
      throw new EnvelopeError('MALFORMED', 'time must be epoch milliseconds');
    }
    if (!isKeyId(keyId)) throw new EnvelopeError('MALFORMED', 'keyId must be 22 base64url characters');
    if (ip.length > IP_MAX_CHARS || !IP_PATTERN.test(ip)) throw new EnvelopeError('MALFORMED', 'ip is not an IP address');
    const sealed = decodeBase64(requestData, base64LengthFor(IV_BYTES + this.#maxPayloadBytes + TAG_BYTES));
    if (!sealed || sealed.length < IV_BYTES + TAG_BYTES) {
      throw new EnvelopeError('MALFORMED', 'requestData must be base64 of iv || ciphertext || tag, within the size limit');
    }
    const wrappedKey = decodeBase64(encrypted, WRAPPED_KEY_MAX_CHARS);
    if (!wrappedKey || wrappedKey.length === 0) throw new EnvelopeError('MALFORMED', 'encrypted must be base64 of the wrapped key');
    return { sealed, wrappedKey, keyId, ip, time };
  }

  #unwrapSessionKey(wrappedKey: Buffer, keyId: string): KeyObject {
    this.#rsaUnwraps += 1;
    let keyBytes: Buffer;
    try {
      keyBytes = privateDecrypt({ key: this.#privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrappedKey);
    } catch {
      throw new EnvelopeError('UNKNOWN_KEY', 'the session key was not encrypted for this server');
    }
    try {
      // The fingerprint check stops a client from naming one key and sending another.
      if (keyBytes.length !== SESSION_KEY_BYTES || keyIdOf(keyBytes) !== keyId) {
        throw new EnvelopeError('UNKNOWN_KEY', 'the session key does not match its keyId');
      }
      return createSecretKey(keyBytes);
    } finally {
      keyBytes.fill(0);
    }
  }
}

function plainReply(response: ReplyInput): WireResponse {
  assertReplyInput(response);
  return withReason({ code: response.code, msg: response.msg, data: response.data ?? null }, response.reason);
}

function encryptedReply(response: ReplyInput, key: KeyObject, aad: string): WireResponse {
  if (response.code !== UPSTREAM_SUCCESS) return plainReply(response);
  assertReplyInput(response);
  const plaintext = Buffer.from(response.dataJson ?? JSON.stringify(response.data ?? null), 'utf8');
  const data = sealBytes(key, plaintext, aad).toString('base64');
  return withReason({ code: response.code, msg: response.msg, data, encrypted: true }, response.reason);
}

function openPlainResponse<T>(response: WireResponse): OpenedResponse<T> {
  const { code, msg, reason } = checkResponseShape(response);
  if (response.encrypted === true) throw new EnvelopeError('MALFORMED', 'an encrypted answer to a plain request');
  return withReason({ code, msg, result: response.data as T | undefined }, reason);
}

function openEncryptedResponse<T>(response: WireResponse, key: KeyObject, aad: string, maxChars: number): OpenedResponse<T> {
  const { code, msg, reason } = checkResponseShape(response);
  if (code !== UPSTREAM_SUCCESS) return withReason({ code, msg, result: response.data as T | undefined }, reason);
  // A plain success to an encrypted request would let anyone on the path rewrite the data.
  if (response.encrypted !== true) throw new EnvelopeError('PLAINTEXT_REFUSED', 'a plain answer to an encrypted request');
  if (typeof response.data !== 'string') throw new EnvelopeError('MALFORMED', 'encrypted data must be a base64 string');
  const sealed = decodeBase64(response.data, maxChars);
  if (!sealed) throw new EnvelopeError('MALFORMED', 'encrypted data must be base64 of iv || ciphertext || tag, within the size limit');
  const plaintext = openBytes(key, sealed, aad);
  if (!plaintext) throw new EnvelopeError('TAMPERED', 'the answer failed authentication');
  return withReason({ code, msg, result: parseJson(plaintext) as T }, reason);
}

function openEncryptedFile(sealed: Buffer, key: KeyObject, aad: string): Buffer {
  // A file left in plain text (a downgrade) or cut short fails here like an altered one.
  const bytes = openBytes(key, sealed, aad);
  if (!bytes) throw new EnvelopeError('TAMPERED', 'the file failed authentication');
  return bytes;
}

function checkResponseShape(response: unknown): { code: number; msg: string; reason: string | undefined } {
  if (!isRecord(response)) throw new EnvelopeError('MALFORMED', 'the answer is not a JSON object');
  const { code, msg, reason } = response;
  if (typeof code !== 'number' || !Number.isSafeInteger(code)) throw new EnvelopeError('MALFORMED', 'code must be an integer');
  if (typeof msg !== 'string') throw new EnvelopeError('MALFORMED', 'msg must be a string');
  if (reason !== undefined && typeof reason !== 'string') throw new EnvelopeError('MALFORMED', 'reason must be a string');
  return { code, msg, reason };
}

function assertReplyInput(response: ReplyInput): void {
  assert.ok(Number.isSafeInteger(response.code), `reply code must be an integer, got ${response.code}`);
  assert.equal(typeof response.msg, 'string');
  assert.ok(response.reason === undefined || typeof response.reason === 'string');
  assert.ok(response.dataJson === undefined || typeof response.dataJson === 'string');
}

function withReason<R extends object>(response: R, reason: string | undefined): R & { reason?: string } {
  return reason === undefined ? response : { ...response, reason };
}

function parseJson(plaintext: Buffer): unknown {
  try {
    return JSON.parse(plaintext.toString('utf8'));
  } catch {
    throw new EnvelopeError('MALFORMED', 'the decrypted payload is not JSON');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function assertIntegerIn(name: string, value: number, min: number, max: number): void {
  assert.ok(Number.isSafeInteger(value) && value >= min && value <= max, `${name} must be an integer in [${min}, ${max}], got ${value}`);
}

function importRsaPublicKey(publicKeyPem: string): KeyObject {
  const key = createPublicKey(publicKeyPem);
  assertUsableRsaKey(key);
  return key;
}

function importRsaPrivateKey(privateKeyPem: string): KeyObject {
  const key = createPrivateKey(privateKeyPem);
  assertUsableRsaKey(key);
  return key;
}

function assertUsableRsaKey(key: KeyObject): void {
  assert.equal(key.asymmetricKeyType, 'rsa', 'the envelope key must be an RSA key');
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  assert.ok(bits >= RSA_MODULUS_BITS && bits <= 4096, `RSA modulus must be 2048–4096 bits, got ${bits}`);
}
