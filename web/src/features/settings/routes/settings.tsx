import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SecurityIcon from '@mui/icons-material/Security';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasskeyConfirmation } from '@/components/credential-fields';
import { FormTextField, PasswordField } from '@/components/form-fields';
import { paths } from '@/config/paths';
import { toastSuccess } from '@/lib/notify';
import { fieldErrorsContext, SERVER_FIELD_ERROR, showFieldErrors } from '@/lib/field-errors';
import { factorCodeInput, factorCodeRefusal, passkeyConfirmationRefusal, useHasSecondFactor } from '@/lib/second-factor';
import { changePasswordSchema, useChangePassword, type ChangePasswordForm } from '../api/change-password';
import {
  changeTransactionPasswordSchema,
  useChangeTransactionPassword,
  type ChangeTransactionPasswordForm,
} from '../api/change-transaction-password';

/** The fields a refusal is shown beside. */
const PASSWORD_FIELDS = ['oldPassword', 'password', 'confirmPassword'] as const;
const TRANSACTION_PASSWORD_FIELDS = ['oldTransactionPassword', 'transactionPassword', 'confirmTransactionPassword'] as const;

function LoginPasswordForm() {
  const { t } = useTranslation();
  const [change, { loading }] = useChangePassword();
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '', totpCode: '' },
  });
  const hasFactor = useHasSecondFactor();
  const onSubmit = handleSubmit(async ({ totpCode, passkeyAssertion, ...passwords }) => {
    const input = { ...passwords, ...factorCodeInput(hasFactor, totpCode ?? '', passkeyAssertion) };
    try {
      await change({ variables: { input }, context: fieldErrorsContext(PASSWORD_FIELDS) });
      reset();
      toastSuccess(t('settings.passwordChanged'));
    } catch (error) {
      // A field the server refused is marked beside it, anything else shown by the error link.
      const codeRefused = factorCodeRefusal(error);
      const passkeyRefused = passkeyConfirmationRefusal(error);
      if (codeRefused) setError('totpCode', { type: SERVER_FIELD_ERROR, message: codeRefused }, { shouldFocus: true });
      else if (passkeyRefused) setError('passkeyAssertion', { type: SERVER_FIELD_ERROR, message: passkeyRefused });
      else showFieldErrors(error, setError, PASSWORD_FIELDS);
    }
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="login-password-title" sx={{ p: 2, flex: 1 }}>
      <Typography id="login-password-title" component="h2" variant="h6">
        {t('settings.loginPassword')}
      </Typography>
      <form noValidate onSubmit={onSubmit} data-testid="login-password-form">
        <PasswordField control={control} name="oldPassword" label={t('settings.oldPassword')} autoComplete="current-password" required />
        <PasswordField control={control} name="password" label={t('settings.newPassword')} autoComplete="new-password" required />
        <PasswordField control={control} name="confirmPassword" label={t('settings.confirmPassword')} autoComplete="new-password" required />
        {hasFactor ? <FormTextField control={control} name="totpCode" label={t('security.factorCode')} helperText={t('security.factorCodeHelp')} autoComplete="one-time-code" required /> : null}
        <PasskeyConfirmation control={control} />
        <Button type="submit" variant="contained" loading={loading} sx={{ mt: 1 }}>
          {t('settings.submit')}
        </Button>
      </form>
    </Paper>
  );
}

function TransactionPasswordForm() {
  const { t } = useTranslation();
  const [change, { loading }] = useChangeTransactionPassword();
  const { control, handleSubmit, reset, setError } = useForm<ChangeTransactionPasswordForm>({
    resolver: zodResolver(changeTransactionPasswordSchema),
    defaultValues: { oldTransactionPassword: '', transactionPassword: '', confirmTransactionPassword: '', totpCode: '' },
  });
  const hasFactor = useHasSecondFactor();
  const onSubmit = handleSubmit(async ({ totpCode, passkeyAssertion, ...passwords }) => {
    const input = { ...passwords, ...factorCodeInput(hasFactor, totpCode ?? '', passkeyAssertion) };
    try {
      await change({ variables: { input }, context: fieldErrorsContext(TRANSACTION_PASSWORD_FIELDS) });
      reset();
      toastSuccess(t('settings.transactionPasswordChanged'));
    } catch (error) {
      // A field the server refused is marked beside it, anything else shown by the error link.
      const codeRefused = factorCodeRefusal(error);
      const passkeyRefused = passkeyConfirmationRefusal(error);
      if (codeRefused) setError('totpCode', { type: SERVER_FIELD_ERROR, message: codeRefused }, { shouldFocus: true });
      else if (passkeyRefused) setError('passkeyAssertion', { type: SERVER_FIELD_ERROR, message: passkeyRefused });
      else showFieldErrors(error, setError, TRANSACTION_PASSWORD_FIELDS);
    }
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="transaction-password-title" sx={{ p: 2, flex: 1 }}>
      <Typography id="transaction-password-title" component="h2" variant="h6">
        {t('settings.transactionPassword')}
      </Typography>
      <form noValidate onSubmit={onSubmit} data-testid="transaction-password-form">
        <PasswordField
          control={control}
          name="oldTransactionPassword"
          label={t('settings.oldTransactionPassword')}
          autoComplete="off"
          required
        />
        <PasswordField
          control={control}
          name="transactionPassword"
          label={t('settings.newTransactionPassword')}
          autoComplete="off"
          required
        />
        <PasswordField
          control={control}
          name="confirmTransactionPassword"
          label={t('settings.confirmTransactionPassword')}
          autoComplete="off"
          required
        />
        {hasFactor ? <FormTextField control={control} name="totpCode" label={t('security.factorCode')} helperText={t('security.factorCodeHelp')} autoComplete="one-time-code" required /> : null}
        <PasskeyConfirmation control={control} />
        <Button type="submit" variant="contained" loading={loading} sx={{ mt: 1 }}>
          {t('settings.submit')}
        </Button>
      </form>
    </Paper>
  );
}

export function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('settings.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <LoginPasswordForm />
        <TransactionPasswordForm />
      </Stack>
      <Paper variant="outlined" component="section" aria-labelledby="security-settings-title" sx={{ p: 2, mt: 2 }}>
        <Typography id="security-settings-title" component="h2" variant="h6">
          {t('security.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('security.settingsIntro')}
        </Typography>
        <Button variant="outlined" startIcon={<SecurityIcon />} component={RouterLink} to={paths.app.security.getHref()} data-testid="open-security">
          {t('security.open')}
        </Button>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="notification-settings-title" sx={{ p: 2, mt: 2 }}>
        <Typography id="notification-settings-title" component="h2" variant="h6">
          {t('notifications.preferencesTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('notifications.preferencesIntro')}
        </Typography>
        <Button variant="outlined" startIcon={<NotificationsIcon />} component={RouterLink} to={paths.app.notificationSettings.getHref()}>
          {t('notifications.openPreferences')}
        </Button>
      </Paper>
    </Box>
  );
}
