import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DateField } from '@/components/date-field';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { compareDecimal } from '@/lib/decimal';
import { dateTimeFormat } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import { useBonusEarned } from '../api/bonus-earned';
import { BonusChart } from '../components/bonus-chart';
import { isPeriod, periodRange, PERIODS, rangeDays, type Period } from '../utils/period';
import { readAgain } from '@/lib/read-again';

const DEFAULT_PERIOD: Period = 'thisMonth';

/** The period in words: its first and last day, or "since you joined". */
function usePeriodText(range: ReturnType<typeof periodRange>): string {
  const { t, i18n } = useTranslation();
  if (!range) return '';
  const { first, last } = rangeDays(range);
  if (!first && !last) return t('bonusReport.allTime');
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return t('bonusReport.range', { from: first ? day.format(first) : '…', to: last ? day.format(last) : '…' });
}

/**
 * /bonus/report: what the member's bonuses came to in a period (this month, last month, all
 * time or between two days, kept in the URL), in all and per bonus type, with a bar per type.
 */
export function BonusReportRoute() {
  const { t } = useTranslation();
  const money = useMoney();
  const [search, setSearch] = useSearchParams();
  // The member's clock when the screen opened: "this month" does not move while it is shown.
  const [now] = useState(() => new Date());
  const periodParam = search.get('period');
  const period: Period = isPeriod(periodParam) ? periodParam : DEFAULT_PERIOD;
  const fromDay = search.get('from') ?? '';
  const toDay = search.get('to') ?? '';
  const range = useMemo(() => periodRange(period, now, fromDay, toDay), [period, now, fromDay, toDay]);
  const rangeInvalid = period === 'custom' && fromDay !== '' && toDay !== '' && toDay < fromDay;
  const periodText = usePeriodText(range);
  const earned = useBonusEarned(range);
  const report = earned.data?.bonusEarned;

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };

  return (
    <Stack sx={{ gap: 2, maxWidth: 880 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t('bonusReport.title')}
        </Typography>
        <Button variant="outlined" startIcon={<ReceiptLongIcon />} component={RouterLink} to={paths.app.bonusRecords.getHref()}>
          {t('bonusReport.records')}
        </Button>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('bonusReport.period')}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            select
            id="bonus-period"
            label={t('bonusReport.period')}
            value={period}
            onChange={(event) => update({ period: event.target.value, ...(event.target.value === 'custom' ? {} : { from: '', to: '' }) })}
            sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            size="small"
            data-testid="bonus-period"
          >
            {PERIODS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`bonusReport.periods.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {period === 'custom' ? (
            <>
              <DateField
                id="bonus-from"
                size="small"
                label={t('bonusReport.from')}
                value={fromDay}
                onChange={(day) => update({ from: day })}
                sx={{ flex: '1 1 150px' }}
              />
              <DateField
                id="bonus-to"
                size="small"
                label={t('bonusReport.to')}
                value={toDay}
                onChange={(day) => update({ to: day })}
                error={rangeInvalid}
                helperText={rangeInvalid ? t('validation.dateRange') : undefined}
                sx={{ flex: '1 1 150px' }}
              />
            </>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="bonus-period-text">
          {periodText}
        </Typography>
      </Paper>

      {rangeInvalid ? null : earned.error && !report ? (
        <LoadError error={earned.error} onRetry={() => void readAgain(earned.refetch)} />
      ) : !report ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bonus-total-title">
          <Typography id="bonus-total-title" component="h2" variant="subtitle1" color="text.secondary">
            {t('bonusReport.total')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', mb: 2 }} data-testid="bonus-total">
            {money.amount('BONUS_POINT', report.total)} <Box component="span" sx={{ fontSize: '1rem', color: 'text.secondary' }}>{t('credits.BONUS_POINT')}</Box>
          </Typography>
          {compareDecimal(report.total, '0') > 0 ? (
            <>
              <Typography id="bonus-by-type-title" component="h2" variant="h6" sx={{ mb: 1 }}>
                {t('bonusReport.byType')}
              </Typography>
              <BonusChart totals={report.byType} labelledBy="bonus-by-type-title" />
            </>
          ) : (
            <Alert severity="info" data-testid="bonus-empty">
              <AlertTitle>{t('bonusReport.empty')}</AlertTitle>
              {t('bonusReport.emptyHint')}
            </Alert>
          )}
        </Paper>
      )}
    </Stack>
  );
}
