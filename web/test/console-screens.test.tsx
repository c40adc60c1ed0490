// @vitest-environment happy-dom
// The operator console's sign-in and deposits queue on React (web/src/console): the sign-in sends
// nothing until name, password and code are given, shows the platform's refusal in its words and,
// signed in, keeps the session token and opens the queues; the deposits queue lists what waits
// and shows an approval's refusal (a support operator's role) in the platform's words, or the
// approval done. In en-US and zh-CN, the console's two languages.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApproveDepositDocument, PendingDepositsDocument, SignInOperatorDocument, type PendingDepositsQuery } from '@/console/generated/graphql';
import { createConsoleI18n, type ConsoleLocale } from '@/console/lib/i18n';
import { consoleToken, forgetConsoleToken } from '@/console/lib/session';
import { enUS } from '@/console/locales/en-US';
import { zhCN } from '@/console/locales/zh-CN';
import { DepositsScreen } from '@/console/screens/deposits';
import { SignInScreen } from '@/console/screens/sign-in';
import { member } from './form-queries';
import { SCREEN_TEST } from './money-forms';

afterEach(() => {
  cleanup();
  forgetConsoleToken();
});

const CATALOGUES = { 'en-US': enUS, 'zh-CN': zhCN } as const;

function renderConsole(locale: ConsoleLocale, mocks: MockLink.MockedResponse[], screenElement: ReactNode, path = '/sign-in') {
  return render(
    <I18nextProvider i18n={createConsoleI18n(locale)}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={screenElement} />
            <Route path="/" element={<p data-testid="queues-opened" />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </I18nextProvider>,
  );
}

function signInMock(answer: () => object) {
  const sent = vi.fn((_variables: unknown) => answer());
  const mock: MockLink.MockedResponse = { request: { query: SignInOperatorDocument, variables: () => true }, result: (variables) => sent(variables) as never, maxUsageCount: Number.POSITIVE_INFINITY };
  return { mock, sent };
}

async function fillSignIn(name: string, password: string, code: string) {
  const user = member();
  if (name) await user.type(screen.getByTestId('name-input'), name);
  if (password) await user.type(screen.getByTestId('password-input'), password);
  if (code) await user.type(screen.getByTestId('totpCode-input'), code);
  await user.click(screen.getByTestId('sign-in-submit'));
}

describe('the console sign-in', SCREEN_TEST, () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`${locale}: asks for every field, shows the platform's refusal, and signed in keeps the token and opens the queues`, async () => {
      const c = CATALOGUES[locale];
      let refuse = true;
      const signIn = signInMock(() =>
        refuse
          ? { errors: [{ message: 'Wrong name, password or code (test platform).', extensions: { code: 'SERVER_MESSAGE', reason: 'OPERATOR_SIGN_IN_WRONG' } }] }
          : { data: { signInOperator: { __typename: 'OperatorSession', token: 'op-token-1', expiresAt: '2026-11-27T00:00:00.000Z', operator: { __typename: 'Operator', name: 'fin', role: 'FINANCE' } } } },
      );
      renderConsole(locale, [signIn.mock], <SignInScreen />);
      expect(screen.getByRole('heading').textContent).toBe(c.signIn.heading);

      await fillSignIn('', '', '');
      expect(screen.getAllByText(c.signIn.required)).toHaveLength(3);
      await fillSignIn(' fin ', 'a long operator passphrase', '');
      expect(screen.getAllByText(c.signIn.required)).toHaveLength(1);
      expect(signIn.sent).not.toHaveBeenCalled();

      await member().type(screen.getByTestId('totpCode-input'), '123456');
      await member().click(screen.getByTestId('sign-in-submit'));
      expect((await screen.findByTestId('refusal')).textContent).toBe('Wrong name, password or code (test platform).');
      expect(signIn.sent).toHaveBeenCalledWith({ input: { name: 'fin', password: 'a long operator passphrase', totpCode: '123456' } });
      expect(consoleToken()).toBeNull();

      refuse = false;
      await member().click(screen.getByTestId('sign-in-submit'));
      await screen.findByTestId('queues-opened');
      expect(consoleToken()).toBe('op-token-1');
    });
  }
});

const PENDING: PendingDepositsQuery = {
  pendingDeposits: [
    {
      __typename: 'OperatorDeposit',
      id: 'dep_1',
      userName: 'opal',
      kind: 'CHAIN',
      coinName: 'CASH_POINT',
      amount: '60',
      hash: '0xabc',
      bankName: null,
      hasReceipt: false,
      duplicateReceiptOf: null,
      status: 'PENDING_REVIEW',
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    },
  ],
};

describe('the console deposits queue', SCREEN_TEST, () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`${locale}: lists what waits with its age, and shows a refused approval in the platform's words, then an approval done`, async () => {
      const c = CATALOGUES[locale];
      let refuse = true;
      const approve = vi.fn((_variables: unknown) =>
        refuse
          ? { errors: [{ message: 'Your role may not do this (test platform).', extensions: { code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' } }] }
          : { data: { approveDeposit: { __typename: 'OperatorDeposit', id: 'dep_1', status: 'APPROVED' } } },
      );
      const mocks: MockLink.MockedResponse[] = [
        { request: { query: PendingDepositsDocument }, result: { data: PENDING }, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: ApproveDepositDocument, variables: () => true }, result: (variables) => approve(variables) as never, maxUsageCount: Number.POSITIVE_INFINITY },
      ];
      renderConsole(locale, mocks, <DepositsScreen />, '/deposits');
      const row = await screen.findByTestId('deposit-dep_1');
      expect(row.textContent).toContain('opal');
      expect(row.textContent).toContain('60 CASH_POINT');
      expect(row.textContent).toContain(c.age.hours.replace('{{count}}', '3'));

      await member().click(screen.getByTestId('approve-dep_1'));
      expect((await screen.findByTestId('action-refusal')).textContent).toBe('Your role may not do this (test platform).');
      expect(approve).toHaveBeenCalledWith({ id: 'dep_1' });
      expect(screen.queryByTestId('action-done')).toBeNull();

      refuse = false;
      await member().click(screen.getByTestId('approve-dep_1'));
      expect((await screen.findByTestId('action-done')).textContent).toBe(c.deposits.approved.replace('{{id}}', 'dep_1'));
      expect(screen.queryByTestId('action-refusal')).toBeNull();
    });
  }
});
