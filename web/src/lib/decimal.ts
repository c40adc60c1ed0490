// Exact decimal arithmetic on the strings money travels as (decimal.js), never a float.
// Only what the screens need: validate, compare, subtract, multiply and round to 8 places.
import { Decimal } from 'decimal.js';
import { isDecimal, MONEY_SCALE } from './decimal-text';

export { fractionDigits, isDecimal, isPositiveDecimal, MONEY_SCALE } from './decimal-text';

// 40 significant digits: products of the largest amounts and ratios stay exact before rounding.
const Exact = Decimal.clone({ precision: 40 });

function must(value: string): Decimal {
  if (!isDecimal(value)) throw new RangeError(`not a decimal: ${value}`);
  return new Exact(value.trim());
}

/** −1, 0 or 1, as `a` is below, equal to or above `b`. */
export function compareDecimal(a: string, b: string): number {
  return must(a).comparedTo(must(b));
}

/** The exact sum of decimals ("0" for none). */
export function sumDecimals(values: readonly string[]): string {
  return values.reduce((sum, value) => sum.plus(must(value)), new Exact(0)).toFixed();
}

export function subtractDecimal(a: string, b: string): string {
  return must(a).minus(must(b)).toFixed();
}

/** `a × b` rounded to `places` fraction digits, up (away from zero) or down (toward it). */
export function multiplyDecimal(a: string, b: string, rounding: 'up' | 'down', places = MONEY_SCALE): string {
  const product = must(a).times(must(b));
  return product.toDecimalPlaces(places, rounding === 'up' ? Exact.ROUND_UP : Exact.ROUND_DOWN).toFixed();
}

/** Whether `value` is a whole multiple of `step` (as the platform checks deposit steps); a step of 0 divides nothing. */
export function isMultipleOf(value: string, step: string): boolean {
  const divisor = must(step);
  if (divisor.isZero()) return false;
  return must(value).modulo(divisor).isZero();
}

/** The largest whole multiple of `step` not above `value`; `value` itself for a step of 0. */
export function floorToMultiple(value: string, step: string): string {
  const divisor = must(step);
  const amount = must(value);
  return divisor.isZero() ? amount.toFixed() : amount.minus(amount.modulo(divisor)).toFixed();
}

/**
 * How much of `whole` `part` is, as a whole percentage from 0 to 100 (rounded down, so 100 means
 * reached): for progress bars and chart bars, never for money. A whole of 0 is reached at once.
 */
export function percentOf(part: string, whole: string): number {
  if (!isDecimal(part) || !isDecimal(whole)) return 0;
  const total = must(whole);
  const share = must(part);
  if (total.lte(0)) return 100;
  return share.div(total).times(100).floor().clamp(0, 100).toNumber();
}
