// What every money confirmation asks for and how it shows the platform's refusals of it: the
// transaction password and, once the member has a second factor, the authenticator code or
// "Confirm with passkey" (lib/second-factor.ts has the rules). One piece, so each form words,
// checks and marks them alike.
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage, fieldMessagesOf, SERVER_FIELD_ERROR, showFieldErrors, type SetFieldError } from '@/lib/field-errors';
import { PasskeyBrowserError, signWithPasskey, type PasskeyBrowserProblem } from '@/lib/passkeys';
import { refusalReasonOf } from '@/lib/security-guards';
import { factorCodeRefusal, passkeyConfirmationRefusal, useBeginPasskeyConfirmation, useHasPasskey, useHasSecondFactor } from '@/lib/second-factor';
import { FormTextField, PasswordField } from './form-fields';

/** The credential fields of a form, in the names the mutations' inputs give them. */
export const CREDENTIAL_FIELDS = ['transactionPassword', 'totpCode', 'passkeyAssertion'] as const;
type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** The refusals of the transaction password: wrong, or the lock five wrong ones lead to (it says until when). */
const PASSWORD_REASONS: ReadonlySet<string> = new Set(['WRONG_TRANSACTION_PASSWORD', 'TRANSACTION_PASSWORD_LOCKED']);

interface FactorCodeFieldProps<T extends FieldValues & { totpCode: string }> {
  control: Control<T>;
  /** Whether the member has the authenticator app (`useHasSecondFactor`): without it there is no code field. */
  hasFactor: boolean;
  autoFocus?: boolean;
}

/**
 * "Confirm with passkey", for a member with a passkey: the platform's confirmation options are
 * signed by the browser (`startAuthentication`), the assertion goes in the form's
 * `passkeyAssertion`, and the form is sent at once, so the member's one gesture confirms. A
 * refusal of it (missing, not this member's, already used) is shown beneath the button.
 */
export function PasskeyConfirmation<T extends FieldValues>({ control, submits = true }: { control: Control<T>; /** False where the form has several actions: the assertion waits for the member's choice. */ submits?: boolean }) {
  const { t } = useTranslation();
  const hasPasskey = useHasPasskey();
  // Without the app there is no code to type instead: the passkey is what the platform asks for.
  const passkeyOnly = !useHasSecondFactor();
  const [begin] = useBeginPasskeyConfirmation();
  const [signing, setSigning] = useState(false);
  const [problem, setProblem] = useState<PasskeyBrowserProblem>();
  const button = useRef<HTMLButtonElement>(null);
  const { field, fieldState } = useController({ control, name: 'passkeyAssertion' as FieldPath<T> });
  if (!hasPasskey) return null;

  const confirm = async () => {
    setProblem(undefined);
    setSigning(true);
    try {
      const options = (await begin()).data?.beginPasskeyConfirmation.optionsJson;
      if (!options) throw new PasskeyBrowserError('failed');
      field.onChange(await signWithPasskey(options));
      if (submits) button.current?.form?.requestSubmit();
    } catch (error) {
      // A refusal of the options is the error link's toast; the browser's own problems are said here.
      if (error instanceof PasskeyBrowserError) setProblem(error.problem);
    } finally {
      setSigning(false);
    }
  };

  const waiting = !submits && typeof field.value === 'string' && field.value !== '';
  const message = problem
    ? t(`security.passkeyConfirmBrowser.${problem}`)
    : fieldMessage(fieldState.error, t, t(waiting ? 'security.passkeyConfirmed' : passkeyOnly ? 'security.confirmWithPasskeyRequiredHelp' : 'security.confirmWithPasskeyHelp'));
  return (
    <Box sx={{ mt: 1 }}>
      <Button ref={button} type="button" variant="outlined" startIcon={<FingerprintIcon />} onClick={() => void confirm()} loading={signing} fullWidth>
        {t('security.confirmWithPasskey')}
      </Button>
      <FormHelperText error={problem !== undefined || fieldState.error !== undefined} id="passkey-confirmation-help">
        {message}
      </FormHelperText>
    </Box>
  );
}

/** The authenticator code (or a recovery code) for a member with the app, and "Confirm with passkey" for one with a passkey. */
export function FactorCodeField<T extends FieldValues & { totpCode: string }>({ control, hasFactor, autoFocus }: FactorCodeFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      {hasFactor ? (
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
      ) : null}
      <PasskeyConfirmation control={control} />
    </>
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
  const passkeyRefused = passkeyConfirmationRefusal(error);
  if (passkeyRefused !== undefined && (fields as readonly string[]).includes('passkeyAssertion')) {
    setError('passkeyAssertion' as F, { type: SERVER_FIELD_ERROR, message: passkeyRefused });
    return true;
  }
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

/** The same for a form that asks for the second factor alone (changing or removing a destination). */
export function markFactorCodeRefusal(error: unknown, setError: SetFieldError<'totpCode' | 'passkeyAssertion'>): boolean {
  return markOn(error, setError, ['totpCode', 'passkeyAssertion']);
}
