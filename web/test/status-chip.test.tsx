// @vitest-environment happy-dom
// Every status chip says what it means, in every language: a jackpot entry's "Unpaid" and its
// round's state, a deposit's, a withdrawal's, a package's, each explained in a tooltip that the keyboard's
// focus opens as the pointer does. A jackpot entry's tickets are numbered from 1 on screen (the
// platform counts from 0).
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { DepositStatus } from '@/features/deposit/components/deposit-status';
import { OrderList } from '@/features/jackpot/components/order-list';
import { StateChip } from '@/features/packages/components/state-chip';
import { WithdrawalStatusChip } from '@/features/withdrawal/components/withdrawal-status-chip';
import type { DepositStatus as DepositStatusName, EntrustPackageState, InsurancePackageState, JackpotOrdersQuery, WithdrawalStatus } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { DECIMALS_MOCK, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const ORDERS: JackpotOrdersQuery['jackpotOrders'] = {
  __typename: 'JackpotOrderPage',
  items: [
    {
      __typename: 'JackpotOrder',
      id: 'order-1',
      roundId: 'round-7',
      tickets: 2,
      firstTicket: 0,
      lastTicket: 1,
      amount: '5',
      coinName: 'CASH_POINT',
      status: 'UNPAID',
      prizeAmount: null,
      roundStatus: 'IN_PROGRESS',
      drawn: false,
      createdAt: '2026-11-25T08:00:00Z',
    },
  ],
  pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 10, total: 1, hasNextPage: false },
};

/** Focuses the chip from the keyboard and reads the tooltip that opens for it. */
async function explanationOf(chip: HTMLElement): Promise<string> {
  const user = userEvent.setup();
  while (document.activeElement !== chip) await user.tab();
  const tooltip = await screen.findByRole('tooltip');
  const text = tooltip.textContent ?? '';
  await user.keyboard('{Escape}');
  return text;
}

describe('status chips', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    const c = CATALOGUES[locale];

    it(`${locale}: a jackpot entry numbers its tickets from 1 and explains "${c.jackpot.orderStatus.UNPAID}" and its round's state`, async () => {
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK]}>
          <OrderList orders={ORDERS} error={undefined} onRetry={() => undefined} pageNum={1} onPageChange={() => undefined} />
        </MockedProvider>,
      );
      const entry = screen.getByTestId('jackpot-order');
      expect(within(entry).getByRole('heading').textContent).toBe(c.jackpot.ticketRange.replace('{{first}}', '1').replace('{{last}}', '2'));
      const status = within(entry).getByTestId('jackpot-order-status');
      expect(status.textContent).toBe(c.jackpot.orderStatus.UNPAID);
      expect(await explanationOf(status)).toBe(c.jackpot.orderStatusHelp.UNPAID);
      const round = within(entry).getByText(c.jackpot.status.IN_PROGRESS).closest<HTMLElement>('.MuiChip-root')!;
      expect(await explanationOf(round)).toBe(c.jackpot.statusHelp.IN_PROGRESS);
    });

    it(`${locale}: every deposit, withdrawal and package status explains itself`, async () => {
      const deposits = Object.keys(c.deposit.statuses) as DepositStatusName[];
      const withdrawals = Object.keys(c.withdrawal.status) as WithdrawalStatus[];
      const packageStates = Object.keys(c.products.state) as (InsurancePackageState | EntrustPackageState)[];
      await renderIn(
        locale,
        <>
          {deposits.map((status) => (
            <DepositStatus key={status} status={status} />
          ))}
          {withdrawals.map((status) => (
            <WithdrawalStatusChip key={status} status={status} />
          ))}
          {packageStates.map((state) => (
            <StateChip key={state} state={state} />
          ))}
        </>,
      );
      // Each chip carries its explanation: the tooltip's text, which is the chip's description
      // while the tooltip is closed. The keyboard opens it (the first chip here; the jackpot's
      // above): tabbing through every chip of five languages took half a minute.
      const kinds: [HTMLElement[], string[]][] = [
        [screen.getAllByTestId('deposit-status'), deposits.map((status) => c.deposit.statusHelp[status])],
        [screen.getAllByTestId('withdrawal-status'), withdrawals.map((status) => c.withdrawal.statusHelp[status])],
        [screen.getAllByTestId('package-state'), packageStates.map((state) => c.products.stateHelp[state])],
      ];
      for (const [chips, explanations] of kinds) expect(chips.map((chip) => chip.getAttribute('title'))).toEqual(explanations);
      const [depositChips, depositExplanations] = kinds[0]!;
      expect(await explanationOf(depositChips[0]!)).toBe(depositExplanations[0]);
    });
  }
});

describe('status explanations', () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: every status a chip shows has its explanation, longer than the status itself`, () => {
      const c = CATALOGUES[locale];
      const pairs: [string, Record<string, string>, Record<string, string>][] = [
        ['jackpot entry', c.jackpot.orderStatus, c.jackpot.orderStatusHelp],
        ['jackpot round', c.jackpot.status, c.jackpot.statusHelp],
        ['deposit', c.deposit.statuses, c.deposit.statusHelp],
        ['withdrawal', c.withdrawal.status, c.withdrawal.statusHelp],
        ['claim', c.products.claimStatus, c.products.claimStatusHelp],
        ['package', c.products.state, c.products.stateHelp],
        ['P2P offer', c.otc.offerStatus, c.otc.offerStatusHelp],
        ['P2P trade', c.otc.tradeStatus, c.otc.tradeStatusHelp],
        ['commitment', c.commitment.status, c.commitment.statusHelp],
        ['PIN code', c.pinCode.state, c.pinCode.stateHelp],
      ];
      for (const [name, statuses, explanations] of pairs) {
        expect(Object.keys(explanations).sort(), name).toEqual(Object.keys(statuses).sort());
        // More than the chip's own word: a sentence of what it means.
        for (const [status, text] of Object.entries(explanations)) expect(text.trim().length, `${name} ${status}`).toBeGreaterThan(statuses[status]!.length + 2);
      }
    });
  }
});
