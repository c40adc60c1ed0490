import Chip from '@mui/material/Chip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';

function remaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** "Usable", or a live countdown to `usableFrom` with that moment in the member's local time. */
export function UsableCountdown({ usableFrom }: { usableFrom: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const target = new Date(usableFrom).getTime();
  const [now, setNow] = useState(() => Date.now());
  const cooling = target > now;
  useEffect(() => {
    if (!cooling) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [cooling]);

  if (!cooling) return <Chip size="small" color="success" label={t('accountInfo.usable')} data-testid="address-usable" />;
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="address-cooling"
      label={t('accountInfo.coolingUntil', { time: remaining(target - now), at: format.dateTime(usableFrom) })}
      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
