import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** /insurance/code: insurance by PIN code arrives with the PIN code area; until then this says so. */
export function InsuranceCodeRoute() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('products.code.title')}
      </Typography>
      <Alert severity="info" data-testid="code-coming">
        {t('products.code.coming')}
      </Alert>
    </Stack>
  );
}
