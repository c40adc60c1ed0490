import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useInsurancePackages } from '../api/insurance';
import { useInsuranceCover } from '../api/premiums';
import { readAgain } from '@/lib/read-again';

function CoverLine({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const cover = useInsuranceCover(id);
  const data = cover.data?.insuranceCover;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="insure-line">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1">
          {name}
        </Typography>
        {data ? (
          <>
            <Chip size="small" variant="outlined" color={data.insured ? 'success' : 'default'} label={data.insured ? t('products.premium.insured') : t('products.premium.notInsured')} />
            <Chip size="small" variant="outlined" label={data.paidRounds > 0 ? t('products.premium.premiumPaid') : t('products.premium.premiumUnpaid')} />
          </>
        ) : null}
      </Stack>
      {data?.currentRound ? (
        <Typography variant="body2" color="text.secondary">
          {t('products.premium.ordersPlaced', { used: data.currentRound.ordersUsed, round: data.currentRound.round })}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** /insurance/insure: whether each held insurance package is insured now, with the way to the premium. */
export function InsureRoute() {
  const { t } = useTranslation();
  const packages = useInsurancePackages();
  const items = packages.data?.insurancePackages.items;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('products.insure.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('products.insure.intro')}
      </Typography>
      {packages.error && !items ? (
        <LoadError error={packages.error} onRetry={() => void readAgain(packages.refetch)} />
      ) : items && items.length === 0 ? (
        <Alert severity="info">{t('products.noPackages')}</Alert>
      ) : items ? (
        items.map((pkg) => <CoverLine key={pkg.id} id={pkg.id} name={pkg.name} />)
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={paths.app.insurancePremium.getHref()}>
          {t('products.premium.link')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.app.insurance.getHref()}>
          {t('products.insurance.title')}
        </Button>
      </Stack>
    </Stack>
  );
}
