import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useFreezeAccountByLink } from '../api/freeze';

/**
 * /freeze?token=…: the page a new-device notice's link opens, signed in or not. Freezing waits for
 * a click: mail scanners open links by themselves, and that must not freeze an account.
 */
export function FreezeLinkRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [freeze, { loading }] = useFreezeAccountByLink();
  const [outcome, setOutcome] = useState<'frozen' | 'failed' | null>(null);

  const onFreeze = () =>
    void freeze({ variables: { token } })
      .then(() => setOutcome('frozen'))
      .catch(() => setOutcome('failed'));

  return (
    <Stack sx={{ alignItems: 'center', p: 2 }}>
      <Paper variant="outlined" component="main" sx={{ p: 3, maxWidth: 480, width: '100%' }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {t('freezeLink.title')}
        </Typography>
        {outcome === 'frozen' ? (
          <Alert severity="success" data-testid="freeze-link-done">
            {t('freezeLink.done')}
          </Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('freezeLink.intro')}</Typography>
            {outcome === 'failed' ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('freezeLink.failed')}
              </Alert>
            ) : null}
            <Button variant="contained" color="error" onClick={onFreeze} loading={loading} disabled={token.length === 0}>
              {t('freezeLink.action')}
            </Button>
          </>
        )}
        <Button component={RouterLink} to={paths.auth.login.getHref()} sx={{ mt: 2, display: 'block' }}>
          {t('freezeLink.toLogin')}
        </Button>
      </Paper>
    </Stack>
  );
}
