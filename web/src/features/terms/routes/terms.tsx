import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/lib/profile';
import { useSetAgreedToTerms } from '../api/set-agree-status';

export function TermsRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [setAgreedToTerms, { loading }] = useSetAgreedToTerms();
  const agreed = profile.data?.me.agreedToTerms;
  return (
    <Paper variant="outlined" component="article" aria-labelledby="terms-title" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Typography id="terms-title" component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('terms.title')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('terms.intro')}</Typography>
      <Typography component="ol" sx={{ pl: 3, '& li': { mb: 1 } }}>
        <li>{t('terms.credits')}</li>
        <li>{t('terms.packages')}</li>
        <li>{t('terms.security')}</li>
      </Typography>
      {agreed ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('terms.agreed')}
        </Alert>
      ) : agreed === false ? (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          loading={loading}
          onClick={() => void setAgreedToTerms({ variables: { input: { agreedToTerms: true } } }).catch(() => undefined)}
        >
          {t('terms.agree')}
        </Button>
      ) : null}
    </Paper>
  );
}
