// @vitest-environment happy-dom
// The convert history as a member on a phone (360 × 740) reads it, in Japanese and Korean: one
// card per convert with every figure of the table (amount, credits, fee, what arrived, status,
// the way to cancel a pending one), no table scrolling inside the card; a desktop keeps the table.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ConvertHistory } from '@/features/convert/components/convert-history';
import { CONVERT_PAGE_SIZE } from '@/features/convert/api/convert-orders';
import { ConvertOrdersDocument, type ConvertOrdersQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { SCREEN_TEST } from './money-forms';
import { renderIn } from './render';
import { resetViewport, setViewport } from './viewport';

afterEach(() => {
  cleanup();
  resetViewport();
});

const ORDERS: ConvertOrdersQuery = {
  convertOrders: {
    __typename: 'ConvertOrderPage',
    items: [
      {
        __typename: 'ConvertOrder',
        id: 'cvt_2',
        fromCoin: 'CASH_POINT',
        toCoin: 'USDT_POINT',
        amount: '500',
        fee: '10',
        rate: '1',
        toAmount: '490',
        status: 'PENDING',
        reason: null,
        createdAt: '2026-11-29T11:54:00.000Z',
      },
      {
        __typename: 'ConvertOrder',
        id: 'cvt_1',
        fromCoin: 'BONUS_POINT',
        toCoin: 'CASH_POINT',
        amount: '10',
        fee: '0.2',
        rate: '1',
        toAmount: '9.8',
        status: 'SUCCESS',
        reason: null,
        createdAt: '2026-11-28T11:54:00.000Z',
      },
    ],
    pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: CONVERT_PAGE_SIZE, total: 2, hasNextPage: false },
  },
};

const ORDERS_MOCK = {
  request: { query: ConvertOrdersDocument, variables: { page: { pageNum: 1, pageSize: CONVERT_PAGE_SIZE } } },
  result: { data: ORDERS },
};

async function renderAt(locale: Locale, width: number) {
  setViewport(width);
  await renderIn(
    locale,
    <MockedProvider mocks={[ORDERS_MOCK]}>
      <ConvertHistory />
    </MockedProvider>,
  );
  return screen.findByTestId('convert-orders');
}

describe('ConvertHistory', SCREEN_TEST, () => {
  for (const locale of ['ja-JP', 'ko-KP'] as const) {
    it(`${locale}: at 360 px each convert is a card with every figure, no table`, async () => {
      const catalogue = CATALOGUES[locale];
      const list = await renderAt(locale, 360);
      expect(list.tagName).toBe('UL');
      expect(document.querySelector('table')).toBeNull();
      const cards = within(list).getAllByTestId('convert-order');
      expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI']);

      const [pending, done] = cards as [HTMLElement, HTMLElement];
      expect(pending.textContent).toContain(`500.00 ${catalogue.credits.CASH_POINT}`);
      expect(within(pending).getByText(catalogue.credits.USDT_POINT)).toBeTruthy();
      const terms = within(pending)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(terms).toEqual([catalogue.convert.to, catalogue.convert.fee, catalogue.convert.received]);
      const values = within(pending)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      expect(values).toEqual([catalogue.credits.USDT_POINT, '10.00', '490.00']);
      expect(within(pending).getByTestId('convert-order-status').textContent).toBe(catalogue.convert.status.PENDING);
      expect(within(pending).getByRole('button', { name: catalogue.convert.cancel })).toBeTruthy();

      expect(within(done).getByTestId('convert-order-status').textContent).toBe(catalogue.convert.status.SUCCESS);
      expect(within(done).queryByRole('button')).toBeNull();
    });
  }

  it('ja-JP: a desktop keeps the table, one row per convert', async () => {
    const list = await renderAt('ja-JP', 1280);
    expect(list.tagName).toBe('TABLE');
    expect(within(list).getAllByTestId('convert-order').map((row) => row.tagName)).toEqual(['TR', 'TR']);
  });
});
