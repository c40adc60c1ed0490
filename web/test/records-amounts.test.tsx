// @vitest-environment happy-dom
// Amounts in the records list as a member reads them, in every language: an incoming amount with
// +, an outgoing one with − (U+2212), zero with neither; each cut (never rounded up) to its
// credit's decimals as the platform configures them, grouped with the language's marks, in green
// or red. The fee and what left follow the same rule; the details show the platform's every place.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { RecordsList } from '@/features/records/components/records-list';
import type { RecordItem } from '@/features/records/components/use-record-text';
import { theme } from '@/lib/theme';
import { CATALOGUES } from './all-catalogues';
import { DECIMALS_MOCK, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

function record(id: string, coinName: RecordItem['coinName'], recordType: RecordItem['recordType'], amount: string, more: Partial<RecordItem> = {}): RecordItem {
  return {
    __typename: 'AssetRecord',
    id,
    receiptNumber: null,
    transactionNumber: `TN-${id}`,
    coinName,
    recordType,
    recordTypeName: recordType,
    amount,
    fee: null,
    actualAmount: null,
    status: 'SUCCESS',
    reason: null,
    hash: null,
    remark: null,
    note: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...more,
  };
}

// Decimals (money-forms COINS): Cash 2, USDT 4, GMT 0.
const RECORDS: RecordItem[] = [
  record('r1', 'CASH_POINT', 'DEPOSIT', '1234.5678'),
  record('r2', 'CASH_POINT', 'TRANSFER', '-30.255', { fee: '0.305', actualAmount: '-30.56' }),
  record('r3', 'USDT_POINT', 'OTC_BUY', '0.12345678'),
  record('r4', 'GMT', 'GAME_TRANSFER_OUT', '-1500.75'),
  record('r5', 'CASH_POINT', 'ADJUST_OUT', '-0.004'),
  record('r6', 'CASH_POINT', 'ADD', '98765432109876.549'),
  record('r7', 'CASH_POINT', 'ADJUST_IN', '0'),
];
// As en-US writes them; `written` turns them into each language's marks.
const SHOWN = ['+1,234.56', '−30.25', '+0.1234', '−1,500', '−0.004', '+98,765,432,109,876.54', '0.00'];

describe('RecordsList amounts', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: signs, cuts to the credit's decimals and groups each amount as the language writes numbers`, async () => {
      const catalogue = CATALOGUES[locale];
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK]}>
          <RecordsList items={RECORDS} compact={false} showCredit />
        </MockedProvider>,
      );
      const amounts = () => screen.getAllByTestId('record-amount').map((cell) => cell.textContent);
      await expect.poll(amounts).toEqual(SHOWN.map((value) => written(locale, value)));

      // The fee and what left, beside the outgoing amount, with the same rule.
      const rows = screen.getAllByTestId('record');
      expect(rows[1]?.textContent).toContain(`${catalogue.records.fee}: ${written(locale, '0.30')} · ${catalogue.records.actualSent}: ${written(locale, '−30.56')}`);

      // The details show the platform's every place, with the same minus.
      await userEvent.setup({ delay: null }).click(within(rows[1]!).getByTestId('record-open'));
      const details = await screen.findByTestId('record-details');
      expect(within(details).getByTestId('detail-amount').textContent).toBe(`${written(locale, '−30.25')}(${written(locale, '−30.255')})`);
    });
  }

  it('en-US: incoming amounts read green, outgoing red, zero neither; on a phone too', async () => {
    await renderIn(
      'en-US',
      <MockedProvider mocks={[DECIMALS_MOCK]}>
        <RecordsList items={RECORDS} compact />
      </MockedProvider>,
    );
    await expect.poll(() => screen.getAllByTestId('record-amount').map((cell) => cell.textContent)).toEqual(SHOWN);
    const colours = screen.getAllByTestId('record-amount').map((cell) => getComputedStyle(cell).color);
    const { success, error, text } = theme.palette;
    // −0.004 Cash reads as what it is, red with its sign, not as a red 0.00.
    expect(colours).toEqual([success.main, error.main, success.main, error.main, error.main, success.main, text.primary]);
  });
});
