import { Decimal } from 'decimal.js';

/** Money and credit amounts: exact decimals, 8 places as stored, never floats. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_DOWN });
export type Money = InstanceType<typeof Money>;

export const MONEY_SCALE = 8;
const DECIMAL_PATTERN = /^-?\d{1,22}(\.\d{1,8})?$/;

export function isDecimalString(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}

export function money(value: string | Money): Money {
  if (typeof value === 'string' && !isDecimalString(value)) {
    throw new TypeError(`not a decimal amount with at most ${MONEY_SCALE} places: ${value}`);
  }
  return new Money(value);
}

/** The wire form: plain digits, no exponent, no trailing zeros ("1250.5", "0"). */
export function formatMoney(value: string | Money): string {
  const normalized = new Money(value).toFixed(MONEY_SCALE).replace(/\.?0+$/, '');
  return normalized === '-0' || normalized === '' ? '0' : normalized;
}
