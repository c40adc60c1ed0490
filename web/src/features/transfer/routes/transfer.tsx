import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { CoinName } from '@/generated/graphql';
import { useTransferConfigs } from '../api/transfer-configs';
import { TransferForm } from '../components/transfer-form';
import { TransferHistory } from '../components/transfer-history';
import { readAgain } from '@/lib/read-again';

/** /transfer, and /cash/transfer with Cash chosen. */
export function TransferRoute({ coin }: { coin?: CoinName }) {
  const { t } = useTranslation();
  const configs = useTransferConfigs();
  const list = configs.data?.transferConfigs;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('transfer.title')}
      </Typography>
      {configs.error && !list ? (
        <LoadError error={configs.error} onRetry={() => void readAgain(configs.refetch)} />
      ) : list && list.length === 0 ? (
        <Alert severity="info">{t('transfer.noCredits')}</Alert>
      ) : list ? (
        <TransferForm configs={list} initialCoin={coin} />
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
      <TransferHistory />
    </Stack>
  );
}
