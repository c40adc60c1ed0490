import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { GMT8 } from '../lib/gmt8.ts';

/** "2026-11-22": the GMT+8 calendar day containing `instant` (the day a withdrawal counts against). */
export function gmt8Day(instant: Date): string {
  return format(new TZDate(instant.getTime(), GMT8), 'yyyy-MM-dd');
}

/** The GMT+8 calendar day `days` after the one containing `instant` (T+1 review: `gmt8DayPlus(now, 1)`). */
export function gmt8DayPlus(instant: Date, days: number): string {
  return format(addDays(new TZDate(instant.getTime(), GMT8), days), 'yyyy-MM-dd');
}
