// Exact decimal arithmetic on the strings money travels as: a value is a BigInt of units and
// a scale (the number of fraction digits). Only what the screens need: compare, subtract,
// multiply and round to 8 places. Never a float.

export const MONEY_SCALE = 8;

const PATTERN = /^(\d+)(?:\.(\d*))?$/;

interface Dec {
  units: bigint;
  scale: number;
}

/** A non-negative decimal string, or `undefined` when it is not one. */
function parse(value: string): Dec | undefined {
  const match = PATTERN.exec(value.trim());
  if (!match) return undefined;
  const [, integer = '0', fraction = ''] = match;
  return { units: BigInt(integer + fraction), scale: fraction.length };
}

function must(value: string): Dec {
  const parsed = parse(value);
  if (!parsed) throw new RangeError(`not a decimal: ${value}`);
  return parsed;
}

function rescale(value: Dec, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function toString({ units, scale }: Dec): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** Whether `value` is a plain non-negative decimal string (digits, an optional fraction). */
export function isDecimal(value: string): boolean {
  return parse(value) !== undefined;
}

/** The number of fraction digits written (trailing zeros count). */
export function fractionDigits(value: string): number {
  return parse(value)?.scale ?? 0;
}

/** −1, 0 or 1, as `a` is below, equal to or above `b`. */
export function compareDecimal(a: string, b: string): number {
  const x = must(a);
  const y = must(b);
  const scale = Math.max(x.scale, y.scale);
  const diff = rescale(x, scale) - rescale(y, scale);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

export function subtractDecimal(a: string, b: string): string {
  const x = must(a);
  const y = must(b);
  const scale = Math.max(x.scale, y.scale);
  return toString({ units: rescale(x, scale) - rescale(y, scale), scale });
}

/** `a × b` rounded to `places` fraction digits, up (away from zero) or down (toward it). */
export function multiplyDecimal(a: string, b: string, rounding: 'up' | 'down', places = MONEY_SCALE): string {
  const x = must(a);
  const y = must(b);
  const units = x.units * y.units;
  const scale = x.scale + y.scale;
  if (scale <= places) return toString({ units, scale });
  const divisor = 10n ** BigInt(scale - places);
  let rounded = units / divisor;
  if (rounding === 'up' && units % divisor !== 0n) rounded += 1n;
  return toString({ units: rounded, scale: places });
}

/**
 * The platform's convert quote: the fee is `amount × feeRatio` rounded up to 8 places, the
 * credit `(amount − fee) × rate` rounded down.
 */
export function convertQuote(amount: string, rate: string, feeRatio: string): { fee: string; toAmount: string } {
  const fee = multiplyDecimal(amount, feeRatio, 'up');
  const net = subtractDecimal(amount, fee);
  const toAmount = net.startsWith('-') ? '0' : multiplyDecimal(net, rate, 'down');
  return { fee, toAmount };
}
