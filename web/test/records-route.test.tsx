// @vitest-environment happy-dom
// The records screen's address: a page and a size kept in the URL, typed by hand sometimes. An
// unknown size reads as the default and leaves the address; a page past the last moves to the
// last, replacing the address. And its empty list: "nothing matches" only when a filter is set.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_SECTIONS } from '@/config/paths';
import { RecordsRoute } from '@/features/records/routes/records';
import { RecordsDocument, RecordTypesDocument, type RecordsQuery, type RecordsQueryVariables } from '@/generated/graphql';
import { correctedUrlPaging, readUrlPaging } from '@/lib/url-paging';
import { CATALOGUES } from './all-catalogues';
import { answering, DECIMALS_MOCK, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

type Item = RecordsQuery['records']['items'][number];
const ONE: Item = {
  __typename: 'AssetRecord',
  id: 'r1',
  receiptNumber: null,
  transactionNumber: 'TN-r1',
  coinName: 'CASH_POINT',
  recordType: 'DEPOSIT',
  recordTypeName: 'Deposit',
  amount: '10',
  fee: null,
  actualAmount: null,
  status: 'SUCCESS',
  reason: null,
  hash: null,
  remark: null,
  note: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

/** The platform's answer for a member with `items`: a page past the end is empty, the total stays. */
function recordsOf(items: readonly Item[]) {
  const asked = vi.fn((_variables: RecordsQueryVariables) => undefined);
  const mock = answering(RecordsDocument, (variables): RecordsQuery => {
    asked(variables);
    const pageNum = variables.page?.pageNum ?? 1;
    const pageSize = variables.page?.pageSize ?? 20;
    const start = (pageNum - 1) * pageSize;
    return {
      records: {
        __typename: 'AssetRecordPage',
        items: items.slice(start, start + pageSize),
        pageInfo: { __typename: 'PageInfo', pageNum, pageSize, total: items.length, hasNextPage: start + pageSize < items.length },
      },
    };
  });
  return { mock, asked };
}
const TYPES = answering(RecordTypesDocument, () => ({ recordTypes: [{ __typename: 'RecordType' as const, recordType: 'DEPOSIT' as const, name: 'Deposit' }] }));

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

describe('reading the page from the address', () => {
  const sizes = [10, 20, 50, 100];
  it('reads an unknown size as the default and an unreadable page as the first', () => {
    expect(readUrlPaging(new URLSearchParams('size=abc&page=x'), sizes, 20)).toEqual({ pageNum: 1, pageSize: 20 });
    expect(readUrlPaging(new URLSearchParams('size=7&page=0'), sizes, 20)).toEqual({ pageNum: 1, pageSize: 20 });
    expect(readUrlPaging(new URLSearchParams('size=50&page=3'), sizes, 20)).toEqual({ pageNum: 3, pageSize: 50 });
    expect(readUrlPaging(new URLSearchParams('page=1e3'), sizes, 20)).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('puts the address right: the unknown size gone, the page no further than the last', () => {
    expect(correctedUrlPaging(new URLSearchParams('size=abc&page=99999'), sizes, 20, undefined)?.toString()).toBe('page=99999');
    expect(correctedUrlPaging(new URLSearchParams('size=abc&page=99999'), sizes, 20, 1)?.toString()).toBe('');
    expect(correctedUrlPaging(new URLSearchParams('coin=CASH_POINT&size=10&page=9'), sizes, 20, 35)?.toString()).toBe('coin=CASH_POINT&size=10&page=4');
    expect(correctedUrlPaging(new URLSearchParams('size=10&page=4'), sizes, 20, 35)).toBeUndefined();
    expect(correctedUrlPaging(new URLSearchParams('page=2'), sizes, 20, 0)?.toString()).toBe('');
  });
});

describe('RecordsRoute', SCREEN_TEST, () => {
  it('ja-JP: a page past the last and an unknown size in the address show the last page, and the address is put right', async () => {
    const catalogue = CATALOGUES['ja-JP'];
    const { mock, asked } = recordsOf([ONE]);
    // A data router, as the app's (createHashRouter).
    const router = createMemoryRouter([{ path: '/records', element: <><RecordsRoute /><Address /></> }], { initialEntries: ['/records?size=abc&page=99999'] });
    await renderIn(
      'ja-JP',
      <MockedProvider mocks={[DECIMALS_MOCK, TYPES, mock]}>
        <RouterProvider router={router} />
      </MockedProvider>,
    );
    await expect.poll(() => screen.getByTestId('address').textContent).toBe('');
    // Replaced, not pushed: Back does not return to the wrong page.
    expect(router.state.historyAction).toBe('REPLACE');
    const range = catalogue.records.pageRange.replace('{{from}}', '1').replace('{{to}}', '1').replace('{{count}}', '1');
    await expect.poll(() => document.body.textContent).toContain(range);
    expect(screen.queryByTestId('records-empty')).toBeNull();
    expect(document.body.textContent).not.toContain('1,999,961');
    expect(asked.mock.calls.at(-1)?.[0].page).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('with no filter set says there are no records yet; with one, that nothing matches', async () => {
    const catalogue = CATALOGUES['ja-JP'];
    const { mock } = recordsOf([]);
    const cash = CREDIT_SECTIONS.find((section) => section.coinName === 'CASH_POINT')!;
    await renderIn(
      'ja-JP',
      <MockedProvider mocks={[DECIMALS_MOCK, TYPES, mock]}>
        <MemoryRouter initialEntries={['/cash/records']}>
          <RecordsRoute section={cash} />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect((await screen.findByTestId('records-empty')).textContent).toBe(catalogue.records.noneYet);
    cleanup();

    await renderIn(
      'ja-JP',
      <MockedProvider mocks={[DECIMALS_MOCK, TYPES, recordsOf([]).mock]}>
        <MemoryRouter initialEntries={['/cash/records?type=DEPOSIT']}>
          <RecordsRoute section={cash} />
        </MemoryRouter>
      </MockedProvider>,
    );
    // The kind filter applies once the platform's kinds are known.
    await expect.poll(() => screen.queryByTestId('records-empty')?.textContent).toBe(catalogue.records.empty);
  });
});
