import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { describeFailure, type Failure } from '@/lib/failure';
import { RequestFailure } from '@/lib/graphql-request';
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
  const [outcome, setOutcome] = useState<{ frozen: true } | { failure: Failure } | null>(null);

  const onFreeze = () =>
    void freeze({ token })
      .then(() => setOutcome({ frozen: true }))
      .catch((error: unknown) => setOutcome({ failure: error instanceof RequestFailure ? error.failure : { code: 'SERVER_BUSY' } }));
  // A spent, expired or unknown link is told what to do instead; anything else (offline, busy) as everywhere.
  const failureText =
    outcome && 'failure' in outcome
      ? outcome.failure.reason === 'FREEZE_LINK_INVALID'
        ? t('freezeLink.failed')
        : describeFailure(outcome.failure, t)
      : null;

  return (
    <Stack sx={{ alignItems: 'center', p: 2 }}>
      <Paper variant="outlined" component="main" sx={{ p: 3, maxWidth: 480, width: '100%' }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {t('freezeLink.title')}
        </Typography>
        {outcome && 'frozen' in outcome ? (
          <Alert severity="success" data-testid="freeze-link-done">
            {t('freezeLink.done')}
          </Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('freezeLink.intro')}</Typography>
            {failureText ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="freeze-link-failed">
                {failureText}
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
