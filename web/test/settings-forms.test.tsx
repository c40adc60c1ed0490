// @vitest-environment happy-dom
// The password settings on React: changing the login password and the transaction password.
// Each rule's message beside its field in each of the five languages, the field marked invalid,
// and no mutation while a rule is broken; a right form is sent as typed, and the platform's
// refusal of a field (a wrong current password) comes back beside that field. The forms are
// filled in once and read in every language (render-languages.tsx).
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { SettingsRoute } from '@/features/settings/routes/settings';
import {
  ChangePasswordDocument,
  ChangeTransactionPasswordDocument,
  HasSecondFactorDocument,
  type ChangePasswordMutationVariables,
  type ChangeTransactionPasswordMutationVariables,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { SCREEN_TEST } from './money-forms';
import { button, expectAccepted, expectLabelled, expectRefused, field, fill, member } from './form-queries';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

/** The platform's refusal of one input field, in its words (already in the member's language). */
const refusal = (path: string, message: string) => ({
  errors: [{ message: 'Bad request parameters', extensions: { code: 'BAD_REQUEST', fields: [{ path, message }] } }],
});

describe('password settings', SCREEN_TEST, () => {
  it('each form says what its fields need in every language, sends nothing until they are right, then shows the platform’s refusal beside the field', async () => {
    const first: Locale = 'id-ID';
    const c = CATALOGUES[first];
    const changePassword = vi.fn((_variables: ChangePasswordMutationVariables) => refusal('input.oldPassword', 'Kata sandi salah'));
    const changeTransactionPassword = vi.fn((_variables: ChangeTransactionPasswordMutationVariables) =>
      refusal('input.oldTransactionPassword', 'Kata sandi transaksi salah'),
    );
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: ChangePasswordDocument, variables: () => true }, result: changePassword, maxUsageCount: Infinity },
      { request: { query: ChangeTransactionPasswordDocument, variables: () => true }, result: changeTransactionPassword, maxUsageCount: Infinity },
    ];
    const { inEveryLanguage } = await renderInEveryLanguage(
      first,
      <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter>
          <SettingsRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    const u = member();

    const loginForm = screen.getByTestId('login-password-form');
    const old = field(c.settings.oldPassword, loginForm);
    const password = field(c.settings.newPassword, loginForm);
    const confirm = field(c.settings.confirmPassword, loginForm);
    const change = button(c.settings.submit, loginForm);
    const transactionForm = screen.getByTestId('transaction-password-form');
    const oldTransaction = field(c.settings.oldTransactionPassword, transactionForm);
    const newTransaction = field(c.settings.newTransactionPassword, transactionForm);
    const confirmTransaction = field(c.settings.confirmTransactionPassword, transactionForm);
    const changeTransaction = button(c.settings.submit, transactionForm);

    await u.click(change);
    await u.click(changeTransaction);
    await waitFor(() => expectRefused(confirmTransaction, c.validation.required));
    for (const input of [old, password, confirm, oldTransaction, newTransaction]) expectRefused(input, c.validation.required);

    // Too short a new password, in each form; each form's own length.
    fill(old, 'current-password');
    fill(password, 'short');
    fill(newTransaction, '12345');
    await u.click(change);
    await u.click(changeTransaction);
    await waitFor(() => expectRefused(newTransaction, c.validation.transactionPasswordLength));
    await inEveryLanguage((t) => {
      expectLabelled(
        [t.settings.oldPassword, old],
        [t.settings.newPassword, password],
        [t.settings.confirmPassword, confirm],
        [t.settings.oldTransactionPassword, oldTransaction],
        [t.settings.newTransactionPassword, newTransaction],
        [t.settings.confirmTransactionPassword, confirmTransaction],
      );
      expectAccepted(old, t.validation.required);
      expectRefused(password, t.validation.passwordLength);
      expectRefused(confirm, t.validation.required);
      expectRefused(oldTransaction, t.validation.required);
      expectRefused(newTransaction, t.validation.transactionPasswordLength);
      expectRefused(confirmTransaction, t.validation.required);
    });

    // A confirmation that differs, in each form.
    fill(password, 'long-enough');
    fill(confirm, 'long-enuogh');
    fill(oldTransaction, '111111');
    fill(newTransaction, '123456');
    fill(confirmTransaction, '123465');
    await u.click(change);
    await u.click(changeTransaction);
    await waitFor(() => expectRefused(confirmTransaction, c.validation.passwordsDontMatch));
    await inEveryLanguage((t) => {
      expectAccepted(password, t.validation.passwordLength);
      expectRefused(confirm, t.validation.passwordsDontMatch);
      expectAccepted(newTransaction, t.validation.transactionPasswordLength);
      expectRefused(confirmTransaction, t.validation.passwordsDontMatch);
    });
    expect(changePassword).not.toHaveBeenCalled();
    expect(changeTransactionPassword).not.toHaveBeenCalled();

    // Right: sent as typed, each form its own mutation; the refusal beside the current password.
    fill(confirm, 'long-enough');
    await u.click(change);
    await waitFor(() => expectRefused(old, 'Kata sandi salah'));
    expect(changePassword.mock.calls.map(([variables]) => variables)).toEqual([
      { input: { oldPassword: 'current-password', password: 'long-enough', confirmPassword: 'long-enough' } },
    ]);
    fill(confirmTransaction, '123456');
    await u.click(changeTransaction);
    await waitFor(() => expectRefused(oldTransaction, 'Kata sandi transaksi salah'));
    expect(changeTransactionPassword.mock.calls.map(([variables]) => variables)).toEqual([
      { input: { oldTransactionPassword: '111111', transactionPassword: '123456', confirmTransactionPassword: '123456' } },
    ]);
    expect(changePassword).toHaveBeenCalledTimes(1);
  });
  it('the new login password must differ from the current one; the platform’s refusal of it (the transaction password) shows beside it', async () => {
    const first: Locale = 'ja-JP';
    const c = CATALOGUES[first];
    const changePassword = vi.fn((_variables: ChangePasswordMutationVariables) => ({
      errors: [
        {
          message: 'ログインパスワードは取引パスワードと別のものにしてください',
          extensions: {
            code: 'SERVER_MESSAGE',
            reason: 'LOGIN_PASSWORD_SAME_AS_TRANSACTION',
            fields: [{ path: 'input.password', reason: 'LOGIN_PASSWORD_SAME_AS_TRANSACTION', message: 'ログインパスワードは取引パスワードと別のものにしてください' }],
          },
        },
      ],
    }));
    const mocks: MockLink.MockedResponse[] = [{ request: { query: ChangePasswordDocument, variables: () => true }, result: changePassword, maxUsageCount: Infinity }];
    const { inEveryLanguage } = await renderInEveryLanguage(
      first,
      <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter>
          <SettingsRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    const u = member();
    const loginForm = screen.getByTestId('login-password-form');
    const old = field(c.settings.oldPassword, loginForm);
    const password = field(c.settings.newPassword, loginForm);
    const confirm = field(c.settings.confirmPassword, loginForm);

    fill(old, 'current-password');
    fill(password, 'current-password');
    fill(confirm, 'current-password');
    await u.click(button(c.settings.submit, loginForm));
    await waitFor(() => expectRefused(password, c.validation.passwordSameAsCurrent));
    await inEveryLanguage((t) => {
      expectRefused(password, t.validation.passwordSameAsCurrent);
      expectAccepted(old, t.validation.required);
      expectAccepted(confirm, t.validation.passwordsDontMatch);
    });
    expect(changePassword).not.toHaveBeenCalled();

    fill(password, 'my-transaction-pw');
    fill(confirm, 'my-transaction-pw');
    await u.click(button(c.settings.submit, loginForm));
    await waitFor(() => expectRefused(password, 'ログインパスワードは取引パスワードと別のものにしてください'));
    expect(changePassword).toHaveBeenCalledTimes(1);
  });
  it('with a second factor each form asks for the code, sends it, and shows its refusal beside it', async () => {
    const c = CATALOGUES['en-US'];
    const changePassword = vi.fn((_variables: ChangePasswordMutationVariables) => ({
      errors: [{ message: 'The authenticator code is wrong, already used or expired', extensions: { code: 'SERVER_MESSAGE', reason: 'FACTOR_CODE_WRONG' } }],
    }));
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: HasSecondFactorDocument }, result: { data: { secondFactors: { __typename: 'SecondFactors', totpEnabled: true } } }, maxUsageCount: Infinity },
      { request: { query: ChangePasswordDocument, variables: () => true }, result: changePassword, maxUsageCount: Infinity },
    ];
    await renderInEveryLanguage(
      'en-US',
      <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter>
          <SettingsRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    const u = member();
    const loginForm = screen.getByTestId('login-password-form');
    await waitFor(() => expect(screen.getAllByLabelText(/Authenticator code/)).toHaveLength(2));
    const code = field(c.security.factorCode, loginForm);
    fill(field(c.settings.oldPassword, loginForm), 'current-password');
    fill(field(c.settings.newPassword, loginForm), 'long-enough');
    fill(field(c.settings.confirmPassword, loginForm), 'long-enough');
    fill(code, '654321');
    await u.click(button(c.settings.submit, loginForm));
    await waitFor(() => expectRefused(code, 'The authenticator code is wrong, already used or expired'));
    expect(changePassword.mock.calls.map(([variables]) => variables)).toEqual([
      { input: { oldPassword: 'current-password', password: 'long-enough', confirmPassword: 'long-enough', totpCode: '654321' } },
    ]);
  });
});
