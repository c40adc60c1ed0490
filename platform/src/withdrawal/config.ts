import { z } from 'zod';
import { isPositiveDecimal } from '../lib/amounts.ts';
import { isDecimalString, money } from '../lib/money.ts';

const positiveDecimal = z.string().refine(isPositiveDecimal, 'must be a positive decimal with at most 8 places');

/** "2" is a fixed fee of 2 per withdrawal, "1.5%" is 1.5 % of the amount; "0" is free. */
const FEE_PATTERN = /^(\d{1,22}(?:\.\d{1,8})?)(%?)$/;

/** Withdrawal settings from the environment (merged into the platform's EnvSchema). */
export const WITHDRAWAL_ENV = {
  WITHDRAWAL_FEE: z
    .string()
    .regex(FEE_PATTERN, 'must be a fixed amount ("2") or a percentage ("1.5%")')
    .refine((value) => !value.endsWith('%') || !isDecimalString(value.slice(0, -1)) || money(value.slice(0, -1)).lessThan(100), 'a percentage fee must be below 100%')
    .default('0'),
  WITHDRAWAL_MIN: positiveDecimal.default('10'),
  WITHDRAWAL_MAX: positiveDecimal.default('100000'),
  WITHDRAWAL_MULTIPLE: positiveDecimal.optional(),
};

export interface WithdrawalConfig {
  fee: { type: 'FIXED' | 'RATIO'; value: string };
  minAmount: string;
  maxAmount: string;
  multiple: string | undefined;
}

export const WithdrawalEnvSchema = z.object(WITHDRAWAL_ENV);
type WithdrawalEnv = z.infer<typeof WithdrawalEnvSchema>;

export function withdrawalConfig(env: WithdrawalEnv): WithdrawalConfig {
  const [, number, percent] = FEE_PATTERN.exec(env.WITHDRAWAL_FEE)!;
  if (!isDecimalString(number!)) throw new Error('unreachable: WITHDRAWAL_FEE was checked');
  // A ratio is kept as a fraction: "1.5%" → "0.015".
  const fee = percent ? { type: 'RATIO' as const, value: money(number!).div(100).toString() } : { type: 'FIXED' as const, value: number! };
  return { fee, minAmount: env.WITHDRAWAL_MIN, maxAmount: env.WITHDRAWAL_MAX, multiple: env.WITHDRAWAL_MULTIPLE };
}
