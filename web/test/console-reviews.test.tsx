// @vitest-environment happy-dom
// The operator console's KYC queue on React (web/src/console/screens/kyc.tsx): a submission opened
// shows its identity number and both photos; failing it asks for a reason and sends nothing
// without one; the platform's refusal (a support operator's role) is shown in its words, and a
// decision done is said. In en-US and zh-CN, the console's two languages.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KycSubmissionDocument, PendingKycSubmissionsDocument, ReviewKycDocument } from '@/console/generated/graphql';
import { createConsoleI18n } from '@/console/lib/i18n';
import { enUS } from '@/console/locales/en-US';
import { zhCN } from '@/console/locales/zh-CN';
import { KycScreen } from '@/console/screens/kyc';
import { member } from './form-queries';
import { SCREEN_TEST } from './money-forms';

afterEach(() => {
  cleanup();
});

const CATALOGUES = { 'en-US': enUS, 'zh-CN': zhCN } as const;
// A 1×1 PNG, as the gateway serves a photo (a data URL).
const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const PENDING = {
  pendingKycSubmissions: [{ __typename: 'OperatorKycSubmission', id: 'kyc_1', userName: 'kira', status: 'PENDING', submittedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() }],
};
const DETAIL = {
  kycSubmission: { __typename: 'OperatorKycSubmission', id: 'kyc_1', userName: 'kira', status: 'PENDING', reason: null, idNumber: 'ZX9876', submittedAt: PENDING.pendingKycSubmissions[0]!.submittedAt, frontPhoto: PHOTO, backPhoto: PHOTO },
};

describe('the console KYC queue', SCREEN_TEST, () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`${locale}: shows both photos, fails only with a reason, shows the platform's refusal in its words, then the decision done`, async () => {
      const c = CATALOGUES[locale];
      let refuse = true;
      const review = vi.fn((_variables: unknown) =>
        refuse
          ? { errors: [{ message: 'Your operator role may not do this (test platform).', extensions: { code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' } }] }
          : { data: { reviewKyc: { __typename: 'OperatorKycSubmission', id: 'kyc_1', status: 'FAILED', reason: 'Photo too dark' } } },
      );
      const mocks: MockLink.MockedResponse[] = [
        { request: { query: PendingKycSubmissionsDocument }, result: { data: PENDING }, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: KycSubmissionDocument, variables: { id: 'kyc_1' } }, result: { data: DETAIL }, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: ReviewKycDocument, variables: () => true }, result: (variables) => review(variables) as never, maxUsageCount: Number.POSITIVE_INFINITY },
      ];
      render(
        <I18nextProvider i18n={createConsoleI18n(locale)}>
          <MockedProvider mocks={mocks}>
            <MemoryRouter>
              <KycScreen />
            </MemoryRouter>
          </MockedProvider>
        </I18nextProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.kyc.heading);
      const row = await screen.findByTestId('kyc-kyc_1');
      expect(row.textContent).toContain('kira');
      expect(row.textContent).toContain(c.age.hours.replace('{{count}}', '2'));

      await member().click(screen.getByTestId('open-kyc_1'));
      const detail = await screen.findByTestId('kyc-detail');
      expect((await within(detail).findByTestId('kyc-id-number')).textContent).toContain('ZX9876');
      expect(within(detail).getByTestId('kyc-photo-front').getAttribute('src')).toBe(PHOTO);
      expect(within(detail).getByTestId('kyc-photo-back').getAttribute('src')).toBe(PHOTO);

      // Fail asks for a reason: nothing is sent while it is empty or blank.
      await member().click(screen.getByTestId('kyc-fail'));
      const confirm = await screen.findByTestId('confirm-reject');
      expect(confirm.textContent).toBe(c.kyc.fail);
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      await member().type(screen.getByTestId('reason-input'), '   ');
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      await member().click(confirm);
      expect(review).not.toHaveBeenCalled();

      await member().type(screen.getByTestId('reason-input'), 'Photo too dark');
      await member().click(screen.getByTestId('confirm-reject'));
      expect((await screen.findByTestId('action-refusal')).textContent).toBe('Your operator role may not do this (test platform).');
      expect(review).toHaveBeenCalledWith({ input: { id: 'kyc_1', decision: 'FAILED', reason: 'Photo too dark' } });
      expect(screen.queryByTestId('action-done')).toBeNull();
      // Refused, the submission stays open.
      expect(screen.getByTestId('kyc-detail')).toBeTruthy();

      refuse = false;
      await member().click(screen.getByTestId('kyc-fail'));
      await member().type(await screen.findByTestId('reason-input'), 'Photo too dark');
      await member().click(screen.getByTestId('confirm-reject'));
      expect((await screen.findByTestId('action-done')).textContent).toBe(c.kyc.failed.replace('{{member}}', 'kira'));
      expect(screen.queryByTestId('action-refusal')).toBeNull();
      expect(screen.queryByTestId('kyc-detail')).toBeNull();
    });
  }
});
