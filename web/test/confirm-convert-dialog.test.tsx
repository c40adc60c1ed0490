// @vitest-environment happy-dom
// The convert review on React: what leaves, the fee, the rate and what arrives, as the platform
// quotes them (the screen sums nothing itself; Convert waits for the quote); an amount the
// platform says waits for a review says so; Cancel sends nothing.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ConfirmConvertDialog } from '@/features/convert/components/confirm-convert-dialog';
import { ConvertQuoteDocument, CreditDecimalsDocument, type ConvertConfigsQuery, type ConvertQuoteQuery, type CreditDecimalsQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { renderIn } from './render';

afterEach(cleanup);

type Pair = ConvertConfigsQuery['convertConfigs'][number];

const COINS: CreditDecimalsQuery = {
  coins: [
    { __typename: 'Coin', coinName: 'CASH_POINT', decimals: 2 },
    { __typename: 'Coin', coinName: 'USDT_POINT', decimals: 4 },
  ],
};
const DECIMALS = { request: { query: CreditDecimalsDocument }, result: { data: COINS } };
const PAIR: Pair = {
  __typename: 'ConvertConfig',
  fromCoin: 'CASH_POINT',
  toCoin: 'USDT_POINT',
  rate: '0.137',
  feeRatio: '0.02',
  minAmount: '10',
  reviewAbove: '5000',
  enabled: true,
};

/** The platform's quote for `amount` of PAIR: deliberately not what the pair's terms would sum to, so only a screen showing the quote passes. */
function quoteOf(amount: string, figures: { fee: string; toAmount: string; heldForReview: boolean }) {
  const data: ConvertQuoteQuery = {
    convertQuote: {
      __typename: 'ConvertQuote',
      fromCoin: PAIR.fromCoin,
      toCoin: PAIR.toCoin,
      amount,
      rate: PAIR.rate,
      feeRatio: PAIR.feeRatio,
      minAmount: PAIR.minAmount,
      belowMinimum: false,
      ...figures,
    },
  };
  return { request: { query: ConvertQuoteDocument, variables: { fromCoin: PAIR.fromCoin, toCoin: PAIR.toCoin, amount } }, result: { data } };
}

const QUOTES = [quoteOf('100', { fee: '2.5', toAmount: '13.3535', heldForReview: false }), quoteOf('6000', { fee: '120', toAmount: '805.56', heldForReview: true })];

async function openReview(locale: Locale, amount: string, handlers = { onClose: vi.fn(), onDone: vi.fn() }) {
  await renderIn(
    locale,
    <MockedProvider mocks={[DECIMALS, ...QUOTES]}>
      <ConfirmConvertDialog pair={PAIR} amount={amount} onClose={handlers.onClose} onDone={handlers.onDone} onFieldErrors={() => undefined} />
    </MockedProvider>,
  );
  return { dialog: screen.getByTestId('convert-confirm'), ...handlers };
}

describe('ConfirmConvertDialog', () => {
  it('en-US: repeats what leaves, the fee, the rate and what arrives, each with its credit’s decimals', async () => {
    const { dialog } = await openReview('en-US', '100');
    const confirm = within(dialog).getByRole('button', { name: 'Convert' });
    // Until the platform has quoted, nothing is shown as the fee and Convert waits.
    expect(within(dialog).getByTestId('review-fee').textContent).toContain('–');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    // The platform's figures, in the platform's four decimals for USDT once they are known.
    expect(await within(dialog).findByText('13.3535 USDT')).toBeTruthy();
    expect(within(dialog).getByTestId('review-from').textContent).toContain('100.00 Cash');
    expect(within(dialog).getByTestId('review-fee').textContent).toContain('2.50 Cash');
    expect(dialog.textContent).toContain('1 Cash = 0.137 USDT');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).queryByTestId('review-held')).toBeNull();
  });

  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: above the review threshold it says the amount waits for an operator; Cancel sends nothing`, async () => {
      const { dialog, onClose, onDone } = await openReview(locale, '6000');
      const catalogue = CATALOGUES[locale];
      expect(within(dialog).getByRole('heading', { name: catalogue.convert.reviewTitle })).toBeTruthy();
      expect((await within(dialog).findByTestId('review-held')).textContent).toMatch(/5[,.\s]?000/);
      await userEvent.setup().click(within(dialog).getByRole('button', { name: catalogue.common.cancel }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onDone).not.toHaveBeenCalled();
    });
  }
});
