import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { failureOf } from '@/lib/errors';

/** A failed P2P query: the area switched off for the member (FORBIDDEN) says so plainly; anything else offers a retry. */
export function OtcLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  if (failureOf(error).code === 'FORBIDDEN') {
    return (
      <Alert severity="warning" data-testid="otc-forbidden">
        {t('otc.forbidden')}
      </Alert>
    );
  }
  return <LoadError error={error} onRetry={onRetry} />;
}
