import { describe, expect, it } from 'vitest';
import { directionOf, endOfLocalDay, formatCreditAmount, formatDecimal, MINUS_SIGN, startOfLocalDay } from '@/lib/format';

describe('formatDecimal', () => {
  it('groups the integer part and keeps every fraction digit, never through a float', () => {
    expect(formatDecimal('1234567.5', 'en-US')).toBe('1,234,567.50');
    expect(formatDecimal('0.1', 'en-US')).toBe('0.10');
    expect(formatDecimal('12345678901234567890.123456789', 'en-US')).toBe('12,345,678,901,234,567,890.123456789');
    expect(formatDecimal('-3', 'en-US')).toBe('-3.00');
    expect(formatDecimal('-0.00', 'en-US')).toBe('0.00');
  });

  it('follows the locale', () => {
    expect(formatDecimal('1234567.5', 'id-ID')).toBe('1.234.567,50');
    expect(formatDecimal('1234.5', 'zh-CN')).toBe('1,234.50');
  });

  it('shows unreadable input as it is', () => {
    expect(formatDecimal('abc', 'en-US')).toBe('abc');
  });
});

describe('formatCreditAmount: one formatter per credit', () => {
  it('shows exactly the credit\'s decimals, rounded toward zero, never through a float', () => {
    expect(formatCreditAmount('1234.5678', 2, 'en-US')).toBe('1,234.56');
    expect(formatCreditAmount('15.56219715', 2, 'en-US')).toBe('15.56');
    expect(formatCreditAmount('0.5', 4, 'en-US')).toBe('0.5000');
    expect(formatCreditAmount('7.99', 0, 'en-US')).toBe('7');
    expect(formatCreditAmount('12345678901234567890.129', 2, 'en-US')).toBe('12,345,678,901,234,567,890.12');
    expect(formatCreditAmount('1234567.5', 2, 'id-ID')).toBe('1.234.567,50');
  });

  it('marks a movement: + in, − out, nothing on zero', () => {
    expect(formatCreditAmount('98', 2, 'en-US', true)).toBe('+98.00');
    expect(formatCreditAmount('-30.25', 2, 'en-US', true)).toBe(`${MINUS_SIGN}30.25`);
    expect(formatCreditAmount('-30.25', 2, 'en-US')).toBe(`${MINUS_SIGN}30.25`);
    expect(formatCreditAmount('30.25', 2, 'en-US')).toBe('30.25');
    // Below the shown decimals an amount keeps places up to its first significant digit, and its sign.
    expect(formatCreditAmount('-0.004', 2, 'en-US', true)).toBe(`${MINUS_SIGN}0.004`);
    expect(formatCreditAmount('-0.00456', 2, 'en-US')).toBe(`${MINUS_SIGN}0.004`);
    expect(formatCreditAmount('0.00000001', 2, 'en-US', true)).toBe('+0.00000001');
    expect(formatCreditAmount('0.0000001', 0, 'id-ID', true)).toBe('+0,0000001');
    expect(formatCreditAmount('-0.000', 2, 'en-US', true)).toBe('0.00');
    expect(formatCreditAmount('0', 2, 'en-US', true)).toBe('0.00');
  });

  it('tells the direction of a movement', () => {
    expect(directionOf('0.00000001')).toBe('in');
    expect(directionOf('-2.5')).toBe('out');
    expect(directionOf('-0.00')).toBe('none');
    expect(directionOf('abc')).toBe('none');
  });

  it('shows unreadable input as it is', () => {
    expect(formatCreditAmount('abc', 2, 'en-US')).toBe('abc');
  });
});

describe('date range', () => {
  it('turns a day into [start, next start) instants', () => {
    const from = startOfLocalDay('2026-11-22');
    const to = endOfLocalDay('2026-11-22');
    expect(from && to && new Date(to).getTime() - new Date(from).getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(startOfLocalDay('nope')).toBeUndefined();
  });
});
