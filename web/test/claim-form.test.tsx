// @vitest-environment happy-dom
// The insurance claim form on React, in every language: a claim names one of the paid round's
// open trade orders and carries a screenshot (PNG, JPEG or WebP, at most 5 MiB); each refusal is
// said beside its field with the field marked invalid, and nothing is sent and no review opens
// while one is broken. The review repeats the round, the order and the picture; only Confirm
// files the claim, and a refusal by the platform leaves the review open.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ClaimRoute } from '@/features/packages/routes/claim';
import { SCREENSHOT_MAX_BYTES } from '@/features/packages/api/claims';
import {
  ClaimsDocument,
  FileClaimDocument,
  InsuranceCoverDocument,
  InsurancePackagesDocument,
  type ClaimsQuery,
  type InsuranceCoverQuery,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { INSURED_PACKAGE_PAGE } from './insurance-fixtures';
import { answering, DECIMALS_MOCK, fill, messageOf, mutationSpy, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const order = (tradeOrder: number, placed: boolean, claimStatus: 'PENDING_REVIEW' | null = null) => ({
  __typename: 'InsuredOrder' as const,
  tradeOrder,
  placed,
  day: placed ? '2026-11-21' : null,
  profit: placed ? '0.5' : null,
  claimStatus,
});
const COVER: InsuranceCoverQuery = {
  insuranceCover: {
    __typename: 'InsuranceCover',
    packageId: 'pkg-1',
    insured: true,
    premiumAmount: '10',
    coinName: 'CASH_POINT',
    claimPayout: '50',
    claimPayoutCoinName: 'BONUS_POINT',
    maxRounds: 3,
    paidRounds: 1,
    remainingRounds: 2,
    canPay: false,
    refusal: null,
    // Order 1 is open to a claim; order 2 already has one; order 3 was never placed.
    currentRound: { __typename: 'PremiumRound', premiumId: 'premium-1', round: 1, ordersUsed: 2, orders: [order(1, true), order(2, true, 'PENDING_REVIEW'), order(3, false)] },
  },
};
const NO_CLAIMS: ClaimsQuery = { claims: { __typename: 'ClaimPage', items: [], pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 10, total: 0, hasNextPage: false } } };

function sized(file: File, size: number): File {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the claim form', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: asks for an open order and a screenshot beside each, sends nothing until both are right, then reviews before filing`, async () => {
      const c = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(FileClaimDocument);
      await renderIn(
        locale,
        <MockedProvider
          mocks={[
            DECIMALS_MOCK,
            answering(InsurancePackagesDocument, () => INSURED_PACKAGE_PAGE),
            answering(InsuranceCoverDocument, () => COVER),
            answering(ClaimsDocument, () => NO_CLAIMS),
            mock,
          ]}
        >
          <ClaimRoute />
        </MockedProvider>,
      );
      const submit = await screen.findByTestId('claim-submit');
      const orders = screen.getByTestId('claim-orders');
      const screenshot = screen.getByTestId('screenshot-input');
      const screenshotMessage = screen.getByTestId('screenshot-help');
      // A member may pick "all files" in the browser's dialog: the form judges the type itself.
      const user = userEvent.setup({ delay: null, applyAccept: false });

      // Only the placed order without a claim can be chosen.
      const radio = (n: number) => within(screen.getByTestId(`claim-order-${n}`)).getByRole('radio', { hidden: true }) as HTMLInputElement;
      expect([1, 2, 3].map((n) => radio(n).disabled)).toEqual([false, true, true]);
      expect(screen.getByTestId('claim-order-2').textContent).toBe(fill(c.products.claim.orderLine, { order: 2, note: c.products.claimStatus.PENDING_REVIEW }));
      expect(screenshotMessage.textContent).toBe(c.products.claim.screenshotHelp);
      // What a trade order is, what to upload, and what an approval pays, before anything is filed.
      // Indonesian writes a decimal comma.
      const payout = `${locale === 'id-ID' ? '50,00' : '50.00'} ${c.credits.BONUS_POINT}`;
      const explained = screen.getByTestId('claim-explained').textContent;
      expect(explained).toContain(c.products.claim.whatIsAnOrder);
      expect(explained).toContain(c.products.claim.whatToUpload);
      expect(screen.getByTestId('claim-payout-preview').textContent).toBe(fill(c.products.claim.payoutPreview, { payout }));

      await user.click(submit);
      await expect.poll(() => orders.getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(orders)).toBe(c.products.claim.orderRequired);
      expect(screenshot.getAttribute('aria-invalid')).toBe('true');
      expect(screenshotMessage.textContent).toBe(c.products.claim.screenshotRequired);

      await user.upload(screenshot, new File(['a trade'], 'trade.txt', { type: 'text/plain' }));
      await expect.poll(() => screenshotMessage.textContent).toBe(c.products.claim.screenshotNotImage);
      await user.upload(screenshot, sized(new File(['png'], 'huge.png', { type: 'image/png' }), SCREENSHOT_MAX_BYTES + 1));
      await expect.poll(() => screenshotMessage.textContent).toBe(c.products.claim.screenshotTooLarge);
      expect(screenshot.getAttribute('aria-invalid')).toBe('true');
      await user.click(submit);
      expect(screen.queryByTestId('confirm-dialog')).toBeNull();
      expect(sent).not.toHaveBeenCalled();

      await user.click(radio(1));
      await expect.poll(() => orders.getAttribute('aria-invalid')).toBe('false');
      expect(messageOf(orders)).toBe('');
      const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'trade.png', { type: 'image/png' });
      await user.upload(screenshot, picture);
      await expect.poll(() => screenshot.getAttribute('aria-invalid')).toBe('false');
      expect(screenshotMessage.textContent).toBe(c.products.claim.screenshotHelp);

      await user.click(submit);
      const review = await screen.findByTestId('confirm-dialog');
      expect(review.textContent).toContain(`${c.products.premium.round}1`);
      expect(review.textContent).toContain(`${c.products.claim.order}1`);
      expect(review.textContent).toContain(`${c.products.claim.screenshot}trade.png`);
      expect(review.textContent).toContain(`${c.products.claim.payoutIfApproved}${payout}`);
      expect(sent).not.toHaveBeenCalled();

      await user.click(within(review).getByTestId('confirm-button'));
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      const [variables] = sent.mock.calls[0] ?? [];
      expect(variables?.input).toEqual({ premiumId: 'premium-1', tradeOrder: 1, requestId: expect.any(String) });
      expect(variables?.screenshot).toBe(picture);
      // Refused by the platform: once its answer is in, the review stays open.
      const cancel = within(review).getByRole('button', { name: c.common.cancel, hidden: true }) as HTMLButtonElement;
      await expect.poll(() => cancel.disabled).toBe(false);
      expect(screen.getByTestId('confirm-dialog')).toBe(review);
    });
  }

  it('opens on a package with orders to claim, not on a newer one without a premium', async () => {
    const c = CATALOGUES['en-US'];
    const [held] = INSURED_PACKAGE_PAGE.insurancePackages.items;
    const newer = { ...held!, id: 'pkg-2', startDate: '2026-11-24', claimableOrders: 0 };
    const page = { insurancePackages: { ...INSURED_PACKAGE_PAGE.insurancePackages, items: [newer, held!] } };
    const bare = { insuranceCover: { ...COVER.insuranceCover, packageId: 'pkg-2', insured: false, currentRound: null } };
    await renderIn(
      'en-US',
      <MockedProvider
        mocks={[
          DECIMALS_MOCK,
          answering(InsurancePackagesDocument, () => page),
          answering(InsuranceCoverDocument, ({ id }) => (id === 'pkg-2' ? bare : COVER)),
          answering(ClaimsDocument, () => NO_CLAIMS),
        ]}
      >
        <ClaimRoute />
      </MockedProvider>,
    );
    await screen.findByTestId('claim-orders');
    expect(screen.queryByText(c.products.claim.noPremium)).toBeNull();
    expect(screen.getByTestId('package-select').textContent).toContain('2026-11-20');
  });
});
