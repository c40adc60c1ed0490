// SPEC §5 field rules (and docs/decisions.md lengths), shared by every form. Messages are
// catalogue keys; <FormTextField> translates them.
import { z } from 'zod';
import { fractionDigits, isDecimal, isPositiveDecimal, MONEY_SCALE } from './decimal-text';
import { isPlainText, isPlainUserName } from '@portal/envelope/text-rules';

// The gateway's Content-Security-Policy allows no eval: zod must not probe for it with
// `new Function` (the browser reports the refused probe as a violation). Every form's schema
// imports this module, so this runs before any of them parses.
z.config({ jitless: true });

export const PASSWORD_MIN = 8;
export const TRANSACTION_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const requiredText = z.string().trim().min(1, 'validation.required');

/**
 * Free text a member types and the portal shows beside other data (a bank name, an address
 * label): the platform's `member-text` rule, no direction control or invisible character
 * (@portal/envelope/text-rules). Zod counts `max` in code points, as the platform does.
 */
export const memberText = <S extends z.ZodString>(field: S) => field.refine(isPlainText, 'validation.hiddenCharacters');

export const userNameField = z
  .string()
  .min(1, 'validation.required')
  .refine((value) => !/\s/.test(value), 'validation.noSpaces')
  .refine((value) => /\s/.test(value) || isPlainUserName(value), 'validation.userNameCharacters');

/** Sign-in: any non-empty password (old accounts may predate the length rule). */
export const anyPasswordField = z.string().min(1, 'validation.required');

export const loginPasswordField = z
  .string()
  .min(1, 'validation.required')
  .refine((value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX, 'validation.passwordLength');

export const transactionPasswordField = z
  .string()
  .min(1, 'validation.required')
  .refine(
    (value) => value.length >= TRANSACTION_PASSWORD_MIN && value.length <= PASSWORD_MAX,
    'validation.transactionPasswordLength',
  );

export const verifyCodeField = z.string().regex(/^\d{6}$/, 'validation.codeFormat');

/** A money amount as typed: a plain decimal above 0 with at most 8 places (SPEC: Decimal(·, 8)). */
export const amountField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine(isDecimal, 'validation.amountFormat')
  .refine((value) => !isDecimal(value) || isPositiveDecimal(value), 'validation.amountPositive')
  .refine((value) => fractionDigits(value) <= MONEY_SCALE, 'validation.amountPlaces');

export const WITHDRAWAL_ADDRESS_TYPES = ['BEP20', 'TRC20', 'ERC20'] as const;
export type WithdrawalAddressKind = (typeof WITHDRAWAL_ADDRESS_TYPES)[number];

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
// Base58: no 0, O, I or l.
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** The address's shape for its network; the server checks the checksum and contracts. */
export function addressMatchesType(type: WithdrawalAddressKind, address: string): boolean {
  return type === 'TRC20' ? TRON_ADDRESS.test(address) : EVM_ADDRESS.test(address);
}
