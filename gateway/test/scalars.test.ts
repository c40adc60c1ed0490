import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { DateTimeScalar, DecimalScalar, parseDateTime, parseDecimal } from '../src/scalars.ts';
import { bearerToken } from '../src/auth/bearer.ts';

describe('Decimal', () => {
  it('accepts decimal strings and keeps them exact', () => {
    expect(parseDecimal('1250.50')).toBe('1250.50');
    expect(parseDecimal('-3')).toBe('-3');
    expect(parseDecimal('0.000000012345678901234567890')).toBe('0.000000012345678901234567890');
  });

  it('refuses floats, exponents and junk', () => {
    for (const value of [1.5, '1e5', '1.', '.5', 'NaN', 'Infinity', '0x10', '', ' ', '1,5', '9'.repeat(100), ' 10', '10 ', '\t10', '10\n']) {
      expect(() => parseDecimal(value)).toThrow(/Decimal/);
    }
  });

  it('serializes strings and decimal.js values, never numbers', () => {
    expect(DecimalScalar.serialize('12.30')).toBe('12.30');
    expect(DecimalScalar.serialize(new Decimal('1e-10'))).toBe('0.0000000001');
    expect(() => DecimalScalar.serialize(12.3)).toThrow(/Decimal cannot represent number/);
  });
});

describe('DateTime', () => {
  it('normalises offsets to UTC', () => {
    expect(parseDateTime('2026-11-22T16:00:00+08:00')).toBe('2026-11-22T08:00:00.000Z');
    expect(parseDateTime('2026-11-22T08:00Z')).toBe('2026-11-22T08:00:00.000Z');
    expect(DateTimeScalar.serialize(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('refuses impossible dates, missing offsets and non-strings', () => {
    for (const value of ['2026-02-30T00:00:00Z', '2026-11-22T24:00:00Z', '2026-11-22T08:00:00', '2026-11-22', 1_700_000_000_000, 'tomorrow']) {
      expect(() => parseDateTime(value)).toThrow(/DateTime/);
    }
  });
});

describe('bearerToken', () => {
  it('reads a bearer token, case-insensitively', () => {
    expect(bearerToken('Bearer abc.DEF_123-x')).toBe('abc.DEF_123-x');
    expect(bearerToken('bearer   abc')).toBe('abc');
  });

  it('treats anything else as no token', () => {
    for (const header of [undefined, '', 'Basic abc', 'Bearer', 'Bearer a b', 'Bearer <token>', `Bearer ${'a'.repeat(600)}`]) {
      expect(bearerToken(header)).toBeUndefined();
    }
  });
});
