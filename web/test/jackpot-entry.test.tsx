// @vitest-environment happy-dom
// The jackpot's entry form on React, in every language: a whole number of tickets from 1 to 1000,
// whose total the member's live balance must cover (a courtesy: the platform decides), each
// refusal said under the field with the field marked invalid and the review closed. The review
// says the price, the tickets, the total and what is available; only Confirm sends, and a refusal
// by the platform leaves it open.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { RoundPanel, type Round } from '@/features/jackpot/components/round-panel';
import { EnterJackpotDocument } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { field, member } from './form-queries';
import { DECIMALS_MOCK, fill, messageOf, mutationSpy, retype, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const ROUND: Round = {
  __typename: 'JackpotRound',
  id: 'round-7',
  coinName: 'CASH_POINT',
  ticketPrice: '2.5',
  feeRatio: '0.1',
  status: 'IN_PROGRESS',
  drawn: false,
  openedAt: '2026-11-25T00:00:00Z',
  closesAt: null,
  closedAt: null,
  drawnAt: null,
  seedHash: 'a3f1c9e0b7d24c6f8e1a5b3c7d9f0e2a4b6c8d0e1f3a5b7c9d1e3f5a7b9c0d2e',
  seed: null,
  ticketCount: 12,
  poolAmount: '30',
  prizeAmount: '27',
  feeAmount: null,
  winningTicket: null,
  winningOrderId: null,
  winningFirstTicket: null,
  winningLastTicket: null,
};

describe('RoundPanel entry', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: refuses a ticket count that is not a whole number from 1 to 1000 or that the balance cannot pay, then reviews the total before paying`, async () => {
      const c = CATALOGUES[locale];
      const cash = c.credits.CASH_POINT;
      const { mock, sent } = mutationSpy(EnterJackpotDocument);
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, mock]}>
          <RoundPanel round={ROUND} myTickets={0} available="10" />
        </MockedProvider>,
      );
      const tickets = field(c.jackpot.tickets);
      const review = screen.getByTestId('jackpot-review') as HTMLButtonElement;
      const user = member();
      const total = (value: string) => fill(c.jackpot.totalIs, { total: `${written(locale, value)} ${cash}` });

      // One ticket to start with: its total under the field.
      await expect.poll(() => messageOf(tickets)).toBe(total('2.50'));
      expect(tickets.getAttribute('aria-invalid')).toBe('false');

      const help = fill(c.jackpot.ticketsHelp, { max: written(locale, '1,000') });
      for (const typed of ['', '0', '1001', 'two', '1.5', '-1']) {
        await retype(user, tickets, typed);
        await expect.poll(() => messageOf(tickets), { message: typed }).toBe(help);
        expect(tickets.getAttribute('aria-invalid'), typed).toBe('true');
        expect(review.disabled, typed).toBe(true);
      }
      // Five tickets cost 12.50 Cash: more than the 10 available.
      await retype(user, tickets, '5');
      await expect.poll(() => messageOf(tickets)).toBe(`${total('12.50')} · ${c.validation.amountAboveAvailable}`);
      expect(tickets.getAttribute('aria-invalid')).toBe('true');
      expect(review.disabled).toBe(true);
      expect(screen.queryByTestId('jackpot-confirm')).toBeNull();
      expect(sent).not.toHaveBeenCalled();

      // Four cost exactly what is available: the review, and still nothing sent.
      await retype(user, tickets, '4');
      await expect.poll(() => messageOf(tickets)).toBe(total('10.00'));
      expect(tickets.getAttribute('aria-invalid')).toBe('false');
      await user.click(review);
      const confirm = await screen.findByTestId('jackpot-confirm');
      expect(within(confirm).getByTestId('jackpot-confirm-tickets').textContent).toBe('4');
      expect(within(confirm).getByTestId('jackpot-confirm-total').textContent).toBe(`${written(locale, '10.00')} ${cash}`);
      expect(confirm.textContent).toContain(`${c.jackpot.ticketPrice}${written(locale, '2.50')} ${cash}`);
      expect(confirm.textContent).toContain(`${c.jackpot.available}${written(locale, '10.00')} ${cash}`);
      expect(sent).not.toHaveBeenCalled();

      await user.click(within(confirm).getByTestId('jackpot-confirm-button'));
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      expect(sent.mock.calls[0]?.[0]).toEqual({ input: { roundId: 'round-7', tickets: 4, requestId: expect.any(String) } });
      // Refused by the platform: once its answer is in, the review stays open.
      const cancel = within(confirm).getByRole('button', { name: c.common.cancel, hidden: true }) as HTMLButtonElement;
      await expect.poll(() => cancel.disabled).toBe(false);
      expect(screen.getByTestId('jackpot-confirm')).toBe(confirm);
    });
  }
});
