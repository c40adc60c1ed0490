import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** No destination yet: SPEC §8's "Please bind a wallet address first.", with the way to /user-info. */
export function DestinationPrompt({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Alert severity="warning" data-testid="withdrawal-bind-prompt">
        <Typography variant="body2">{text}</Typography>
        <Button component={RouterLink} to={paths.app.userInfo.getHref()} variant="outlined" size="small" sx={{ mt: 1 }}>
          {t('withdrawal.goToAccountInfo')}
        </Button>
      </Alert>
    </Paper>
  );
}
