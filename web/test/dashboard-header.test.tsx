// @vitest-environment happy-dom
// The dashboard's headline in every language: the member's total value in USDT at the type
// scale's display size, and its change over 30 days with its sign (+ for a gain, − for a loss,
// none for no change), the credit's decimals and the language's number and date formats.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { WalletTotalView } from '@/components/wallet-total';
import type { WalletTotalQuery } from '@/generated/graphql';
import { formatCreditAmount, formatDay, MINUS_SIGN } from '@/lib/format';
import { CATALOGUES } from './all-catalogues';
import { DECIMALS_MOCK, fill } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const total = (amount: string, change: string): WalletTotalQuery['walletTotal'] => ({
  __typename: 'WalletTotal',
  unit: 'USDT_POINT',
  total: amount,
  leftOut: [],
  change: { __typename: 'WalletTotalChange', since: '2030-06-01', amount: change },
});

async function show(locale: Locale, figures: WalletTotalQuery['walletTotal']) {
  await renderIn(
    locale,
    <MockedProvider mocks={[{ ...DECIMALS_MOCK, maxUsageCount: Number.POSITIVE_INFINITY }]}>
      <WalletTotalView total={figures} lead />
    </MockedProvider>,
  );
  // USDT_POINT has 4 decimals in the platform's configuration: wait for it to arrive.
  await screen.findByText((_text, element) => element?.getAttribute('data-testid') === 'wallet-total-amount' && /\d[.,]\d{4}\b/.test(element.textContent ?? ''));
}

describe('the dashboard header: total and change', () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    const catalogue = CATALOGUES[locale];
    const unit = catalogue.credits.USDT_POINT;
    const changeText = (amount: string) =>
      fill(catalogue.walletTotal.change, { amount: formatCreditAmount(amount, 4, locale, true), unit, since: formatDay('2030-06-01', locale) });

    it(`${locale}: a gain with +, a loss with −, no change without a sign`, async () => {
      await show(locale, total('12345.67891', '1234.5'));
      expect(screen.getByTestId('wallet-total-amount').textContent).toBe(`${formatCreditAmount('12345.67891', 4, locale)} ${unit}`);
      expect(screen.getByTestId('wallet-total-amount').tagName).toBe('P');
      const gain = screen.getByTestId('wallet-total-change').textContent;
      expect(gain).toBe(changeText('1234.5'));
      expect(gain).toContain(`+${formatCreditAmount('1234.5', 4, locale)}`);
      // The day is the platform's business day, which runs on GMT+8, not the member's own.
      expect(gain).toContain('GMT+8');
      cleanup();

      await show(locale, total('10', '-20.25'));
      const loss = screen.getByTestId('wallet-total-change').textContent;
      expect(loss).toBe(changeText('-20.25'));
      expect(loss).toContain(`${MINUS_SIGN}${formatCreditAmount('20.25', 4, locale)}`);
      cleanup();

      await show(locale, total('0', '0'));
      const none = screen.getByTestId('wallet-total-change').textContent ?? '';
      expect(none).toBe(changeText('0'));
      // No sign on the figure (the time zone's + is not one).
      expect(none.replace('GMT+8', '')).not.toMatch(/[+\u2212]/);
    });
  }

  it('writes the figures as each language does', async () => {
    await show('en-US', total('12345.67891', '1234.5'));
    expect(screen.getByTestId('wallet-total-amount').textContent).toBe('12,345.6789 USDT');
    expect(screen.getByTestId('wallet-total-change').textContent).toBe('+1,234.5000\u00a0USDT since Jun 1, 2030 (GMT+8)');
    cleanup();
    await show('id-ID', total('12345.67891', '-1234.5'));
    expect(screen.getByTestId('wallet-total-amount').textContent).toBe('12.345,6789 USDT');
    expect(screen.getByTestId('wallet-total-change').textContent).toBe(`${MINUS_SIGN}1.234,5000\u00a0USDT sejak 1 Jun 2030 (GMT+8)`);
    cleanup();
    await show('ja-JP', total('50', '50'));
    expect(screen.getByTestId('wallet-total-change').textContent).toBe('2030/06/01（GMT+8）から +50.0000\u00a0USDT');
  });
});
