import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField, PasswordField } from '@/components/form-fields';
import { paths } from '@/config/paths';
import { toastSuccess } from '@/lib/notify';
import { resetPasswordSchema, useResetPassword, type ResetPasswordForm } from '../api/reset-password';
import { sendResetCodeSchema, useSendResetCode, type SendResetCodeForm } from '../api/send-reset-code';
import { AuthLayout } from '../components/auth-layout';

/** Two steps: send a code to the member's e-mail, then the code and a new password. */
export function ForgotRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [userName, setUserName] = useState<string | null>(null);
  const [sendCode, sending] = useSendResetCode();
  const [resetPassword, resetting] = useResetPassword();

  const codeForm = useForm<SendResetCodeForm>({
    resolver: zodResolver(sendResetCodeSchema),
    defaultValues: { userName: '' },
  });
  const resetForm = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { verifyCode: '', password: '', confirmPassword: '' },
  });

  const onSendCode = codeForm.handleSubmit(async (input) => {
    try {
      await sendCode({ variables: { input: { userName: input.userName } } });
      setUserName(input.userName);
    } catch {
      // Shown by the error link.
    }
  });

  const onReset = resetForm.handleSubmit(async (input) => {
    if (userName === null) return;
    try {
      await resetPassword({ variables: { input: { userName, ...input } } });
      toastSuccess(t('auth.forgot.success'));
      await navigate(paths.auth.login.getHref(), { state: { userName } });
    } catch {
      // Shown by the error link.
    }
  });

  return (
    <AuthLayout title={t('auth.forgot.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('auth.forgot.intro')}
      </Typography>
      <form noValidate onSubmit={onSendCode}>
        <FormTextField
          control={codeForm.control}
          name="userName"
          label={t('auth.userName')}
          autoComplete="username"
          required
        />
        <Button type="submit" variant={userName ? 'outlined' : 'contained'} fullWidth loading={sending.loading} sx={{ mt: 1 }}>
          {t('auth.forgot.sendCode')}
        </Button>
      </form>
      {userName !== null ? (
        <form noValidate onSubmit={onReset}>
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            {t('auth.forgot.codeSent')}
          </Alert>
          <FormTextField
            control={resetForm.control}
            name="verifyCode"
            label={t('auth.forgot.verifyCode')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            required
          />
          <PasswordField
            control={resetForm.control}
            name="password"
            label={t('auth.forgot.newPassword')}
            autoComplete="new-password"
            required
          />
          <PasswordField
            control={resetForm.control}
            name="confirmPassword"
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
