// @vitest-environment happy-dom
// A package's purchase and redeem reviews on React, in every language. Buying: each plan's terms,
// a plan at its purchase limit closed, then a review of the price, the live balance and the
// term's profit, each as its credit is written; a price above the balance is said in the review
// and Confirm stays closed (a courtesy: the platform decides); only Confirm buys, and a refusal
// leaves the review open. Redeeming: the principal, the fee and what reaches the balance as the
// platform quotes them, its warning that transfers close, Confirm closed until the quote allows it.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import type { Plan } from '@/features/packages/components/plan-catalogue';
import { PlanCatalogue } from '@/features/packages/components/plan-catalogue';
import { RedeemDialog, type RedeemQuote } from '@/features/packages/components/redeem-dialog';
import { CATALOGUES } from './all-catalogues';
import { button, member } from './form-queries';
import { balance, balancesMock, DECIMALS_MOCK, fill, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const plan = (id: string, amount: string, purchasedCount: number, maxPurchaseCount: number): Plan => ({
  id,
  name: `Insurance ${amount}`,
  amount,
  coinName: 'INSURANCE_POINT',
  profitCoinName: 'BONUS_POINT',
  contractDays: 29,
  dailyProfitRatio: '0.005',
  termProfit: '14.5099',
  maxPurchaseCount,
  purchasedCount,
  redeemFeeRatio: '0.05',
  premiumRatio: '0.1',
});
// 60.129 Insurance available: the 50 plan is affordable, the 100 plan is not, the 500 plan is sold out to this member.
const PLANS = [plan('plan-100', '100', 1, 3), plan('plan-50', '50', 0, 3), plan('plan-500', '500', 2, 2)];

describe('PlanCatalogue: the purchase review', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: reviews price, balance and profit; says when the balance is short and buys only on Confirm`, async () => {
      const c = CATALOGUES[locale];
      const insurance = c.credits.INSURANCE_POINT;
      const onBuy = vi.fn((_planId: string, _requestId: string) => Promise.reject(new Error('Refused by the test platform.')));
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, balancesMock([balance('INSURANCE_POINT', '60.129')])]}>
          <PlanCatalogue plans={PLANS} onBuy={onBuy} />
        </MockedProvider>,
      );
      const user = member();
      const [plan100, plan50, plan500] = screen.getAllByTestId('plan');
      const buyOf = (card: HTMLElement | undefined) => within(card!).getByTestId('buy-plan') as HTMLButtonElement;
      expect(buyOf(plan500).disabled).toBe(true);
      expect(buyOf(plan500).textContent).toBe(c.products.limitReached);

      // More than the balance: the review says so and Confirm stays closed.
      await user.click(buyOf(plan100));
      let review = await screen.findByTestId('confirm-dialog');
      await expect.poll(() => within(review).getByTestId('confirm-available').textContent).toBe(`${written(locale, '60.12')} ${insurance}`);
      expect(within(review).getByTestId('confirm-price').textContent).toBe(`${written(locale, '100.00')} ${insurance}`);
      expect(within(review).getByTestId('confirm-profit').textContent).toBe(`${written(locale, '14.50')} ${c.credits.BONUS_POINT}`);
      expect(within(review).getByRole('heading', { hidden: true }).textContent).toBe(fill(c.products.buyTitle, { name: 'Insurance 100' }));
      expect(within(review).getByTestId('confirm-short').textContent).toBe(c.validation.amountAboveAvailable);
      expect((within(review).getByTestId('confirm-button') as HTMLButtonElement).disabled).toBe(true);
      await user.click(button(c.common.cancel, review));
      await expect.poll(() => screen.queryByTestId('confirm-dialog')).toBeNull();
      expect(onBuy).not.toHaveBeenCalled();

      // Within the balance: Confirm buys; refused, the review stays open.
      await user.click(buyOf(plan50));
      review = await screen.findByTestId('confirm-dialog');
      expect(within(review).getByTestId('confirm-price').textContent).toBe(`${written(locale, '50.00')} ${insurance}`);
      expect(within(review).queryByTestId('confirm-short')).toBeNull();
      expect(onBuy).not.toHaveBeenCalled();
      const confirm = within(review).getByTestId('confirm-button') as HTMLButtonElement;
      expect(confirm.disabled).toBe(false);
      await user.click(confirm);
      await expect.poll(() => onBuy.mock.calls.length).toBe(1);
      expect(onBuy.mock.calls[0]).toEqual(['plan-50', expect.any(String)]);
      await expect.poll(() => button(c.common.cancel, review).disabled).toBe(false);
      expect(screen.getByTestId('confirm-dialog')).toBe(review);
    });
  }
});

const QUOTE: RedeemQuote = {
  redeemable: true,
  principal: '100',
  redeemFeeRatio: '0.05',
  redeemFee: '5.0049',
  netAmount: '94.9951',
  coinName: 'INSURANCE_POINT',
  closesTransfers: true,
};

describe('RedeemDialog: the redeem review', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: the platform's principal, fee and what arrives, the transfers warning, and Confirm only when the quote allows it`, async () => {
      const c = CATALOGUES[locale];
      const insurance = c.credits.INSURANCE_POINT;
      const onRedeem = vi.fn((_requestId: string) => Promise.reject(new Error('Refused by the test platform.')));
      const view = await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK]}>
          <RedeemDialog name="Insurance 100" quote={{ data: { ...QUOTE, redeemable: false }, loading: false, refetch: () => undefined }} onRedeem={onRedeem} onClose={() => undefined} />
        </MockedProvider>,
      );
      const user = member();
      let review = screen.getByTestId('confirm-dialog');
      expect((within(review).getByTestId('confirm-button') as HTMLButtonElement).disabled).toBe(true);

      view.rerender(
        <MockedProvider mocks={[DECIMALS_MOCK]}>
          <RedeemDialog name="Insurance 100" quote={{ data: QUOTE, loading: false, refetch: () => undefined }} onRedeem={onRedeem} onClose={() => undefined} />
        </MockedProvider>,
      );
      review = screen.getByTestId('confirm-dialog');
      expect(within(review).getByRole('heading', { hidden: true }).textContent).toBe(fill(c.products.redeemTitle, { name: 'Insurance 100' }));
      await expect.poll(() => within(review).getByTestId('redeem-principal').textContent).toBe(`${written(locale, '100.00')} ${insurance}`);
      expect(within(review).getByTestId('redeem-fee').textContent).toBe(`${written(locale, '5.00')} ${insurance}`);
      expect(within(review).getByTestId('redeem-net').textContent).toBe(`${written(locale, '94.99')} ${insurance}`);
      expect(review.textContent).toContain(c.products.redeemClosesTransfers);
      expect(onRedeem).not.toHaveBeenCalled();

      const confirm = within(review).getByTestId('confirm-button') as HTMLButtonElement;
      expect(confirm.disabled).toBe(false);
      await user.click(confirm);
      await expect.poll(() => onRedeem.mock.calls.length).toBe(1);
      await expect.poll(() => button(c.common.cancel, review).disabled).toBe(false);
      expect(screen.getByTestId('confirm-dialog')).toBe(review);
    });
  }
});
