import assert from 'node:assert/strict';
import type { Logger } from 'pino';
import type { LiveMetrics } from '../metrics.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import type { RequestUpstream } from '../upstream/request-upstream.ts';
import { FeedChannel, tokenHash, type FeedDriver } from './feed-channel.ts';
import { FeedStream, type Emission } from './feed-stream.ts';
import { Poller, type Feed, type SubscriberCaller } from './poller.ts';
import type { RedisCoordination } from './redis-coordination.ts';

export type { Feed, SubscriberCaller } from './poller.ts';
export type { Emission } from './feed-stream.ts';

/**
 * Live subscriptions by polling (SPEC §7: the asset list and user info reload every 10 s).
 *
 * - One poller per member and feed, keyed by the member id from `userInfo`, shared by every
 *   subscription of that member to that feed: 20 open tabs cost one platform call per interval.
 *   With Redis (REDIS_URL), one poller per member and feed across all gateway replicas: the
 *   replica holding the lease polls and publishes; every replica fans out to its own streams
 *   (redis-coordination.ts). Without it, this process polls for its own streams.
 * - The first subscriber starts it (first poll at once); the last one to leave stops it.
 * - A value is emitted only when it differs from the previous one; a subscriber joining a
 *   running feed gets the current value at once.
 * - Each poll uses the next of the member's distinct session tokens in turn, so every session
 *   is re-checked within (sessions × interval) while the cost stays one call per interval.
 *   When the platform says a session is over, every subscriber holding that token gets a
 *   SESSION_EXPIRED error event and ends; the others carry on, with a poll at once.
 * - Other failures (timeouts, platform down) are logged and counted; streams stay open and
 *   catch up at the next successful poll.
 */

/** A subscription's `resolve`: the value of an emission, or its error thrown as the event's error. */
export function unwrapEmission<T>(emission: Emission<T>): T {
  if (emission.error) throw emission.error;
  return emission.value as T;
}

/** One process polling for its own subscribers (no REDIS_URL): the behaviour of a single gateway. */
class LocalFeedDriver<T> implements FeedDriver {
  readonly #poller: Poller<T>;
  #turn = 0;

  constructor(
    private readonly channel: FeedChannel<T>,
    options: LiveFeedsOptions,
    private readonly onEmpty: () => void,
  ) {
    this.#poller = new Poller(channel.feed, options, {
      nextCaller: () => {
        const callers = channel.callers();
        if (callers.length === 0) return undefined;
        this.#turn = (this.#turn + 1) % 1_000_000;
        return callers[this.#turn % callers.length];
      },
      onValue: (value) => channel.deliver(value),
      onSessionEnded: (caller, error) => {
        channel.endSession(tokenHash(caller.token), error);
        if (channel.subscribers.size === 0) this.onEmpty();
      },
    });
  }

  get polling(): boolean {
    return !this.#poller.stopped;
  }

  start(): void {
    this.#poller.start();
  }

  subscribersChanged(): void {}

  async stop(): Promise<void> {
    this.#poller.stop();
  }
}

export interface LiveFeedsOptions {
  client: UpstreamClient;
  /** Who the request's token belongs to (the user domain's `userInfo`); also checks the session. */
  identifyMember: (upstream: RequestUpstream) => Promise<string>;
  intervalMs: number;
  logger: Logger;
  metrics?: LiveMetrics | undefined;
  /** Shares pollers and events among gateway replicas; this process alone when absent. */
  redis?: RedisCoordination | undefined;
}

interface OpenFeed {
  channel: FeedChannel<unknown>;
  driver: FeedDriver;
}

export class LiveFeeds {
  readonly #feeds = new Map<string, OpenFeed>();
  readonly #stopping = new Set<Promise<void>>();
  /** Session checks in flight, by token (`#identify`). */
  readonly #identifying = new Map<string, Promise<string>>();
  readonly #options: LiveFeedsOptions;
  #closed = false;

  constructor(options: LiveFeedsOptions) {
    assert.ok(Number.isInteger(options.intervalMs) && options.intervalMs > 0, 'intervalMs must be a positive integer');
    this.#options = options;
  }

  /** Pollers this process runs (with Redis: the member feeds whose lease it holds). */
  get pollerCount(): number {
    let count = 0;
    for (const open of this.#feeds.values()) if (open.driver.polling) count += 1;
    return count;
  }

  /** Member feeds with at least one subscriber in this process. */
  get feedCount(): number {
    return this.#feeds.size;
  }

  /**
   * A stream of `feed` for the request's member; ending the iteration (client gone)
   * unsubscribes. Fails like any member call when the request has no valid session.
   */
  async subscribe<T>(feed: Feed<T>, upstream: RequestUpstream): Promise<AsyncIterableIterator<Emission<T>>> {
    const memberId = await this.#identify(upstream);
    const { locale, token, ip, requestId } = upstream.caller;
    assert.ok(memberId !== '', 'a member id is required');
    assert.ok(token !== undefined, 'a live subscription needs a session token');
    return this.#stream(feed, memberId, { locale, token, ip, requestId });
  }

  /**
   * The member behind the caller's session. Subscriptions that start together with the same
   * token (a tab's three feeds, or every tab of a member reconnecting after a restart) share one
   * check in flight; nothing is kept once it settles. Should the shared check fail, each caller
   * checks again on its own, so its error is its own (its language, its abort signal).
   */
  async #identify(upstream: RequestUpstream): Promise<string> {
    const token = upstream.caller.token;
    if (token === undefined) return this.#options.identifyMember(upstream);
    const inFlight = this.#identifying.get(token);
    if (inFlight !== undefined) {
      try {
        return await inFlight;
      } catch {
        return this.#options.identifyMember(upstream);
      }
    }
    const check = this.#options.identifyMember(upstream);
    this.#identifying.set(token, check);
    try {
      return await check;
    } finally {
      this.#identifying.delete(token);
    }
  }

  #stream<T>(feed: Feed<T>, memberId: string, caller: SubscriberCaller): AsyncIterableIterator<Emission<T>> {
    if (this.#closed) return FeedStream.ended<T>(caller);
    const open = this.#open(feed, memberId);
    const stream = new FeedStream<T>(caller, tokenHash(caller.token), (ended) => {
      this.#options.metrics?.subscribers.dec();
      open.channel.subscribers.delete(ended as FeedStream<unknown>);
      if (open.channel.subscribers.size === 0) this.#release(open);
      else open.driver.subscribersChanged();
    });
    open.channel.add(stream as FeedStream<unknown>);
    open.driver.subscribersChanged();
    this.#options.metrics?.subscribers.inc();
    return stream;
  }

  /** Ends every stream and stops every poller (graceful shutdown); with Redis, hands the leases over. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const open of [...this.#feeds.values()]) {
      for (const subscriber of [...open.channel.subscribers]) subscriber.end();
      this.#release(open);
    }
    await Promise.all(this.#stopping);
  }

  #open<T>(feed: Feed<T>, memberId: string): OpenFeed {
    const key = `${feed.name}:${memberId}`;
    const existing = this.#feeds.get(key);
    if (existing) return existing;
    const channel = new FeedChannel<T>(feed, memberId);
    const open: OpenFeed = { channel: channel as FeedChannel<unknown>, driver: undefined as unknown as FeedDriver };
    const redis = this.#options.redis;
    open.driver = redis
      ? redis.feedDriver(channel, this.#options)
      : new LocalFeedDriver(channel, this.#options, () => this.#release(open));
    this.#feeds.set(key, open);
    this.#options.metrics?.feeds.inc();
    open.driver.start();
    return open;
  }

  /** Forgets a feed whose last subscriber left and stops its driver. Idempotent. */
  #release(open: OpenFeed): void {
    const key = `${open.channel.feed.name}:${open.channel.memberId}`;
    if (this.#feeds.get(key) !== open) return;
    this.#feeds.delete(key);
    this.#options.metrics?.feeds.dec();
    const stopping = open.driver.stop().catch((error: unknown) => this.#options.logger.warn({ err: error }, 'stopping a live feed failed'));
    this.#stopping.add(stopping);
    void stopping.finally(() => this.#stopping.delete(stopping));
  }
}
