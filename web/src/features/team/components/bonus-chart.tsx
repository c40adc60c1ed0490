import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BonusEarnedQuery } from '@/generated/graphql';
import { compareDecimal, percentOf } from '@/lib/decimal';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { bonusTypeKey } from '../utils/bonus-types';

type BonusTotal = BonusEarnedQuery['bonusEarned']['byType'][number];

/** Each bonus type's total as a bar, the largest one full width; the figures are written beside each bar. */
export function BonusChart({ totals, labelledBy }: { totals: readonly BonusTotal[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const largest = totals.reduce((max, entry) => (compareDecimal(entry.amount, max) > 0 ? entry.amount : max), '0');
  return (
    <Stack component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.25 }} data-testid="bonus-chart">
      {totals.map((entry) => {
        const earned = compareDecimal(entry.amount, '0') > 0;
        return (
          <Box component="li" key={entry.recordType} data-testid={`bonus-${entry.recordType}`}>
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="body2" color={earned ? 'text.primary' : 'text.secondary'}>
                {t(bonusTypeKey(entry.recordType))}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: earned ? 600 : undefined, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} data-testid="bonus-amount">
                {money.amount('BONUS_POINT', entry.amount)}
              </Typography>
            </Stack>
            <Box aria-hidden sx={{ height: 10, mt: 0.5, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box sx={{ height: 1, width: `${earned ? Math.max(1, percentOf(entry.amount, largest)) : 0}%`, bgcolor: 'primary.main', borderRadius: 1 }} data-testid="bonus-bar" />
            </Box>
            {entry.count > 0 ? (
              <Typography variant="caption" color="text.secondary" data-testid="bonus-count">
                {t('bonusReport.payments', { count: format.count(entry.count) })}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
