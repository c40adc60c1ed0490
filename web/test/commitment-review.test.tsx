// @vitest-environment happy-dom
// The commitment package's review on React, in every language (the application has no fields to
// check: the member chooses a package and reviews it). Applying: the package, the amount frozen as
// its credit is written and the note that it is frozen; claiming the free package: its trial
// amount and note. Only Confirm sends, and a refusal by the platform leaves the review open.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { CommitmentConfirm } from '@/features/commitment/components/confirm';
import { AddCommitmentPackageDocument, ReceiveCommitmentPackageDocument } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { button, member } from './form-queries';
import { DECIMALS_MOCK, fill, mutationSpy, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const OFFER = { planId: 'entrust-100', name: 'Entrust 100', amount: '100.129', coinName: 'CASH_POINT' as const };

describe('CommitmentConfirm', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: applying and claiming review the package and its amount, and send only on Confirm`, async () => {
      const c = CATALOGUES[locale];
      const cash = c.credits.CASH_POINT;
      const apply = mutationSpy(AddCommitmentPackageDocument);
      const claim = mutationSpy(ReceiveCommitmentPackageDocument);
      const view = await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, apply.mock, claim.mock]}>
          <CommitmentConfirm mode="apply" offer={OFFER} onClose={() => undefined} />
        </MockedProvider>,
      );
      const user = member();
      let review = screen.getByTestId('commitment-confirm');
      await expect.poll(() => within(review).getByTestId('commitment-confirm-amount').textContent).toBe(`${written(locale, '100.12')} ${cash}`);
      expect(review.textContent).toContain(`${c.commitment.package}Entrust 100`);
      expect(review.textContent).toContain(`${c.commitment.amount}${written(locale, '100.12')} ${cash}`);
      expect(review.textContent).toContain(fill(c.commitment.applyNote, { credit: cash }));
      expect(within(review).getByTestId('commitment-confirm-button').textContent).toBe(c.commitment.apply);
      expect(apply.sent).not.toHaveBeenCalled();
      await user.click(within(review).getByTestId('commitment-confirm-button'));
      await expect.poll(() => apply.sent.mock.calls.length).toBe(1);
      expect(apply.sent.mock.calls[0]?.[0]).toEqual({ input: { planId: 'entrust-100', requestId: expect.any(String) } });
      await expect.poll(() => button(c.common.cancel, review).disabled).toBe(false);
      expect(screen.getByTestId('commitment-confirm')).toBe(review);

      view.rerender(
        <MockedProvider mocks={[DECIMALS_MOCK, apply.mock, claim.mock]}>
          <CommitmentConfirm mode="claim" offer={{ ...OFFER, name: 'Free package', amount: '50' }} onClose={() => undefined} />
        </MockedProvider>,
      );
      review = screen.getByTestId('commitment-confirm');
      await expect.poll(() => review.textContent).toContain(`${c.commitment.trialAmount}${written(locale, '50.00')} ${cash}`);
      expect(review.textContent).toContain(c.commitment.claimNote);
      expect(within(review).getByTestId('commitment-confirm-button').textContent).toBe(c.commitment.claim);
      expect(claim.sent).not.toHaveBeenCalled();
      await user.click(within(review).getByTestId('commitment-confirm-button'));
      await expect.poll(() => claim.sent.mock.calls.length).toBe(1);
      expect(claim.sent.mock.calls[0]?.[0]).toEqual({ input: { requestId: expect.any(String) } });
      expect(apply.sent).toHaveBeenCalledTimes(1);
    });
  }
});
