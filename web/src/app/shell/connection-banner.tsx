import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useConnection } from '@/lib/connection';

/**
 * The one place the shell says the gateway cannot be reached (offline, or no answer): no toast
 * per failed call. It goes away by itself when the gateway answers again.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const { reachable, offline } = useConnection();
  if (reachable) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="connection-banner">
      {t(offline ? 'network.offline' : 'network.unreachable')}
    </Alert>
  );
}
