import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { requestIdAfterFailure } from '@/lib/request-id';

const refusal = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code, reason: 'INSUFFICIENT_BALANCE' } }] });

describe('the request id after a failed money-moving send', () => {
  it('is new after a refusal, which the platform keeps as the answer to the old id', () => {
    expect(requestIdAfterFailure('key-1', refusal('SERVER_MESSAGE'))).not.toBe('key-1');
  });

  it('stays the same when the outcome is unknown, so a retry cannot move money twice', () => {
    expect(requestIdAfterFailure('key-1', new Error('network down'))).toBe('key-1');
    expect(requestIdAfterFailure('key-1', refusal('UPSTREAM_TIMEOUT'))).toBe('key-1');
    expect(requestIdAfterFailure('key-1', refusal('BAD_GATEWAY'))).toBe('key-1');
  });
});
