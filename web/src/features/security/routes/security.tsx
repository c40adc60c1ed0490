import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AntiPhishingSection } from '../components/anti-phishing-section';
import { EmailSection } from '../components/email-section';
import { FreezeSection } from '../components/freeze-section';
import { PasskeysSection } from '../components/passkeys-section';
import { SessionsSection } from '../components/sessions-section';
import { SignInHistorySection } from '../components/sign-in-history-section';
import { TotpSection } from '../components/totp-section';
import { WhitelistSection } from '../components/whitelist-section';

/** /setting/security: the security centre, one section per part (docs/security.md). */
export function SecurityRoute() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2, maxWidth: 880 }}>
      <Typography component="h1" variant="h5">
        {t('security.title')}
      </Typography>
      <EmailSection />
      <TotpSection />
      <PasskeysSection />
      <AntiPhishingSection />
      <SessionsSection />
      <SignInHistorySection />
      <WhitelistSection />
      <FreezeSection />
    </Stack>
  );
}
