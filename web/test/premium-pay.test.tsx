// @vitest-environment happy-dom
// Paying an insurance premium on React, in every language: the premium and the live balance as
// the credit is written, then a review of the amount, the balance, the round and what it insures.
// A premium above the balance is said in the review and Confirm stays closed (a courtesy: the
// platform decides); within it only Confirm pays, and a refusal leaves the review open.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { PremiumRoute } from '@/features/packages/routes/premium';
import {
  InsuranceCoverDocument,
  InsurancePackagesDocument,
  PayPremiumDocument,
  PremiumsDocument,
  type InsuranceCoverQuery,
  type PremiumsQuery,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { INSURED_PACKAGE_PAGE } from './insurance-fixtures';
import { button, member } from './form-queries';
import { answering, balance, balancesMock, DECIMALS_MOCK, mutationSpy, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const COVER: InsuranceCoverQuery = {
  insuranceCover: {
    __typename: 'InsuranceCover',
    packageId: 'pkg-1',
    insured: false,
    premiumAmount: '10.0049',
    coinName: 'CASH_POINT',
    claimPayout: '10',
    claimPayoutCoinName: 'BONUS_POINT',
    maxRounds: 3,
    paidRounds: 0,
    remainingRounds: 3,
    canPay: true,
    refusal: null,
    currentRound: null,
  },
};
const NO_PREMIUMS: PremiumsQuery = {
  premiums: { __typename: 'PremiumPage', items: [], pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 10, total: 0, hasNextPage: false } },
  premiumTotals: { __typename: 'PremiumTotals', totalAmount: '0', count: 0 },
};

async function renderWith(locale: Locale, cash: string) {
  const { mock, sent } = mutationSpy(PayPremiumDocument);
  await renderIn(
    locale,
    <MockedProvider
      mocks={[
        DECIMALS_MOCK,
        balancesMock([balance('CASH_POINT', cash)]),
        answering(InsurancePackagesDocument, () => INSURED_PACKAGE_PAGE),
        answering(InsuranceCoverDocument, () => COVER),
        answering(PremiumsDocument, () => NO_PREMIUMS),
        mock,
      ]}
    >
      <PremiumRoute />
    </MockedProvider>,
  );
  return sent;
}

describe('paying a premium', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: a premium above the balance is said in the review and nothing is paid`, async () => {
      const c = CATALOGUES[locale];
      const cash = c.credits.CASH_POINT;
      const sent = await renderWith(locale, '8.509');
      const cover = await screen.findByTestId('cover');
      await expect.poll(() => within(cover).getByTestId('premium-available').textContent).toBe(`${written(locale, '8.50')} ${cash}`);
      expect(within(cover).getByTestId('premium-amount').textContent).toBe(`${written(locale, '10.00')} ${cash}`);
      await member().click(within(cover).getByTestId('pay-premium'));
      const review = await screen.findByTestId('confirm-dialog');
      expect(within(review).getByTestId('confirm-premium').textContent).toBe(`${written(locale, '10.00')} ${cash}`);
      expect(within(review).getByTestId('confirm-available').textContent).toBe(`${written(locale, '8.50')} ${cash}`);
      expect(within(review).getByTestId('confirm-short').textContent).toBe(c.validation.amountAboveAvailable);
      expect((within(review).getByTestId('confirm-button') as HTMLButtonElement).disabled).toBe(true);
      expect(review.textContent).toContain(c.products.premium.sixOrders);
      expect(sent).not.toHaveBeenCalled();
    });
  }

  it('en-US: within the balance only Confirm pays, and a refusal leaves the review open', async () => {
    const c = CATALOGUES['en-US'];
    const sent = await renderWith('en-US', '50');
    const cover = await screen.findByTestId('cover');
    await expect.poll(() => within(cover).getByTestId('premium-available').textContent).toBe(`50.00 ${c.credits.CASH_POINT}`);
    const user = member();
    await user.click(within(cover).getByTestId('pay-premium'));
    const review = await screen.findByTestId('confirm-dialog');
    expect(within(review).queryByTestId('confirm-short')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    await user.click(within(review).getByTestId('confirm-button'));
    await expect.poll(() => sent.mock.calls.length).toBe(1);
    expect(sent.mock.calls[0]?.[0]).toEqual({ id: 'pkg-1', input: { requestId: expect.any(String) } });
    await expect.poll(() => button(c.common.cancel, review).disabled).toBe(false);
    expect(screen.getByTestId('confirm-dialog')).toBe(review);
  });
});
