import type { ConsoleKey } from './text';

// What a configuration field accepts, checked in the form before anything is sent (the platform
// checks again and has the last word). Amounts and rates stay strings: never a float.

/** A decimal as the platform stores it: up to 22 digits and 8 decimals, no sign, no exponent. */
const DECIMAL = /^\d{1,22}(\.\d{1,8})?$/;
/** A fraction from 0 up to, not including, 1. */
const RATIO = /^0(\.\d{1,8})?$/;
const INTEGER = /^-?\d{1,5}$/;

export type SettingKind = { type: 'decimal' } | { type: 'amount' } | { type: 'ratio' } | { type: 'integer'; min: number; max: number };

/** Why `value` is refused, as a catalogue key and its values; null when it is acceptable. */
export function settingError(kind: SettingKind, value: string): { key: ConsoleKey; values?: Record<string, unknown> } | null {
  const text = value.trim();
  switch (kind.type) {
    case 'decimal':
      // Above 0: some digit other than 0.
      return DECIMAL.test(text) && /[1-9]/.test(text) ? null : { key: 'configuration.errors.decimal' };
    case 'amount':
      // 0 or more: a fixed fee of 0 is no fee.
      return DECIMAL.test(text) ? null : { key: 'configuration.errors.amount' };
    case 'ratio':
      return RATIO.test(text) ? null : { key: 'configuration.errors.ratio' };
    case 'integer': {
      const whole = INTEGER.test(text) ? Number(text) : Number.NaN;
      return whole >= kind.min && whole <= kind.max ? null : { key: 'configuration.errors.integer', values: { min: kind.min, max: kind.max } };
    }
  }
}
