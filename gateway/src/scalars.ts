import { httpStatusForCode } from '@portal/envelope/catalogue';
import { Decimal } from 'decimal.js';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

// The custom scalars of schema/common.graphql. Both are strings on the wire and in resolvers
// (codegen maps them to `string`); these definitions only check and normalise them.

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
const DECIMAL_MAX_CHARS = 80;

// 2026-11-22T08:00:00Z, 2026-11-22T08:00:00.123+08:00, 2026-11-22T08:00Z
const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):(\d{2}))$/i;

function invalid(message: string): never {
  // BAD_REQUEST / VALIDATION like every other refused input; graphql-js prefixes the
  // variable or argument it was checking.
  throw createGraphQLError(message, { extensions: { code: 'BAD_REQUEST', reason: 'VALIDATION', http: { status: httpStatusForCode('BAD_REQUEST') } } });
}

/**
 * A decimal string such as "1250.50". Numbers are refused: they may already have lost precision.
 * So is a decimal with spaces around it: the API takes amounts exactly as they are meant, and
 * a client that lets its members type spaces trims them itself.
 */
export function parseDecimal(value: unknown): string {
  if (typeof value !== 'string') invalid('Decimal must be a string such as "1250.50", never a JSON number');
  if (value.length > DECIMAL_MAX_CHARS || !DECIMAL_PATTERN.test(value)) {
    invalid(`Decimal must look like "1250.50" (digits, an optional "-" and fraction, no spaces); got ${JSON.stringify(value.slice(0, 20))}`);
  }
  return value;
}

export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: 'A decimal number carried as a string, e.g. "1250.50". Never a float.',
  serialize(value) {
    if (value instanceof Decimal) {
      if (!value.isFinite()) throw new TypeError('Decimal cannot represent a non-finite value');
      return value.toFixed();
    }
    if (typeof value === 'string' && DECIMAL_PATTERN.test(value)) return value;
    // A number here is a bug upstream or in a resolver: money must not travel as a float.
    throw new TypeError(`Decimal cannot represent ${typeof value === 'string' ? `"${value}"` : typeof value}`);
  },
  parseValue: parseDecimal,
  parseLiteral(ast: ValueNode) {
    if (ast.kind !== Kind.STRING) invalid('Decimal must be written as a string literal such as "1250.50"');
    return parseDecimal(ast.value);
  },
});

/** An ISO-8601 time with an explicit offset, normalised to UTC (`toISOString`). */
export function parseDateTime(value: unknown): string {
  if (typeof value !== 'string') invalid('DateTime must be an ISO-8601 string such as "2026-11-22T08:00:00Z"');
  const normalised = normaliseDateTime(value.trim());
  if (normalised === undefined) {
    invalid(`DateTime must be an ISO-8601 time with an offset, such as "2026-11-22T08:00:00Z"; got "${value.slice(0, 40)}"`);
  }
  return normalised;
}

function normaliseDateTime(text: string): string | undefined {
  const match = DATE_TIME_PATTERN.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '0', , zone, oh = '0', om = '0'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  if (zone?.toUpperCase() !== 'Z' && (Number(oh) > 23 || Number(om) > 59)) return undefined;
  const time = Date.parse(text.toUpperCase());
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO-8601 time in UTC, e.g. "2026-11-22T08:00:00.000Z".',
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string') {
      const normalised = normaliseDateTime(value);
      if (normalised !== undefined) return normalised;
    }
    throw new TypeError(`DateTime cannot represent ${typeof value === 'string' ? `"${value}"` : typeof value}`);
  },
  parseValue: parseDateTime,
  parseLiteral(ast: ValueNode) {
    if (ast.kind !== Kind.STRING) invalid('DateTime must be written as a string literal');
    return parseDateTime(ast.value);
  },
});

export const scalarResolvers = { Decimal: DecimalScalar, DateTime: DateTimeScalar };
