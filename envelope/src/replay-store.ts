// Where an EnvelopeServer remembers the IVs of accepted requests for as long as their time stamp
// is fresh. Servers that share one store (platform replicas on one database, or one database
// across restarts) refuse each other's replays.
import assert from 'node:assert/strict';

/** What a store says about a request's nonce when asked to remember it. */
export type ReplayVerdict = 'remembered' | 'replayed' | 'stale';

export interface ReplayStore {
  /**
   * Remembers `nonce` (the request's IV, base64) of an authenticated request stamped `time`,
   * at least until `forgetAfter` (epoch ms), atomically for every server sharing the store:
   * 'replayed' when it was already remembered, 'stale' when the store can no longer tell
   * (a bounded store that had to forget early), else 'remembered'.
   */
  remember(nonce: string, time: number, forgetAfter: number): ReplayVerdict | Promise<ReplayVerdict>;
  /** Nonces held now, for metrics (a shared store may not know cheaply). */
  readonly size?: number;
}

/** The in-process store: bounded memory, lost on restart, not shared between processes. */
export class MemoryReplayStore implements ReplayStore {
  // nonce: the moment after which the request is stale anyway and the nonce may be forgotten.
  readonly #forgetAfter = new Map<string, { time: number; forgetAfter: number }>();
  // When memory is full, a fresh nonce must be forgotten early; from then on nothing stamped at
  // or before its time is accepted, so forgetting it can never let its request in twice.
  #refuseAtOrBefore = Number.NEGATIVE_INFINITY;

  constructor(
    readonly capacity: number,
    private readonly clock: () => number,
  ) {
    assert.ok(Number.isSafeInteger(capacity) && capacity >= 1, `replay capacity must be a positive integer, got ${capacity}`);
  }

  get size(): number {
    return this.#forgetAfter.size;
  }

  remember(nonce: string, time: number, forgetAfter: number): ReplayVerdict {
    if (time <= this.#refuseAtOrBefore) return 'stale';
    if (this.#forgetAfter.has(nonce)) return 'replayed';
    this.#forgetExpired();
    while (this.#forgetAfter.size >= this.capacity) this.#forgetOldestEarly();
    this.#forgetAfter.set(nonce, { time, forgetAfter });
    assert.ok(this.#forgetAfter.size <= this.capacity);
    return 'remembered';
  }

  // Insertion order is close to time order (every time stamp is within the window of "now"),
  // so expired nonces collect at the front.
  #forgetExpired(): void {
    const now = this.clock();
    for (const [nonce, entry] of this.#forgetAfter) {
      if (entry.forgetAfter >= now) break;
      this.#forgetAfter.delete(nonce);
    }
  }

  #forgetOldestEarly(): void {
    const oldest = this.#forgetAfter.entries().next();
    assert.ok(!oldest.done);
    const [nonce, entry] = oldest.value;
    this.#forgetAfter.delete(nonce);
    this.#refuseAtOrBefore = Math.max(this.#refuseAtOrBefore, entry.time);
  }
}
