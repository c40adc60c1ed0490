// @vitest-environment happy-dom
// The withdrawal form on React, in every language: a destination and an amount are required; the
// amount must read as a plain decimal (the rule every amount shares; transfer-form.test.tsx words
// each of its refusals), lie within the terms' minimum, maximum and step, be larger than the
// platform's quoted fee and not above the live available balance, each refusal said beside the
// field. Nothing is sent and no confirmation opens while any is broken; an address still cooling
// cannot be chosen until its time comes.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import type { DestinationOption } from '@/features/withdrawal/components/destination-picker';
import { WithdrawalForm } from '@/features/withdrawal/components/withdrawal-form';
import { WithdrawChainDocument, WithdrawalQuoteDocument, type WithdrawalConfigsQuery, type WithdrawalQuoteQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { answering, balance, balancesMock, DECIMALS_MOCK, fieldOf, guardsMock, messageOf, mutationSpy, retype, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const TERMS: WithdrawalConfigsQuery['withdrawalConfigs'][number] = {
  __typename: 'WithdrawalConfig',
  kind: 'CHAIN',
  coinName: 'WITHDRAWAL_POINT',
  feeType: 'FIXED',
  fee: '2',
  minAmount: '1',
  maxAmount: '1000',
  multiple: '0.5',
  dailyLimit: 1,
  approvalText: 'Reviewed the next business day.',
};
const FEE = '2';

function quoteFor(amount: string | null): WithdrawalQuoteQuery {
  return {
    withdrawalQuote: {
      __typename: 'WithdrawalQuote',
      coinName: 'WITHDRAWAL_POINT',
      available: '500',
      feeType: 'FIXED',
      feeValue: FEE,
      amount,
      fee: amount === null ? null : FEE,
      actualAmount: amount === null ? null : String(Number(amount) - Number(FEE)),
      dailyLimit: 1,
      usedToday: 0,
      quotaFree: true,
      quotaResetsAt: new Date(Date.now() + 6 * 3600_000).toISOString(),
      approvalDate: '2026-11-26',
    },
  };
}

describe('WithdrawalForm', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: says what is wrong beside the amount and the destination, and opens no confirmation (sends nothing) until all is right`, async () => {
      const catalogue = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(WithdrawChainDocument);
      // The member's one address is still cooling: it becomes usable a moment after the form opens.
      const options: DestinationOption[] = [
        { id: 'a1', title: 'TRC20', subtitle: 'Mine', detail: 'TXYZopqrstuvwxyzABCDEFGHJKLMNPQRS1', mono: true, usableFrom: new Date(Date.now() + 300).toISOString(), usable: false },
      ];
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('WITHDRAWAL_POINT', '500.009', '25.505')]), answering(WithdrawalQuoteDocument, ({ amount }) => quoteFor(amount ?? null)), mock]}>
          <WithdrawalForm kind="CHAIN" terms={TERMS} options={options} compact />
        </MockedProvider>,
      );
      const form = screen.getByTestId('withdrawal-form');
      const amount = fieldOf(catalogue.withdrawal.amount, form);
      const destinations = within(form).getByTestId('withdrawal-destinations');
      const submit = within(form).getByTestId('withdrawal-submit') as HTMLButtonElement;
      const user = userEvent.setup({ delay: null });

      // The live balance and what is frozen, cut to the credit's decimals as every amount of it.
      await expect.poll(() => within(form).getByTestId('withdrawal-available').textContent).toBe(locale === 'id-ID' ? '500,00' : '500.00');
      expect(within(form).getByTestId('withdrawal-frozen').textContent).toBe(locale === 'id-ID' ? '25,50' : '25.50');
      // The submit waits for the platform's quote (the day's quota).
      await expect.poll(() => submit.disabled).toBe(false);
      await user.click(submit);
      await expect.poll(() => messageOf(amount)).toBe(catalogue.validation.required);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(destinations.textContent).toContain(catalogue.withdrawal.chooseDestination);

      const said: [string, string][] = [
        ['10,5', catalogue.validation.amountFormat],
        ['0.5', catalogue.validation.amountBelowMinimum],
        ['1000.5', catalogue.withdrawal.amountAboveMaximum],
        ['10.25', catalogue.withdrawal.amountNotMultiple],
        ['500.5', catalogue.withdrawal.amountAboveAvailable],
      ];
      for (const [typed, message] of said) {
        await retype(user, amount, written(locale, typed));
        await expect.poll(() => messageOf(amount), { message: typed }).toBe(message);
        expect(amount.getAttribute('aria-invalid'), typed).toBe('true');
      }

      // An amount the fee would eat: said once the platform has quoted its fee for it.
      await retype(user, amount, '2');
      await expect.poll(() => within(form).getByTestId('withdrawal-fee').textContent).toBe(locale === 'id-ID' ? '2,00' : '2.00');
      await user.click(submit);
      await expect.poll(() => messageOf(amount)).toBe(catalogue.withdrawal.amountNotAboveFee);
      expect(screen.queryByTestId('withdrawal-confirm')).toBeNull();
      expect(sent).not.toHaveBeenCalled();

      // "Max" offers the live balance, within the terms; the address is now usable and chosen.
      await user.click(within(form).getByTestId('withdrawal-max'));
      await expect.poll(() => amount.value).toBe('500');
      // The form checks the new amount after it is set (its rules run asynchronously).
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('false');
      const radio = within(destinations).getByRole('radio') as HTMLInputElement;
      await expect.poll(() => radio.disabled, { timeout: 3000 }).toBe(false);
      await user.click(radio);
      await expect.poll(() => destinations.textContent).not.toContain(catalogue.withdrawal.chooseDestination);
      await user.click(submit);
      expect(await screen.findByTestId('withdrawal-confirm')).toBeTruthy();
      expect(sent).not.toHaveBeenCalled();
    });
  }
});

describe('WithdrawalForm while a guard holds withdrawals', SCREEN_TEST, () => {
  for (const guards of [{ moneyLockedUntil: '2099-11-29T20:56:00.000Z' }, { withdrawalsPausedUntil: '2099-11-29T20:56:00.000Z' }]) {
    it(`${Object.keys(guards)[0]}: opens no confirmation, asking for no password`, async () => {
      const catalogue = CATALOGUES['ko-KP'];
      const { mock, sent } = mutationSpy(WithdrawChainDocument);
      const options: DestinationOption[] = [{ id: 'a1', title: 'TRC20', subtitle: 'Mine', detail: 'TXYZopqrstuvwxyzABCDEFGHJKLMNPQRS1', mono: true, usable: true }];
      await renderIn(
        'ko-KP',
        <MockedProvider
          mocks={[DECIMALS_MOCK, balancesMock([balance('WITHDRAWAL_POINT', '500')]), answering(WithdrawalQuoteDocument, ({ amount }) => quoteFor(amount ?? null)), guardsMock(guards), mock]}
        >
          <WithdrawalForm kind="CHAIN" terms={TERMS} options={options} compact />
        </MockedProvider>,
      );
      const form = screen.getByTestId('withdrawal-form');
      const submit = within(form).getByTestId('withdrawal-submit') as HTMLButtonElement;
      const user = userEvent.setup({ delay: null });
      await retype(user, fieldOf(catalogue.withdrawal.amount, form), '10');
      // The quote came (the submit would be open without the guard), and still it stays closed.
      await expect.poll(() => within(form).getByTestId('withdrawal-fee').textContent).toBe('2.00');
      await expect.poll(() => submit.disabled).toBe(true);
      await user.type(fieldOf(catalogue.withdrawal.amount, form), '{Enter}');
      expect(screen.queryByTestId('withdrawal-confirm')).toBeNull();
      expect(sent).not.toHaveBeenCalled();
    });
  }
});
