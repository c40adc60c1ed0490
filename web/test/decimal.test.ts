import { describe, expect, it } from 'vitest';
import { compareDecimal, floorToMultiple, fractionDigits, isDecimal, isMultipleOf, multiplyDecimal, subtractDecimal } from '@/lib/decimal';
import { isPositiveDecimal, isZeroDecimal } from '@/lib/decimal-text';

describe('decimal strings', () => {
  it('reads only plain non-negative decimals', () => {
    expect(isDecimal('12.5')).toBe(true);
    expect(isDecimal('12.')).toBe(true);
    expect(isDecimal('-1')).toBe(false);
    expect(isDecimal('1e3')).toBe(false);
    expect(fractionDigits('1.23000')).toBe(5);
  });

  it('tells zero without the arithmetic library, and refuses what is not a decimal as it does', () => {
    for (const zero of ['0', '0.00', '000.00000000', '0.']) expect(isZeroDecimal(zero), zero).toBe(true);
    for (const some of ['0.00000001', '10', '1.0']) expect(isZeroDecimal(some), some).toBe(false);
    for (const value of ['0', '0.00000001', '12.5']) expect(isZeroDecimal(value)).toBe(compareDecimal(value, '0') === 0);
    expect(() => isZeroDecimal('-0')).toThrow(RangeError);
    expect(() => isZeroDecimal('abc')).toThrow(RangeError);
  });

  it('compares, subtracts and multiplies exactly', () => {
    expect(compareDecimal('10', '9.99999999')).toBe(1);
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal('1', '1.5')).toBe('-0.5');
    expect(multiplyDecimal('0.1', '3', 'down')).toBe('0.3');
    expect(multiplyDecimal('0.123456789', '1', 'up')).toBe('0.12345679');
    expect(multiplyDecimal('0.123456789', '1', 'down')).toBe('0.12345678');
  });

});

describe('decimal precision', () => {
  it('keeps every digit of large amounts', () => {
    expect(multiplyDecimal('123456789012345678901.12345678', '1', 'down')).toBe('123456789012345678901.12345678');
    // 2469135780246913578.0224691356 exactly, rounded up to 8 places.
    expect(multiplyDecimal('123456789012345678901.12345678', '0.02', 'up')).toBe('2469135780246913578.02246914');
  });
});

describe('deposit amounts', () => {
  it('checks whole multiples of a step exactly', () => {
    expect(isMultipleOf('126', '63')).toBe(true);
    expect(isMultipleOf('100', '63')).toBe(false);
    expect(isMultipleOf('0.3', '0.1')).toBe(true);
    expect(isMultipleOf('1.00000001', '0.00000001')).toBe(true);
    expect(isMultipleOf('1.000000015', '0.00000001')).toBe(false);
    expect(isMultipleOf('10', '0')).toBe(false);
    expect(isMultipleOf('0.30000001', '0.1')).toBe(false);
    expect(isMultipleOf('12345678901234567890', '10')).toBe(true);
  });

  it('prices a bank deposit in the channel currency like the platform (8 places, rounded down)', () => {
    expect(multiplyDecimal('200', '1.05', 'down')).toBe('210');
    expect(multiplyDecimal('0.1', '0.2', 'down')).toBe('0.02');
    expect(multiplyDecimal('123.45678901', '16250.12345678', 'down')).toBe('2006188.06299014');
  });
});

describe('floorToMultiple', () => {
  it('rounds down to a whole step, exactly', () => {
    expect(floorToMultiple('487.5', '10')).toBe('480');
    expect(floorToMultiple('0.35', '0.1')).toBe('0.3');
    expect(floorToMultiple('63', '63')).toBe('63');
    expect(floorToMultiple('62.99999999', '63')).toBe('0');
    expect(floorToMultiple('12.5', '0')).toBe('12.5');
  });
});

describe('isPositiveDecimal (no decimal.js: the sign-in screens load it)', () => {
  it('is true for a decimal with a non-zero digit, false for zero and non-decimals', () => {
    for (const value of ['1', '0.00000001', '10', '0010.5', '7.']) expect(isPositiveDecimal(value), value).toBe(true);
    for (const value of ['0', '0.0', '000', '0.', '', '-1', '1e5', 'abc']) expect(isPositiveDecimal(value), value).toBe(false);
  });
});
