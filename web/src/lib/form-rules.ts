// SPEC §5 field rules as plain checks, for the sign-in screens' forms (lib/use-rules-form): the
// same rules (and catalogue keys) as lib/validation.ts, without zod, which the sign-in screens
// do not load. Each rule returns a catalogue key when the value breaks it; the form translates it.

import { isPlainUserName } from '@portal/envelope/text-rules';

export const PASSWORD_MIN = 8;
export const TRANSACTION_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export type Rule<T> = (value: string, values: T) => string | undefined;

export const required: Rule<unknown> = (value) => (value.trim().length === 0 ? 'validation.required' : undefined);
export const noSpaces: Rule<unknown> = (value) => (/\s/.test(value) ? 'validation.noSpaces' : undefined);
/** The platform's user name rule: no invisible characters, in NFKC form (@portal/envelope/text-rules). */
export const plainUserName: Rule<unknown> = (value) => (isPlainUserName(value) ? undefined : 'validation.userNameCharacters');
export const loginPasswordLength: Rule<unknown> = (value) =>
  value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? undefined : 'validation.passwordLength';
export const transactionPasswordLength: Rule<unknown> = (value) =>
  value.length >= TRANSACTION_PASSWORD_MIN && value.length <= PASSWORD_MAX ? undefined : 'validation.transactionPasswordLength';
export const codeFormat: Rule<unknown> = (value) => (/^\d{6}$/.test(value) ? undefined : 'validation.codeFormat');
/** What the client takes for an email address; the platform's own check (JSON-schema `email`) has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const optionalEmail: Rule<unknown> = (value) => (value === '' || EMAIL_PATTERN.test(value) ? undefined : 'validation.email');

export function sameAs<T>(other: keyof T, message: string): Rule<T> {
  return (value, values) => (value === String(values[other] ?? '') ? undefined : message);
}

export function differentFrom<T>(other: keyof T, message: string): Rule<T> {
  return (value, values) => (value !== String(values[other] ?? '') ? undefined : message);
}

export type FormRules<T> = { readonly [K in keyof T]?: readonly Rule<T>[] };

/** The first broken rule of each field, or none. */
export function checkRules<T extends object>(rules: FormRules<T>, values: T): Map<keyof T, string> {
  const broken = new Map<keyof T, string>();
  for (const field of Object.keys(rules) as (keyof T)[]) {
    const value = String(values[field] ?? '');
    for (const rule of rules[field] ?? []) {
      const message = rule(value, values);
      if (message !== undefined) {
        broken.set(field, message);
        break;
      }
    }
  }
  return broken;
}

/** The values as submitted: the `trimmed` fields without surrounding spaces. */
export function trimFields<T extends { [K in keyof T]: string }>(values: T, trimmed: readonly (keyof T)[]): T {
  const cleaned = { ...values };
  for (const field of trimmed) (cleaned as Record<keyof T, string>)[field] = String(values[field]).trim();
  return cleaned;
}
