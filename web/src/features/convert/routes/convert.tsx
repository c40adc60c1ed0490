import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import type { CoinName } from '@/generated/graphql';
import { useConvertConfigs } from '../api/convert-configs';
import { ConvertForm } from '../components/convert-form';
import { ConvertHistory } from '../components/convert-history';
import { readAgain } from '@/lib/read-again';

/**
 * /convert, and each credit's /…/convert with that credit as the "from" credit; `?to=` picks the
 * other credit of the pair (the withdrawal screen's way from Bonus to Withdrawable).
 */
export function ConvertRoute({ from }: { from?: CoinName }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const to = search.get('to') ?? undefined;
  const configs = useConvertConfigs();
  const list = configs.data?.convertConfigs;
  // A credit's own convert screen for a credit with no pair says so, rather than showing the
  // form of another credit.
  const noPair = from !== undefined && list !== undefined && !list.some((config) => config.fromCoin === from);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('convert.title')}
      </Typography>
      {configs.error && !list ? (
        <LoadError error={configs.error} onRetry={() => void readAgain(configs.refetch)} />
      ) : noPair ? (
        <Alert
          severity="info"
          data-testid="convert-no-pair"
          action={
            // One line for the link: the message beside it wraps instead.
            <Button component={RouterLink} to={paths.app.convert.getHref()} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
              {t('convert.allPairs')}
            </Button>
          }
        >
          {t('convert.noPair', { credit: t(`credits.${from}`) })}
        </Alert>
      ) : list ? (
        <ConvertForm configs={list} initialFrom={from} initialTo={to} />
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
      <ConvertHistory />
    </Stack>
  );
}
