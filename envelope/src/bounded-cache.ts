// A map with a hard size limit (least recently used goes first) and a fixed lifetime per entry.
import assert from 'node:assert/strict';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class BoundedTtlCache<K, V> {
  // Map iteration order is insertion order; re-inserting on every hit keeps it LRU order.
  readonly #entries = new Map<K, Entry<V>>();

  constructor(
    readonly capacity: number,
    readonly ttlMs: number,
    private readonly clock: () => number,
  ) {
    assert.ok(Number.isSafeInteger(capacity) && capacity >= 1, `cache capacity must be a positive integer, got ${capacity}`);
    assert.ok(Number.isSafeInteger(ttlMs) && ttlMs >= 1, `cache TTL must be a positive integer, got ${ttlMs}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.clock()) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The lifetime counts from the first set; a hit does not extend it. */
  set(key: K, value: V): void {
    const existing = this.#entries.get(key);
    this.#entries.delete(key);
    const expiresAt = existing && existing.expiresAt > this.clock() ? existing.expiresAt : this.clock() + this.ttlMs;
    while (this.#entries.size >= this.capacity) {
      const oldest = this.#entries.keys().next();
      assert.ok(!oldest.done);
      this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt });
    assert.ok(this.#entries.size <= this.capacity);
  }
}
