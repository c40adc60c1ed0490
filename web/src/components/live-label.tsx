import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConnection } from '@/lib/connection';

/** "Live" only while the live feed is connected; otherwise that it is reconnecting. */
export function LiveLabel({ label }: { label: string }) {
  const { t } = useTranslation();
  const { live } = useConnection();
  return (
    <Typography
      variant="caption"
      color={live ? 'success.main' : 'text.secondary'}
      role="status"
      data-testid="live-label"
      data-live={live ? 'true' : 'false'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: live ? 'success.main' : 'text.disabled' }}
      />
      {live ? label : t('network.notLive')}
    </Typography>
  );
}
