import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';

/** The portal's business day runs on GMT+8 (SPEC §4, §9), whatever the server's zone. */
export const GMT8 = '+08:00';

/** 00:00 GMT+8 of the day after `now`'s GMT+8 day, as an instant. */
export function nextDayStartGmt8(now: Date): Date {
  const local = new TZDate(now.getTime(), GMT8);
  return new Date(startOfDay(addDays(local, 1)).getTime());
}

/** How members read a time in messages: `2030-06-02 00:00 (GMT+8)`. */
export function formatGmt8(instant: Date): string {
  return `${format(new TZDate(instant.getTime(), GMT8), 'yyyy-MM-dd HH:mm')} (GMT+8)`;
}
