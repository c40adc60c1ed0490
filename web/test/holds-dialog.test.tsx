// @vitest-environment happy-dom
// Held amounts, in every language: a frozen or locked amount on the wallet and the dashboard is a
// button that opens what holds it — each hold's kind (in the member's language), amount, since,
// until and a link to it — and the total under the list is the balance the button showed.
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HoldsDialog } from '@/components/holds-dialog';
import { WalletRoute } from '@/features/wallet/routes/wallet';
import { HoldsDocument, type CoinName, type HoldsQuery } from '@/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { balance, balancesMock, DECIMALS_MOCK, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';
import { LOCALES, renderInEveryLanguage } from './render-languages';
import { CATALOGUES } from './all-catalogues';

afterEach(cleanup);

type Hold = HoldsQuery['holds'][number];

const hold = (kind: Hold['kind'], coinName: CoinName, amount: string, since: string, extra: Partial<Hold> = {}): Hold => ({
  __typename: 'Hold',
  kind,
  coinName,
  state: kind === 'PACKAGE_LOCK' ? 'LOCKED' : 'FROZEN',
  amount,
  since,
  until: null,
  reference: `ref-${kind.toLowerCase()}`,
  path: '/withdraw',
  ...extra,
});

/** One hold of every frozen kind, and a package, of one credit (a list no member has, to read every kind's words). */
const EVERY_KIND: Hold[] = [
  hold('WITHDRAWAL_REVIEW', 'CASH_POINT', '100', '2030-06-01T08:00:00.000Z'),
  hold('WITHDRAWAL_PAYOUT', 'CASH_POINT', '20.5', '2030-06-01T09:00:00.000Z'),
  hold('CONVERT_REVIEW', 'CASH_POINT', '10000.5', '2030-06-02T08:00:00.000Z', { path: '/convert' }),
  hold('OTC_ESCROW', 'CASH_POINT', '200', '2030-06-03T08:00:00.000Z', { path: '/otc?tab=offers' }),
  hold('OTC_APPEAL', 'CASH_POINT', '33.33', '2030-06-04T08:00:00.000Z', { path: '/otc?tab=trades' }),
  hold('COMMITMENT_APPLICATION', 'CASH_POINT', '0.01', '2030-06-05T08:00:00.000Z', { path: '/commitment/details' }),
  hold('PACKAGE_LOCK', 'CASH_POINT', '1000', '2030-06-01T08:00:00.000Z', { until: '2030-06-30T16:00:00.000Z', path: '/insurance' }),
];

const holdsMock = (coinName: CoinName, holds: Hold[]): MockLink.MockedResponse<HoldsQuery> => ({
  request: { query: HoldsDocument, variables: { coinName } },
  result: { data: { holds } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('the held-amount list', SCREEN_TEST, () => {
  it('shows each hold with its kind, amount, since, until and link, and a total equal to the balance, in all five languages', async () => {
    const frozen = EVERY_KIND.filter((h) => h.state === 'FROZEN');
    const view = await renderInEveryLanguage(
      'en-US',
      <MockedProvider link={new MockLink([DECIMALS_MOCK, holdsMock('CASH_POINT', EVERY_KIND)])}>
        <MemoryRouter>
          <HoldsDialog coinName="CASH_POINT" state="FROZEN" balance="10354.34" onClose={() => undefined} />
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByTestId('holds-list');
    await view.inEveryLanguage((catalogue, locale) => {
      const dialog = screen.getByTestId('holds-dialog');
      expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(catalogue.holds.frozenTitle.replace('{{credit}}', catalogue.credits.CASH_POINT));
      // Only the frozen holds, oldest first as served; the package's locked amount is not part of this balance.
      const items = within(dialog).getAllByRole('listitem').filter((item) => item.dataset.testid?.startsWith('hold-'));
      expect(items.map((item) => item.dataset.testid)).toEqual(frozen.map((h) => `hold-${h.kind}`));
      for (const [index, item] of items.entries()) {
        const expected = frozen[index]!;
        expect(within(item).getByTestId('hold-kind').textContent).toBe(catalogue.holds.kinds[expected.kind]);
        expect(within(item).getByTestId('hold-amount').textContent).toBe(written(locale, Number(expected.amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
        expect(within(item).getByTestId('hold-since').textContent).toBe(`${catalogue.holds.since}: ${formatDateTime(expected.since, locale)}`);
        expect(within(item).getByTestId('hold-until').textContent).toBe(`${catalogue.holds.until}: ${catalogue.holds.untilReleased}`);
        expect(within(item).getByTestId('hold-reference').textContent).toBe(expected.reference);
        const link = within(item).getByTestId('hold-link');
        expect(link.textContent).toBe(catalogue.holds.open);
        expect(link.getAttribute('href')).toBe(expected.path);
      }
      expect(within(dialog).getByTestId('holds-total').textContent).toBe(written(locale, '10,354.34'));
      expect(within(dialog).queryByTestId('holds-stale')).toBeNull();
    });
  });

  it('shows a package until its date, in all five languages', async () => {
    const view = await renderInEveryLanguage(
      'zh-CN',
      <MockedProvider link={new MockLink([DECIMALS_MOCK, holdsMock('CASH_POINT', EVERY_KIND)])}>
        <MemoryRouter>
          <HoldsDialog coinName="CASH_POINT" state="LOCKED" balance="1000" onClose={() => undefined} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const item = await screen.findByTestId('hold-PACKAGE_LOCK');
    await view.inEveryLanguage((catalogue, locale) => {
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(catalogue.holds.lockedTitle.replace('{{credit}}', catalogue.credits.CASH_POINT));
      expect(within(item).getByTestId('hold-kind').textContent).toBe(catalogue.holds.kinds.PACKAGE_LOCK);
      expect(within(item).getByTestId('hold-until').textContent).toBe(`${catalogue.holds.until}: ${formatDateTime('2030-06-30T16:00:00.000Z', locale)}`);
      expect(within(item).getByTestId('hold-link').getAttribute('href')).toBe('/insurance');
      expect(screen.getByTestId('holds-total').textContent).toBe(written(locale, '1,000.00'));
    });
  });

  it('opens from the address, so a reload or a change of layout keeps the list open', async () => {
    const held = [hold('PACKAGE_LOCK', 'ASSETS_POINT', '250.5', '2030-06-01T08:00:00.000Z', { until: '2030-06-30T16:00:00.000Z', path: '/custody' })];
    await renderIn(
      'ja-JP',
      <MockedProvider link={new MockLink([DECIMALS_MOCK, balancesMock([balance('ASSETS_POINT', '10', '0', '250.5')]), holdsMock('ASSETS_POINT', held)])}>
        <MemoryRouter initialEntries={['/wallet?held=ASSETS_POINT.LOCKED']}>
          <WalletRoute mobile={false} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const dialog = await screen.findByTestId('holds-dialog');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(CATALOGUES['ja-JP'].holds.lockedTitle.replace('{{credit}}', CATALOGUES['ja-JP'].credits.ASSETS_POINT));
    await within(dialog).findByTestId('hold-PACKAGE_LOCK');
    expect(within(dialog).getByTestId('holds-total').textContent).toBe('250.50');
  });

  for (const locale of LOCALES) {
    it(`${locale}: on the wallet, a frozen amount opens its list and a zero is plain text`, async () => {
      const user = userEvent.setup();
      const held = [hold('WITHDRAWAL_REVIEW', 'WITHDRAWAL_POINT', '24.5', '2030-06-01T08:00:00.000Z')];
      await renderIn(
        locale,
        <MockedProvider
          link={new MockLink([DECIMALS_MOCK, balancesMock([balance('CASH_POINT', '10'), balance('WITHDRAWAL_POINT', '75.5', '24.5', '0')]), holdsMock('WITHDRAWAL_POINT', held)])}
        >
          <MemoryRouter>
            <WalletRoute mobile={false} />
          </MemoryRouter>
        </MockedProvider>,
      );
      const card = await screen.findByTestId('wallet-WITHDRAWAL_POINT');
      expect(within(screen.getByTestId('wallet-CASH_POINT')).getByTestId('frozen').tagName).toBe('SPAN');
      const button = within(card).getByTestId('frozen');
      expect(button.tagName).toBe('BUTTON');
      expect(button.textContent).toBe(written(locale, '24.50'));
      await user.click(button);
      const dialog = await screen.findByTestId('holds-dialog');
      const item = await within(dialog).findByTestId('hold-WITHDRAWAL_REVIEW');
      expect(within(item).getByTestId('hold-kind').textContent).toBe(CATALOGUES[locale].holds.kinds.WITHDRAWAL_REVIEW);
      expect(within(dialog).getByTestId('holds-total').textContent).toBe(button.textContent);
      await user.click(within(dialog).getByRole('button', { name: CATALOGUES[locale].holds.close }));
      await expect.poll(() => screen.queryByTestId('holds-dialog')).toBeNull();
    });
  }
});
