// Remembers the IVs of accepted requests for as long as their time stamp is fresh, in bounded memory.
import assert from 'node:assert/strict';

export class ReplayGuard {
  // nonce → the moment after which the request is stale anyway and the nonce may be forgotten.
  readonly #forgetAfter = new Map<string, { time: number; forgetAfter: number }>();
  // When memory is full, a fresh nonce must be forgotten early; from then on nothing stamped at
  // or before its time is accepted, so forgetting it can never let its request in twice.
  #refuseAtOrBefore = Number.NEGATIVE_INFINITY;

  constructor(
    readonly capacity: number,
    readonly windowMs: number,
    private readonly clock: () => number,
  ) {
    assert.ok(Number.isSafeInteger(capacity) && capacity >= 1, `replay capacity must be a positive integer, got ${capacity}`);
    assert.ok(Number.isSafeInteger(windowMs) && windowMs >= 1, `replay window must be a positive integer, got ${windowMs}`);
  }

  get size(): number {
    return this.#forgetAfter.size;
  }

  isFresh(time: number): boolean {
    return Math.abs(this.clock() - time) <= this.windowMs && time > this.#refuseAtOrBefore;
  }

  hasSeen(nonce: string): boolean {
    return this.#forgetAfter.has(nonce);
  }

  remember(nonce: string, time: number): void {
    assert.ok(!this.#forgetAfter.has(nonce), 'a nonce is remembered once');
    assert.ok(this.isFresh(time), 'only fresh requests are remembered');
    this.#forgetExpired();
    while (this.#forgetAfter.size >= this.capacity) this.#forgetOldestEarly();
    this.#forgetAfter.set(nonce, { time, forgetAfter: time + this.windowMs });
    assert.ok(this.#forgetAfter.size <= this.capacity);
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
