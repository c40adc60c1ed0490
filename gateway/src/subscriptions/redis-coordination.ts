import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { UpstreamFailure } from '@portal/envelope/catalogue';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { UpstreamError } from '../errors/upstream-error.ts';
import { tokenHash, type FeedChannel, type FeedDriver } from './feed-channel.ts';
import { Poller, type PollerOptions, type SubscriberCaller } from './poller.ts';

/**
 * Live feeds shared by gateway replicas through Redis (REDIS_URL).
 *
 * Per member feed (`balances:<memberId>`, `profile:<memberId>`), under `portal:live:<feed>:<member>:`:
 * - `lease` — `SET NX PX` by the replica that polls; it renews the lease every interval while it
 *   has subscribers, deletes it when it stops, and any other replica with subscribers takes it
 *   over when it is gone (at once after a `released` message, else when it expires: the owner died).
 * - `callers` — a hash of the sessions of every replica's open streams (field
 *   `<replica>:<token hash>`, value the caller and a `until` refreshed every interval), from
 *   which the polling replica takes the next session in turn. Tokens are kept here only while
 *   their streams are open; a dead replica's entries run out.
 * - `last` — the last value polled, so a replica joining a running feed answers at once.
 * - `events` — pub/sub channel: `value` (a changed value), `ended` (a session the platform
 *   refused, by token hash, with the classified failure), `released` (the lease is free).
 */

const KEY_PREFIX = 'portal:live:';

/** Renews the lease only if this replica still holds it. */
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Deletes the lease only if this replica still holds it. */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

type FeedMessage =
  | { type: 'value'; value: unknown }
  | { type: 'ended'; tokenHash: string; failure: UpstreamFailure; reason: string | undefined; path: string }
  | { type: 'released' };

interface StoredCaller {
  caller: SubscriberCaller;
  /** Epoch ms after which the entry is stale (its replica stopped refreshing it). */
  until: number;
}

/** The two Redis connections of one gateway (commands, and pub/sub which needs its own). */
export class RedisCoordination {
  /** This process among the replicas: owner of leases and of its `callers` fields. */
  readonly replicaId = randomUUID();
  readonly commands: Redis;
  readonly #subscriber: Redis;
  readonly #handlers = new Map<string, Set<(message: string) => void>>();
  readonly #log: Logger;

  constructor(url: string, logger: Logger) {
    this.#log = logger;
    const options = { maxRetriesPerRequest: 2, connectionName: `portal-gateway-${this.replicaId.slice(0, 8)}` };
    this.commands = new Redis(url, options);
    this.#subscriber = new Redis(url, options);
    for (const [role, connection] of [['commands', this.commands], ['pubsub', this.#subscriber]] as const) {
      // Never the URL: it may hold a password.
      connection.on('error', (error: Error) => this.#log.warn({ role, err: { message: error.message, code: (error as NodeJS.ErrnoException).code } }, 'redis connection error'));
    }
    this.#subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.#handlers.get(channel) ?? []) handler(message);
    });
  }

  /** Whether both connections are up (for readiness). */
  get ready(): boolean {
    return this.commands.status === 'ready' && this.#subscriber.status === 'ready';
  }

  /** Calls `handler` for each message on `channel` until the returned function is called. */
  async listen(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    let handlers = this.#handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(channel, handlers);
    }
    handlers.add(handler);
    // Commands on one connection run in order, so a later unsubscribe never overtakes this.
    if (handlers.size === 1) await this.#subscriber.subscribe(channel);
    return async () => {
      const current = this.#handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.#handlers.delete(channel);
      await this.#subscriber.unsubscribe(channel);
    };
  }

  async acquireLease(key: string, ttlMs: number): Promise<boolean> {
    return (await this.commands.set(key, this.replicaId, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async renewLease(key: string, ttlMs: number): Promise<boolean> {
    return Number(await this.commands.eval(RENEW_SCRIPT, 1, key, this.replicaId, String(ttlMs))) === 1;
  }

  async releaseLease(key: string): Promise<void> {
    await this.commands.eval(RELEASE_SCRIPT, 1, key, this.replicaId);
  }

  /** The driver of one member feed shared through this Redis (see `SharedFeedDriver`). */
  feedDriver<T>(channel: FeedChannel<T>, options: PollerOptions): FeedDriver {
    return new SharedFeedDriver(channel, this, options);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.#subscriber.quit(), this.commands.quit()]);
  }
}

/**
 * One member feed on one replica, shared with the other replicas: every interval it refreshes
 * its sessions in `callers` and renews (or tries to take) the lease; while it holds the lease it
 * runs the poller, whose results go to every replica through pub/sub.
 */
export class SharedFeedDriver<T> implements FeedDriver {
  readonly #keys: { lease: string; callers: string; last: string; events: string };
  readonly #leaseTtlMs: number;
  #poller: Poller<T> | undefined;
  #beatTimer: NodeJS.Timeout | undefined;
  #beating: Promise<void> | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #ready: Promise<void> | undefined;
  /** The `callers` fields this replica wrote for this feed. */
  #fields = new Set<string>();
  #turn = 0;
  #stopped = false;

  constructor(
    private readonly channel: FeedChannel<T>,
    private readonly redis: RedisCoordination,
    private readonly options: PollerOptions,
  ) {
    const base = `${KEY_PREFIX}${channel.feed.name}:${channel.memberId}:`;
    this.#keys = { lease: `${base}lease`, callers: `${base}callers`, last: `${base}last`, events: `${base}events` };
    // Three missed renewals before another replica may take over: a slow poll does not cause a
    // second poller, a dead replica is replaced within a few intervals.
    this.#leaseTtlMs = Math.max(3 * options.intervalMs, 1_000);
  }

  get polling(): boolean {
    return this.#poller !== undefined && !this.#poller.stopped;
  }

  start(): void {
    this.#ready = this.#join().catch((error: unknown) => this.options.logger.warn({ err: error, feed: this.channel.feed.name }, 'joining a shared live feed failed'));
  }

  subscribersChanged(): void {
    void this.#ready?.then(() => this.#publishCallers()).catch((error: unknown) => this.options.logger.warn({ err: error }, 'publishing live sessions failed'));
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    clearTimeout(this.#beatTimer);
    await this.#ready;
    await this.#beating;
    const wasPolling = this.polling;
    this.#poller?.stop();
    const commands = this.redis.commands;
    if (this.#fields.size > 0) await commands.hdel(this.#keys.callers, ...this.#fields);
    if (wasPolling) {
      await this.redis.releaseLease(this.#keys.lease);
      await this.#publish({ type: 'released' });
    }
    await this.#unlisten?.();
  }

  /** Subscribes to the feed's events, answers with the last value, then starts beating. */
  async #join(): Promise<void> {
    // Subscribe before reading `last`: a value published in between arrives as a message.
    this.#unlisten = await this.redis.listen(this.#keys.events, (message) => this.#onMessage(message));
    const last = await this.redis.commands.get(this.#keys.last);
    if (last !== null && !this.channel.hasLast) this.channel.deliver(JSON.parse(last) as T, last);
    await this.#beat();
  }

  #scheduleBeat(delayMs: number): void {
    if (this.#stopped) return;
    clearTimeout(this.#beatTimer);
    this.#beatTimer = setTimeout(() => {
      this.#beating = this.#beat();
    }, delayMs);
    this.#beatTimer.unref();
  }

  async #beat(): Promise<void> {
    if (this.#stopped) return;
    try {
      await this.#publishCallers();
      if (this.polling) {
        if (!(await this.redis.renewLease(this.#keys.lease, this.#leaseTtlMs))) this.#losePoller('lease lost');
        // The last value lives as long as its poller: a replica joining later answers with it at
        // once, even when nothing has changed for a while (it is written only on a change).
        else await this.redis.commands.pexpire(this.#keys.last, this.#leaseTtlMs * 2);
      } else if (await this.redis.acquireLease(this.#keys.lease, this.#leaseTtlMs)) {
        if (this.#stopped) await this.redis.releaseLease(this.#keys.lease);
        else this.#startPoller();
      }
    } catch (error) {
      // Without Redis no replica can be sure it is alone: stop polling until the lease is renewed.
      this.options.logger.warn({ err: error, feed: this.channel.feed.name }, 'live lease heartbeat failed');
      this.#losePoller('redis unavailable');
    }
    this.#scheduleBeat(this.options.intervalMs);
  }

  #startPoller(): void {
    assert.ok(!this.polling, 'one poller per feed and replica');
    this.#poller = new Poller<T>(this.channel.feed, this.options, {
      nextCaller: () => this.#nextCaller(),
      onValue: async (value) => {
        const json = JSON.stringify(value);
        await this.redis.commands.set(this.#keys.last, json, 'PX', this.#leaseTtlMs * 2);
        await this.#publish({ type: 'value', value });
      },
      onSessionEnded: async (caller, error) => {
        const hash = tokenHash(caller.token);
        // This replica's streams end at once; the others' when the message arrives.
        this.channel.endSession(hash, error);
        const fields = (await this.redis.commands.hkeys(this.#keys.callers)).filter((field) => field.endsWith(`:${hash}`));
        if (fields.length > 0) await this.redis.commands.hdel(this.#keys.callers, ...fields);
        await this.#publish({ type: 'ended', tokenHash: hash, failure: error.failure, reason: error.reason, path: error.path });
      },
    });
    this.#poller.start();
  }

  #losePoller(why: string): void {
    if (!this.polling) return;
    this.options.logger.info({ feed: this.channel.feed.name, why }, 'live poller handed over');
    this.#poller?.stop();
  }

  /** Refreshes this replica's sessions in `callers`; drops the ones no longer held here. */
  async #publishCallers(): Promise<void> {
    if (this.#stopped) return;
    const until = Date.now() + this.#leaseTtlMs;
    const entries = new Map<string, string>();
    for (const subscriber of this.channel.subscribers) {
      const stored: StoredCaller = { caller: subscriber.caller, until };
      entries.set(`${this.redis.replicaId}:${subscriber.tokenHash}`, JSON.stringify(stored));
    }
    const gone = [...this.#fields].filter((field) => !entries.has(field));
    this.#fields = new Set(entries.keys());
    const commands = this.redis.commands;
    if (gone.length > 0) await commands.hdel(this.#keys.callers, ...gone);
    if (entries.size > 0) {
      await commands.hset(this.#keys.callers, Object.fromEntries(entries));
      await commands.pexpire(this.#keys.callers, this.#leaseTtlMs * 2);
    }
  }

  /** The next of all replicas' sessions for this feed, in turn; stale entries are dropped. */
  async #nextCaller(): Promise<SubscriberCaller | undefined> {
    const all = await this.redis.commands.hgetall(this.#keys.callers);
    const now = Date.now();
    const byToken = new Map<string, SubscriberCaller>();
    const stale: string[] = [];
    for (const field of Object.keys(all).sort()) {
      const stored = JSON.parse(all[field]!) as StoredCaller;
      if (stored.until < now) stale.push(field);
      else byToken.set(field.slice(field.indexOf(':') + 1), stored.caller);
    }
    if (stale.length > 0) await this.redis.commands.hdel(this.#keys.callers, ...stale);
    const callers = [...byToken.values()];
    if (callers.length === 0) return undefined;
    this.#turn = (this.#turn + 1) % 1_000_000;
    return callers[this.#turn % callers.length];
  }

  async #publish(message: FeedMessage): Promise<void> {
    await this.redis.commands.publish(this.#keys.events, JSON.stringify(message));
  }

  #onMessage(text: string): void {
    if (this.#stopped) return;
    let message: FeedMessage;
    try {
      message = JSON.parse(text) as FeedMessage;
    } catch {
      return;
    }
    if (message.type === 'value') this.channel.deliver(message.value as T);
    else if (message.type === 'ended') this.channel.endSession(message.tokenHash, new UpstreamError(message.failure, message.reason, message.path));
    else if (message.type === 'released' && !this.polling) this.#scheduleBeat(0);
  }
}
