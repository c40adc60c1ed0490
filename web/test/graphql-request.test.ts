import { describe, expect, it } from 'vitest';
import { LoginDocument } from '@/generated/graphql';
import { describeFailure } from '@/lib/failure';
import { requestBody, requestGraphQL, RequestFailure } from '@/lib/graphql-request';

const t = ((key: string) => key) as never;

describe('the sign-in screens’ GraphQL call', () => {
  it('sends a codegen document as GraphQL over HTTP', async () => {
    const body = await requestBody(LoginDocument, { input: { userName: 'a', password: 'b' } }, false);
    expect(body.operationName).toBe('Login');
    expect(body.query).toMatch(/^mutation Login\(\$input: LoginInput!\) \{\s+login\(input: \$input\)/);
    expect(body.variables).toEqual({ input: { userName: 'a', password: 'b' } });
  });

  it('a production build sends the trusted document by its hash alone, as the gateway requires', async () => {
    const body = await requestBody(LoginDocument, { input: { userName: 'a', password: 'b' } }, true);
    expect(body.query).toBeUndefined();
    expect(body.operationName).toBe('Login');
    expect(body.extensions).toEqual({ persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  });

  it('a fetch with no answer is "unreachable", not "the server is busy"', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const failure = await requestGraphQL(LoginDocument, { input: { userName: 'a', password: 'b' } }, offline).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as RequestFailure).failure.unreachable).toBe(true);
    expect(describeFailure((failure as RequestFailure).failure, t)).toBe('network.unreachable');
  });

  it('a refusal keeps its errors (field messages) and its code', async () => {
    const errors = [
      {
        message: 'Bad request parameters',
        extensions: { code: 'BAD_REQUEST', fields: [{ path: 'input.userName', message: 'Taken' }] },
      },
    ];
    const refusing = (async () => new Response(JSON.stringify({ data: null, errors }), { status: 200 })) as typeof fetch;
    const failure = (await requestGraphQL(LoginDocument, { input: { userName: 'a', password: 'b' } }, refusing).catch(
      (error: unknown) => error,
    )) as RequestFailure;
    expect(failure.failure.code).toBe('BAD_REQUEST');
    expect(failure.errors).toEqual(errors);
  });
});
