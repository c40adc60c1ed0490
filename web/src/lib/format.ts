// Locale formatting of decimal strings and ISO dates. Money arrives as a decimal string and is
// never turned into a float: the integer part is grouped as a BigInt and the fraction digits
// are kept as they are, only padded to at least two places.
import { DEFAULT_LOCALE } from '@portal/envelope/codes';

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;
const MIN_FRACTION_DIGITS = 2;

// Building an Intl formatter reads its language's data (up to milliseconds each on a phone);
// formatting with one is cheap. Screens format on every render, so each language and set of
// options gets one formatter, kept for the page's life (a handful of each).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(locale, options)`, built once per language and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per language and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

const separatorCache = new Map<string, { decimal: string; group: Intl.NumberFormat }>();

function numberParts(locale: string) {
  let parts = separatorCache.get(locale);
  if (!parts) {
    const decimal = numberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    parts = { decimal, group: numberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 }) };
    separatorCache.set(locale, parts);
  }
  return parts;
}

/** `"1234567.5"` → `"1,234,567.50"` (en-US), `"1.234.567,50"` (id-ID). Unreadable input is shown as is. */
export function formatDecimal(value: string, locale: string = DEFAULT_LOCALE): string {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) return value;
  const [, sign = '', integer = '0', fraction = ''] = match;
  const { decimal, group } = numberParts(locale);
  const grouped = group.format(BigInt(integer));
  const digits = fraction.padEnd(MIN_FRACTION_DIGITS, '0');
  const isZero = /^0+$/.test(integer) && /^0*$/.test(fraction);
  return `${sign && !isZero ? '-' : ''}${grouped}${decimal}${digits}`;
}

/** An ISO-8601 instant as a local date and time in the member's language. */
export function formatDateTime(iso: string, locale: string = DEFAULT_LOCALE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const GMT8_OFFSET_MS = 8 * 3_600_000;

/**
 * An instant on the product's business clock, GMT+8, as the platform writes times in its
 * messages and refusals (platform/src/lib/gmt8.ts `formatGmt8`): `2030-06-01 16:15 (GMT+8)`.
 * For a time a refusal also names, so the screen and the refusal say it alike.
 */
export function formatBusinessTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return `${new Date(ms + GMT8_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} (GMT+8)`;
}

/** A calendar day (`YYYY-MM-DD`, a day of the platform's calendar) in the member's language, without a time. */
export function formatDay(day: string, locale: string = DEFAULT_LOCALE): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  // Read in UTC: the day as written, whatever the browser's time zone.
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A plain count in the member's language. */
export function formatCount(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale).format(value);
}

/** `YYYY-MM-DD` (a date input's value) → the start of that local day, as an ISO instant. */
export function startOfLocalDay(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match;
  return new Date(Number(y), Number(m) - 1, Number(d)).toISOString();
}

/** `YYYY-MM-DD` → the start of the next local day (an exclusive end), as an ISO instant. */
export function endOfLocalDay(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match;
  return new Date(Number(y), Number(m) - 1, Number(d) + 1).toISOString();
}

/** The minus sign of an outgoing amount (U+2212, as wide as the plus). */
export const MINUS_SIGN = '\u2212';

/** Which way an amount moved: in (above 0), out (below 0) or neither. */
export function directionOf(value: string): 'in' | 'out' | 'none' {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) return 'none';
  const [, sign = '', integer = '0', fraction = ''] = match;
  if (/^0+$/.test(integer) && /^0*$/.test(fraction)) return 'none';
  return sign ? 'out' : 'in';
}

/**
 * An amount of a credit with exactly `decimals` places, rounded toward zero (a balance is never
 * shown larger than it is), grouped in the member's language. `signed` puts a + before an
 * incoming amount and a − before an outgoing one; otherwise only an outgoing one has its −.
 * An amount above zero that would read as zero at `decimals` is shown to its first significant
 * digit, with its sign. `"1234.5678"`, 2 → `"1,234.56"`; `"-0.004"`, 2, signed → `"−0.004"`.
 */
export function formatCreditAmount(value: string, decimals: number, locale: string = DEFAULT_LOCALE, signed = false): string {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match || !Number.isInteger(decimals) || decimals < 0) return value;
  const [, sign = '', integer = '0', fraction = ''] = match;
  const zeroInteger = /^0+$/.test(integer);
  // An amount that would read as zero at the credit's decimals keeps places up to its first
  // significant digit (`-0.004` → `−0.004`): never "0.00" for something that moved.
  const firstSignificant = zeroInteger && /^0*$/.test(fraction.slice(0, decimals)) ? fraction.search(/[1-9]/) : -1;
  const places = firstSignificant >= 0 ? firstSignificant + 1 : decimals;
  const digits = fraction.slice(0, places).padEnd(places, '0');
  const { decimal, group } = numberParts(locale);
  const shown = `${group.format(BigInt(integer))}${places > 0 ? `${decimal}${digits}` : ''}`;
  const isZero = zeroInteger && /^0*$/.test(digits);
  if (isZero) return shown;
  if (sign) return `${MINUS_SIGN}${shown}`;
  return signed ? `+${shown}` : shown;
}

/**
 * The order and separators of a calendar day in the member's language, with the given words
 * for each part: en-US `mm/dd/yyyy`, zh-CN `年/月/日`, id-ID `hh/bb/tttt` — a date field's
 * placeholder that follows the app's language rather than the browser's.
 */
export function datePattern(locale: string, words: { year: string; month: string; day: string }): string {
  const parts = dateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(2026, 10, 23));
  return parts
    .map((part) => (part.type === 'year' ? words.year : part.type === 'month' ? words.month : part.type === 'day' ? words.day : part.value))
    .join('');
}

/**
 * A length of time in whole units in the member's language: seconds below two minutes, minutes
 * below two hours, hours above (rounded up, so a wait is never shown shorter than it is).
 * `10` → "10 seconds", `86400` → "24 hours" (en-US), "24小时" (zh-CN).
 */
export function formatDuration(seconds: number, locale: string = DEFAULT_LOCALE): string {
  const [value, unit] = seconds < 120 ? [seconds, 'second'] : seconds < 7200 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
