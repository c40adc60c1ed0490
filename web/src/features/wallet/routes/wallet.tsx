import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Placeholder until the screen lands. */
export function WalletRoute({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  return <Typography variant="h5" data-mobile={mobile}>{t('wallet.title')}</Typography>;
}
