// The rules on decimal strings that need no arithmetic: what the sign-in and other forms
// check without loading decimal.js (lib/decimal.ts does the arithmetic, money screens only).

export const MONEY_SCALE = 8;

// What a member may type as an amount: digits and an optional fraction, no sign or exponent.
const PATTERN = /^\d+(?:\.\d*)?$/;

/** Whether `value` is a plain non-negative decimal string (digits, an optional fraction). */
export function isDecimal(value: string): boolean {
  return PATTERN.test(value.trim());
}

/** Whether `value` is a plain decimal above 0: some digit of it is not a zero. */
export function isPositiveDecimal(value: string): boolean {
  return isDecimal(value) && /[1-9]/.test(value);
}

/**
 * Whether a plain decimal string is zero ("0", "0.00"): the one comparison the first screens
 * make (is anything frozen, earned), without the arithmetic library. Anything else is refused,
 * as the arithmetic refuses it.
 */
export function isZeroDecimal(value: string): boolean {
  if (!isDecimal(value)) throw new RangeError(`not a decimal: ${value}`);
  return !/[1-9]/.test(value);
}

/** The number of fraction digits written (trailing zeros count). */
export function fractionDigits(value: string): number {
  const trimmed = value.trim();
  if (!isDecimal(trimmed)) return 0;
  const dot = trimmed.indexOf('.');
  return dot === -1 ? 0 : trimmed.length - dot - 1;
}
