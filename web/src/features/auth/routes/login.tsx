import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordInput } from '@/components/password-input';
import { TextInput } from '@/components/text-input';
import { paths, safeRedirect } from '@/config/paths';
import { showFieldErrors } from '@/lib/field-errors';
import { RequestFailure } from '@/lib/graphql-request';
import { setIdleLimit } from '@/lib/idle';
import { lazyPart } from '@/lib/lazy-part';
import { peekSessionEndReason, setToken, takeSessionEndReason, type SessionEndReason } from '@/lib/session';
import { useRulesForm } from '@/lib/use-rules-form';
import { isTakingOver, useStarted } from '@/lib/use-started';
import { PasskeyBrowserError, type PasskeyBrowserProblem } from '@/lib/passkey-problem';
import type { SignInFactor } from '@/generated/graphql';
import { useCaptcha } from '../api/captcha';
import {
  CAPTCHA_REQUIRED,
  FACTOR_CODE_RULES,
  LOGIN_RULES,
  LOGIN_WITH_CAPTCHA_RULES,
  useBeginPasskeySignIn,
  useBeginSignInPasskeyFactor,
  useCompleteSignIn,
  useCompleteSignInWithPasskey,
  useSignIn,
  useSignInWithPasskey,
} from '../api/login';
import type { CaptchaField as CaptchaFieldPart } from '../components/captcha-field';
import { useFailureMessage } from '../hooks/use-failure-message';
import { AuthLayout } from '../components/auth-layout';
import { readAgain } from '@/lib/read-again';

// Shown only after the platform asks for a captcha: its code (and MUI's Skeleton, which the
// shell's chunk holds) stays off the sign-in screen's first load (e2e/test/loading.test.ts).
const CaptchaField = lazyPart<ComponentProps<typeof CaptchaFieldPart>>(() => import('../components/captcha-field').then((module) => ({ default: module.CaptchaField })));

// The WebAuthn code (2.9 KB) only when a member asks for a passkey, alongside the gateway's options.
const loadPasskeys = () => import('@/lib/passkeys');

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  // Why the last session ended (expired, invalid), to say so here once: read while rendering,
  // taken only once the screen is shown. A render React throws away (a sibling still loading, an
  // interrupted transition) must not use it up: the screen shown after would not say it, and a
  // signed-in screen's guard still mounted would read no log-out (app/require-auth.tsx).
  const [endReason] = useState<SessionEndReason | undefined>(peekSessionEndReason);
  useEffect(() => void takeSessionEndReason(), []);
  const [signIn, { loading }] = useSignIn();
  const [completeSignIn, { loading: completing }] = useCompleteSignIn();
  const [failure, sayFailure, clearFailure] = useFailureMessage();
  const [beginPasskeyFactor] = useBeginSignInPasskeyFactor();
  const [completeWithPasskey] = useCompleteSignInWithPasskey();
  const [beginPasskeySignIn] = useBeginPasskeySignIn();
  const [signInWithPasskey] = useSignInWithPasskey();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyProblem, setPasskeyProblem] = useState<PasskeyBrowserProblem | undefined>();
  // The ticket a correct password earns a member with a second factor, and what answers it: the code or passkey step follows.
  const [challenge, setChallenge] = useState<string | undefined>();
  const [factors, setFactors] = useState<readonly SignInFactor[]>([]);
  const presetUserName = (location.state as { userName?: string } | null)?.userName ?? '';
  // Whether the platform asked for a captcha: from then on the form shows one and sends it.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha({ skip: !captchaAsked });
  const form = useRulesForm({
    rules: captchaAsked ? LOGIN_WITH_CAPTCHA_RULES : LOGIN_RULES,
    trimmed: ['captchaCode'],
    defaultValues: { userName: presetUserName, password: '', captchaCode: '' },
  });
  const codeForm = useRulesForm({ rules: FACTOR_CODE_RULES, defaultValues: { totpCode: '' } });
  // The screen index.html carries (app/prerender.tsx): not sent until the app has taken it over.
  const started = useStarted();
  // Not when taking over the carried screen: the member's cursor stays where they left it.
  const [focusUserName] = useState(() => !isTakingOver());

  // Signed in, while the first screen's code arrives (a slow network): the button stays busy.
  const [entering, setEntering] = useState(false);
  const enter = async (session: { token: string; idleTimeoutSeconds: number }) => {
    setIdleLimit(session.idleTimeoutSeconds);
    setToken(session.token);
    setEntering(true);
    try {
      await navigate(safeRedirect(search.get('redirectTo')), { replace: true });
    } finally {
      // Still here (the screen did not change): usable again.
      setEntering(false);
    }
  };

  const refreshCaptcha = () => {
    form.clearValue('captchaCode');
    void readAgain(captcha.refetch);
  };

  const onSubmit = form.handleSubmit(async ({ captchaCode, ...credentials }) => {
    const captchaId = captcha.data?.captcha.captchaId;
    if (captchaAsked && !captchaId) return;
    clearFailure();
    try {
      const { signIn: answer } = await signIn({ input: captchaAsked ? { ...credentials, captchaId, captchaCode } : credentials });
      if (answer.session) await enter(answer.session);
      else if (answer.factorChallenge) {
        setFactors(answer.factorChallenge.factors);
        setChallenge(answer.factorChallenge.challenge);
      }
    } catch (error) {
      // A sent captcha is spent whatever the answer: renewed, its field emptied (a refusal of it
      // stays beside it); the first request for one fetches it.
      if (captchaAsked) refreshCaptcha();
      else if (error instanceof RequestFailure && error.failure.reason === CAPTCHA_REQUIRED) setCaptchaAsked(true);
      // Each bad field beside itself; otherwise the server's message (wrong credentials, banned: contact support).
      if (!showFieldErrors(error, form.setError, ['userName', 'password', 'captchaCode'])) sayFailure(error);
    }
  });

  const onCode = codeForm.handleSubmit(async ({ totpCode }) => {
    if (!challenge) return;
    clearFailure();
    try {
      const { completeSignIn: session } = await completeSignIn({ input: { challenge, totpCode: totpCode.trim() } });
      await enter(session);
    } catch (error) {
      sayFailure(error);
    }
  });

  /** A passkey ceremony: options from the gateway, the browser signs, the gateway opens the session. */
  const withPasskey = async (ceremony: () => Promise<{ token: string; idleTimeoutSeconds: number }>) => {
    clearFailure();
    setPasskeyProblem(undefined);
    setPasskeyBusy(true);
    try {
      await enter(await ceremony());
    } catch (error) {
      if (error instanceof PasskeyBrowserError) setPasskeyProblem(error.problem);
      else sayFailure(error);
    } finally {
      setPasskeyBusy(false);
    }
  };

  const onPasskeyFactor = () =>
    withPasskey(async () => {
      if (!challenge) throw new PasskeyBrowserError('failed');
      const [{ beginSignInPasskeyFactor: options }, { signWithPasskey }] = await Promise.all([beginPasskeyFactor({ challenge }), loadPasskeys()]);
      const credential = await signWithPasskey(options.optionsJson);
      return (await completeWithPasskey({ input: { challenge, credential } })).completeSignInWithPasskey;
    });

  const onPasskeySignIn = () =>
    withPasskey(async () => {
      const [{ beginPasskeySignIn: options }, { signWithPasskey }] = await Promise.all([beginPasskeySignIn({}), loadPasskeys()]);
      const credential = await signWithPasskey(options.optionsJson);
      return (await signInWithPasskey({ credential })).signInWithPasskey;
    });

  const problem = passkeyProblem ? (
    <Alert severity="warning" role="alert" sx={{ my: 1 }} data-testid="passkey-browser-problem">
      {t(`auth.login.passkeyProblem.${passkeyProblem}`)}
    </Alert>
  ) : null;

  const restart = () => {
    clearFailure();
    setPasskeyProblem(undefined);
    codeForm.setValue('totpCode', '');
    setChallenge(undefined);
  };

  if (challenge) {
    const byCode = factors.includes('TOTP');
    const byPasskey = factors.includes('PASSKEY');
    return (
      <AuthLayout title={t(byCode ? 'auth.login.factorTitle' : 'auth.login.passkeyFactorTitle')}>
        {failure}
        {problem}
        {byPasskey ? (
          <Stack sx={{ gap: 1, my: 1 }} data-testid="passkey-factor-step">
            <Alert severity="info">{t('auth.login.passkeyFactorHint')}</Alert>
            <Button variant={byCode ? 'outlined' : 'contained'} fullWidth size="large" loading={passkeyBusy} onClick={() => void onPasskeyFactor()}>
              {t('auth.login.passkeyFactorSubmit')}
            </Button>
          </Stack>
        ) : null}
        {byCode ? (
          <form noValidate onSubmit={onCode} data-testid="factor-step">
            <Alert severity="info" sx={{ my: 1 }}>
              {t('auth.login.factorHint')}
            </Alert>
            <TextInput {...codeForm.input('totpCode')} label={t('auth.login.factorCode')} autoComplete="one-time-code" autoFocus required />
            <Button type="submit" variant="contained" fullWidth size="large" loading={completing || entering} sx={{ mt: 2 }}>
              {t('auth.login.factorSubmit')}
            </Button>
          </form>
        ) : null}
        <Button onClick={restart} sx={{ mt: 1 }}>
          {t('auth.login.factorBack')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.login.title')}>
      {endReason === 'expired' || endReason === 'invalid' ? (
        <Alert severity="warning" role="alert" sx={{ my: 1 }} data-testid="session-ended">
          {t(endReason === 'expired' ? 'auth.login.expired' : 'auth.login.invalid')}
        </Alert>
      ) : null}
      {failure}
      {problem}
      <form noValidate onSubmit={onSubmit}>
        <TextInput {...form.input('userName')} label={t('auth.userName')} autoComplete="username" autoFocus={focusUserName} required />
        <PasswordInput {...form.input('password')} label={t('auth.password')} autoComplete="current-password" required />
        {captchaAsked ? <CaptchaField captcha={captcha} input={form.input('captchaCode')} onRefresh={refreshCaptcha} /> : null}
        <Button type="submit" variant="contained" fullWidth size="large" loading={loading || entering} disabled={!started} sx={{ mt: 2 }}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <Button variant="outlined" fullWidth size="large" loading={passkeyBusy} onClick={() => void onPasskeySignIn()} sx={{ mt: 1 }} data-testid="passkey-sign-in">
        {t('auth.login.passkeySignIn')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={paths.auth.forgot.getHref()}>
          {t('auth.login.forgot')}
        </Link>
        <Link component={RouterLink} to={paths.auth.register.getHref()}>
          {t('auth.login.register')}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
