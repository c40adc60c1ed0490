import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useAccountFreeze } from '../api/freeze';

/** Above every signed-in screen while the account is frozen: no money moves until support lifts it. */
export function FrozenBanner() {
  const { t } = useTranslation();
  const { data } = useAccountFreeze();
  if (!data?.accountFreeze.frozen) return null;
  return (
    <Alert severity="error" role="status" data-testid="frozen-banner" sx={{ mb: 2 }}>
      {t('security.freeze.banner')}{' '}
      <Link component={RouterLink} to={paths.app.security.getHref()} color="inherit">
        {t('security.freeze.bannerLink')}
      </Link>
    </Alert>
  );
}
