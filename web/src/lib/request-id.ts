import { failureOf } from './errors';
// Idempotency keys for money-moving mutations: one per intended operation, reused on a retry.
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing: 16 random bytes in hex.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key for the next attempt after a failed send. The platform keeps its first answer to a
 * key, refusals included (docs/rest-api.md, "Request ids"), so after a refusal the member's
 * corrected request needs a new key; when the outcome is unknown (no answer, a time-out, a
 * server failure) the same key is reused, so a retry cannot move money twice.
 */
export function requestIdAfterFailure(current: string, error: unknown): string {
  return failureOf(error).code === 'SERVER_MESSAGE' ? newRequestId() : current;
}
