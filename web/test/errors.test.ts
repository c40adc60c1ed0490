import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeFailure, failureOf } from '@/lib/errors';

const t = ((key: string) => `catalogue:${key}`) as unknown as TFunction;

function graphQLFailure(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

describe('what a failed operation tells the member', () => {
  it("shows the server's words for SERVER_MESSAGE", () => {
    const failure = failureOf(graphQLFailure('余额不足', { code: 'SERVER_MESSAGE', reason: 'INSUFFICIENT_BALANCE' }));
    expect(describeFailure(failure, t)).toBe('余额不足');
  });

  it("shows the gateway's worded receipt refusals instead of the generic text", () => {
    const failure = failureOf(graphQLFailure('请求参数错误：收据图片过大，上限为 5 MiB', { code: 'BAD_REQUEST', reason: 'RECEIPT_TOO_LARGE' }));
    expect(describeFailure(failure, t)).toBe('请求参数错误：收据图片过大，上限为 5 MiB');
  });

  it("shows the gateway's worded claim screenshot refusals, which speak of the screenshot", () => {
    const failure = failureOf(graphQLFailure('リクエストパラメータが正しくありません：スクリーンショットが大きすぎます（上限 5 MiB）', { code: 'BAD_REQUEST', reason: 'SCREENSHOT_TOO_LARGE' }));
    expect(describeFailure(failure, t)).toBe('リクエストパラメータが正しくありません：スクリーンショットが大きすぎます（上限 5 MiB）');
  });

  it('keeps technical validation messages away from members', () => {
    const failure = failureOf(graphQLFailure('Variable "$input" got invalid value', { code: 'BAD_REQUEST', reason: 'VALIDATION' }));
    expect(describeFailure(failure, t)).toBe('catalogue:errors.BAD_REQUEST');
  });

  it('reads anything unknown as server busy', () => {
    expect(failureOf(new Error('network down'))).toEqual({ code: 'SERVER_BUSY' });
  });
});
