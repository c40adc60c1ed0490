import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Box component="main" id="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 440, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {t('notFound.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('notFound.body')}</Typography>
        <Button variant="contained" component={RouterLink} to={paths.app.dashboard.getHref()}>
          {t('notFound.back')}
        </Button>
      </Paper>
    </Box>
  );
}
