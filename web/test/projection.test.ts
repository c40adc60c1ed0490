import { describe, expect, it } from 'vitest';
import { countdownParts, gmt8Day, project, remainingCredits, upgradeCost } from '@/features/packages/utils/projection';

describe('package projection', () => {
  it('pays the same truncated profit each day without auto add, and compounds it with', () => {
    expect(project('100', '0.005', 2)).toEqual({ days: 2, simpleProfit: '1', compoundProfit: '1.0025', compoundPrincipal: '101.0025' });
    // Truncated to 8 places each day, as the platform's run does.
    expect(project('33.33333333', '0.007', 3).compoundProfit).toBe('0.70491142');
    expect(project('100', '0.005', 0)).toEqual({ days: 0, simpleProfit: '0', compoundProfit: '0', compoundPrincipal: '100' });
  });

  it('counts the credits left by GMT+8 day', () => {
    const now = Date.parse('2030-06-01T08:00:00.000Z'); // 16:00 GMT+8
    expect(gmt8Day(now)).toBe('2030-06-01');
    expect(gmt8Day(Date.parse('2030-06-01T16:30:00.000Z'))).toBe('2030-06-02');
    expect(remainingCredits('2030-07-01', now)).toBe(30);
    expect(remainingCredits('2030-05-01', now)).toBe(0);
  });

  it('splits a countdown and prices an upgrade', () => {
    expect(countdownParts('2030-06-02T09:01:05.000Z', Date.parse('2030-06-01T08:00:00.000Z'))).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 5, done: false });
    expect(countdownParts('2030-06-01T00:00:00.000Z', Date.parse('2030-06-01T08:00:00.000Z')).done).toBe(true);
    expect(upgradeCost('500', '100')).toBe('400');
  });
});
