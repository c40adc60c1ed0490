/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON */
// Hostile input (RELIABILITY.md): property-based tests generate malformed, oversized,
// wrong-typed and boundary values for every mutation's arguments, taken from the schema itself
// (a new mutation is covered without touching this file), and send them through the real
// gateway to the real platform, signed in, in a random language. Every refusal carries a
// catalogued code and the catalogue's words in that language, never INTERNAL_SERVER_ERROR or a
// stack; no money moves and no record appears.
import { ERROR_CODES, LOCALES, messageFor, type ErrorCode, type Locale } from '@portal/envelope/catalogue';
import { typeDefs } from '@portal/schema';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, STACK_DATABASES, startStack, uniqueName, type Stack } from './helpers.ts';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 20);
// PostgreSQL repeats the routes with fewer inputs: the point there is every route on the other database.
const RUNS_PER_MUTATION = { PGlite: RUNS, PostgreSQL: Math.max(1, Math.round(RUNS / 3)) } as const;
const schema = buildSchema(typeDefs.join('\n'));
const mutations = Object.values(schema.getMutationType()!.getFields());
const fuzzed = mutations.filter((m) => m.args.length > 0);
// A mutation without arguments has nothing to fuzz (logout would end the session under test).
const ALLOWED_CODES = new Set<string>([...ERROR_CODES, 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202e\u200b',
    '../../../etc/passwd',
    "' OR '1'='1' --",
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '%00%0d%0a',
    '🙂'.repeat(300),
    'x'.repeat(70_000),
    '9'.repeat(400),
    'null',
    'undefined',
    '__proto__',
  ),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_VALUE, Number.MIN_VALUE, 1e-7),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileDecimal = fc.oneof(
  fc.constantFrom('-1', '0', '-0', '0.0', '1e309', '1e-7', 'NaN', 'Infinity', '-Infinity', '0.0000000000000000001', '9'.repeat(40), '1,5', ' 1', '1 ', '0x10', '+1', '.5', '1.', '١٢', ''),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  hostileNumber,
);
const hostileDate = fc.oneof(fc.constantFrom('2030-02-30T00:00:00Z', '0000-00-00', '9999-12-31T23:59:59.999Z', 'yesterday', '', '2030-06-01'), hostileString);
const wrongType = fc.oneof(hostileNumber, fc.boolean(), fc.constant({}), fc.constant([]), fc.constant({ $gt: '' }), hostileString);

function scalarArbitrary(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
    case 'Float':
      return hostileNumber;
    case 'Boolean':
      return fc.boolean();
    case 'Decimal':
      return hostileDecimal;
    case 'DateTime':
      return hostileDate;
    default:
      return hostileString; // String, ID, File (a plain value where a file part belongs)
  }
}

/** Values for `type`: mostly of its shape with hostile contents, sometimes of the wrong shape or null. */
function arbitraryFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ arbitrary: arbitraryFor(type.ofType, depth), weight: 9 }, { arbitrary: fc.constant(null), weight: 1 });
  let shaped: fc.Arbitrary<unknown>;
  if (isListType(type)) shaped = fc.array(arbitraryFor(type.ofType, depth + 1), { maxLength: 4 });
  else if (isEnumType(type)) shaped = fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), hostileString);
  else if (isScalarType(type)) shaped = scalarArbitrary(type.name);
  else if (isInputObjectType(type) && depth < 4) {
    const fields = Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, arbitraryFor(f.type, depth + 1)]));
    shaped = fc.oneof(
      { arbitrary: fc.record(fields, { requiredKeys: Object.keys(fields).filter(() => true) }), weight: 4 },
      { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 2 },
      { arbitrary: fc.record(fields).map((v) => ({ ...v, notAField: 'x' })), weight: 1 },
    );
  } else shaped = fc.constant(null);
  return fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: wrongType, weight: 1 });
}

/** `mutation ($a: T!, …) { name(a: $a) { __typename } }` for one mutation field. */
function operationFor(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `mutation Hostile(${variables}) { ${field.name}(${args})${selection} }`;
}

describe.each(STACK_DATABASES)('hostile input to every mutation, generated from the schema, on %s', (database) => {
  let stack: Stack;
  let token: string;
  // Read only by the summary in afterAll: each test checks its own inputs.
  let sent = 0;
  const codes = new Map<string, number>();

  const counts = async () => {
    const n = async (table: 'ledger_transfers' | 'asset_records') =>
      Number((await stack.platform.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    return { transfers: await n('ledger_transfers'), records: await n('asset_records') };
  };

  beforeAll(async () => {
    stack = await startStack({ encrypt: false, database });
    const userName = uniqueName('hostile');
    await registerMember(stack, userName);
    token = await login(stack, userName);
  }, 180_000);
  afterAll(async () => {
    if (sent > 0) console.info(`hostile input on ${database}: ${sent} generated inputs over ${fuzzed.length} mutations; codes ${JSON.stringify(Object.fromEntries(codes))}`);
    await stack?.close();
  });

  /** The member's balances, every one zero: nothing the hostile inputs sent moved money. */
  async function expectBalancesZero() {
    const balances = await gql<any>(stack.http, '{ balances { available frozen locked } }', undefined, { token });
    expect(balances.errors).toBeUndefined();
    expect(balances.data.balances.flatMap((b: any) => [b.available, b.frozen, b.locked]).every((v: string) => v === '0')).toBe(true);
  }

  it('covers every mutation with arguments', () => {
    expect(fuzzed.length).toBeGreaterThan(20);
    expect(fuzzed.map((m) => m.name)).toEqual(expect.arrayContaining(['transfer', 'convert', 'withdrawBank', 'login', 'register', 'fileClaim']));
  });

  for (const field of fuzzed) {
    it(`${field.name}: a catalogued code and a localized message for every generated input`, async () => {
      const before = await counts();
      let sentHere = 0;
      const query = operationFor(field);
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, arbitraryFor(a.type)])), { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(variables, fc.constantFrom(...LOCALES), async (vars, locale: Locale) => {
          sent += 1;
          sentHere += 1;
          const answer = await gql<any>(stack.http, query, vars, { token, locale });
          expect(answer.status).toBeLessThan(500);
          const text = JSON.stringify(answer.errors ?? []);
          expect(text).not.toMatch(/"stack"|\n\s+at |Unexpected error/);
          for (const error of answer.errors ?? []) {
            const code = String(error.extensions?.code);
            codes.set(code, (codes.get(code) ?? 0) + 1);
            expect(ALLOWED_CODES, `${code}: ${error.message}`).toContain(code);
            expect(code).not.toBe('INTERNAL_SERVER_ERROR');
            expect(error.message.length).toBeGreaterThan(0);
            // The platform words its own refusals; everything else starts with the catalogue's words.
            if (code !== 'SERVER_MESSAGE' && code !== 'UNAUTHENTICATED' && ERROR_CODES.includes(code as ErrorCode)) {
              expect(error.message.startsWith(messageFor(code as ErrorCode, locale)), `${locale} ${code}: ${error.message}`).toBe(true);
            }
          }
        }),
        { numRuns: RUNS_PER_MUTATION[database] },
      );
      // Each mutation's inputs moved no money and wrote no record.
      expect(await counts()).toEqual(before);
      await expectBalancesZero();
      expect(sentHere).toBe(RUNS_PER_MUTATION[database]);
    }, 120_000);
  }
});
