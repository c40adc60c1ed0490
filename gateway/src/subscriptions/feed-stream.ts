import assert from 'node:assert/strict';
import type { GraphQLError } from 'graphql';
import { toGraphQLError } from '../errors/graphql-errors.ts';
import type { UpstreamError } from '../errors/upstream-error.ts';
import type { Subscriber } from './feed-channel.ts';
import type { SubscriberCaller } from './poller.ts';

/** One event of a live stream: a new value, or the error that ends the stream. */
export type Emission<T> = { value: T; error?: undefined } | { value?: undefined; error: GraphQLError };

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

/**
 * One subscription's stream of a member's feed: the channel pushes into it, GraphQL pulls from
 * it. It holds at most one undelivered emission, the newest (a slow consumer needs only the
 * latest balances), and ends once: when the consumer returns (the client left), when the feed
 * ends it (session over, shutdown), or with an error emission delivered first.
 *
 * A plain object with its methods on the prototype, rather than a general async queue: a gateway
 * holds one per open subscription, tens of thousands of them (BENCHMARKS.md (f)).
 */
export class FeedStream<T> implements Subscriber<T>, AsyncIterableIterator<Emission<T>> {
  #held: Emission<T> | undefined;
  #waiting: ((result: IteratorResult<Emission<T>, undefined>) => void) | undefined;
  #ended = false;

  constructor(
    readonly caller: SubscriberCaller,
    readonly tokenHash: string,
    /** Called once, when the stream ends, whoever ends it. */
    private readonly onEnd: (stream: FeedStream<T>) => void,
  ) {}

  /** A stream that has already ended (the gateway is shutting down). */
  static ended<T>(caller: SubscriberCaller): FeedStream<T> {
    const stream = new FeedStream<T>(caller, '', () => undefined);
    stream.end();
    return stream;
  }

  get ended(): boolean {
    return this.#ended;
  }

  push(value: T): void {
    this.#offer({ value });
  }

  fail(error: UpstreamError): void {
    this.#offer({ error: toGraphQLError(error, this.caller.locale) });
    this.end();
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.onEnd(this);
    // A consumer waiting now has nothing left to get; one not waiting takes what is held first.
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.(DONE);
  }

  next(): Promise<IteratorResult<Emission<T>, undefined>> {
    const held = this.#held;
    if (held !== undefined) {
      this.#held = undefined;
      return Promise.resolve({ value: held, done: false });
    }
    if (this.#ended) return Promise.resolve(DONE);
    assert.equal(this.#waiting, undefined, 'a feed stream has one consumer, which waits for one value at a time');
    return new Promise((resolve) => {
      this.#waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<Emission<T>, undefined>> {
    this.#held = undefined;
    this.end();
    return Promise.resolve(DONE);
  }

  throw(error: unknown): Promise<IteratorResult<Emission<T>, undefined>> {
    this.#held = undefined;
    this.end();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  #offer(emission: Emission<T>): void {
    if (this.#ended) return;
    const waiting = this.#waiting;
    if (waiting === undefined) {
      // Only the latest value matters to a slow consumer: keep one, drop older ones.
      this.#held = emission;
      return;
    }
    this.#waiting = undefined;
    waiting({ value: emission, done: false });
  }
}
