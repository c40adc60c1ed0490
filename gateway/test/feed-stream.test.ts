import { describe, expect, it } from 'vitest';
import { upstreamErrorFor } from '../src/errors/graphql-errors.ts';
import { FeedStream } from '../src/subscriptions/feed-stream.ts';

const caller = { locale: 'ja-JP' as const, token: 't', ip: '127.0.0.1', requestId: 'r' };

function stream() {
  const ended: Array<FeedStream<number>> = [];
  return { feed: new FeedStream<number>(caller, 'hash', (each) => void ended.push(each)), ended };
}

describe('a feed stream', () => {
  it('hands a waiting consumer the next value at once, and a slow one only the newest', async () => {
    const { feed } = stream();
    const waiting = feed.next();
    feed.push(1);
    expect(await waiting).toEqual({ value: { value: 1 }, done: false });

    feed.push(2);
    feed.push(3);
    expect(await feed.next()).toEqual({ value: { value: 3 }, done: false });
    const pending = feed.next();
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    feed.push(4);
    expect(await pending).toEqual({ value: { value: 4 }, done: false });
  });

  it('delivers an ending error before it is done, in the member’s language, and ends once', async () => {
    const { feed, ended } = stream();
    feed.push(1);
    feed.fail(upstreamErrorFor('SESSION_EXPIRED', 'SESSION_ENDED', '/api/app/assets/assetsList'));
    feed.push(2);
    feed.end();
    const first = await feed.next();
    expect(first.done).toBe(false);
    expect(first.value?.error?.extensions).toMatchObject({ code: 'SESSION_EXPIRED', reason: 'SESSION_ENDED' });
    expect(first.value?.error?.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(await feed.next()).toEqual({ value: undefined, done: true });
    expect(ended).toEqual([feed]);
  });

  it('gives a held value before it is done when the feed ends, and nothing after the consumer returns', async () => {
    const held = stream();
    held.feed.push(7);
    held.feed.end();
    expect(await held.feed.next()).toEqual({ value: { value: 7 }, done: false });
    expect(await held.feed.next()).toEqual({ value: undefined, done: true });

    const left = stream();
    const waiting = left.feed.next();
    left.feed.push(8);
    await waiting;
    left.feed.push(9);
    expect(await left.feed.return()).toEqual({ value: undefined, done: true });
    expect(await left.feed.next()).toEqual({ value: undefined, done: true });
    left.feed.push(10);
    expect(left.ended).toEqual([left.feed]);
    expect(left.feed.ended).toBe(true);
  });

  it('ends a consumer that is waiting when the feed ends', async () => {
    const { feed, ended } = stream();
    const waiting = feed.next();
    feed.end();
    expect(await waiting).toEqual({ value: undefined, done: true });
    await expect(feed.throw(new Error('gone'))).rejects.toThrow('gone');
    expect(ended).toHaveLength(1);
  });
});
