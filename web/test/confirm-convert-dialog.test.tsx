// @vitest-environment happy-dom
// The convert review on React: what leaves, the fee, the rate and what arrives, from the pair the
// platform serves; an amount above the pair's review threshold says it will wait for an operator;
// Cancel sends nothing.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ConfirmConvertDialog } from '@/features/convert/components/confirm-convert-dialog';
import { CreditDecimalsDocument, type ConvertConfigsQuery, type CreditDecimalsQuery } from '@/generated/graphql';
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

async function openReview(locale: Locale, amount: string, handlers = { onClose: vi.fn(), onDone: vi.fn() }) {
  await renderIn(
    locale,
    <MockedProvider mocks={[DECIMALS]}>
      <ConfirmConvertDialog pair={PAIR} amount={amount} onClose={handlers.onClose} onDone={handlers.onDone} onFieldErrors={() => undefined} />
    </MockedProvider>,
  );
  return { dialog: screen.getByTestId('convert-confirm'), ...handlers };
}

describe('ConfirmConvertDialog', () => {
  it('en-US: repeats what leaves, the fee, the rate and what arrives, each with its credit’s decimals', async () => {
    const { dialog } = await openReview('en-US', '100');
    expect(within(dialog).getByTestId('review-from').textContent).toContain('100.00 Cash');
    expect(within(dialog).getByTestId('review-fee').textContent).toContain('2.00 Cash');
    expect(dialog.textContent).toContain('1 Cash = 0.137 USDT');
    // (100 − 2) × 0.137 = 13.426 USDT, once the platform's four decimals for USDT are known.
    expect(await within(dialog).findByText('13.4260 USDT')).toBeTruthy();
    expect(within(dialog).queryByTestId('review-held')).toBeNull();
  });

  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: above the review threshold it says the amount waits for an operator; Cancel sends nothing`, async () => {
      const { dialog, onClose, onDone } = await openReview(locale, '6000');
      const catalogue = CATALOGUES[locale];
      expect(within(dialog).getByRole('heading', { name: catalogue.convert.reviewTitle })).toBeTruthy();
      expect(within(dialog).getByTestId('review-held').textContent).toMatch(/5[,.\s]?000/);
      await userEvent.setup().click(within(dialog).getByRole('button', { name: catalogue.common.cancel }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onDone).not.toHaveBeenCalled();
    });
  }
});
