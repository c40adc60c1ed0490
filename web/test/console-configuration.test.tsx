// @vitest-environment happy-dom
// The operator console's configuration (web/src/console/screens/configuration.tsx): the convert
// pairs, the package catalogue and the bonus rates with names, not codes; a change is checked in
// the form (a fraction below 1, a decimal, a whole number in range, a reason) and nothing is sent
// until it passes; only what changed is sent, with the reason; the platform's refusal stays in the
// dialog in its words, and a change done is said. In en-US and zh-CN, the console's two languages.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConvertConfigsDocument,
  MoneySettingsDocument,
  PackageCatalogueDocument,
  SetCatalogueEntryDocument,
  SetConvertConfigDocument,
  SetWithdrawalSettingsDocument,
  TeamBonusRatesDocument,
  type ConvertConfigsQuery,
  type MoneySettingsQuery,
  type PackageCatalogueQuery,
  type TeamBonusRatesQuery,
} from '@/console/generated/graphql';
import { createConsoleI18n } from '@/console/lib/i18n';
import { enUS } from '@/console/locales/en-US';
import { zhCN } from '@/console/locales/zh-CN';
import { ConfigurationScreen } from '@/console/screens/configuration';
import { member } from './form-queries';
import { SCREEN_TEST } from './money-forms';

afterEach(() => {
  cleanup();
});

const CATALOGUES = { 'en-US': enUS, 'zh-CN': zhCN } as const;

const PAIR = { __typename: 'ConvertConfig' as const, fromCoin: 'GMT', toCoin: 'CASH_POINT', rate: '1', feeRatio: '0.02', minAmount: '10', reviewAbove: '10000', enabled: true };
const PAIRS: ConvertConfigsQuery = { convertConfigs: [PAIR] };
const CATALOGUE: PackageCatalogueQuery = {
  packageCatalogue: [
    {
      __typename: 'CatalogueEntry',
      id: 'INS-100',
      kind: 'INSURANCE',
      name: 'Insurance 100',
      amount: '100',
      coinName: 'INSURANCE_POINT',
      profitCoinName: 'BONUS_POINT',
      contractDays: 30,
      dailyProfitRatio: '0.005',
      maxPurchaseCount: 3,
      redeemFeeRatio: '0.02',
      enabled: true,
      sortOrder: 1,
    },
  ],
};
const RATES: TeamBonusRatesQuery = { teamBonusRates: [{ __typename: 'TeamBonusRate', key: 'SPONSOR', rate: '0.05', minLevel: -1 }] };

const MONEY: MoneySettingsQuery = {
  withdrawalSettings: {
    __typename: 'WithdrawalSettings',
    feeType: 'FIXED',
    feeValue: '2',
    minAmount: '10',
    maxAmount: '100000',
    multiple: null,
    environment: { __typename: 'WithdrawalTerms', feeType: 'FIXED', feeValue: '0', minAmount: '10', maxAmount: '100000', multiple: null },
  },
  depositSettings: { __typename: 'DepositSettings', minAmount: '50', multiple: null, environment: { __typename: 'DepositTerms', minAmount: '50', multiple: null } },
};

function renderScreen(locale: 'en-US' | 'zh-CN', mocks: MockLink.MockedResponse[]) {
  render(
    <I18nextProvider i18n={createConsoleI18n(locale)}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <ConfigurationScreen />
        </MemoryRouter>
      </MockedProvider>
    </I18nextProvider>,
  );
}

const reads = (): MockLink.MockedResponse[] => [
  { request: { query: ConvertConfigsDocument }, result: { data: PAIRS }, maxUsageCount: Number.POSITIVE_INFINITY },
  { request: { query: PackageCatalogueDocument }, result: { data: CATALOGUE }, maxUsageCount: Number.POSITIVE_INFINITY },
  { request: { query: TeamBonusRatesDocument }, result: { data: RATES }, maxUsageCount: Number.POSITIVE_INFINITY },
  { request: { query: MoneySettingsDocument }, result: { data: MONEY }, maxUsageCount: Number.POSITIVE_INFINITY },
];

describe('the console configuration', SCREEN_TEST, () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`${locale}: names the credits, ranks and bonuses; checks a convert fee in the form, sends only the change with its reason, shows the refusal then the change done`, async () => {
      const c = CATALOGUES[locale];
      let refuse = true;
      const setPair = vi.fn((_variables: unknown) =>
        refuse
          ? { errors: [{ message: 'Your operator role may not do this (test platform).', extensions: { code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' } }] }
          : { data: { setConvertConfig: { ...PAIR, feeRatio: '0.035' } } },
      );
      renderScreen(locale, [
        ...reads(),
        { request: { query: SetConvertConfigDocument, variables: () => true }, result: (variables) => setPair(variables) as never, maxUsageCount: Number.POSITIVE_INFINITY },
      ]);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.configuration.heading);
      const pair = await screen.findByTestId('pair-GMT-CASH_POINT');
      expect(pair.textContent).toContain(`${c.credits.GMT} → ${c.credits.CASH_POINT}`);
      expect(pair.textContent).not.toContain('CASH_POINT');
      expect((await screen.findByTestId('package-INS-100')).textContent).toContain(c.configuration.kinds.INSURANCE);
      const sponsor = await screen.findByTestId('bonus-SPONSOR');
      expect(sponsor.textContent).toContain(c.configuration.bonusKeys.SPONSOR);
      expect(sponsor.textContent).toContain(c.ranks.noGrade);

      await member().click(screen.getByTestId('edit-pair-GMT-CASH_POINT'));
      const fee = await screen.findByTestId('setting-feeRatio');
      // A fee of 1 or more, or a float's exponent, is refused in the form; so is a change without a reason.
      await member().clear(fee);
      await member().type(fee, '1.5');
      await member().click(screen.getByTestId('setting-save'));
      expect(screen.getByText(c.configuration.errors.ratio)).toBeTruthy();
      expect(screen.getByText(c.configuration.errors.reason)).toBeTruthy();
      await member().clear(fee);
      await member().type(fee, '3.5e-2');
      await member().type(screen.getByTestId('setting-reason'), 'Quarterly review');
      await member().click(screen.getByTestId('setting-save'));
      expect(screen.getByText(c.configuration.errors.ratio)).toBeTruthy();
      expect(setPair).not.toHaveBeenCalled();

      await member().clear(fee);
      await member().type(fee, '0.035');
      await member().click(screen.getByTestId('setting-save'));
      expect((await screen.findByTestId('setting-refusal')).textContent).toBe('Your operator role may not do this (test platform).');
      // Only the fee changed: nothing else is sent.
      expect(setPair).toHaveBeenCalledWith({ input: { fromCoin: 'GMT', toCoin: 'CASH_POINT', reason: 'Quarterly review', feeRatio: '0.035' } });
      expect(screen.queryByTestId('action-done')).toBeNull();

      refuse = false;
      await member().click(screen.getByTestId('setting-save'));
      expect((await screen.findByTestId('action-done')).textContent).toBe(c.configuration.saved.replace('{{name}}', `${c.credits.GMT} → ${c.credits.CASH_POINT}`));
      await waitFor(() => expect(screen.queryByTestId('setting-save')).toBeNull());
    });
  }

  it('disables a package with a reason (a switch), refuses a contract of 0 days, and sends nothing when nothing changed', async () => {
    const setEntry = vi.fn((_variables: unknown) => ({ data: { setCatalogueEntry: { __typename: 'CatalogueEntry', id: 'INS-100', amount: '100', contractDays: 30, dailyProfitRatio: '0.005', maxPurchaseCount: 3, redeemFeeRatio: '0.02', enabled: false } } }));
    renderScreen('en-US', [
      ...reads(),
      { request: { query: SetCatalogueEntryDocument, variables: () => true }, result: (variables) => setEntry(variables) as never, maxUsageCount: Number.POSITIVE_INFINITY },
    ]);
    await member().click(await screen.findByTestId('edit-package-INS-100'));
    await member().type(await screen.findByTestId('setting-reason'), 'Repricing');
    await member().click(screen.getByTestId('setting-save'));
    expect((await screen.findByTestId('setting-unchanged')).textContent).toBe(enUS.configuration.unchanged);

    const days = screen.getByTestId('setting-contractDays');
    await member().clear(days);
    await member().type(days, '0');
    await member().click(screen.getByTestId('setting-save'));
    expect(screen.getByText(enUS.configuration.errors.integer.replace('{{min}}', '1').replace('{{max}}', '3650'))).toBeTruthy();
    expect(setEntry).not.toHaveBeenCalled();

    await member().clear(days);
    await member().type(days, '30');
    await member().click(screen.getByTestId('setting-enabled'));
    await member().click(screen.getByTestId('setting-save'));
    expect((await screen.findByTestId('action-done')).textContent).toBe('Insurance 100 changed.');
    expect(setEntry).toHaveBeenCalledWith({ input: { id: 'INS-100', reason: 'Repricing', enabled: false } });
    expect(within(screen.getByTestId('configuration-catalogue')).getByTestId('package-INS-100')).toBeTruthy();
  });

  it('shows the withdrawal fee in force beside the deployment\'s; a fee as a fraction is checked as one and sent with its type', async () => {
    const setWithdrawals = vi.fn((_variables: unknown) => ({
      data: { setWithdrawalSettings: { __typename: 'WithdrawalSettings', feeType: 'RATIO', feeValue: '0.01', minAmount: '10', maxAmount: '100000', multiple: null } },
    }));
    renderScreen('zh-CN', [
      ...reads(),
      { request: { query: SetWithdrawalSettingsDocument, variables: () => true }, result: (variables) => setWithdrawals(variables) as never, maxUsageCount: Number.POSITIVE_INFINITY },
    ]);
    const fee = await screen.findByTestId('money-withdrawal-fee');
    expect(fee.textContent).toContain(zhCN.configuration.feeFixed.replace('{{value}}', '2'));
    expect(fee.textContent).toContain(zhCN.configuration.feeFixed.replace('{{value}}', '0'));

    await member().click(screen.getByTestId('edit-money-withdrawal-fee'));
    await member().click(await screen.findByTestId('setting-feeAsRatio'));
    const value = screen.getByTestId('setting-feeValue');
    await member().clear(value);
    await member().type(value, '1.5');
    await member().type(screen.getByTestId('setting-reason'), '银行新费率');
    await member().click(screen.getByTestId('setting-save'));
    expect(screen.getByText(zhCN.configuration.errors.ratio)).toBeTruthy();
    expect(setWithdrawals).not.toHaveBeenCalled();

    await member().clear(value);
    await member().type(value, '0.01');
    await member().click(screen.getByTestId('setting-save'));
    expect((await screen.findByTestId('action-done')).textContent).toBe(zhCN.configuration.saved.replace('{{name}}', zhCN.configuration.withdrawals));
    expect(setWithdrawals).toHaveBeenCalledWith({ input: { reason: '银行新费率', feeType: 'RATIO', feeValue: '0.01' } });
  });
});
