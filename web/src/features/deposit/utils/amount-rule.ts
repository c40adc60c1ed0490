import type { z } from 'zod';
import { compareDecimal, fractionDigits, isDecimal, isMultipleOf, MONEY_SCALE } from '@/lib/decimal';

/** The amounts a deposit accepts: at least `minAmount` and, when set, a whole multiple of `multiple`. */
export interface DepositAmountRule {
  minAmount: string;
  multiple?: string | null;
}

/**
 * Adds the deposit rules' issues to an amount that already reads as a decimal above 0 with at
 * most 8 places (`amountField` words the other failures); the platform checks them again.
 */
export function checkDepositAmount(ctx: z.RefinementCtx, path: string, amount: string, rule: DepositAmountRule): void {
  const value = amount.trim();
  if (!isDecimal(value) || fractionDigits(value) > MONEY_SCALE || compareDecimal(value, '0') <= 0) return;
  if (compareDecimal(value, rule.minAmount) < 0) {
    ctx.addIssue({ code: 'custom', path: [path], message: 'validation.amountBelowMinimum' });
  } else if (rule.multiple && !isMultipleOf(value, rule.multiple)) {
    ctx.addIssue({ code: 'custom', path: [path], message: 'deposit.validation.notMultiple' });
  }
}
