import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CoinName } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';

export interface ContractProgressProps {
  /** The term's length and the days of it gone by, as the platform counts them. */
  contractDays: number;
  contractDaysElapsed: number;
  /** When the term ends (00:00 GMT+8 of its last day): an insurance package unlocks, an entrust term expires. */
  endAt: string;
  ends: 'unlocks' | 'ends';
  nextProfitAt?: string | null;
  nextProfitAmount?: string | null;
  profitCoinName: CoinName;
}

/**
 * A package's way through its term as a bar (days gone of the term, up to its unlock or expiry),
 * with the next credit's amount and time under it. The bar says its figures to a screen reader
 * too (`aria-valuetext`), not only a percentage.
 */
export function ContractProgress({ contractDays, contractDaysElapsed, endAt, ends, nextProfitAt, nextProfitAmount, profitCoinName }: ContractProgressProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = t('products.progress.days', { elapsed: format.count(contractDaysElapsed), total: format.count(contractDays) });
  const percent = contractDays > 0 ? Math.min(100, Math.round((contractDaysElapsed / contractDays) * 100)) : 100;
  return (
    <Box sx={{ my: 1 }} data-testid="contract-progress">
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="contract-progress-days">
          {days}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="contract-progress-end">
          {t(`products.progress.${ends}`, { date: format.dateTime(endAt) })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('products.progress.label')}
        aria-valuetext={days}
        sx={{ height: 8, borderRadius: 4, my: 0.5 }}
      />
      {nextProfitAt && nextProfitAmount ? (
        <Typography variant="body2" color="text.secondary" data-testid="contract-progress-next">
          {t('products.progress.nextCredit', {
            amount: format.decimal(nextProfitAmount),
            credit: t(`credits.${profitCoinName}`),
            time: format.dateTime(nextProfitAt),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}
