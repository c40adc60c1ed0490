import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES_DIR, graphiqlOptions } from '../src/graphiql.ts';
import { executableSchema } from '../src/schema.ts';

// The schema is built by CommonJS graphql (through graphql-tools); validate with the same copy.
const { parse, validate } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

// Every document in the folder, not only the ones a tab names: a file left out of the tabs fails too.
const documents = readdirSync(GRAPHIQL_EXAMPLES_DIR)
  .filter((name) => name.endsWith('.graphql'))
  .sort()
  .map((name) => [name, readFileSync(new URL(name, GRAPHIQL_EXAMPLES_DIR), 'utf8')] as const);

describe('GraphiQL example documents', () => {
  const tabs = (graphiqlOptions as { defaultTabs?: { query?: string | null }[] }).defaultTabs ?? [];
  const schema = executableSchema();

  it('opens with the public, member and money tabs', () => {
    expect(tabs.length).toBeGreaterThanOrEqual(3);
  });

  it('shows each document in one tab, and no tab without a document', () => {
    expect(tabs.map((tab) => tab.query).sort()).toEqual(documents.map(([, text]) => text).sort());
  });

  it.each(documents)('%s is valid against the schema', (_name, text) => {
    const errors = validate(schema, parse(text));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
