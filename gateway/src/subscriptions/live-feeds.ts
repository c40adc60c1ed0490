import assert from 'node:assert/strict';
import type { GraphQLError } from 'graphql';
import { Repeater, SlidingBuffer } from 'graphql-yoga';
import type { Logger } from 'pino';
import { toGraphQLError } from '../errors/graphql-errors.ts';
import { UpstreamError, isSessionFailure } from '../errors/upstream-error.ts';
import type { LiveMetrics } from '../metrics.ts';
import type { CallContext, UpstreamClient } from '../upstream/client.ts';
import type { RequestUpstream } from '../upstream/request-upstream.ts';

/**
 * Live subscriptions by polling (SPEC §7: the asset list and user info reload every 10 s).
 *
 * - One poller per member and feed, keyed by the member id from `userInfo`, shared by every
 *   subscription of that member to that feed: 20 open tabs cost one platform call per interval.
 * - The first subscriber starts it (first poll at once); the last one to leave stops it.
 * - A value is emitted only when it differs from the previous one; a subscriber joining a
 *   running poller gets the current value at once.
 * - Each poll uses the next of the member's distinct session tokens in turn, so every session
 *   is re-checked within (sessions × interval) while the cost stays one call per interval.
 *   When the platform says a session is over, every subscriber holding that token gets a
 *   SESSION_EXPIRED error event and ends; the others carry on, with a poll at once.
 * - Other failures (timeouts, platform down) are logged and counted; streams stay open and
 *   catch up at the next successful poll.
 */

/** Something a poller fetches for a member: the asset list, the user info. */
export interface Feed<T> {
  readonly name: string;
  fetch(client: UpstreamClient, caller: CallContext): Promise<T>;
}

/** One event of a live stream: a new value, or the error that ends the stream. */
export type Emission<T> = { value: T; error?: undefined } | { value?: undefined; error: GraphQLError };

/** A subscription's `resolve`: the value of an emission, or its error thrown as the event's error. */
export function unwrapEmission<T>(emission: Emission<T>): T {
  if (emission.error) throw emission.error;
  return emission.value as T;
}

/** The caller a subscriber polls as: no request-bound abort signal (the poller has its own). */
export type SubscriberCaller = Omit<CallContext, 'signal' | 'timeoutMs'>;

interface Subscriber<T> {
  readonly caller: SubscriberCaller;
  next(value: T): void;
  fail(error: UpstreamError): void;
  end(): void;
}

export interface LiveFeedsOptions {
  client: UpstreamClient;
  /** Who the request's token belongs to (the user domain's `userInfo`); also checks the session. */
  identifyMember: (upstream: RequestUpstream) => Promise<string>;
  intervalMs: number;
  logger: Logger;
  metrics?: LiveMetrics | undefined;
}

export class LiveFeeds {
  readonly #pollers = new Map<string, Poller<unknown>>();
  readonly #options: LiveFeedsOptions;
  #closed = false;

  constructor(options: LiveFeedsOptions) {
    assert.ok(Number.isInteger(options.intervalMs) && options.intervalMs > 0, 'intervalMs must be a positive integer');
    this.#options = options;
  }

  /** Running pollers (one per member and feed with at least one subscriber). */
  get pollerCount(): number {
    return this.#pollers.size;
  }

  /**
   * A stream of `feed` for the request's member; ending the iteration (client gone)
   * unsubscribes. Fails like any member call when the request has no valid session.
   */
  async subscribe<T>(feed: Feed<T>, upstream: RequestUpstream): Promise<AsyncIterableIterator<Emission<T>>> {
    const memberId = await this.#options.identifyMember(upstream);
    const { locale, token, ip, requestId } = upstream.caller;
    assert.ok(memberId !== '', 'a member id is required');
    assert.ok(token !== undefined, 'a live subscription needs a session token');
    return this.#stream(feed, memberId, { locale, token, ip, requestId });
  }

  #stream<T>(feed: Feed<T>, memberId: string, caller: SubscriberCaller): AsyncIterableIterator<Emission<T>> {
    return new Repeater<Emission<T>>(async (push, stop) => {
      if (this.#closed) {
        stop();
        return;
      }
      const poller = this.#pollerFor(feed, memberId);
      const subscriber: Subscriber<T> = {
        caller,
        next: (value) => void push({ value }).catch(() => undefined),
        fail: (error) => {
          void push({ error: toGraphQLError(error, caller.locale) }).catch(() => undefined);
          stop();
        },
        end: () => stop(),
      };
      poller.add(subscriber);
      this.#options.metrics?.subscribers.inc();
      try {
        await stop;
      } finally {
        this.#options.metrics?.subscribers.dec();
        poller.remove(subscriber);
      }
      // Only the latest value matters to a slow consumer: keep one, drop older ones.
    }, new SlidingBuffer(1));
  }

  /** Ends every stream and stops every poller (graceful shutdown). */
  close(): void {
    this.#closed = true;
    for (const poller of [...this.#pollers.values()]) poller.endAll();
  }

  #pollerFor<T>(feed: Feed<T>, memberId: string): Poller<T> {
    const key = `${feed.name}:${memberId}`;
    const existing = this.#pollers.get(key);
    if (existing) return existing as Poller<T>;
    const poller = new Poller<T>(feed, this.#options, () => {
      if (this.#pollers.get(key) === poller) this.#pollers.delete(key);
      this.#options.metrics?.pollers.dec();
    });
    this.#pollers.set(key, poller as Poller<unknown>);
    this.#options.metrics?.pollers.inc();
    return poller;
  }
}

class Poller<T> {
  readonly #subscribers = new Set<Subscriber<T>>();
  #last: { json: string; value: T } | undefined;
  #timer: NodeJS.Timeout | undefined;
  #inFlight: AbortController | undefined;
  #started = false;
  #stopped = false;
  #turn = 0;

  constructor(
    private readonly feed: Feed<T>,
    private readonly options: LiveFeedsOptions,
    private readonly onStopped: () => void,
  ) {}

  add(subscriber: Subscriber<T>): void {
    assert.ok(!this.#stopped, 'a stopped poller takes no subscribers');
    this.#subscribers.add(subscriber);
    if (this.#last !== undefined) subscriber.next(this.#last.value);
    if (!this.#started) {
      this.#started = true;
      void this.#tick();
    }
  }

  remove(subscriber: Subscriber<T>): void {
    this.#subscribers.delete(subscriber);
    if (this.#subscribers.size === 0) this.#stop();
  }

  endAll(): void {
    for (const subscriber of [...this.#subscribers]) subscriber.end();
    this.#stop();
  }

  #stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#inFlight?.abort();
    this.onStopped();
  }

  /** A subscriber of the next session in turn (the newest subscriber holding that token). */
  #nextCaller(): Subscriber<T> {
    const byToken = new Map<string | undefined, Subscriber<T>>();
    for (const each of this.#subscribers) byToken.set(each.caller.token, each);
    const callers = [...byToken.values()];
    assert.ok(callers.length > 0, 'a running poller has a subscriber');
    const caller = callers[this.#turn % callers.length];
    this.#turn = (this.#turn + 1) % 1_000_000;
    assert.ok(caller);
    return caller;
  }

  async #tick(): Promise<void> {
    this.#timer = undefined;
    if (this.#stopped) return;
    const subscriber = this.#nextCaller();
    const controller = new AbortController();
    this.#inFlight = controller;
    let retryAtOnce = false;
    try {
      const value = await this.feed.fetch(this.options.client, { ...subscriber.caller, signal: controller.signal });
      if (this.#stopped) return;
      this.options.metrics?.polls.inc({ feed: this.feed.name, outcome: 'ok' });
      const json = JSON.stringify(value);
      if (json !== this.#last?.json) {
        this.#last = { json, value };
        for (const each of this.#subscribers) each.next(value);
      }
    } catch (error) {
      if (this.#stopped) return;
      const outcome = error instanceof UpstreamError ? error.failure.code : 'ERROR';
      this.options.metrics?.polls.inc({ feed: this.feed.name, outcome });
      if (isSessionFailure(error)) {
        const token = subscriber.caller.token;
        for (const each of [...this.#subscribers]) {
          if (each.caller.token !== token) continue;
          this.#subscribers.delete(each);
          each.fail(error);
        }
        if (this.#subscribers.size === 0) {
          this.#stop();
          return;
        }
        retryAtOnce = true;
      } else {
        this.options.logger.warn({ feed: this.feed.name, code: outcome, err: error instanceof UpstreamError ? undefined : error }, 'live poll failed');
      }
    } finally {
      if (this.#inFlight === controller) this.#inFlight = undefined;
    }
    if (this.#stopped) return;
    this.#timer = setTimeout(() => void this.#tick(), retryAtOnce ? 0 : this.options.intervalMs);
    // Pollers must never keep a closing process alive.
    this.#timer.unref();
  }
}

