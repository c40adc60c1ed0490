import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { schemaFiles } from '@portal/schema';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_PLACEHOLDERS, graphiqlOptions } from '../src/graphiql.ts';
import { startStack, type Stack } from './helpers.ts';
import { step, storyTimeout } from '@portal/platform/testing/story';

// Every example GraphiQL opens with, run as a developer would on a fresh install: tabs in
// order, operations top to bottom, the placeholders filled with what the earlier answers and
// the first start gave (the captcha, the root sponsor's referral id, the token from Login).

interface Tab {
  query: string;
  variables?: string | null;
  headers?: string | null;
}
const tabs = (graphiqlOptions.defaultTabs ?? []) as Tab[];

const operationsOf = (tab: Tab) =>
  parse(tab.query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The response keys an operation's answer has (its root fields, by alias). */
const rootKeys = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [(s.alias ?? s.name).value] : [])).sort();

/** The root fields each example selects. */
const exampleFields = new Set(
  tabs.flatMap((tab) => operationsOf(tab).flatMap((op) => op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])))),
);

describe('GraphiQL examples', () => {
  it('show at least one operation of every domain of the schema', () => {
    for (const file of schemaFiles) {
      const roots = parse(readFileSync(file, 'utf8')).definitions.flatMap((d) =>
        d.kind === Kind.OBJECT_TYPE_EXTENSION && ['Query', 'Mutation', 'Subscription'].includes(d.name.value) ? (d.fields ?? []).map((f) => f.name.value) : [],
      );
      if (roots.length === 0) continue; // common.graphql: scalars and paging only
      expect(
        roots.some((field) => exampleFields.has(field)),
        `${basename(file)} has no example`,
      ).toBe(true);
    }
  });

  describe('run on a fresh install', () => {
    let stack: Stack;
    const found: { captchaId?: string; token?: string } = {};
    beforeAll(async () => {
      stack = await startStack();
    });
    afterAll(() => stack?.close());

    /** A tab's variables or headers with the placeholders filled; none may be left. */
    const filled = (json: string | null | undefined, only?: readonly string[]): Record<string, unknown> => {
      if (!json) return {};
      // GraphiQL sends the whole variables editor; the operation reads only the variables it declares.
      if (only) json = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(json) as Record<string, unknown>).filter(([key]) => only.includes(key))));
      const values: Record<string, string | undefined> = {
        [GRAPHIQL_PLACEHOLDERS.captchaId]: found.captchaId,
        [GRAPHIQL_PLACEHOLDERS.captchaCode]: stack.platform.captchaAnswer,
        [GRAPHIQL_PLACEHOLDERS.referralId]: stack.platform.rootReferralId,
        [GRAPHIQL_PLACEHOLDERS.token]: found.token === undefined ? undefined : `Bearer ${found.token}`,
      };
      let text = json;
      for (const [placeholder, value] of Object.entries(values)) {
        if (value !== undefined) text = text.replaceAll(placeholder, value);
      }
      expect(text, 'a placeholder no earlier example fills').not.toMatch(/<[^>]*>/);
      return JSON.parse(text) as Record<string, unknown>;
    };

    const runs = tabs.flatMap((tab, index) => operationsOf(tab).map((operation) => [`tab ${index} ${operation.name?.value}`, tab, operation] as const));

    /** Runs one example as GraphiQL sends it; a captcha or a token it answers fills the later ones. */
    async function runExample(tab: Tab, operation: OperationDefinitionNode): Promise<void> {
      const name = operation.name?.value;
      expect(name, 'every example is named').toBeTruthy();
      const declared = (operation.variableDefinitions ?? []).map((v) => v.variable.name.value);
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(filled(tab.headers) as Record<string, string>) };
      const body = JSON.stringify({ query: tab.query, operationName: name, variables: filled(tab.variables, declared) });

      if (operation.operation === 'subscription') {
        const controller = new AbortController();
        const response = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { ...headers, accept: 'text/event-stream' }, body, signal: controller.signal });
        expect(response.status).toBe(200);
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        while (!/event: next\ndata: .*\n\n/.test(text)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
        }
        controller.abort();
        const payload = JSON.parse(/event: next\ndata: (.*)\n/.exec(text)?.[1] ?? 'null') as { data?: unknown; errors?: unknown } | null;
        expect(payload?.errors).toBeUndefined();
        expect(Object.keys(payload?.data ?? {}).sort()).toEqual(rootKeys(operation));
        return;
      }

      // The PIN code examples need the area on, as their comment says: the operator's step.
      if (rootKeys(operation).some((key) => key.startsWith('pinCode'))) await stack.platform.admin('members/flags', { userName: 'alice', matchingCodeStatus: 1 });
      if (rootKeys(operation).some((key) => key.startsWith('otc'))) await stack.platform.admin('members/flags', { userName: 'alice', otcStatus: 1 });
      if (rootKeys(operation).some((key) => key.startsWith('commitment'))) await stack.platform.admin('members/flags', { userName: 'alice', commitmentPackageStatus: 1 });
      const response = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { ...headers, accept: 'application/graphql-response+json' }, body });
      const answer = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      expect(response.status).toBe(200);
      // The operation asked for ran, not another of the tab.
      expect(Object.keys(answer.data ?? {}).sort()).toEqual(rootKeys(operation));
      const data = answer.data as { captcha?: { captchaId: string }; login?: { token: string } };
      if (data.captcha) found.captchaId = data.captcha.captchaId;
      if (data.login) found.token = data.login.token;
    }

    // In order, as a developer runs them: the later examples use the captcha and the token the
    // earlier ones answered, so the walk is one story with a step per example.
    it('every example runs without errors, tabs in order, operations top to bottom', { timeout: storyTimeout(runs.length) }, async () => {
      for (const [label, tab, operation] of runs) await step(`${label} runs without errors`, () => runExample(tab, operation));
    });
  });
});
