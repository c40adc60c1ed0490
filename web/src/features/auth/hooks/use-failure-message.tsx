import Alert from '@mui/material/Alert';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/lib/failure';
import { RequestFailure } from '@/lib/graphql-request';

/**
 * A refused sign-in call's message, shown once in the form (above its fields) until the next
 * attempt: the sign-in screens have no toasts of the app's error link (they do not load Apollo).
 */
export function useFailureMessage(): [ReactNode, (error: unknown) => void, () => void] {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const say = (error: unknown) =>
    setMessage(describeFailure(error instanceof RequestFailure ? error.failure : { code: 'SERVER_BUSY' }, t));
  const alert =
    message === null ? null : (
      <Alert severity="error" role="alert" sx={{ my: 1 }} data-testid="form-failure">
        {message}
      </Alert>
    );
  return [alert, say, () => setMessage(null)];
}
