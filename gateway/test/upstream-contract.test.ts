// The gateway reads the platform's answers with its own parsers (src/<domain>/upstream.ts); the
// platform publishes what it answers in its OpenAPI document, from the same response schemas
// its serializer uses. This test holds the two together: each parser accepts what the document
// promises for its path, and relies on nothing the document does not promise.
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema documents are read as loose JSON */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestPlatform, type TestPlatform } from '@portal/platform/testing';
import type { UpstreamRoute } from '../src/upstream/route.ts';
import { compareAnswers } from './support/answer-contract.ts';

const SOURCE = path.resolve(import.meta.dirname, '..', 'src');

/** Every route of every domain's upstream.ts, by the name it is exported under. */
async function gatewayRoutes(): Promise<Map<string, UpstreamRoute>> {
  const routes = new Map<string, UpstreamRoute>();
  const domains = fs.readdirSync(SOURCE).filter((name) => fs.existsSync(path.join(SOURCE, name, 'upstream.ts')));
  for (const domain of domains) {
    const module = (await import(path.join(SOURCE, domain, 'upstream.ts'))) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (!/_ROUTES$/.test(exported) || typeof value !== 'object' || value === null) continue;
      for (const [key, route] of Object.entries(value as Record<string, UpstreamRoute>)) routes.set(`${exported}.${key}`, route);
    }
  }
  return routes;
}

let platform: TestPlatform;
let document: any;
let routes: Map<string, UpstreamRoute>;

beforeAll(async () => {
  platform = await startTestPlatform();
  const response = await fetch(`${platform.url}/api/openapi.json`);
  document = await response.json();
  routes = await gatewayRoutes();
});
afterAll(async () => {
  await platform?.close();
});

/** The schema of a path's success `data` in the OpenAPI document. */
function promisedData(upstreamPath: string): any {
  const answers = document.paths[upstreamPath]?.post?.responses?.['200']?.content?.['application/json']?.schema?.oneOf as any[] | undefined;
  const success = answers?.find((answer) => answer.title === 'Success');
  return success?.properties?.data;
}

describe("the gateway's parsers and the platform's OpenAPI document", () => {
  it('finds the routes of every domain', () => {
    expect(routes.size).toBeGreaterThan(90);
    expect(routes.get('CONVERT_ROUTES.quote')?.path).toBe('/api/app/convert/convertQuote');
  });

  it('every path the gateway calls is in the document, with the data of its success answer', () => {
    const undocumented = [...routes].filter(([, route]) => promisedData(route.path) === undefined).map(([name, route]) => `${name} ${route.path}`);
    expect(undocumented).toEqual([]);
  });

  it("each parser accepts what the document promises for its path, and reads nothing it does not promise", () => {
    const differences = [...routes].flatMap(([name, route]) => {
      const promised = promisedData(route.path);
      if (promised === undefined) return [];
      const read = z.toJSONSchema(route.answer, { io: 'input', unrepresentable: 'any' });
      return compareAnswers(promised, read).map((difference) => `${name} (${route.path}) ${difference}`);
    });
    expect(differences).toEqual([]);
  });
});

describe('the comparison itself', () => {
  const decimal = { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' };
  const read = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

  it('agrees when the parser reads what is promised', () => {
    const promised = { type: 'object', required: ['amount', 'status'], properties: { amount: decimal, status: { anyOf: [{ const: 'A', type: 'string' }, { const: 'B', type: 'string' }] }, extra: { type: 'string' } } };
    expect(compareAnswers(promised, read(z.object({ amount: z.string().regex(/^-?\d+(\.\d+)?$/), status: z.enum(['A', 'B']) })))).toEqual([]);
  });

  it("reads OpenAPI 3.0's nullable enumeration (null among its values) as those values or null", () => {
    const promised = { type: 'string', nullable: true, enum: ['A', 'B', null] };
    expect(compareAnswers(promised, read(z.enum(['A', 'B']).nullable()))).toEqual([]);
    expect(compareAnswers(promised, read(z.enum(['A', 'B'])))).toEqual(['data: the platform may send null, the parser refuses it']);
    expect(compareAnswers(promised, read(z.enum(['A']).nullable()))).toEqual(['data: the platform may send B, the parser does not know it']);
  });

  it("reads OpenAPI 3.0's null branch (`nullable` with only null) as null, also beside wire names", () => {
    const promised = { anyOf: [{ anyOf: [{ const: 'A', type: 'string' }, { const: 'B', type: 'string' }] }, { type: 'object', nullable: true, enum: [null] }] };
    expect(compareAnswers(promised, read(z.enum(['A', 'B']).nullable()))).toEqual([]);
    expect(compareAnswers(promised, read(z.enum(['A', 'B'])))).toEqual(['data: the platform may send null, the parser refuses it']);
  });

  it('names each drift: a field not promised, one left out, null, an unknown wire name, a wrong kind', () => {
    const promised = {
      type: 'object',
      required: ['amount', 'status', 'count'],
      properties: { amount: { anyOf: [decimal, { type: 'null' }] }, status: { anyOf: [{ const: 'A', type: 'string' }, { const: 'C', type: 'string' }] }, note: { type: 'string' }, count: { type: 'number' } },
    };
    const parser = z.object({ amount: z.string().regex(/^-?\d+(\.\d+)?$/), status: z.enum(['A', 'B']), note: z.string(), count: z.number().int(), gone: z.boolean() });
    expect(compareAnswers(promised, read(parser))).toEqual([
      'data.amount: the platform may send null, the parser refuses it',
      'data.status: the platform may send C, the parser does not know it',
      'data.status: the parser knows B, which the platform never sends',
      'data.note: the parser requires it, the platform may leave it out',
      'data.count: the platform sends number, the parser expects integer',
      'data.gone: the parser reads it, the platform does not promise it',
    ]);
  });
});
