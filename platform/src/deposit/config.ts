import { z } from 'zod';
import { isPositiveDecimal } from '../lib/amounts.ts';

const positiveDecimal = z.string().refine(isPositiveDecimal, 'must be a positive decimal with at most 8 places');

/** Deposit settings from the environment (merged into the platform's EnvSchema). */
export const DEPOSIT_ENV = {
  DEPOSIT_MIN_USDT: positiveDecimal.default('50'),
  DEPOSIT_MULTIPLE: positiveDecimal.optional(),
  RECEIPT_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 * 1024).default(5 * 1024 * 1024),
};

export interface DepositConfig {
  /** Smallest deposit, in USDT (on-chain) or USD (bank). */
  minAmount: string;
  /** Deposits must be whole multiples of this, when set. */
  multiple: string | undefined;
  receiptMaxBytes: number;
}

export const DepositEnvSchema = z.object(DEPOSIT_ENV);
type DepositEnv = z.infer<typeof DepositEnvSchema>;

export function depositConfig(env: DepositEnv): DepositConfig {
  return { minAmount: env.DEPOSIT_MIN_USDT, multiple: env.DEPOSIT_MULTIPLE, receiptMaxBytes: env.RECEIPT_MAX_BYTES };
}
