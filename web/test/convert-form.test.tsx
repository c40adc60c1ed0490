// @vitest-environment happy-dom
// The convert form on React, in every language: the amount is required, must read as a plain
// decimal (the rule every amount shares; transfer-form.test.tsx words each of its refusals) and
// reach the pair's minimum, each refusal said beside the field; nothing is sent and no review
// opens while it is broken. For a valid amount the preview shows the platform's fee and what
// arrives, and the review opens.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ConvertForm } from '@/features/convert/components/convert-form';
import { ConvertDocument, ConvertQuoteDocument, type ConvertConfigsQuery, type ConvertQuoteQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { answering, balance, balancesMock, DECIMALS_MOCK, fieldOf, messageOf, mutationSpy, retype, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const PAIRS: ConvertConfigsQuery['convertConfigs'] = [
  { __typename: 'ConvertConfig', fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', rate: '0.137', feeRatio: '0.02', minAmount: '25', reviewAbove: null, enabled: true },
];
// The platform's figures, deliberately not what the pair's terms would sum to: only a form showing the quote passes.
const QUOTE = answering(ConvertQuoteDocument, ({ fromCoin, toCoin, amount }): ConvertQuoteQuery => ({
  convertQuote: {
    __typename: 'ConvertQuote',
    fromCoin,
    toCoin,
    amount,
    rate: '0.137',
    feeRatio: '0.02',
    fee: '0.61',
    toAmount: '3.3219',
    minAmount: '25',
    belowMinimum: Number(amount) < 25,
    heldForReview: false,
  },
}));

describe('ConvertForm', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: says beside the amount what is wrong, and opens no review (sends nothing) until it is right`, async () => {
      const catalogue = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(ConvertDocument);
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('CASH_POINT', '500.129')]), QUOTE, mock]}>
          <ConvertForm configs={PAIRS} />
        </MockedProvider>,
      );
      const form = screen.getByTestId('convert-form');
      const amount = fieldOf(catalogue.convert.amount, form);
      const review = within(form).getByRole('button', { name: catalogue.convert.review });
      const user = userEvent.setup({ delay: null });

      // The live balance, cut to the credit's decimals as every amount of it.
      await expect.poll(() => within(form).getByTestId('convert-available').textContent).toBe(locale === 'id-ID' ? '500,12' : '500.12');
      await user.click(review);
      await expect.poll(() => messageOf(amount)).toBe(catalogue.validation.required);
      expect(amount.getAttribute('aria-invalid')).toBe('true');

      const said: [string, string][] = [
        ['1e3', catalogue.validation.amountFormat],
        ['24.99', catalogue.validation.amountBelowMinimum],
        // More than the balance: refused up front (the platform would refuse it too).
        ['500.13', catalogue.validation.amountAboveAvailable],
      ];
      for (const [typed, message] of said) {
        await retype(user, amount, written(locale, typed));
        await expect.poll(() => messageOf(amount), { message: typed }).toBe(message);
        expect(amount.getAttribute('aria-invalid'), typed).toBe('true');
      }
      await user.click(review);
      await expect.poll(() => messageOf(amount)).toBe(catalogue.validation.amountAboveAvailable);
      expect(screen.queryByTestId('convert-confirm')).toBeNull();
      expect(sent).not.toHaveBeenCalled();

      // At the minimum: the platform's fee and what arrives, then the review; still nothing sent.
      await retype(user, amount, '25');
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('false');
      await expect.poll(() => within(form).getByTestId('convert-receive').textContent).toBe(`${locale === 'id-ID' ? '3,3219' : '3.3219'} ${catalogue.credits.USDT_POINT}`);
      expect(within(form).getByTestId('convert-fee').textContent).toBe(locale === 'id-ID' ? '0,61' : '0.61');
      await user.click(review);
      expect(await screen.findByTestId('convert-confirm')).toBeTruthy();
      expect(sent).not.toHaveBeenCalled();
    });
  }
});

// Bonus first in the platform's list, as it is; the member holds no Bonus but some Cash.
const BONUS_FIRST: ConvertConfigsQuery['convertConfigs'] = [
  { __typename: 'ConvertConfig', fromCoin: 'BONUS_POINT', toCoin: 'CASH_POINT', rate: '1', feeRatio: '0', minAmount: '10', reviewAbove: null, enabled: true },
  { __typename: 'ConvertConfig', fromCoin: 'CASH_POINT', toCoin: 'WITHDRAWAL_POINT', rate: '1', feeRatio: '0.02', minAmount: '10', reviewAbove: null, enabled: true },
  { __typename: 'ConvertConfig', fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', rate: '0.137', feeRatio: '0.02', minAmount: '25', reviewAbove: null, enabled: true },
];

describe('ConvertForm: the credit it opens on', SCREEN_TEST, () => {
  const chosen = (form: HTMLElement) => within(form).getAllByRole('combobox', { hidden: true }).map((select) => select.textContent);

  it('ja-JP: opens on the first credit with a balance, not on an empty Bonus', async () => {
    const catalogue = CATALOGUES['ja-JP'];
    await renderIn(
      'ja-JP',
      <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('BONUS_POINT', '0'), balance('CASH_POINT', '50')])]}>
        <ConvertForm configs={BONUS_FIRST} />
      </MockedProvider>,
    );
    const form = screen.getByTestId('convert-form');
    await expect.poll(() => chosen(form)).toEqual([catalogue.credits.CASH_POINT, catalogue.credits.WITHDRAWAL_POINT]);
    expect(within(form).getByTestId('convert-available').textContent).toBe('50.00');
  });

  it('ja-JP: with no balance anywhere it keeps the first credit; a credit\'s own screen keeps its credit', async () => {
    const catalogue = CATALOGUES['ja-JP'];
    await renderIn(
      'ja-JP',
      <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('BONUS_POINT', '0'), balance('CASH_POINT', '0')])]}>
        <ConvertForm configs={BONUS_FIRST} />
      </MockedProvider>,
    );
    const form = screen.getByTestId('convert-form');
    await expect.poll(() => within(form).getByTestId('convert-available').textContent).toBe('0.00');
    expect(chosen(form)).toEqual([catalogue.credits.BONUS_POINT, catalogue.credits.CASH_POINT]);
    cleanup();

    await renderIn(
      'ja-JP',
      <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('BONUS_POINT', '0'), balance('CASH_POINT', '50')])]}>
        <ConvertForm configs={BONUS_FIRST} initialFrom="BONUS_POINT" />
      </MockedProvider>,
    );
    const own = screen.getByTestId('convert-form');
    await expect.poll(() => within(own).getByTestId('convert-available').textContent).toBe('0.00');
    expect(chosen(own)).toEqual([catalogue.credits.BONUS_POINT, catalogue.credits.CASH_POINT]);
  });
});
