import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useMonthlyStatementPreference, useSetMonthlyStatement } from '../api/notifications';

/**
 * The monthly statement email: the member's opt-in (off until turned on) and the address it goes
 * to. Without an email on file the switch is disabled, the line says to add one, and a link leads
 * to the email section of the security settings.
 */
export function MonthlyStatementSwitch() {
  const { t } = useTranslation();
  const preference = useMonthlyStatementPreference().data?.monthlyStatementPreference;
  const [setMonthlyStatement, { loading }] = useSetMonthlyStatement();
  if (!preference) return null;
  const { enabled, email } = preference;

  const change = (on: boolean) =>
    void setMonthlyStatement({
      variables: { enabled: on },
      // The switch moves at once; a failure puts it back and is said by the error link.
      optimisticResponse: { setMonthlyStatement: { __typename: 'MonthlyStatementPreference', enabled: on, email } },
    }).catch(() => undefined);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="monthly-statement-title" sx={{ p: 2 }} data-testid="monthly-statement">
      <Typography id="monthly-statement-title" component="h2" variant="h6">
        {t('notifications.monthlyStatement.title')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={enabled} disabled={loading || (!email && !enabled)} onChange={(_event, on) => change(on)} data-testid="monthly-statement-switch" />}
        label={t('notifications.monthlyStatement.switch')}
      />
      <Typography variant="body2" color="text.secondary" data-testid="monthly-statement-address" sx={{ overflowWrap: 'anywhere' }}>
        {email ? t('notifications.monthlyStatement.sendsTo', { email }) : t('notifications.monthlyStatement.noEmail')}
      </Typography>
      {email ? null : (
        <Link component={RouterLink} to={paths.app.security.getHref('email')} variant="body2" data-testid="monthly-statement-add-email">
          {t('notifications.monthlyStatement.addEmail')}
        </Link>
      )}
    </Paper>
  );
}
