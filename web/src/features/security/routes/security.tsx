import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TotpSection } from '../components/totp-section';

/** /setting/security: what protects the member's account, one section per part. */
export function SecurityRoute() {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('security.title')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <TotpSection />
      </Stack>
    </Box>
  );
}
