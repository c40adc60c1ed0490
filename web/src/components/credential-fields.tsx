// What every money confirmation asks for and how it shows the platform's refusals of it: the
// transaction password and, once the member has a second factor, the authenticator code
// (lib/second-factor.ts has the rules). One piece, so each form words, checks and marks them alike.
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessagesOf, SERVER_FIELD_ERROR, showFieldErrors, type SetFieldError } from '@/lib/field-errors';
import { refusalReasonOf } from '@/lib/security-guards';
import { factorCodeRefusal } from '@/lib/second-factor';
import { FormTextField, PasswordField } from './form-fields';

/** The credential fields of a form, in the names the mutations' inputs give them. */
export const CREDENTIAL_FIELDS = ['transactionPassword', 'totpCode'] as const;
type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** The refusals of the transaction password: wrong, or the lock five wrong ones lead to (it says until when). */
const PASSWORD_REASONS: ReadonlySet<string> = new Set(['WRONG_TRANSACTION_PASSWORD', 'TRANSACTION_PASSWORD_LOCKED']);

interface FactorCodeFieldProps<T extends FieldValues & { totpCode: string }> {
  control: Control<T>;
  /** Whether the member has a factor (`useHasSecondFactor`): without one there is no field. */
  hasFactor: boolean;
  autoFocus?: boolean;
}

/** The authenticator code (or a recovery code), shown only to a member with a factor. */
export function FactorCodeField<T extends FieldValues & { totpCode: string }>({ control, hasFactor, autoFocus }: FactorCodeFieldProps<T>) {
  const { t } = useTranslation();
  if (!hasFactor) return null;
  return (
    <FormTextField
      control={control}
      name={'totpCode' as FieldPath<T>}
      label={t('security.factorCode')}
      helperText={t('security.factorCodeHelp')}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { maxLength: 11, spellCheck: false } }}
      required
    />
  );
}

/** The transaction password, then the code when the member has a factor. */
export function CredentialFields<T extends FieldValues & { transactionPassword: string; totpCode: string }>({ control, hasFactor }: Omit<FactorCodeFieldProps<T>, 'autoFocus'>) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField control={control} name={'transactionPassword' as FieldPath<T>} label={t('securityGuards.transactionPassword')} autoComplete="off" required autoFocus />
      <FactorCodeField control={control} hasFactor={hasFactor} />
    </>
  );
}

/**
 * Marks the credential fields' part of a refusal beside them: the code's refusals (missing, wrong
 * or used) and the fields the gateway's own check names. Answers whether that was all of it, so
 * the caller hands anything else (its form's fields, a general message) on.
 */
function markOn<F extends CredentialField>(error: unknown, setError: SetFieldError<F>, fields: readonly F[]): boolean {
  const codeRefused = factorCodeRefusal(error);
  if (codeRefused !== undefined && (fields as readonly string[]).includes('totpCode')) {
    setError('totpCode' as F, { type: SERVER_FIELD_ERROR, message: codeRefused }, { shouldFocus: true });
    return true;
  }
  const named = [...fieldMessagesOf(error).keys()];
  return showFieldErrors(error, setError, fields) && named.every((name) => (fields as readonly string[]).includes(name));
}

/**
 * Marks a refusal of a confirmation's credentials on the right field, in the platform's words:
 * a wrong transaction password or the lock on the password, a refused code on the code field.
 * Answers whether the refusal was about them alone (the caller then does nothing more with it).
 */
export function markCredentialRefusal(error: unknown, setError: SetFieldError<CredentialField>): boolean {
  const reason = refusalReasonOf(error);
  if (reason !== undefined && PASSWORD_REASONS.has(reason)) {
    const message = (error as { errors?: Array<{ message?: string }> }).errors?.[0]?.message;
    setError('transactionPassword', { type: SERVER_FIELD_ERROR, message: message ?? reason }, { shouldFocus: true });
    return true;
  }
  return markOn(error, setError, CREDENTIAL_FIELDS);
}

/** The same for a form that asks for the code alone (changing or removing a destination). */
export function markFactorCodeRefusal(error: unknown, setError: SetFieldError<'totpCode'>): boolean {
  return markOn(error, setError, ['totpCode']);
}
