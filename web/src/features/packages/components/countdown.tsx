import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTickingNow } from '../hooks/use-ticking-now';
import { countdownParts } from '../utils/package-figures';

const two = (n: number) => String(n).padStart(2, '0');

/** "Unlocks in 29 d 07:59:59", ticking each second; `doneText` once the moment has passed. */
export function Countdown({ until, label, doneText, testId }: { until: string; label: string; doneText: string; testId?: string }) {
  const { t } = useTranslation();
  const now = useTickingNow();
  const parts = countdownParts(until, now);
  return (
    <Typography variant="body2" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {parts.done
        ? doneText
        : `${label} ${t('products.countdown', { days: parts.days, hours: two(parts.hours), minutes: two(parts.minutes), seconds: two(parts.seconds) })}`}
    </Typography>
  );
}
