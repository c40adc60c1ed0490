import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { describeFailure, failureOf } from '@/lib/errors';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A screen (or a part of one) that failed to load: what happened and a retry button. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('common.loadFailed')} {describeFailure(failureOf(error), t)}
    </Alert>
  );
}
