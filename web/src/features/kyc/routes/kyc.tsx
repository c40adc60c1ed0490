import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useKyc } from '../api/kyc';
import { KycForm } from '../components/kyc-form';
import { KycStatusPanel } from '../components/kyc-status';
import { readAgain } from '@/lib/read-again';

/**
 * /kyc: where the identity verification stands (none, pending, passed, or failed with the
 * operator's reason) and, while the member may submit (first time or after a failure), the form.
 */
export function KycRoute() {
  const { t } = useTranslation();
  const kyc = useKyc();
  const state = kyc.data?.kyc;
  return (
    <Stack sx={{ gap: 2, maxWidth: 880 }}>
      <Typography component="h1" variant="h5">
        {t('kyc.title')}
      </Typography>
      {kyc.error && !state ? (
        <LoadError error={kyc.error} onRetry={() => void readAgain(kyc.refetch)} />
      ) : !state ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : (
        <>
          <Paper variant="outlined" component="section" aria-labelledby="kyc-status-title" sx={{ p: 2 }} data-testid="kyc-state">
            <KycStatusPanel kyc={state} />
          </Paper>
          {state.canSubmit ? (
            <Paper variant="outlined" component="section" aria-labelledby="kyc-form-title" sx={{ p: 2 }}>
              <KycForm retry={state.status === 'FAILED'} />
            </Paper>
          ) : null}
        </>
      )}
    </Stack>
  );
}
