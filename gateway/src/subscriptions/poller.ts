import { ROOT_CONTEXT, context, trace } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { UpstreamError, isSessionFailure } from '../errors/upstream-error.ts';
import type { LiveMetrics } from '../metrics.ts';
import type { CallContext, UpstreamClient } from '../upstream/client.ts';

/** Something a poller fetches for a member: the asset list, the user info. */
export interface Feed<T> {
  readonly name: string;
  fetch(client: UpstreamClient, caller: CallContext): Promise<T>;
}

/** The caller a subscriber polls as: no request-bound abort signal (the poller has its own). */
export type SubscriberCaller = Omit<CallContext, 'signal' | 'timeoutMs'>;

/** Where a poller gets its callers and where its results go (this process, or every replica). */
export interface PollTarget<T> {
  /** The session to poll with next, or undefined to skip this round (nobody to poll for). */
  nextCaller(): Promise<SubscriberCaller | undefined> | SubscriberCaller | undefined;
  /** A value that differs from the previous one this poller saw. */
  onValue(value: T): Promise<void> | void;
  /** The platform refused `caller`'s session: end the streams holding it. */
  onSessionEnded(caller: SubscriberCaller, error: UpstreamError): Promise<void> | void;
}

export interface PollerOptions {
  client: UpstreamClient;
  intervalMs: number;
  logger: Logger;
  metrics?: LiveMetrics | undefined;
}

/**
 * Polls one feed of one member: at once when started, then every `intervalMs` after each
 * answer (never overlapping). Reports only changes; a refused session is retried at once
 * with the next caller. Other failures are logged and counted, and the next round goes on.
 * Each round is a trace of its own (`live poll <feed>`), not part of the request that opened
 * the feed: a subscription can outlive that request by hours.
 */
export class Poller<T> {
  #lastJson: string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #inFlight: AbortController | undefined;
  #started = false;
  #stopped = false;

  constructor(
    private readonly feed: Feed<T>,
    private readonly options: PollerOptions,
    private readonly target: PollTarget<T>,
  ) {}

  get stopped(): boolean {
    return this.#stopped;
  }

  start(): void {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    this.options.metrics?.pollers.inc();
    this.#schedule(0);
  }

  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#inFlight?.abort();
    if (this.#started) this.options.metrics?.pollers.dec();
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    const due = Date.now() + delayMs;
    // A timer runs in the async context it was set in: the root one, so no round inherits the
    // trace of the subscription request that started the poller.
    this.#timer = context.with(ROOT_CONTEXT, () => setTimeout(() => void this.#tick(due), delayMs));
    // Pollers must never keep a closing process alive.
    this.#timer.unref();
  }

  async #tick(due: number): Promise<void> {
    this.#timer = undefined;
    if (this.#stopped) return;
    // How late this poll runs against its schedule: a busy event loop or a slow Redis shows here.
    this.options.metrics?.pollLag.observe({ feed: this.feed.name }, Math.max(0, Date.now() - due) / 1000);
    let retryAtOnce = false;
    try {
      retryAtOnce = await trace.getTracer('@portal/gateway').startActiveSpan(`live poll ${this.feed.name}`, async (span) => {
        try {
          return await this.#poll();
        } finally {
          span.end();
        }
      });
    } catch (error) {
      // A failure of the target (e.g. Redis down), not of the platform: try again next round.
      if (!this.#stopped) this.options.logger.warn({ feed: this.feed.name, err: error }, 'live poll round failed');
    }
    this.#schedule(retryAtOnce ? 0 : this.options.intervalMs);
  }

  /** One round; true when it should be repeated at once (a session just ended). */
  async #poll(): Promise<boolean> {
    const caller = await this.target.nextCaller();
    if (caller === undefined || this.#stopped) return false;
    const controller = new AbortController();
    this.#inFlight = controller;
    try {
      const value = await this.feed.fetch(this.options.client, { ...caller, signal: controller.signal });
      if (this.#stopped) return false;
      this.options.metrics?.polls.inc({ feed: this.feed.name, outcome: 'ok' });
      const json = JSON.stringify(value);
      if (json !== this.#lastJson) {
        await this.target.onValue(value);
        // Only once delivered (published, with Redis): a failed delivery is retried next round.
        this.#lastJson = json;
      }
      return false;
    } catch (error) {
      if (this.#stopped) return false;
      const outcome = error instanceof UpstreamError ? error.failure.code : 'ERROR';
      this.options.metrics?.polls.inc({ feed: this.feed.name, outcome });
      if (isSessionFailure(error)) {
        await this.target.onSessionEnded(caller, error);
        return true;
      }
      this.options.logger.warn({ feed: this.feed.name, code: outcome, err: error instanceof UpstreamError ? undefined : error }, 'live poll failed');
      return false;
    } finally {
      if (this.#inFlight === controller) this.#inFlight = undefined;
    }
  }
}
