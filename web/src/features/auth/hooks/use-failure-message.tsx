import Alert from '@mui/material/Alert';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, type Failure } from '@/lib/failure';
import { RequestFailure } from '@/lib/graphql-request';

/** The platform's sign-in refusals the catalogue words (`auth.refusals`), so they follow a language switch. */
const WORDED_HERE = ['WRONG_CREDENTIALS', 'ACCOUNT_BANNED', 'CAPTCHA_REQUIRED'] as const;
type WordedHere = (typeof WORDED_HERE)[number];
const isWordedHere = (reason: string | undefined): reason is WordedHere => (WORDED_HERE as readonly (string | undefined)[]).includes(reason);

/** What is kept of a failure to word it in whatever language is current when it is shown. */
type Shown = { failure: Failure; offline: boolean };

/**
 * A refused sign-in call's message, shown once in the form (above its fields) until the next
 * attempt: the sign-in screens have no toasts of the app's error link (they do not load Apollo).
 * The failure is kept, not its text, so a language switch re-words it; only words the server
 * wrote itself and the catalogue does not hold (a lockout's minutes) stay as they came.
 */
export function useFailureMessage(): [ReactNode, (error: unknown) => void, () => void] {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown | null>(null);
  const say = (error: unknown) =>
    setShown({
      failure: error instanceof RequestFailure ? error.failure : { code: 'SERVER_BUSY' },
      // Whether the device was offline when the call failed, not when the message is re-worded.
      offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    });
  let message: string | null = null;
  if (shown) {
    const { failure, offline } = shown;
    if (failure.unreachable) message = t(offline ? 'network.offline' : 'network.unreachable');
    else if (isWordedHere(failure.reason)) message = t(`auth.refusals.${failure.reason}`);
    else message = describeFailure(failure, t);
  }
  const alert =
    message === null ? null : (
      <Alert severity="error" role="alert" sx={{ my: 1 }} data-testid="form-failure">
        {message}
      </Alert>
    );
  return [alert, say, () => setShown(null)];
}
