import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Placeholder until the screen lands. */
export function DepositRoute({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  return <Typography variant="h5" data-mobile={mobile}>{t('deposit.title')}</Typography>;
}
