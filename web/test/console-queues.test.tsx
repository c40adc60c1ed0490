// @vitest-environment happy-dom
// The operator console's claims, commitment and P2P appeal queues on React
// (web/src/console/screens/claims.tsx, commitments.tsx, appeals.tsx): each lists its items with
// their age; an item opened shows what the operator decides on (a claim's screenshot and timeline,
// a trade's chat); a rejection asks for a reason and sends nothing without one; the platform's
// refusal is shown in its words, a decision done is said, and a claim above the four-eyes amount
// says it waits for a second operator. In en-US and zh-CN, the console's two languages.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AppealDocument,
  ApproveClaimDocument,
  ApproveCommitmentDocument,
  ClaimScreenshotDocument,
  DecideAppealDocument,
  OpenAppealsDocument,
  PendingClaimsDocument,
  PendingCommitmentsDocument,
  RejectClaimDocument,
  RejectCommitmentDocument,
  type AppealQuery,
  type OpenAppealsQuery,
  type PendingClaimsQuery,
  type PendingCommitmentsQuery,
} from '@/console/generated/graphql';
import { createConsoleI18n } from '@/console/lib/i18n';
import { enUS } from '@/console/locales/en-US';
import { zhCN } from '@/console/locales/zh-CN';
import { AppealsScreen } from '@/console/screens/appeals';
import { ClaimsScreen } from '@/console/screens/claims';
import { CommitmentsScreen } from '@/console/screens/commitments';
import { member } from './form-queries';
import { SCREEN_TEST } from './money-forms';

afterEach(() => {
  cleanup();
});

const CATALOGUES = { 'en-US': enUS, 'zh-CN': zhCN } as const;
const LOCALES = ['en-US', 'zh-CN'] as const;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const ROLE_REFUSAL = { errors: [{ message: 'Your operator role may not do this (test platform).', extensions: { code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' } }] };
const PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

function renderWith(locale: (typeof LOCALES)[number], mocks: MockLink.MockedResponse[], screenElement: ReactNode) {
  render(
    <I18nextProvider i18n={createConsoleI18n(locale)}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>{screenElement}</MemoryRouter>
      </MockedProvider>
    </I18nextProvider>,
  );
}

const CLAIMS: PendingClaimsQuery = {
  pendingClaims: [
    {
      __typename: 'OperatorClaim',
      id: '41',
      userName: 'mira',
      packageName: 'Insurance 500',
      premiumRound: 1,
      tradeOrder: 7001,
      status: 'PENDING_REVIEW',
      payout: null,
      coinName: 'CASH_POINT',
      createdAt: hoursAgo(3),
      timeline: [{ __typename: 'OperatorClaimEvent', status: 'PENDING_REVIEW', note: 'Lost on trade 7001', at: hoursAgo(3) }],
    },
  ],
};

describe('the console claims queue', SCREEN_TEST, () => {
  for (const locale of LOCALES) {
    it(`${locale}: opens a claim with its screenshot and timeline; rejecting needs a reason; approving above the amount waits for a second operator`, async () => {
      const c = CATALOGUES[locale];
      const reject = vi.fn((_variables: unknown) => ROLE_REFUSAL);
      const approve = vi.fn((_variables: unknown) => ({
        data: { approveClaim: { __typename: 'ClaimDecision', claim: null, fourEyesRequest: { __typename: 'FourEyesRequest', id: 'fe_9', status: 'PENDING' } } },
      }));
      renderWith(
        locale,
        [
          { request: { query: PendingClaimsDocument }, result: { data: CLAIMS }, ...always },
          { request: { query: ClaimScreenshotDocument, variables: { id: '41' } }, result: { data: { claimScreenshot: PICTURE } }, ...always },
          { request: { query: RejectClaimDocument, variables: () => true }, result: (variables) => reject(variables) as never, ...always },
          { request: { query: ApproveClaimDocument, variables: () => true }, result: (variables) => approve(variables) as never, ...always },
        ],
        <ClaimsScreen />,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.claims.heading);
      const row = await screen.findByTestId('claim-41');
      expect(row.textContent).toContain('mira');
      expect(row.textContent).toContain(c.claims.payoutOnApproval);
      // Its status in words, not the platform's code.
      expect(row.textContent).toContain(c.claims.statuses.PENDING_REVIEW);
      expect(row.textContent).not.toContain('PENDING_REVIEW');
      expect(row.textContent).toContain(c.age.hours.replace('{{count}}', '3'));

      await member().click(screen.getByTestId('open-41'));
      const detail = await screen.findByTestId('claim-detail');
      expect((await within(detail).findByTestId('claim-screenshot')).getAttribute('src')).toBe(PICTURE);
      expect(detail.textContent).toContain('Lost on trade 7001');
      expect(detail.textContent).toContain(c.claims.statuses.PENDING_REVIEW);

      await member().click(screen.getByTestId('reject-41'));
      const confirm = await screen.findByTestId('confirm-reject');
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      await member().click(confirm);
      expect(reject).not.toHaveBeenCalled();
      await member().type(screen.getByTestId('reason-input'), 'Screenshot does not show the trade');
      await member().click(confirm);
      expect((await screen.findByTestId('action-refusal')).textContent).toBe('Your operator role may not do this (test platform).');
      expect(reject).toHaveBeenCalledWith({ input: { id: '41', note: 'Screenshot does not show the trade' } });

      await member().click(screen.getByTestId('approve-41'));
      expect((await screen.findByTestId('action-done')).textContent).toBe(c.claims.waitsForSecond.replace('{{id}}', '41').replace('{{request}}', 'fe_9'));
      expect(approve).toHaveBeenCalledWith({ input: { id: '41' } });
      expect(screen.queryByTestId('action-refusal')).toBeNull();
    });
  }
});

const COMMITMENTS: PendingCommitmentsQuery = {
  pendingCommitments: [{ __typename: 'OperatorCommitment', id: 'cm_3', userName: 'olek', type: 'COMMITMENT', name: 'Commitment 1000', amount: '1000', coinName: 'CASH_POINT', status: 'PENDING_REVIEW', createdAt: hoursAgo(2) }],
};

describe('the console commitment queue', SCREEN_TEST, () => {
  for (const locale of LOCALES) {
    it(`${locale}: shows the platform's refusal of an approval in its words; rejects only with a reason, then says so`, async () => {
      const c = CATALOGUES[locale];
      const approve = vi.fn((_variables: unknown) => ROLE_REFUSAL);
      const reject = vi.fn((_variables: unknown) => ({ data: { rejectCommitment: { __typename: 'OperatorCommitment', id: 'cm_3', status: 'REJECTED', reviewNote: 'Sponsor not verified' } } }));
      renderWith(
        locale,
        [
          { request: { query: PendingCommitmentsDocument }, result: { data: COMMITMENTS }, ...always },
          { request: { query: ApproveCommitmentDocument, variables: () => true }, result: (variables) => approve(variables) as never, ...always },
          { request: { query: RejectCommitmentDocument, variables: () => true }, result: (variables) => reject(variables) as never, ...always },
        ],
        <CommitmentsScreen />,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.commitments.heading);
      const row = await screen.findByTestId('commitment-cm_3');
      expect(row.textContent).toContain('olek');
      expect(row.textContent).toContain('Commitment 1000');
      expect(row.textContent).toContain(c.age.hours.replace('{{count}}', '2'));

      await member().click(screen.getByTestId('approve-cm_3'));
      expect((await screen.findByTestId('action-refusal')).textContent).toBe('Your operator role may not do this (test platform).');
      expect(approve).toHaveBeenCalledWith({ input: { id: 'cm_3' } });
      expect(screen.queryByTestId('action-done')).toBeNull();

      await member().click(screen.getByTestId('reject-cm_3'));
      const confirm = await screen.findByTestId('confirm-reject');
      await member().type(screen.getByTestId('reason-input'), '   ');
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      await member().type(screen.getByTestId('reason-input'), 'Sponsor not verified');
      await member().click(confirm);
      expect((await screen.findByTestId('action-done')).textContent).toBe(c.commitments.rejected.replace('{{id}}', 'cm_3'));
      expect(reject).toHaveBeenCalledWith({ input: { id: 'cm_3', note: 'Sponsor not verified' } });
      expect(screen.queryByTestId('action-refusal')).toBeNull();
    });
  }
});

const APPEALS: OpenAppealsQuery = {
  openAppeals: [
    {
      __typename: 'OperatorAppeal',
      tradeId: 'otc_5',
      sellerUserName: 'sela',
      buyerUserName: 'bao',
      coinName: 'USDT_POINT',
      amount: '50',
      payAmount: '50',
      payCoinName: 'CASH_POINT',
      appealedBy: 'bao',
      appealReason: 'Paid but not released',
      appealedAt: hoursAgo(5),
    },
  ],
};
const APPEAL: AppealQuery = {
  appeal: {
    ...APPEALS.openAppeals[0]!,
    price: '1',
    fee: '0.5',
    status: 'APPEALED',
    createdAt: hoursAgo(6),
    chat: [{ __typename: 'OperatorTradeMessage', id: 'm1', senderUserName: 'bao', content: 'I sent the payment at noon.', createdAt: hoursAgo(5) }],
  },
};

describe('the console P2P appeal queue', SCREEN_TEST, () => {
  for (const locale of LOCALES) {
    it(`${locale}: opens an appeal with its chat read-only; the refusal in the platform's words, then the decision with its note`, async () => {
      const c = CATALOGUES[locale];
      let refuse = true;
      const decide = vi.fn((_variables: unknown) =>
        refuse ? ROLE_REFUSAL : { data: { decideAppeal: { __typename: 'OperatorAppeal', tradeId: 'otc_5', status: 'COMPLETED', decision: 'RELEASE', decisionNote: 'Payment proven' } } },
      );
      renderWith(
        locale,
        [
          { request: { query: OpenAppealsDocument }, result: { data: APPEALS }, ...always },
          { request: { query: AppealDocument, variables: { tradeId: 'otc_5' } }, result: { data: APPEAL }, ...always },
          { request: { query: DecideAppealDocument, variables: () => true }, result: (variables) => decide(variables) as never, ...always },
        ],
        <AppealsScreen />,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.appeals.heading);
      const row = await screen.findByTestId('appeal-otc_5');
      expect(row.textContent).toContain('sela');
      expect(row.textContent).toContain(c.age.hours.replace('{{count}}', '5'));

      await member().click(screen.getByTestId('open-otc_5'));
      const chat = await screen.findByTestId('appeal-chat');
      await within(chat).findByText(/I sent the payment at noon\./);
      // Read-only: the chat offers nothing to type into.
      expect(within(chat).queryByRole('textbox')).toBeNull();

      await member().type(screen.getByTestId('appeal-note'), 'Payment proven');
      await member().click(screen.getByTestId('appeal-release'));
      expect((await screen.findByTestId('action-refusal')).textContent).toBe('Your operator role may not do this (test platform).');
      expect(decide).toHaveBeenCalledWith({ input: { tradeId: 'otc_5', decision: 'RELEASE', note: 'Payment proven' } });

      // Refused, the appeal stays open with the note typed.
      refuse = false;
      expect((screen.getByTestId('appeal-note') as HTMLInputElement).value).toBe('Payment proven');
      await member().click(screen.getByTestId('appeal-release'));
      expect((await screen.findByTestId('action-done')).textContent).toBe(c.appeals.decided.replace('{{id}}', 'otc_5').replace('{{decision}}', c.appeals.decisions.RELEASE));
      expect(decide).toHaveBeenLastCalledWith({ input: { tradeId: 'otc_5', decision: 'RELEASE', note: 'Payment proven' } });
      expect(screen.queryByTestId('appeal-detail')).toBeNull();
    });
  }
});
