import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphiqlOptions } from '../src/graphiql.ts';
import { buildSchema } from '../src/schema.ts';

// The schema is built by CommonJS graphql (through graphql-tools); validate with the same copy.
const { parse, validate } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

describe('GraphiQL example operations', () => {
  const tabs = (graphiqlOptions as { defaultTabs?: { query?: string | null }[] }).defaultTabs ?? [];

  it('opens with the public, member and money tabs', () => {
    expect(tabs.length).toBeGreaterThanOrEqual(3);
  });

  it.each(tabs.map((tab, index) => [index, tab.query ?? ''] as const))('tab %i is valid against the schema', (_index, query) => {
    const errors = validate(buildSchema(), parse(query));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
