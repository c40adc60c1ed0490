// @vitest-environment happy-dom
// The live balances on React, in every language: the wallet and the dashboard show the balances
// the platform answers, each cut to its credit's decimals, then the new figures as soon as the
// live feed (the `balancesChanged` subscription the shell keeps open) pushes them, without asking
// again. The live label says "live" only while the feed is connected. A failed load says so,
// with a retry that shows the balances once they come.
import { ApolloLink } from '@apollo/client/link';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperationAST } from 'graphql';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import type { DashboardRoute } from '@/features/dashboard/routes/dashboard';
import type { WalletRoute } from '@/features/wallet/routes/wallet';
import { BalancesDocument, ProfileDocument, WalletTotalDocument, type BalancesChangedSubscription, type ProfileQuery, type WalletTotalQuery } from '@/generated/graphql';
import type { useBalancesFeed } from '@/lib/balances';
import type { trackStream } from '@/lib/connection';
import { CATALOGUES } from './all-catalogues';
import { balance, balancesMock, DECIMALS_MOCK, SCREEN_TEST, written, type Balance } from './money-forms';
import { renderIn } from './render';

// The screens and the connection store they read, loaded afresh: the store is module state, and
// the worker keeps modules from file to file (a file before this one may have left it offline).
let app: { WalletRoute: typeof WalletRoute; DashboardRoute: typeof DashboardRoute; useBalancesFeed: typeof useBalancesFeed; trackStream: typeof trackStream };
beforeAll(async () => {
  vi.resetModules();
  const [wallet, dashboard, balances, connection] = await Promise.all([
    import('@/features/wallet/routes/wallet'),
    import('@/features/dashboard/routes/dashboard'),
    import('@/lib/balances'),
    import('@/lib/connection'),
  ]);
  app = { WalletRoute: wallet.WalletRoute, DashboardRoute: dashboard.DashboardRoute, useBalancesFeed: balances.useBalancesFeed, trackStream: connection.trackStream };
});

// A live stream opened by a test is closed after it.
const streams: ReturnType<typeof trackStream>[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.closed();
  cleanup();
});

const ALL: Balance[] = [
  balance('CASH_POINT', '1234.5678', '10.999', '0'),
  balance('USDT_POINT', '10.123456', '0', '0'),
  balance('BONUS_POINT', '0', '0', '0'),
  balance('ASSETS_POINT', '500', '0', '250.5'),
  balance('INSURANCE_POINT', '0', '0', '0'),
  balance('GMT', '1500.75', '0', '0'),
  balance('WITHDRAWAL_POINT', '75.5', '24.5', '0'),
];

/** What the feed pushes: Cash credited, its frozen part released; everything else as it was. */
const PUSHED: BalancesChangedSubscription = {
  balancesChanged: ALL.map((item) => (item.coinName === 'CASH_POINT' ? balance('CASH_POINT', '98765.4321', '0', '0') : item)),
};

/** The platform's total; each answer is used once, so a second ask gets the next one. */
function totalMock(total: string, leftOut: WalletTotalQuery['walletTotal']['leftOut'] = []) {
  const data: WalletTotalQuery = { walletTotal: { __typename: 'WalletTotal', unit: 'USDT_POINT', total, leftOut, change: { __typename: 'WalletTotalChange', since: '2030-06-01', amount: '0' } } };
  return { request: { query: WalletTotalDocument }, result: { data } };
}

/** Queries answered by the mocks; the live feed's pushes by the test (`feed.simulateResult`). */
function liveLink(mocks: ConstructorParameters<typeof MockLink>[0]) {
  const feed = new MockSubscriptionLink();
  const link = ApolloLink.split((operation) => getOperationAST(operation.query, operation.operationName)?.operation === 'subscription', feed, new MockLink(mocks));
  return { feed, link };
}

/**
 * The shell's part: it keeps the balance feed open for every screen. Its renders are counted: a
 * push renders the balances' readers, never the shell around every screen.
 */
let feedRenders = 0;
function Feed({ children }: { children: ReactNode }) {
  feedRenders += 1;
  app.useBalancesFeed();
  return children;
}

const PROFILE: ProfileQuery = {
  me: {
    __typename: 'User',
    id: 'u1',
    userName: 'member_01',
    countryCode: 'ID',
    referralId: 'R12345',
    level: 1,
    levelName: 'Manager',
    commitmentPackageEnabled: false,
    otcEnabled: false,
    matchingCodeEnabled: false,
    agreedToTerms: true,
  },
};

describe('Live balances', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: the wallet shows each balance cut to its credit's decimals, then the feed's new figures; "live" only while connected`, async () => {
      const catalogue = CATALOGUES[locale];
      // The platform's totals before and after the push: the screen adds nothing up itself.
      const { feed, link } = liveLink([DECIMALS_MOCK, balancesMock(ALL), totalMock('3321.12345678'), totalMock('101852.98765432')]);
      await renderIn(
        locale,
        <MockedProvider link={link}>
          <MemoryRouter>
            <Feed>
              <app.WalletRoute mobile={false} />
            </Feed>
          </MemoryRouter>
        </MockedProvider>,
      );
      const label = screen.getByTestId('live-label');
      expect(label.textContent).toBe(catalogue.network.notLive);
      const stream = app.trackStream();
      streams.push(stream);
      stream.connected();
      await expect.poll(() => label.textContent).toBe(catalogue.wallet.live);
      expect(label.getAttribute('data-live')).toBe('true');

      const cash = await screen.findByTestId('wallet-CASH_POINT');
      const usdt = screen.getByTestId('wallet-USDT_POINT');
      const gmt = screen.getByTestId('wallet-GMT');
      // USDT's four decimals once the platform's configuration has come (two until then).
      await expect.poll(() => within(usdt).getByTestId('available').textContent).toBe(written(locale, '10.1234'));
      expect(within(cash).getByTestId('available').textContent).toBe(written(locale, '1,234.56'));
      expect(within(cash).getByTestId('frozen').textContent).toBe(written(locale, '10.99'));
      expect(within(gmt).getByTestId('available').textContent).toBe(written(locale, '1,500'));
      expect(within(screen.getByTestId('wallet-ASSETS_POINT')).getByTestId('locked').textContent).toBe(written(locale, '250.50'));

      const total = screen.getByTestId('wallet-total');
      expect(within(total).getByRole('heading', { name: catalogue.walletTotal.title })).toBeTruthy();
      expect(within(total).getByTestId('wallet-total-amount').textContent).toBe(`${written(locale, '3,321.1234')} ${catalogue.credits.USDT_POINT}`);
      expect(within(total).getByTestId('wallet-total-caption').textContent).toBe(catalogue.walletTotal.caption);
      expect(within(total).queryByTestId('wallet-total-left-out')).toBeNull();

      feed.simulateResult({ result: { data: PUSHED } });
      await expect.poll(() => within(cash).getByTestId('available').textContent).toBe(written(locale, '98,765.43'));
      expect(within(cash).getByTestId('frozen').textContent).toBe(written(locale, '0.00'));
      expect(within(usdt).getByTestId('available').textContent).toBe(written(locale, '10.1234'));
      // The push makes the wallet ask the platform for the total again.
      await expect.poll(() => within(total).getByTestId('wallet-total-amount').textContent).toBe(`${written(locale, '101,852.9876')} ${catalogue.credits.USDT_POINT}`);

      // The feed drops: the label says so at once, and the figures stay as last pushed.
      stream.waiting();
      await expect.poll(() => label.textContent).toBe(catalogue.network.notLive);
      expect(label.getAttribute('data-live')).toBe('false');
      expect(within(cash).getByTestId('available').textContent).toBe(written(locale, '98,765.43'));
    });
  }

  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: the dashboard's cards follow the same feed`, async () => {
      const catalogue = CATALOGUES[locale];
      const { feed, link } = liveLink([
        DECIMALS_MOCK,
        balancesMock(ALL),
        { request: { query: ProfileDocument }, result: { data: PROFILE } },
        totalMock('1500.5', ['ASSETS_POINT', 'INSURANCE_POINT']),
        totalMock('1500.5', ['ASSETS_POINT', 'INSURANCE_POINT']),
      ]);
      await renderIn(
        locale,
        <MockedProvider link={link}>
          <MemoryRouter>
            <Feed>
              <app.DashboardRoute />
            </Feed>
          </MemoryRouter>
        </MockedProvider>,
      );
      const cash = await screen.findByTestId('balance-CASH_POINT');
      await expect.poll(() => within(cash).getByTestId('available').textContent).toBe(written(locale, '1,234.56'));
      expect(within(screen.getByTestId('balance-WITHDRAWAL_POINT')).getByTestId('frozen').textContent).toBe(written(locale, '24.50'));
      expect(screen.getByTestId('live-label').textContent).toBe(catalogue.network.notLive);
      // The total leads, naming the credits the platform could not value.
      const total = screen.getByTestId('wallet-total');
      await expect.poll(() => within(total).queryByTestId('wallet-total-amount')?.textContent).toBe(`${written(locale, '1,500.5000')} ${catalogue.credits.USDT_POINT}`);
      const credits = new Intl.ListFormat(locale, { type: 'conjunction' }).format([catalogue.credits.ASSETS_POINT, catalogue.credits.INSURANCE_POINT]);
      expect(within(total).getByTestId('wallet-total-left-out').textContent).toBe(catalogue.walletTotal.leftOut.replace('{{credits}}', credits));

      const rendersBefore = feedRenders;
      feed.simulateResult({ result: { data: PUSHED } });
      await expect.poll(() => within(cash).getByTestId('available').textContent).toBe(written(locale, '98,765.43'));
      expect(within(cash).getByTestId('frozen').textContent).toBe(written(locale, '0.00'));
      expect(feedRenders, 'the shell holding the feed rendered again by a push').toBe(rendersBefore);
    });
  }

  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: a failed load says so with a retry, and the retry shows the balances`, async () => {
      const catalogue = CATALOGUES[locale];
      const failed = { request: { query: BalancesDocument }, result: { errors: [{ message: 'down', extensions: { code: 'INTERNAL_ERROR' } }] } };
      const { link } = liveLink([DECIMALS_MOCK, failed, balancesMock(ALL), totalMock('0')]);
      await renderIn(
        locale,
        <MockedProvider link={link}>
          <MemoryRouter>
            <app.WalletRoute mobile={false} />
          </MemoryRouter>
        </MockedProvider>,
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(catalogue.common.loadFailed);
      expect(screen.queryByTestId('wallet-CASH_POINT')).toBeNull();
      await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: catalogue.common.retry }));
      const cash = await screen.findByTestId('wallet-CASH_POINT');
      expect(within(cash).getByTestId('available').textContent).toBe(written(locale, '1,234.56'));
      expect(screen.queryByRole('alert')).toBeNull();
    });
  }
});
