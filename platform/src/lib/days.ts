import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { sql, type RawBuilder } from 'kysely';
import { assert } from '../errors.ts';
import { GMT8 } from './gmt8.ts';

/** Packages, premiums and the daily profit count in GMT+8 calendar days, written 'YYYY-MM-DD' (SPEC §9: the day turns at 00:00 GMT+8). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The GMT+8 day `instant` falls in. */
export function gmt8Day(instant: Date): string {
  return format(new TZDate(instant.getTime(), GMT8), 'yyyy-MM-dd');
}

/** 00:00 GMT+8 of `day`, as an instant. */
export function dayStart(day: string): Date {
  assert(isDay(day), `a day is YYYY-MM-DD: ${day}`);
  return new Date(`${day}T00:00:00${GMT8}`);
}

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
