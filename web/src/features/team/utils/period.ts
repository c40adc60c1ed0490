// The bonus report's periods, in the member's own time zone: a calendar month starts at its
// first day's 00:00 local time; a date range runs from the start of its first day to the end of
// its last (`to` is exclusive, as `bonusEarned` takes it).
import { endOfLocalDay, startOfLocalDay } from '@/lib/format';

export const PERIODS = ['thisMonth', 'lastMonth', 'all', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export function isPeriod(value: string | null): value is Period {
  return (PERIODS as readonly (string | null)[]).includes(value);
}

/** A period as `bonusEarned` takes it: ISO instants, `from` inclusive, `to` exclusive; no bound is open. */
export interface PeriodRange {
  from?: string;
  to?: string;
}

/**
 * The instants of a period, `now` being the member's clock. A date range takes `YYYY-MM-DD`
 * days, either one may be left open; it is null (nothing to ask) when a day is not a date or the
 * last day is before the first.
 */
export function periodRange(period: Period, now: Date, fromDay = '', toDay = ''): PeriodRange | null {
  const year = now.getFullYear();
  const month = now.getMonth();
  switch (period) {
    case 'thisMonth':
      return { from: new Date(year, month, 1).toISOString(), to: new Date(year, month + 1, 1).toISOString() };
    case 'lastMonth':
      return { from: new Date(year, month - 1, 1).toISOString(), to: new Date(year, month, 1).toISOString() };
    case 'all':
      return {};
    case 'custom': {
      const from = fromDay === '' ? undefined : startOfLocalDay(fromDay);
      const to = toDay === '' ? undefined : endOfLocalDay(toDay);
      if ((fromDay !== '' && from === undefined) || (toDay !== '' && to === undefined)) return null;
      if (fromDay !== '' && toDay !== '' && toDay < fromDay) return null;
      return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    }
  }
}

/** The first and last day a bounded range covers (its exclusive end's day before), for showing it. */
export function rangeDays(range: PeriodRange): { first?: Date; last?: Date } {
  const first = range.from ? new Date(range.from) : undefined;
  let last: Date | undefined;
  if (range.to) {
    const end = new Date(range.to);
    last = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1);
  }
  return { ...(first ? { first } : {}), ...(last ? { last } : {}) };
}
