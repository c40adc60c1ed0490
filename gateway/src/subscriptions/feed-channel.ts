import { createHash } from 'node:crypto';
import type { UpstreamError } from '../errors/upstream-error.ts';
import type { Feed, SubscriberCaller } from './poller.ts';

/** A stable, non-reversible name for a session token (Redis field names, pub/sub messages). */
export function tokenHash(token: string | undefined): string {
  return createHash('sha256')
    .update(token ?? '')
    .digest('base64url')
    .slice(0, 32);
}

export interface Subscriber<T> {
  readonly caller: SubscriberCaller;
  readonly tokenHash: string;
  push(value: T): void;
  fail(error: UpstreamError): void;
  end(): void;
}

/** How a member's feed gets its values: its own poller, or the replicas' shared one. */
export interface FeedDriver {
  /** Whether this process is the one polling the platform for this feed. */
  readonly polling: boolean;
  /** The first subscriber arrived. */
  start(): void;
  /** The set of this process's subscribers (and so of its sessions) changed. */
  subscribersChanged(): void;
  /** The last subscriber left, or the gateway shuts down. */
  stop(): Promise<void>;
}

/** This process's subscribers of one member's feed, and the last value they were sent. */
export class FeedChannel<T> {
  readonly subscribers = new Set<Subscriber<T>>();
  #lastJson: string | undefined;
  #last: T | undefined;

  constructor(
    readonly feed: Feed<T>,
    readonly memberId: string,
  ) {}

  get hasLast(): boolean {
    return this.#lastJson !== undefined;
  }

  /** Sends `value` to every subscriber, unless it equals the last one sent. */
  deliver(value: T, json = JSON.stringify(value)): void {
    if (json === this.#lastJson) return;
    this.#lastJson = json;
    this.#last = value;
    for (const each of this.subscribers) each.push(value);
  }

  /** Adds a subscriber; it gets the current value at once when there is one. */
  add(subscriber: Subscriber<T>): void {
    this.subscribers.add(subscriber);
    if (this.#lastJson !== undefined) subscriber.push(this.#last as T);
  }

  /** Ends (with `error`) every subscriber of the session named by `hash`; true if any did. */
  endSession(hash: string, error: UpstreamError): boolean {
    let ended = false;
    for (const each of [...this.subscribers]) {
      if (each.tokenHash !== hash) continue;
      this.subscribers.delete(each);
      each.fail(error);
      ended = true;
    }
    return ended;
  }

  /** One caller per distinct session (the newest subscriber holding it). */
  callers(): SubscriberCaller[] {
    const byToken = new Map<string, SubscriberCaller>();
    for (const each of this.subscribers) byToken.set(each.tokenHash, each.caller);
    return [...byToken.values()];
  }
}
