import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { describeFailure, type Failure } from '@/lib/failure';

interface FailureAlertProps {
  failure: Failure;
  onRetry: () => void;
  /** Leave out why (the shell's connection banner already says the gateway cannot be reached). */
  withoutReason?: boolean;
  /** A retry is under way. */
  retrying?: boolean;
  /** Why, when it is not a call's failure (the app's own fault). */
  reason?: string;
}

/** A screen (or a part of one) that failed to load: what happened and a retry button. */
export function FailureAlert({ failure, onRetry, withoutReason = false, retrying = false, reason }: FailureAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('common.loadFailed')}
      {withoutReason ? null : ` ${reason ?? describeFailure(failure, t)}`}
    </Alert>
  );
}
