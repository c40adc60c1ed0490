import { RuleViolation } from '../errors.ts';
import { isDecimalString, money, type Money } from './money.ts';

/** Bounds a member-entered amount must meet; `multiple` of undefined means any amount. */
export interface AmountRule {
  min: Money;
  max?: Money | undefined;
  multiple?: Money | undefined;
  /** The refusal below the minimum (deposits say more than the generic message). */
  belowMinimum?: 'AMOUNT_BELOW_MINIMUM' | 'DEPOSIT_BELOW_MINIMUM';
}

/**
 * Checks a member-entered amount: a decimal string above 0 with at most 8 places, within the
 * rule's bounds and a whole multiple of its step. Returns it as Money, or refuses.
 */
export function checkAmount(value: string, rule: AmountRule): Money {
  if (!isDecimalString(value)) throw new RuleViolation('INVALID_AMOUNT');
  const amount = money(value);
  if (!amount.isPositive() || amount.isZero()) throw new RuleViolation('INVALID_AMOUNT');
  if (amount.lessThan(rule.min)) throw new RuleViolation(rule.belowMinimum ?? 'AMOUNT_BELOW_MINIMUM', { min: rule.min.toString() });
  if (rule.max && amount.greaterThan(rule.max)) throw new RuleViolation('AMOUNT_ABOVE_MAXIMUM', { max: rule.max.toString() });
  if (rule.multiple && !amount.modulo(rule.multiple).isZero()) {
    throw new RuleViolation('AMOUNT_NOT_MULTIPLE', { multiple: rule.multiple.toString() });
  }
  return amount;
}

/** An env value such as "50" or "12.5" (positive, ≤ 8 places), for zod refinements. */
export function isPositiveDecimal(value: string): boolean {
  return isDecimalString(value) && money(value).greaterThan(0);
}
