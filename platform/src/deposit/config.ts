import { z } from 'zod';
import { isPositiveDecimal } from '../lib/amounts.ts';
import { normalizeAddress } from '../withdrawal-address/address-format.ts';

const positiveDecimal = z.string().refine(isPositiveDecimal, 'must be a positive decimal with at most 8 places');

/** Deposit settings from the environment (merged into the platform's EnvSchema). */
/** A BEP20 address, stored EIP-55 checksummed; a typo in the operator's setting stops the start. */
const receivingAddress = z.string().transform((value, context) => {
  // An empty setting (DEPOSIT_ADDRESS= in a compose file) leaves on-chain deposits closed.
  if (value.trim() === '') return undefined;
  try {
    return normalizeAddress('BEP20', value);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be a BEP20 address (0x + 40 hex digits, EIP-55 checksum when mixed case)' });
    return z.NEVER;
  }
});

export const DEPOSIT_ENV = {
  /** Where members send on-chain USDT (BNB Smart Chain); on-chain deposits stay closed without it. */
  DEPOSIT_ADDRESS: receivingAddress.optional(),
  DEPOSIT_MIN_USDT: positiveDecimal.default('50'),
  DEPOSIT_MULTIPLE: positiveDecimal.optional(),
  /** How long an operator usually takes to review a deposit: what a member is told to expect. */
  DEPOSIT_REVIEW_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  RECEIPT_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 * 1024).default(5 * 1024 * 1024),
};

export interface DepositConfig {
  /** The platform's BEP20 receiving address for USDT, when on-chain deposits are open. */
  chainAddress: string | undefined;
  /** Smallest deposit, in USDT (on-chain) or USD (bank). */
  minAmount: string;
  /** Deposits must be whole multiples of this, when set. */
  multiple: string | undefined;
  receiptMaxBytes: number;
  /** The review time members are told to expect (outside demo mode). */
  reviewHours: number;
}

export const DepositEnvSchema = z.object(DEPOSIT_ENV);
type DepositEnv = z.infer<typeof DepositEnvSchema>;

export function depositConfig(env: DepositEnv): DepositConfig {
  return { chainAddress: env.DEPOSIT_ADDRESS, minAmount: env.DEPOSIT_MIN_USDT, multiple: env.DEPOSIT_MULTIPLE, receiptMaxBytes: env.RECEIPT_MAX_BYTES, reviewHours: env.DEPOSIT_REVIEW_HOURS };
}
