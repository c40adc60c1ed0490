// Public surface of @portal/envelope: the encrypted envelope, the key pair, and the upstream catalogue.
export {
  EnvelopeClient,
  EnvelopeError,
  EnvelopeServer,
  DEFAULT_KEY_CACHE_SIZE,
  DEFAULT_KEY_CACHE_TTL_MS,
  DEFAULT_KEY_TTL_MS,
  DEFAULT_MAX_PAYLOAD_BYTES,
  DEFAULT_MAX_USES_PER_KEY,
  DEFAULT_REPLAY_CACHE_SIZE,
  DEFAULT_REPLAY_WINDOW_MS,
  type EncryptedRequest,
  type EnvelopeClientOptions,
  type EnvelopeRefusal,
  type EnvelopeServerOptions,
  type EnvelopeServerStats,
  type OpenedRequest,
  type OpenedResponse,
  type PlainRequest,
  type ReplyInput,
  type SealedRequest,
  type WireResponse,
} from './envelope.ts';
export { MemoryReplayStore, type ReplayStore, type ReplayVerdict } from './replay-store.ts';
export {
  generateKeyPair,
  loadOrCreateKeyPair,
  publicKeyFingerprint,
  PRIVATE_KEY_FILE,
  PUBLIC_KEY_FILE,
  type KeyPairPem,
} from './key-pair.ts';
export * from './catalogue.ts';
