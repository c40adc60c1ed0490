// @vitest-environment happy-dom
// The transfer review on React: who receives it (as registered), what leaves, the fee and what arrives as the
// platform quotes them (Transfer waits for the quote), each with the credit's decimals (from the
// platform's `coins`), and the transaction password required before anything is sent, in the
// member's language.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ConfirmTransferDialog, type TransferDraft } from '@/features/transfer/components/confirm-transfer-dialog';
import { CreditDecimalsDocument, TransferQuoteDocument, type CreditDecimalsQuery, type TransferQuoteQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { renderIn } from './render';

afterEach(cleanup);

const COINS: CreditDecimalsQuery = { coins: [{ __typename: 'Coin', coinName: 'CASH_POINT', decimals: 2 }] };
const DECIMALS = { request: { query: CreditDecimalsDocument }, result: { data: COINS } };
const DRAFT: TransferDraft = { toUser: 'e2e_friend', coinName: 'CASH_POINT', amount: '1234.5' };
const QUOTED: TransferQuoteQuery = {
  transferQuote: { __typename: 'TransferQuote', coinName: 'CASH_POINT', amount: '1234.5', feeRatio: '0.01', fee: '12.345', received: '1222.155', minAmount: '1', belowMinimum: false, recipientUserName: 'E2E_Friend' },
};
const QUOTE = { request: { query: TransferQuoteDocument, variables: { coinName: 'CASH_POINT', amount: '1234.5', toUser: 'e2e_friend' } }, result: { data: QUOTED } };

async function openReview(locale: Locale, onDone = vi.fn()) {
  await renderIn(
    locale,
    <MockedProvider mocks={[DECIMALS, QUOTE]}>
      <ConfirmTransferDialog draft={DRAFT} onClose={() => undefined} onDone={onDone} onFieldErrors={() => undefined} />
    </MockedProvider>,
  );
  return screen.getByTestId('transfer-confirm');
}

describe('ConfirmTransferDialog', () => {
  it('en-US: repeats the recipient, the amount, the fee and what arrives, cut to the credit’s decimals', async () => {
    const dialog = await openReview('en-US');
    // Until the platform has quoted, no fee is shown and Transfer waits.
    expect(within(dialog).getByTestId('review-fee').textContent).toContain('–');
    expect((within(dialog).getByRole('button', { name: 'Transfer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await within(dialog).findByText('1,222.15 Cash')).toBeTruthy();
    // The recipient as registered, not as typed.
    expect(within(dialog).getByTestId('review-recipient').textContent).toContain('E2E_Friend');
    expect(within(dialog).getByTestId('review-amount').textContent).toContain('1,234.50 Cash');
    // 1 % of 1,234.50 is 12.345: shown as 12.34 (never rounded up), and 1,222.155 arrives, shown as 1,222.15.
    expect(within(dialog).getByTestId('review-fee').textContent).toContain('12.34 Cash');
    expect(within(dialog).getByTestId('review-receive').textContent).toContain('1,222.15 Cash');
  });

  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: sends nothing without the transaction password, and says so beside the field`, async () => {
      const onDone = vi.fn();
      const dialog = await openReview(locale, onDone);
      const catalogue = CATALOGUES[locale];
      expect(within(dialog).getByRole('heading', { name: catalogue.transfer.reviewTitle })).toBeTruthy();
      await expect.poll(() => (within(dialog).getByRole('button', { name: catalogue.transfer.submit }) as HTMLButtonElement).disabled).toBe(false);
      await userEvent.setup().click(within(dialog).getByRole('button', { name: catalogue.transfer.submit }));
      expect(await within(dialog).findByText(catalogue.validation.required)).toBeTruthy();
      expect(within(dialog).getByLabelText(new RegExp(catalogue.transfer.transactionPassword)).getAttribute('aria-invalid')).toBe('true');
      expect(onDone).not.toHaveBeenCalled();
    });
  }
});
