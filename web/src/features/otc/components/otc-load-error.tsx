import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { failureOf } from '@/lib/errors';

/** The P2P area is not open for the member: said plainly, with whom to ask. */
export function OtcForbidden() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="otc-forbidden">
      {t('otc.forbidden')}
    </Alert>
  );
}

/** A failed P2P query: the area switched off for the member (FORBIDDEN) says so plainly; anything else offers a retry. */
export function OtcLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (failureOf(error).code === 'FORBIDDEN') return <OtcForbidden />;
  return <LoadError error={error} onRetry={onRetry} />;
}
