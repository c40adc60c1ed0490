import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { CoinName } from '@/generated/graphql';
import { useConvertConfigs } from '../api/convert-configs';
import { ConvertForm } from '../components/convert-form';
import { ConvertHistory } from '../components/convert-history';

/** /convert, and each credit's /…/convert with that credit as the "from" credit. */
export function ConvertRoute({ from }: { from?: CoinName }) {
  const { t } = useTranslation();
  const configs = useConvertConfigs();
  const list = configs.data?.convertConfigs;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('convert.title')}
      </Typography>
      {configs.error && !list ? (
        <LoadError error={configs.error} onRetry={() => void configs.refetch()} />
      ) : list ? (
        <ConvertForm configs={list} initialFrom={from} />
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
      <ConvertHistory />
    </Stack>
  );
}
