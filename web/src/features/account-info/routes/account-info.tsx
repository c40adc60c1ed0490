import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddressesSection } from '../components/addresses-section';
import { BankAccountsSection } from '../components/bank-accounts-section';
import { KycSection } from '../components/kyc-section';

/** /user-info: the identity verification's state and the member's payout destinations (bank accounts and wallet addresses). */
export function AccountInfoRoute() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('accountInfo.title')}
      </Typography>
      <KycSection />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { xs: 'stretch', md: 'flex-start' } }}>
        <BankAccountsSection />
        <AddressesSection />
      </Stack>
    </Stack>
  );
}
