// The business day's arithmetic (lib/gmt8.ts) against ICU's own clock for a fixed UTC+8 zone
// (`Etc/GMT-8`, no summer time, as GMT+8 has none): the platform does it without ICU.
import { describe, expect, it } from 'vitest';
import { addDays, dayStart, formatGmt8, gmt8Day, gmt8DayPlus, nextDayStartGmt8, previousGmt8Month } from '../src/lib/gmt8.ts';

const icu = new Intl.DateTimeFormat('en-CA', { timeZone: 'Etc/GMT-8', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** 'YYYY-MM-DD HH:mm' of `instant` in UTC+8, as ICU has it. */
const icuWallClock = (instant: Date) => {
  const part = Object.fromEntries(icu.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};

// Every 47 minutes over four years (a leap day included), and each side of a GMT+8 midnight.
const instants = [
  ...Array.from({ length: Math.ceil((4 * 366 * 24 * 60) / 47) }, (_, step) => new Date(Date.UTC(2027, 0, 1) + step * 47 * 60_000)),
  new Date('2028-02-28T15:59:59.999Z'),
  new Date('2028-02-28T16:00:00.000Z'),
  new Date('2030-12-31T16:00:00.000Z'),
  new Date('2030-12-31T15:59:59.999Z'),
];

describe('the GMT+8 business day', () => {
  it('names the day and the time of any instant as a GMT+8 clock does', () => {
    for (const instant of instants) {
      const wall = icuWallClock(instant);
      expect(gmt8Day(instant), instant.toISOString()).toBe(wall.slice(0, 10));
      expect(formatGmt8(instant), instant.toISOString()).toBe(`${wall} (GMT+8)`);
    }
  });

  it('turns at 00:00 GMT+8, which is 16:00 UTC the day before', () => {
    expect(gmt8Day(new Date('2030-06-01T15:59:59.999Z'))).toBe('2030-06-01');
    expect(gmt8Day(new Date('2030-06-01T16:00:00.000Z'))).toBe('2030-06-02');
    expect(dayStart('2030-06-02').toISOString()).toBe('2030-06-01T16:00:00.000Z');
    expect(formatGmt8(new Date('2030-06-01T16:00:00.000Z'))).toBe('2030-06-02 00:00 (GMT+8)');
  });

  it('the next day starts at the next GMT+8 midnight, within a day, whatever the instant', () => {
    for (const instant of instants) {
      const next = nextDayStartGmt8(instant);
      expect(next.getTime()).toBeGreaterThan(instant.getTime());
      expect(next.getTime() - instant.getTime()).toBeLessThanOrEqual(86_400_000);
      expect(icuWallClock(next).slice(11)).toBe('00:00');
      expect(gmt8Day(next)).toBe(gmt8DayPlus(instant, 1));
    }
    expect(nextDayStartGmt8(new Date('2030-06-01T16:00:00.000Z')).toISOString()).toBe('2030-06-02T16:00:00.000Z');
  });

  it('counts months and days across the year and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(previousGmt8Month(new Date('2031-01-01T00:00:00.000Z'))).toBe('2030-12');
    expect(previousGmt8Month(new Date('2030-12-31T16:00:00.000Z'))).toBe('2030-12');
  });
});
