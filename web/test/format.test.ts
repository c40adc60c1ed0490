import { describe, expect, it } from 'vitest';
import { endOfLocalDay, formatDecimal, startOfLocalDay } from '@/lib/format';

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

describe('date range', () => {
  it('turns a day into [start, next start) instants', () => {
    const from = startOfLocalDay('2026-11-22');
    const to = endOfLocalDay('2026-11-22');
    expect(from && to && new Date(to).getTime() - new Date(from).getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(startOfLocalDay('nope')).toBeUndefined();
  });
});
