import { describe, expect, it } from 'vitest';
import { bonusTypeKey } from '@/features/team/utils/bonus-types';
import { isPeriod, periodRange, rangeDays } from '@/features/team/utils/period';
import { percentOf } from '@/lib/decimal';
import { rankKey, RANK_LEVELS } from '@/lib/ranks';
import { enUS } from '@/lib/locales/en-US';

// Local midnights, as the member's browser sees them (the tests run in the machine's time zone).
const local = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

describe('the bonus report periods', () => {
  const now = new Date(2026, 0, 15, 13, 30); // 15 January 2026, 13:30 local

  it('this month runs from its first day to the next month, both at local midnight', () => {
    expect(periodRange('thisMonth', now)).toEqual({ from: local(2026, 1, 1), to: local(2026, 2, 1) });
  });

  it('last month crosses the year back', () => {
    expect(periodRange('lastMonth', now)).toEqual({ from: local(2025, 12, 1), to: local(2026, 1, 1) });
  });

  it('all time has no bounds', () => {
    expect(periodRange('all', now)).toEqual({});
  });

  it('a date range takes its last day whole; either end may be open', () => {
    expect(periodRange('custom', now, '2026-01-03', '2026-01-03')).toEqual({ from: local(2026, 1, 3), to: local(2026, 1, 4) });
    expect(periodRange('custom', now, '2026-01-03', '')).toEqual({ from: local(2026, 1, 3) });
    expect(periodRange('custom', now, '', '2025-12-31')).toEqual({ to: local(2026, 1, 1) });
    expect(periodRange('custom', now)).toEqual({});
  });

  it('asks nothing for a range that ends before it starts or a day that is not a date', () => {
    expect(periodRange('custom', now, '2026-01-05', '2026-01-04')).toBeNull();
    expect(periodRange('custom', now, '5 Jan', '')).toBeNull();
  });

  it('shows a range by its first and last day', () => {
    const days = rangeDays({ from: local(2026, 1, 1), to: local(2026, 2, 1) });
    expect(days.first?.getDate()).toBe(1);
    expect([days.last?.getMonth(), days.last?.getDate()]).toEqual([0, 31]);
    expect(rangeDays({})).toEqual({});
  });

  it('reads only known periods from the URL', () => {
    expect(isPeriod('lastMonth')).toBe(true);
    expect(isPeriod('yesterday')).toBe(false);
    expect(isPeriod(null)).toBe(false);
  });
});

describe('progress and bar widths', () => {
  it('is the share in whole percent, rounded down and capped at 100', () => {
    expect(percentOf('0', '100')).toBe(0);
    expect(percentOf('99.999', '100')).toBe(99);
    expect(percentOf('250', '1000')).toBe(25);
    expect(percentOf('1500', '1000')).toBe(100);
    expect(percentOf('0.00000001', '300000')).toBe(0);
  });

  it('counts a requirement of 0 as reached and unreadable figures as none', () => {
    expect(percentOf('0', '0')).toBe(100);
    expect(percentOf('-1', '10')).toBe(0);
  });
});

describe('worded ranks and bonus types', () => {
  it('names ranks -1 to 7 from the catalogue, -1 as No grade', () => {
    expect(RANK_LEVELS.map((level) => rankKey(level))).toEqual([
      'ranks.noGrade',
      'ranks.deputyManager',
      'ranks.manager',
      'ranks.deputyDirector',
      'ranks.director',
      'ranks.seniorDirector',
      'ranks.rubyDirector',
      'ranks.twoStar',
      'ranks.threeStar',
    ]);
    expect(enUS.ranks.noGrade).toBe('No grade');
    expect(enUS.ranks.threeStar).toBe('Three star');
    expect(rankKey(8)).toBeUndefined();
  });

  it('words every bonus type; one added later is an other bonus, never a raw code', () => {
    expect(bonusTypeKey('SPONSOR_BONUS')).toBe('bonusReport.types.SPONSOR_BONUS');
    expect(bonusTypeKey('PROFIT_SHARING')).toBe('bonusReport.types.PROFIT_SHARING');
    expect(bonusTypeKey('DEPOSIT')).toBe('bonusReport.types.other');
  });
});
