import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PasswordInput } from '@/components/password-input';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { showFieldErrors } from '@/lib/field-errors';
import { toastSuccess } from '@/lib/notify';
import { useRulesForm } from '@/lib/use-rules-form';
import { RESET_PASSWORD_RULES, useResetPassword } from '../api/reset-password';
import { SEND_RESET_CODE_RULES, useSendResetCode } from '../api/send-reset-code';
import { AuthLayout } from '../components/auth-layout';
import { useFailureMessage } from '../hooks/use-failure-message';

/** Two steps: send a code to the member's e-mail, then the code and a new password. */
export function ForgotRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [userName, setUserName] = useState<string | null>(null);
  const [sendCode, sending] = useSendResetCode();
  const [resetPassword, resetting] = useResetPassword();
  const [failure, sayFailure, clearFailure] = useFailureMessage();

  const codeForm = useRulesForm({ rules: SEND_RESET_CODE_RULES, defaultValues: { userName: '' } });
  const resetForm = useRulesForm({ rules: RESET_PASSWORD_RULES, defaultValues: { verifyCode: '', password: '', confirmPassword: '' } });

  const onSendCode = codeForm.handleSubmit(async (input) => {
    clearFailure();
    try {
      await sendCode({ input: { userName: input.userName } });
      setUserName(input.userName);
    } catch (error) {
      if (!showFieldErrors(error, codeForm.setError, ['userName'])) sayFailure(error);
    }
  });

  const onReset = resetForm.handleSubmit(async (input) => {
    if (userName === null) return;
    clearFailure();
    try {
      await resetPassword({ input: { userName, ...input } });
      toastSuccess(t('auth.forgot.success'));
      await navigate(paths.auth.login.getHref(), { state: { userName } });
    } catch (error) {
      // The user name is the first form's field: a message about it goes there.
      const onReset = showFieldErrors(error, resetForm.setError, ['verifyCode', 'password', 'confirmPassword']);
      const onName = showFieldErrors(error, codeForm.setError, ['userName']);
      if (!onReset && !onName) sayFailure(error);
    }
  });

  return (
    <AuthLayout title={t('auth.forgot.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('auth.forgot.intro')}
      </Typography>
      {failure}
      <form noValidate onSubmit={onSendCode}>
        <TextInput {...codeForm.input('userName')} label={t('auth.userName')} autoComplete="username" required />
        <Button type="submit" variant={userName ? 'outlined' : 'contained'} fullWidth loading={sending.loading} sx={{ mt: 1 }}>
          {t('auth.forgot.sendCode')}
        </Button>
      </form>
      {userName !== null ? (
        <form noValidate onSubmit={onReset}>
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            {t('auth.forgot.codeSent')}
          </Alert>
          <TextInput
            {...resetForm.input('verifyCode')}
            label={t('auth.forgot.verifyCode')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            required
          />
          <PasswordInput {...resetForm.input('password')} label={t('auth.forgot.newPassword')} autoComplete="new-password" required />
          <PasswordInput
            {...resetForm.input('confirmPassword')}
            label={t('auth.forgot.confirmPassword')}
            autoComplete="new-password"
            required
          />
          <Button type="submit" variant="contained" fullWidth loading={resetting.loading} sx={{ mt: 2 }}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
      ) : null}
      <Link component={RouterLink} to={paths.auth.login.getHref()} sx={{ display: 'inline-block', mt: 2 }}>
        {t('auth.forgot.back')}
      </Link>
    </AuthLayout>
  );
}
