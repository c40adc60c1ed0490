// SPEC §5 field rules (and docs/decisions.md lengths), shared by every form. Messages are
// catalogue keys; <FormTextField> translates them.
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const TRANSACTION_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const requiredText = z.string().trim().min(1, 'validation.required');

export const userNameField = z
  .string()
  .min(1, 'validation.required')
  .refine((value) => !/\s/.test(value), 'validation.noSpaces');

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
