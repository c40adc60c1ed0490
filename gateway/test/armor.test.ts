import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '../src/index.ts';
import { testConfig } from './helpers.ts';

describe('graphql-armor limits', () => {
  let gateway: FastifyInstance;
  beforeAll(async () => {
    // Refused before any resolver runs: no platform is needed.
    gateway = await createGateway(testConfig({ upstreamUrl: 'http://127.0.0.1:9' }));
    await gateway.ready();
  });
  afterAll(() => gateway?.close());

  const send = async (query: string, locale = 'en-US') => {
    const response = await supertest(gateway.server).post('/graphql').set('accept-language', locale).send({ query });
    return { status: response.status, error: response.body.errors?.[0] as { message: string; extensions?: { code?: string; reason?: string } } | undefined };
  };

  it.each([
    ['aliases', `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: countries { code }`).join(' ')} }`, 'TOO_MANY_ALIASES', 'the query uses too many aliases (limit: 15)'],
    ['directives', `{ __typename ${'@skip(if: false) '.repeat(21)}}`, 'TOO_MANY_DIRECTIVES', 'the query uses too many directives (limit: 20)'],
    ['tokens', `{ ${'__typename '.repeat(2100)}}`, 'TOO_MANY_TOKENS', 'the query is too long (limit: 2000)'],
  ])('answers too many %s with GRAPHQL_VALIDATION_FAILED, a reason and a plain message', async (_label, query, reason, message) => {
    const answer = await send(query);
    expect(answer.error?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', reason });
    expect(answer.error?.message).toBe(message);
    expect(answer.status).toBe(400);
  });

  it('answers a query nested past depth 10 with GRAPHQL_VALIDATION_FAILED and QUERY_TOO_DEEP', async () => {
    const answer = await send('{ me { a { b { c { d { e { f { g { h { i { j } } } } } } } } } } }');
    expect(answer.error?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_TOO_DEEP' });
    expect(answer.error?.message).toBe('the query is nested too deeply (limit: 10)');
    expect(answer.status).toBe(400);
  });

  it('answers a query that asks for too much at once with GRAPHQL_VALIDATION_FAILED and QUERY_TOO_COSTLY', async () => {
    // Under the token limit: one small fragment spread many times costs its fields each time.
    const fields = 'id userName referralId level levelName otcEnabled commitmentPackageEnabled matchingCodeEnabled';
    const answer = await send(`{ me { ${'...F '.repeat(700)}} } fragment F on User { ${fields} }`);
    expect(answer.error?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_TOO_COSTLY' });
    expect(answer.error?.message).toBe('the query asks for too much at once (limit: 5000)');
    expect(answer.status).toBe(400);
  });

  it('answers a document with more mistakes than are worth listing (validation aborted) as it answers one mistake', async () => {
    const many = await send(`{ ${Array.from({ length: 150 }, (_, i) => `unknown${i}`).join(' ')} }`);
    const one = await send('{ unknown0 }');
    expect(many.error?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(one.error?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(many.status).toBe(one.status);
  });

  it('words the refusal in the caller language', async () => {
    const answer = await send(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: countries { code }`).join(' ')} }`, 'zh-CN');
    expect(answer.error?.message).toBe('查询使用的别名过多 (上限: 15)');
  });
});
