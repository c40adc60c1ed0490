import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import type { KycStatus } from '@/generated/graphql';
import { useKycStatus } from '../api/kyc-status';
import { readAgain } from '@/lib/read-again';

const COLOURS: Record<KycStatus, 'default' | 'secondary' | 'success' | 'error'> = {
  NONE: 'default',
  PENDING: 'secondary',
  PASSED: 'success',
  FAILED: 'error',
};

/** The identity verification's state, with the way to /kyc. */
export function KycSection() {
  const { t } = useTranslation();
  const query = useKycStatus();
  const status = query.data?.me.kycStatus;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="account-kyc-title" sx={{ p: 2 }} data-testid="account-kyc">
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="account-kyc-title" component="h2" variant="h6">
          {t('kyc.title')}
        </Typography>
        {query.error && !status ? (
          <LoadError error={query.error} onRetry={() => void readAgain(query.refetch)} />
        ) : status ? (
          <Chip color={COLOURS[status]} variant={status === 'NONE' ? 'outlined' : 'filled'} label={t(`kyc.statuses.${status}`)} data-testid="account-kyc-status" />
        ) : (
          <Skeleton width={96} height={32} />
        )}
        <Button size="small" variant="outlined" startIcon={<VerifiedUserIcon />} component={RouterLink} to={paths.app.kyc.getHref()} sx={{ ml: { sm: 'auto' } }}>
          {t('kyc.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
