import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FailureAlert } from '@/components/failure-alert';
import { PasswordInput } from '@/components/password-input';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { showFieldErrors } from '@/lib/field-errors';
import { setIdleLimit } from '@/lib/idle';
import { toastSuccess } from '@/lib/notify';
import { setToken } from '@/lib/session';
import { useRulesForm } from '@/lib/use-rules-form';
import { useCaptcha } from '../api/captcha';
import { useCountries } from '../api/countries';
import { REGISTER_FIELDS, REGISTER_RULES, REGISTER_TRIMMED, useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaField } from '../components/captcha-field';
import { browserRegion, CountryField } from '../components/country-field';
import { useFailureMessage } from '../hooks/use-failure-message';
import { readAgain } from '@/lib/read-again';

/** `?ref=` from the hash route (`#/register?ref=…`) or from the page URL (`/?ref=…#/register`). */
function inviteReferralId(search: URLSearchParams): string {
  return search.get('ref') ?? new URLSearchParams(window.location.search).get('ref') ?? '';
}

export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const countries = useCountries();
  const captcha = useCaptcha();
  const [register, { loading }] = useRegister();
  const [entering, setEntering] = useState(false);
  const [failure, sayFailure, clearFailure] = useFailureMessage();
  const form = useRulesForm({
    rules: REGISTER_RULES,
    trimmed: REGISTER_TRIMMED,
    defaultValues: {
      userName: '',
      password: '',
      confirmPassword: '',
      transactionPassword: '',
      countryCode: '',
      referralId: inviteReferralId(search),
      captchaCode: '',
      email: '',
    },
  });
  const { setValue, clearValue } = form;

  // The country defaults to the browser's region, once the list (in the member's language) is in.
  const countryList = countries.data?.countries;
  const noCountryYet = form.values.countryCode === '';
  useEffect(() => {
    if (!countryList || !noCountryYet) return;
    const region = browserRegion();
    if (region && countryList.some((country) => country.code === region)) setValue('countryCode', region);
    // Once, when the list arrives: not again after the member clears the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countryList]);

  const refreshCaptcha = () => {
    clearValue('captchaCode');
    void readAgain(captcha.refetch);
  };

  const onSubmit = form.handleSubmit(async ({ email, ...input }) => {
    const captchaId = captcha.data?.captcha.captchaId;
    if (!captchaId) return;
    clearFailure();
    try {
      const data = await register({ input: { ...input, captchaId, ...(email ? { email } : {}) } });
      // Registration signs the member in: straight to the dashboard, no second login.
      setIdleLimit(data.register.session.idleTimeoutSeconds);
      setToken(data.register.session.token);
      toastSuccess(t('auth.register.success'));
      // The button stays busy while the dashboard's code arrives (a slow network).
      setEntering(true);
      try {
        await navigate(paths.app.dashboard.getHref(), { replace: true });
      } finally {
        setEntering(false);
      }
    } catch (error) {
      // Every bad field beside itself at once (the gateway checks them all before the captcha);
      // otherwise the server's message. A new captcha either way: an attempt may have spent it.
      if (!showFieldErrors(error, form.setError, REGISTER_FIELDS)) sayFailure(error);
      refreshCaptcha();
    }
  });

  return (
    <AuthLayout title={t('auth.register.title')}>
      {failure}
      <form noValidate onSubmit={onSubmit}>
        <TextInput {...form.input('userName')} label={t('auth.userName')} autoComplete="username" required />
        <PasswordInput {...form.input('password')} label={t('auth.password')} autoComplete="new-password" required />
        <PasswordInput {...form.input('confirmPassword')} label={t('auth.register.confirmPassword')} autoComplete="new-password" required />
        <PasswordInput
          {...form.input('transactionPassword')}
          label={t('auth.register.transactionPassword')}
          autoComplete="off"
          required
        />
        {countries.error ? (
          <FailureAlert failure={countries.error.failure} onRetry={() => void readAgain(countries.refetch)} />
        ) : (
          <CountryField
            value={form.values.countryCode}
            onChange={(code) => setValue('countryCode', code)}
            error={form.errorOf('countryCode')}
            inputRef={form.input('countryCode').inputRef}
            countries={countries.data?.countries ?? []}
            loading={countries.loading}
          />
        )}
        <TextInput {...form.input('referralId')} label={t('auth.register.referralId')} required />
        <TextInput {...form.input('email', t('auth.register.emailHint'))} label={t('auth.register.email')} type="email" autoComplete="email" />
        <CaptchaField captcha={captcha} input={form.input('captchaCode')} onRefresh={refreshCaptcha} />
        <Button type="submit" variant="contained" fullWidth size="large" loading={loading || entering} sx={{ mt: 2 }}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <Link component={RouterLink} to={paths.auth.login.getHref()} sx={{ display: 'inline-block', mt: 2 }}>
        {t('auth.register.haveAccount')}
      </Link>
    </AuthLayout>
  );
}
