// @vitest-environment happy-dom
// The sign-in screens' forms on React: sign in, register and the password reset. Each rule's
// message beside its field, in each of the five languages, the field marked invalid, and nothing
// sent to the gateway while a rule is broken; once the form is right it is sent as typed, and a
// refusal comes back beside its field or above the form. The gateway is a stubbed `fetch` (these
// screens call it without Apollo) answering with typed fixtures. Each form is filled in once and
// read in every language (render-languages.tsx); each test starts in another language.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ForgotRoute } from '@/features/auth/routes/forgot';
import { LoginRoute } from '@/features/auth/routes/login';
import { RegisterRoute } from '@/features/auth/routes/register';
import type { CaptchaQuery, CountriesQuery, SendPasswordResetCodeMutation } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { button, expectAccepted, expectLabelled, expectRefused, field, fill, labelled, member } from './form-queries';
import { stubGateway, type StubAnswer } from './gateway-stub';
import { SCREEN_TEST } from './money-forms';
import { renderInEveryLanguage } from './render-languages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const COUNTRIES: CountriesQuery = {
  countries: [
    { __typename: 'Country', code: 'ID', name: 'Indonesia' },
    { __typename: 'Country', code: 'CN', name: 'China' },
    { __typename: 'Country', code: 'JP', name: 'Japan' },
  ],
};
const captcha = (n: number): CaptchaQuery => ({ captcha: { __typename: 'Captcha', captchaId: `captcha-${n}`, image: `data:image/png;base64,Y2FwdGNoYS0${n}` } });

/** A refusal naming one input field, in the server's words (already in the member's language). */
const refusedField = (path: string, message: string): StubAnswer => ({
  errors: [{ message: 'Bad request parameters', extensions: { code: 'BAD_REQUEST', fields: [{ path, message }] } }],
});

describe('sign in', SCREEN_TEST, () => {
  it('an empty form and a user name with a space are refused beside their fields in every language, and nothing is sent', async () => {
    const first: Locale = 'zh-CN';
    const c = CATALOGUES[first];
    const wrong = '用户名或密码错误';
    const gateway = stubGateway(() => ({ errors: [{ message: wrong, extensions: { code: 'SERVER_MESSAGE' } }] }));
    const { inEveryLanguage } = await renderInEveryLanguage(first, <MemoryRouter initialEntries={['/login']}><LoginRoute /></MemoryRouter>);
    const userName = field(c.auth.userName);
    const password = field(c.auth.password);
    const signIn = button(c.auth.login.submit);
    const u = member();

    await u.click(signIn);
    expectRefused(userName, c.validation.required);
    expectRefused(password, c.validation.required);
    // The first bad field takes the focus.
    expect(document.activeElement).toBe(userName);

    fill(userName, 'new member');
    await u.click(signIn);
    await inEveryLanguage((t) => {
      expectLabelled([t.auth.userName, userName], [t.auth.password, password]);
      expect(button(t.auth.login.submit)).toBe(signIn);
      expectRefused(userName, t.validation.noSpaces);
      expectRefused(password, t.validation.required);
    });
    expect(gateway.sent).toEqual([]);

    // Each field is checked again as it changes.
    fill(userName, 'member');
    fill(password, 'secret');
    expectAccepted(userName, c.validation.noSpaces);
    expectAccepted(password, c.validation.required);
    await u.click(signIn);
    // Sent as typed; the refusal in the server's words above the form.
    expect((await screen.findByTestId('form-failure')).textContent).toBe(wrong);
    expect(gateway.sentOf('SignIn').map((sent) => sent.variables)).toEqual([{ input: { userName: 'member', password: 'secret' } }]);
  });

  it('a member with a second factor is asked for the code: the ticket and the code go to completeSignIn, a wrong code is said above the form', async () => {
    const first: Locale = 'zh-CN';
    const c = CATALOGUES[first];
    const gateway = stubGateway((operation, previousCalls) => {
      if (operation === 'SignIn') return { data: { signIn: { __typename: 'SignInResult', session: null, factorChallenge: { __typename: 'FactorChallenge', challenge: 'ticket-1', expiresAt: '2030-06-01T08:05:00.000Z', factors: ['TOTP'] } } } };
      if (previousCalls === 0) return { errors: [{ message: c.auth.refusals.FACTOR_CODE_WRONG, extensions: { code: 'SERVER_MESSAGE', reason: 'FACTOR_CODE_WRONG' } }] };
      return { data: { completeSignIn: { __typename: 'Session', token: 'session-token', expiresAt: '2030-06-01T20:00:00.000Z', idleTimeoutSeconds: 1800 } } };
    });
    await renderInEveryLanguage(first, <MemoryRouter initialEntries={['/login']}><LoginRoute /></MemoryRouter>);
    const u = member();
    fill(field(c.auth.userName), 'member');
    fill(field(c.auth.password), 'secret');
    await u.click(button(c.auth.login.submit));
    const code = await screen.findByLabelText(labelled(c.auth.login.factorCode));
    // Nothing is sent without a code.
    await u.click(button(c.auth.login.factorSubmit));
    expect(gateway.sentOf('CompleteSignIn')).toEqual([]);
    fill(code, '000000');
    await u.click(button(c.auth.login.factorSubmit));
    expect((await screen.findByTestId('form-failure')).textContent).toBe(c.auth.refusals.FACTOR_CODE_WRONG);
    fill(code, ' 123456 ');
    await u.click(button(c.auth.login.factorSubmit));
    await waitFor(() => expect(gateway.sentOf('CompleteSignIn')).toHaveLength(2));
    expect(gateway.sentOf('CompleteSignIn').map((sent) => sent.variables)).toEqual([
      { input: { challenge: 'ticket-1', totpCode: '000000' } },
      { input: { challenge: 'ticket-1', totpCode: '123456' } },
    ]);
  });

  it('a passkey answers the ticket of a member who has one, and signs in alone without a name or password; a cancelled prompt is said and sends nothing', async () => {
    const first: Locale = 'ko-KP';
    const c = CATALOGUES[first];
    const options = JSON.stringify({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'preferred', allowCredentials: [{ id: 'a2V5', type: 'public-key' }] });
    const session = { __typename: 'Session', token: 'session-token', expiresAt: '2030-06-01T20:00:00.000Z', idleTimeoutSeconds: 1800 };
    const gateway = stubGateway((operation) => {
      if (operation === 'SignIn') return { data: { signIn: { __typename: 'SignInResult', session: null, factorChallenge: { __typename: 'FactorChallenge', challenge: 'ticket-2', expiresAt: '2030-06-01T08:05:00.000Z', factors: ['PASSKEY'] } } } };
      if (operation === 'BeginSignInPasskeyFactor') return { data: { beginSignInPasskeyFactor: { __typename: 'PasskeyOptions', optionsJson: options } } };
      if (operation === 'BeginPasskeySignIn') return { data: { beginPasskeySignIn: { __typename: 'PasskeyOptions', optionsJson: options } } };
      if (operation === 'CompleteSignInWithPasskey') return { data: { completeSignInWithPasskey: session } };
      return { data: { signInWithPasskey: session } };
    });
    // The browser's WebAuthn API, which happy-dom lacks: the first prompt is cancelled, the next ones sign.
    const bytes = (text: string) => new TextEncoder().encode(text).buffer;
    const assertion = {
      id: 'a2V5',
      rawId: bytes('key'),
      type: 'public-key',
      response: { clientDataJSON: bytes('client-data'), authenticatorData: bytes('auth-data'), signature: bytes('signature'), userHandle: bytes('usr_1') },
      getClientExtensionResults: () => ({}),
    };
    const get = vi.fn(async () => assertion);
    get.mockRejectedValueOnce(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', { value: { get, create: vi.fn() }, configurable: true });
    try {
      await renderInEveryLanguage(first, <MemoryRouter initialEntries={['/login']}><LoginRoute /></MemoryRouter>);
      const u = member();
      fill(field(c.auth.userName), 'member');
      fill(field(c.auth.password), 'secret');
      await u.click(button(c.auth.login.submit));
      // Without the authenticator app, no code field: the passkey answers.
      await screen.findByTestId('passkey-factor-step');
      expect(screen.queryByTestId('factor-step')).toBeNull();
      await u.click(button(c.auth.login.passkeyFactorSubmit));
      expect((await screen.findByTestId('passkey-browser-problem')).textContent).toBe(c.auth.login.passkeyProblem.cancelled);
      expect(gateway.sentOf('CompleteSignInWithPasskey')).toEqual([]);
      await u.click(button(c.auth.login.passkeyFactorSubmit));
      await waitFor(() => expect(gateway.sentOf('CompleteSignInWithPasskey')).toHaveLength(1));
      expect(gateway.sentOf('BeginSignInPasskeyFactor').at(-1)?.variables).toEqual({ challenge: 'ticket-2' });
      const sent = gateway.sentOf('CompleteSignInWithPasskey')[0]!.variables as { input: { challenge: string; credential: string } };
      expect(sent.input.challenge).toBe('ticket-2');
      expect(JSON.parse(sent.input.credential)).toMatchObject({ id: 'a2V5', type: 'public-key', response: { signature: 'c2lnbmF0dXJl' } });
      cleanup();

      // Alone: the button on the sign-in form, no name or password typed.
      await renderInEveryLanguage(first, <MemoryRouter initialEntries={['/login']}><LoginRoute /></MemoryRouter>);
      await u.click(button(c.auth.login.passkeySignIn));
      await waitFor(() => expect(gateway.sentOf('SignInWithPasskey')).toHaveLength(1));
      expect(JSON.parse((gateway.sentOf('SignInWithPasskey')[0]!.variables as { credential: string }).credential)).toMatchObject({ id: 'a2V5', response: { userHandle: 'dXNyXzE' } });
      expect(gateway.sentOf('SignIn')).toHaveLength(1);
    } finally {
      delete (navigator as { credentials?: unknown }).credentials;
    }
  });

  it('the refusal above the form follows a language switch while it shows: wrong credentials, a ban, a coded failure, no answer', async () => {
    const first: Locale = 'ja-JP';
    const c = CATALOGUES[first];
    // In the platform's words of the language the request was sent in, with its stable reason.
    const answers: StubAnswer[] = [
      { errors: [{ message: c.auth.refusals.WRONG_CREDENTIALS, extensions: { code: 'SERVER_MESSAGE', reason: 'WRONG_CREDENTIALS' } }] },
      { errors: [{ message: c.auth.refusals.ACCOUNT_BANNED, extensions: { code: 'SERVER_MESSAGE', reason: 'ACCOUNT_BANNED' } }] },
      { errors: [{ message: 'busy', extensions: { code: 'SERVER_BUSY' } }] },
      'unreachable',
    ];
    stubGateway((_operation, previousCalls) => answers[previousCalls] ?? 'unreachable');
    const { inEveryLanguage } = await renderInEveryLanguage(first, <MemoryRouter initialEntries={['/login']}><LoginRoute /></MemoryRouter>);
    fill(field(c.auth.userName), 'member');
    fill(field(c.auth.password), 'secret');
    const signIn = button(c.auth.login.submit);
    const u = member();
    const expected: ((t: (typeof CATALOGUES)[Locale]) => string)[] = [
      (t) => t.auth.refusals.WRONG_CREDENTIALS,
      (t) => t.auth.refusals.ACCOUNT_BANNED,
      (t) => t.errors.SERVER_BUSY,
      (t) => t.network.unreachable,
    ];
    for (const [attempt, text] of expected.entries()) {
      await u.click(signIn);
      await waitFor(() => expect(screen.getByTestId('form-failure').textContent, `attempt ${attempt + 1}`).toBe(text(c)));
      await inEveryLanguage((t) => expect(screen.getByTestId('form-failure').textContent, `attempt ${attempt + 1}`).toBe(text(t)));
    }
  });

  it('a refusal asking for a captcha shows one (and no captcha before it); the next attempts send its id and answer, a wrong one is said beside it and renewed', async () => {
    const first: Locale = 'ko-KP';
    const c = CATALOGUES[first];
    const gateway = stubGateway((operation, previousCalls) => {
      if (operation === 'Captcha') return { data: captcha(previousCalls + 1) };
      if (previousCalls === 0) return { errors: [{ message: c.auth.refusals.CAPTCHA_REQUIRED, extensions: { code: 'SERVER_MESSAGE', reason: 'CAPTCHA_REQUIRED' } }] };
      if (previousCalls === 1) {
        return { errors: [{ message: 'invalid', extensions: { code: 'SERVER_MESSAGE', reason: 'CAPTCHA_INVALID', fields: [{ path: 'input.captchaCode', reason: 'CAPTCHA_INVALID', message: '틀림' }] } }] };
      }
      return { data: { signIn: { __typename: 'SignInResult', session: { __typename: 'Session', token: 'session-token', expiresAt: '2030-06-01T20:00:00.000Z', idleTimeoutSeconds: 1800 }, factorChallenge: null } } };
    });
    const { inEveryLanguage } = await renderInEveryLanguage(first, <MemoryRouter initialEntries={['/login']}><LoginRoute /></MemoryRouter>);
    const u = member();
    expect(screen.queryByTestId('captcha-image')).toBeNull();
    fill(field(c.auth.userName), 'member');
    fill(field(c.auth.password), 'secret');
    await u.click(button(c.auth.login.submit));

    // Asked: the reason above the form in every language, the captcha fetched and shown.
    const image = () => screen.getByTestId('captcha-image').getAttribute('src');
    await waitFor(() => expect(image()).toBe(captcha(1).captcha.image));
    await inEveryLanguage((t) => {
      expect(screen.getByTestId('form-failure').textContent).toBe(t.auth.refusals.CAPTCHA_REQUIRED);
      expectLabelled([t.auth.register.captcha, field(t.auth.register.captcha)]);
    });
    const code = field(c.auth.register.captcha);
    // Now the captcha is required before anything is sent.
    await u.click(button(c.auth.login.submit));
    expectRefused(code, c.validation.required);
    expect(gateway.sentOf('SignIn')).toHaveLength(1);

    fill(code, ' abcd ');
    await u.click(button(c.auth.login.submit));
    await waitFor(() => expectRefused(field(c.auth.register.captcha), '틀림'));
    // The captcha was spent: a new one, the answer to type again.
    await waitFor(() => expect(image()).toBe(captcha(2).captcha.image));
    expect(code.value).toBe('');
    fill(code, 'wxyz');
    await u.click(button(c.auth.login.submit));
    await waitFor(() => expect(gateway.sentOf('SignIn')).toHaveLength(3));
    expect(gateway.sentOf('SignIn').map((sent) => sent.variables)).toEqual([
      { input: { userName: 'member', password: 'secret' } },
      { input: { userName: 'member', password: 'secret', captchaId: 'captcha-1', captchaCode: 'abcd' } },
      { input: { userName: 'member', password: 'secret', captchaId: 'captcha-2', captchaCode: 'wxyz' } },
    ]);
  });

  it('wrong credentials with a captcha asked: the refusal above the form, the captcha renewed and emptied without a message of its own', async () => {
    const c = CATALOGUES['en-US'];
    const gateway = stubGateway((operation, previousCalls) => {
      if (operation === 'Captcha') return { data: captcha(previousCalls + 1) };
      if (previousCalls === 0) return { errors: [{ message: c.auth.refusals.CAPTCHA_REQUIRED, extensions: { code: 'SERVER_MESSAGE', reason: 'CAPTCHA_REQUIRED' } }] };
      return { errors: [{ message: c.auth.refusals.WRONG_CREDENTIALS, extensions: { code: 'SERVER_MESSAGE', reason: 'WRONG_CREDENTIALS' } }] };
    });
    await renderInEveryLanguage('en-US', <MemoryRouter initialEntries={['/login']}><LoginRoute /></MemoryRouter>);
    const u = member();
    fill(field(c.auth.userName), 'member');
    fill(field(c.auth.password), 'secret');
    await u.click(button(c.auth.login.submit));
    const image = () => screen.getByTestId('captcha-image').getAttribute('src');
    await waitFor(() => expect(image()).toBe(captcha(1).captcha.image));
    const code = field(c.auth.register.captcha);
    fill(code, 'abcd');
    await u.click(button(c.auth.login.submit));
    await waitFor(() => expect(screen.getByTestId('form-failure').textContent).toBe(c.auth.refusals.WRONG_CREDENTIALS));
    await waitFor(() => expect(image()).toBe(captcha(2).captcha.image));
    expect(code.value).toBe('');
    // The member typed what the image showed: nothing beside the captcha says otherwise.
    expectAccepted(code, c.validation.required);
    expect(gateway.sentOf('SignIn')).toHaveLength(2);
  });
});

describe('register', SCREEN_TEST, () => {
  const answers = (operation: string, previousCalls: number): StubAnswer =>
    operation === 'Countries' ? { data: COUNTRIES } : operation === 'Captcha' ? { data: captcha(previousCalls + 1) } : refusedField('input.userName', 'Taken');

  /** The fields of a valid registration but the country and the captcha. */
  function fillRegistration(c: (typeof CATALOGUES)[Locale], referralId: string) {
    fill(field(c.auth.userName), 'new_member');
    fill(field(c.auth.password), 'long-enough');
    fill(field(c.auth.register.confirmPassword), 'long-enough');
    fill(field(c.auth.register.transactionPassword), '654321');
    fill(field(c.auth.register.referralId), referralId);
  }

  async function openRegister(first: Locale, browserLanguages: string[], answering: typeof answers = answers) {
    // The country starts as the browser's region, when the list has it.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
    const gateway = stubGateway(answering);
    const view = await renderInEveryLanguage(first, <MemoryRouter initialEntries={['/register']}><RegisterRoute /></MemoryRouter>);
    await screen.findByTestId('captcha-image');
    return { gateway, ...view };
  }

  it('says what each field needs in every language (required, lengths, the confirmation, the e-mail, the country) and sends nothing', async () => {
    const first: Locale = 'ja-JP';
    const c = CATALOGUES[first];
    const { gateway, inEveryLanguage } = await openRegister(first, ['en-US']);
    const u = member();
    const register = button(c.auth.register.submit);
    const userName = field(c.auth.userName);
    const password = field(c.auth.password);
    const confirm = field(c.auth.register.confirmPassword);
    const transaction = field(c.auth.register.transactionPassword);
    const country = field(c.auth.register.country);
    const referral = field(c.auth.register.referralId);
    const email = field(c.auth.register.email);
    const code = field(c.auth.register.captcha);

    await u.click(register);
    for (const input of [userName, password, confirm, transaction, country, referral, code]) expectRefused(input, c.validation.required);
    // The e-mail is optional: an empty one is fine.
    expectAccepted(email);

    // After the first submit each field is checked again as it changes.
    fill(password, 'short');
    fill(confirm, 'shorter');
    fill(transaction, '12345');
    fill(email, 'member@example');
    await inEveryLanguage((t) => {
      expectLabelled([t.auth.userName, userName], [t.auth.password, password], [t.auth.register.confirmPassword, confirm], [t.auth.register.transactionPassword, transaction]);
      for (const input of [userName, country, referral, code]) expectRefused(input, t.validation.required);
      expectRefused(password, t.validation.passwordLength);
      expectRefused(confirm, t.validation.passwordsDontMatch);
      expectRefused(transaction, t.validation.transactionPasswordLength);
      expectRefused(email, t.validation.email);
    });

    // The transaction password must differ from the login password; a country no name matches says so.
    fill(password, 'long-enough');
    fill(transaction, 'long-enough');
    await u.click(country);
    fill(country, 'zzz');
    expect(await screen.findByText(c.auth.register.noCountry)).toBeTruthy();
    await inEveryLanguage((t) => {
      expectAccepted(password, t.validation.passwordLength);
      expectRefused(confirm, t.validation.passwordsDontMatch);
      expectRefused(transaction, t.validation.transactionSameAsLogin);
      expect(screen.getByText(t.auth.register.noCountry)).toBeTruthy();
    });

    expect(gateway.sentOf('Register')).toEqual([]);
  });

  it('sends the form with the captcha shown, trimmed; a new captcha clears the code typed; a refused field is said beside it and the captcha renewed', async () => {
    const c = CATALOGUES['en-US'];
    const { gateway } = await openRegister('en-US', ['ja-JP']);
    const u = member();
    const country = field(c.auth.register.country);
    await waitFor(() => expect(country.value).toBe('Japan'));
    const image = () => screen.getByTestId('captcha-image').getAttribute('src');
    expect(image()).toBe(captcha(1).captcha.image);

    // A country is chosen from the list, by part of its name.
    await u.click(country);
    fill(country, 'indo');
    await u.click(await screen.findByRole('option', { name: 'Indonesia', hidden: true }));
    expect(country.value).toBe('Indonesia');

    fillRegistration(c, ' R1 ');
    const code = field(c.auth.register.captcha);
    fill(code, 'abcd');
    await u.click(button(c.auth.register.refreshCaptcha));
    expect(code.value).toBe('');
    await waitFor(() => expect(image()).toBe(captcha(2).captcha.image));

    fill(code, ' wxyz ');
    await u.click(button(c.auth.register.submit));
    await waitFor(() => expectRefused(field(c.auth.userName), 'Taken'));
    expect(gateway.sentOf('Register').map((sent) => sent.variables)).toEqual([
      {
        input: {
          userName: 'new_member',
          password: 'long-enough',
          confirmPassword: 'long-enough',
          transactionPassword: '654321',
          countryCode: 'ID',
          referralId: 'R1',
          captchaCode: 'wxyz',
          captchaId: 'captcha-2',
        },
      },
    ]);
    // The attempt spent the captcha: a new one, and the code to type again, with no message of
    // its own (the refusal was of the user name).
    await waitFor(() => expect(image()).toBe(captcha(3).captcha.image));
    expect(code.value).toBe('');
    expectAccepted(code, c.validation.required);
    expect(screen.queryByTestId('form-failure')).toBeNull();
  });

  it('a wrong captcha is said beside the renewed, emptied captcha field, not taken for an empty one', async () => {
    const c = CATALOGUES['zh-CN'];
    const wrong = '验证码错误';
    const { gateway } = await openRegister('zh-CN', ['zh-CN'], (operation, previousCalls) =>
      operation === 'Countries'
        ? { data: COUNTRIES }
        : operation === 'Captcha'
          ? { data: captcha(previousCalls + 1) }
          : { errors: [{ message: 'invalid', extensions: { code: 'SERVER_MESSAGE', reason: 'CAPTCHA_INVALID', fields: [{ path: 'input.captchaCode', reason: 'CAPTCHA_INVALID', message: wrong }] } }] },
    );
    const u = member();
    await waitFor(() => expect(field(c.auth.register.country).value).toBe('China'));
    fillRegistration(c, 'R1');
    const code = field(c.auth.register.captcha);
    fill(code, 'abcd');
    await u.click(button(c.auth.register.submit));
    const image = () => screen.getByTestId('captcha-image').getAttribute('src');
    await waitFor(() => expect(image()).toBe(captcha(2).captcha.image));
    expect(code.value).toBe('');
    expectRefused(code, wrong);
    expect(gateway.sentOf('Register')).toHaveLength(1);
    // Typing the new code takes the message away.
    fill(code, 'wxyz');
    expectAccepted(code, wrong);
  });
});

describe('forgotten password', SCREEN_TEST, () => {
  const SENT: SendPasswordResetCodeMutation = { sendPasswordResetCode: true };

  it('asks for the user name, then a 6-digit code and a new password twice, in every language, sending nothing while a rule is broken', async () => {
    const first: Locale = 'ko-KP';
    const c = CATALOGUES[first];
    const gateway = stubGateway((operation) =>
      operation === 'SendPasswordResetCode' ? { data: SENT } : refusedField('input.verifyCode', '인증 코드가 틀렸습니다'),
    );
    const { inEveryLanguage } = await renderInEveryLanguage(first, <MemoryRouter initialEntries={['/forgot']}><ForgotRoute /></MemoryRouter>);
    const u = member();
    const userName = field(c.auth.userName);
    const sendCode = button(c.auth.forgot.sendCode);

    await u.click(sendCode);
    expectRefused(userName, c.validation.required);
    fill(userName, 'a member');
    await u.click(sendCode);
    await inEveryLanguage((t) => expectRefused(userName, t.validation.noSpaces));
    expect(gateway.sent).toEqual([]);
    expect(screen.queryByLabelText(c.auth.forgot.verifyCode, { exact: false })).toBeNull();

    fill(userName, 'member');
    await u.click(sendCode);
    expect((await screen.findByRole('status', { hidden: true })).textContent).toBe(c.auth.forgot.codeSent);
    expect(gateway.sentOf('SendPasswordResetCode').map((sent) => sent.variables)).toEqual([{ input: { userName: 'member' } }]);

    const code = field(c.auth.forgot.verifyCode);
    const password = field(c.auth.forgot.newPassword);
    const confirm = field(c.auth.forgot.confirmPassword);
    const setPassword = button(c.auth.forgot.submit);
    await u.click(setPassword);
    expectRefused(code, c.validation.codeFormat);
    expectRefused(password, c.validation.required);
    expectRefused(confirm, c.validation.required);

    fill(code, '12a45');
    fill(password, 'short');
    fill(confirm, 'short-');
    await u.click(setPassword);
    await inEveryLanguage((t) => {
      expectLabelled([t.auth.forgot.verifyCode, code], [t.auth.forgot.newPassword, password], [t.auth.forgot.confirmPassword, confirm]);
      expectRefused(code, t.validation.codeFormat);
      expectRefused(password, t.validation.passwordLength);
      expectRefused(confirm, t.validation.passwordsDontMatch);
    });
    expect(gateway.sentOf('ResetPassword')).toEqual([]);

    fill(code, '123456');
    fill(password, 'long-enough');
    fill(confirm, 'long-enough');
    for (const input of [code, password, confirm]) expectAccepted(input);
    await u.click(setPassword);
    await waitFor(() => expectRefused(code, '인증 코드가 틀렸습니다'));
    expect(gateway.sentOf('ResetPassword').map((sent) => sent.variables)).toEqual([
      { input: { userName: 'member', verifyCode: '123456', password: 'long-enough', confirmPassword: 'long-enough' } },
    ]);
  });
});
