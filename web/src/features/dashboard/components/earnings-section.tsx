import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isZeroDecimal } from '@/lib/decimal-text';
import { lazyPart } from '@/lib/lazy-part';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { useEarnings } from '../api/earnings';

// The chart library is the dashboard's heaviest part: its code downloads once the section shows,
// so the dashboard's first screen never waits for it.
const EarningsChart = lazyPart(() => import('./earnings-chart'));

/**
 * What the member earned over the last 30 days by kind: the totals in words (what a screen reader
 * reads), the chart below them, and for a member with nothing earned yet when the first profit
 * comes (the platform's next run, when a package of theirs earns) or how to start.
 */
export function EarningsSection() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const { data, error } = useEarnings();
  const earnings = data?.earnings;
  const nothingYet = earnings ? isZeroDecimal(earnings.totals.profit) && isZeroDecimal(earnings.totals.bonus) : false;
  const unit = earnings ? t(`credits.${earnings.unit}`) : '';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="earnings-title" sx={{ p: 2 }} data-testid="earnings">
      <Typography id="earnings-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('dashboard.earnings.title')}
      </Typography>
      {error && !earnings ? (
        <Alert severity="warning">{t('dashboard.earnings.loadFailed')}</Alert>
      ) : !earnings ? (
        <Skeleton variant="rounded" height={220} />
      ) : nothingYet ? (
        <Alert severity="info" data-testid="earnings-empty">
          {t('dashboard.earnings.empty')}{' '}
          {earnings.nextProfitAt ? t('dashboard.earnings.firstProfit', { time: format.dateTime(earnings.nextProfitAt) }) : t('dashboard.earnings.start')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="earnings-summary">
            {t('dashboard.earnings.summary', {
              from: format.day(earnings.from),
              to: format.day(earnings.to),
              profit: money.amount(earnings.unit, earnings.totals.profit),
              bonus: money.amount(earnings.unit, earnings.totals.bonus),
              unit,
            })}
          </Typography>
          <EarningsChart earnings={earnings} />
        </>
      )}
    </Paper>
  );
}
