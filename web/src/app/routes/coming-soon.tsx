import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** The features of SPEC §2 whose screens are not built yet; each route says which it will be. */
export type ComingFeature = 'prize' | 'otc';

/** Inside the shell, what a not-yet-built feature will be (its issue replaces this screen). */
export function ComingSoonRoute({ feature }: { feature: ComingFeature }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }} data-testid="coming-soon">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ConstructionIcon color="primary" aria-hidden />
          <Typography variant="overline" color="text.secondary">
            {t('comingSoon.heading')}
          </Typography>
        </Stack>
        <Typography component="h1" variant="h5">
          {t(`comingSoon.features.${feature}.title`)}
        </Typography>
        <Typography color="text.secondary">{t('comingSoon.lead')}</Typography>
        <Typography>{t(`comingSoon.features.${feature}.description`)}</Typography>
        <Button component={RouterLink} to={paths.app.dashboard.getHref()} variant="outlined">
          {t('comingSoon.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
