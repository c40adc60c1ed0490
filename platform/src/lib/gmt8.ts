import { sql, type RawBuilder } from 'kysely';
import { assert } from '../errors.ts';

// The portal's business day runs on GMT+8 (SPEC §4, §9), whatever the server's zone: packages,
// premiums, the daily profit, withdrawal quotas and reviews, game bet flow and transfer locks
// all count in GMT+8 calendar days, written 'YYYY-MM-DD', that turn at 00:00 GMT+8. Every GMT+8
// computation of the platform is here; nothing else in the product does this arithmetic.
// GMT+8 is an offset, not a zone with summer time: a GMT+8 wall clock is the UTC one 8 hours on,
// so no time-zone library (nor ICU's zone data, several MB of a process's memory) is needed.

export const GMT8 = '+08:00';

const GMT8_MS = 8 * 3_600_000;

/** `instant`'s GMT+8 wall clock, as ISO text without the zone: 'YYYY-MM-DDTHH:mm:ss.sss'. */
function gmt8WallClock(instant: Date): string {
  assert(!Number.isNaN(instant.getTime()), 'a valid instant');
  return new Date(instant.getTime() + GMT8_MS).toISOString().slice(0, 23);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The GMT+8 day `instant` falls in. */
export function gmt8Day(instant: Date): string {
  return gmt8WallClock(instant).slice(0, 10);
}

/** 00:00 GMT+8 of `day`, as an instant. */
export function dayStart(day: string): Date {
  assert(isDay(day), `a day is YYYY-MM-DD: ${day}`);
  return new Date(`${day}T00:00:00${GMT8}`);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  assert(Number.isInteger(days), 'whole days');
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A `date` column as 'YYYY-MM-DD' text: PGlite and node-postgres disagree on how to return dates. */
export function dayText(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}

/** The GMT+8 day `days` after the one containing `instant` (a withdrawal's T+1 review day: `gmt8DayPlus(now, 1)`). */
export function gmt8DayPlus(instant: Date, days: number): string {
  return addDays(gmt8Day(instant), days);
}

/** 00:00 GMT+8 of the day after `now`'s GMT+8 day, as an instant. */
export function nextDayStartGmt8(now: Date): Date {
  return dayStart(gmt8DayPlus(now, 1));
}

/** How members read a time in messages: `2030-06-02 00:00 (GMT+8)`. */
export function formatGmt8(instant: Date): string {
  return `${gmt8WallClock(instant).slice(0, 16).replace('T', ' ')} (GMT+8)`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A GMT+8 calendar month, written 'YYYY-MM' (the monthly statement's period). */
export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The GMT+8 month before the one `now` falls in: the last month that has ended. */
export function previousGmt8Month(now: Date): string {
  const firstOfThisMonth = `${gmt8Day(now).slice(0, 7)}-01`;
  return addDays(firstOfThisMonth, -1).slice(0, 7);
}

/** The first and last GMT+8 day of `month`. */
export function monthDays(month: string): { first: string; last: string } {
  assert(isMonth(month), `a month is YYYY-MM: ${month}`);
  const first = `${month}-01`;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}
