// @vitest-environment happy-dom
// The withdrawal screen shows the way from Bonus to Withdrawable, in every language, when nothing
// is withdrawable but there is a Bonus balance: the pair, its fee and minimum as the platform
// configures them, and one action opening Convert preset to that pair. Nothing otherwise.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ConvertForm } from '@/features/convert/components/convert-form';
import { BonusWay } from '@/features/withdrawal/components/bonus-way';
import { WithdrawableConvertPairsDocument, type ConvertConfigsQuery, type WithdrawableConvertPairsQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { balance, balancesMock, DECIMALS_MOCK, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const PAIRS: WithdrawableConvertPairsQuery = {
  convertConfigs: [
    { __typename: 'ConvertConfig', fromCoin: 'BONUS_POINT', toCoin: 'CASH_POINT', feeRatio: '0.05', minAmount: '10', enabled: true },
    { __typename: 'ConvertConfig', fromCoin: 'BONUS_POINT', toCoin: 'WITHDRAWAL_POINT', feeRatio: '0.025', minAmount: '12.5', enabled: true },
  ],
};
const PAIRS_MOCK = { request: { query: WithdrawableConvertPairsDocument }, result: { data: PAIRS }, maxUsageCount: Number.POSITIVE_INFINITY };

describe('BonusWay: from Bonus to Withdrawable', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: with nothing withdrawable and a Bonus balance, names the pair, fee and minimum, and links to Convert on that pair`, async () => {
      const catalogue = CATALOGUES[locale];
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('WITHDRAWAL_POINT', '0'), balance('BONUS_POINT', '25.5')]), PAIRS_MOCK]}>
          <MemoryRouter>
            <BonusWay />
          </MemoryRouter>
        </MockedProvider>,
      );
      const way = await screen.findByTestId('bonus-way');
      const from = catalogue.credits.BONUS_POINT;
      const to = catalogue.credits.WITHDRAWAL_POINT;
      const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, value), text);
      const action = within(way).getByRole('link', { name: fill(catalogue.withdrawal.bonusWayAction, { from, to }) });
      expect(action.getAttribute('href')).toBe('/bonus/convert?to=WITHDRAWAL_POINT');
      await expect
        .poll(() => way.textContent)
        .toBe(`${fill(catalogue.withdrawal.bonusWay, { from, to, bonus: written(locale, '25.50'), fee: '2.5', min: written(locale, '12.50') })}${action.textContent}`);
    });
  }

  it('says nothing when something is withdrawable, or there is no Bonus', async () => {
    for (const balances of [
      [balance('WITHDRAWAL_POINT', '0.01'), balance('BONUS_POINT', '25.5')],
      [balance('WITHDRAWAL_POINT', '0'), balance('BONUS_POINT', '0')],
    ]) {
      const view = await renderIn(
        'en-US',
        <MockedProvider mocks={[DECIMALS_MOCK, balancesMock(balances), PAIRS_MOCK]}>
          <MemoryRouter>
            <BonusWay />
          </MemoryRouter>
        </MockedProvider>,
      );
      await expect.poll(() => view.container.textContent, { timeout: 500 }).toBe('');
      cleanup();
    }
  });

  it('Convert opens on the pair the action names', async () => {
    const configs: ConvertConfigsQuery['convertConfigs'] = PAIRS.convertConfigs.map((pair) => ({ ...pair, rate: '1', reviewAbove: null }));
    await renderIn(
      'en-US',
      <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('BONUS_POINT', '25.5')])]}>
        <ConvertForm configs={configs} initialFrom="BONUS_POINT" initialTo="WITHDRAWAL_POINT" />
      </MockedProvider>,
    );
    const form = screen.getByTestId('convert-form');
    expect((form.querySelector('input[name="toCoin"]') as HTMLInputElement).value).toBe('WITHDRAWAL_POINT');
  });
});
